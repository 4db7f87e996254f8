/**
 * The record format of {@code robots --record} (its lines in {@code docs/cli.md}, "Records"), with
 * no dependency but the engine, so that the command line and the web page read, write and check
 * records with the same code and the same words.
 *
 * <ul>
 *   <li>{@link dev.robots.record.GameRecord} writes a record: one line per event, each appended with
 *       one unbuffered write, so a process killed at any moment leaves every line written so far; a
 *       session locks the file for its whole run (no interleaved sessions), and text from outside
 *       is escaped (no forged lines).</li>
 *   <li>{@link dev.robots.record.RecordReader} reads it back, game by game to a sink (memory bounded
 *       by one game) or whole into {@link dev.robots.record.Recording sessions and games}, checking
 *       the syntax and the nesting of the lines ({@link dev.robots.record.RecordLine}) and nothing
 *       else; at most {@link dev.robots.record.RecordReader#MAX_BYTES} bytes and
 *       {@link dev.robots.record.RecordReader#MAX_LINES} lines, whatever the file is.</li>
 *   <li>{@link dev.robots.record.RecordLineChecks} checks one line against the game being played
 *       again, and {@link dev.robots.record.PositionDigest} is the digest of a position a line
 *       carries: whether a game follows from its seed and commands, a
 *       {@link dev.robots.record.ReplayProblem} naming the line when not.</li>
 *   <li>{@link dev.robots.record.GameSeeds}: the seed of each game of a session from the session's
 *       seed, the one derivation every command uses.</li>
 *   <li>{@link dev.robots.record.MessageText}: how a message quotes untrusted text.</li>
 * </ul>
 *
 * <p>Invariants: the module requires nothing but {@code dev.robots.core}; no class here reads a
 * clock or a random source of its own; a record line is parsed alone (no state but the session's
 * format), and every refusal is one line naming the line number and the token.
 */
package dev.robots.record;
