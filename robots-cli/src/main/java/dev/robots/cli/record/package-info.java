/**
 * The {@code --record} file (format in {@code docs/replay.md}). {@link dev.robots.cli.record.GameRecord}
 * writes it: one line per event, each appended with one unbuffered write, so a process killed at
 * any moment leaves every line written so far; a session locks the file for its whole run (no
 * interleaved sessions), and text from outside is escaped (no forged lines).
 * {@link dev.robots.cli.record.RecordReader} reads it back, game by game to a sink (memory bounded by
 * one game, whatever the file's size) or whole into
 * {@link dev.robots.cli.record.Recording sessions and games}, checking the syntax and the nesting of
 * the lines only; whether a game follows from its seed and commands is for
 * {@code dev.robots.cli.replay}.
 */
package dev.robots.cli.record;
