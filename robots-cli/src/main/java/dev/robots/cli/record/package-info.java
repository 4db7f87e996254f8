/**
 * The {@code --record} file (format in {@code docs/cli.md}): one line per event, each appended with
 * one unbuffered write, so a process killed at any moment leaves every line written so far. A session
 * locks the file for its whole run (no interleaved sessions), and text from outside is escaped (no
 * forged lines).
 */
package dev.robots.cli.record;
