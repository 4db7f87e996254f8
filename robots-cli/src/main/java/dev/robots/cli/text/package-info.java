/**
 * Putting untrusted input into messages for a person: every quoted token is cut to a few characters
 * and shown as plain printable ASCII (other characters as {@code U+XXXX}), so a message stays one
 * line whatever the input held; {@link dev.robots.cli.text.Invocation}: the command that starts this
 * program again from where the person is, for replay hints.
 */
package dev.robots.cli.text;
