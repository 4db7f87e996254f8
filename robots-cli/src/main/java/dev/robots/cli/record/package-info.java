/**
 * The {@code --record} file (format in {@code docs/cli.md}): one line per event, each appended with
 * one unbuffered write, so a process killed at any moment leaves every line written so far.
 */
package dev.robots.cli.record;
