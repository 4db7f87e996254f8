/**
 * Text for a person, made safe and exact: {@link dev.robots.cli.text.Texts} puts untrusted text (a
 * bad token, a line another program printed) into messages and reports with one convention for the
 * whole command line (single quotes, backslash escapes, a lone character as {@code U+0000}, long text
 * cut with its length), so a message stays plain ASCII whatever the input held.
 *
 * <p>Invariants: nothing here prints; what {@code Texts} returns holds no control character but a tab
 * kept in a shown line and the line ends between the lines of {@code stderrLines}.
 */
package dev.robots.cli.text;
