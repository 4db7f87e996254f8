/**
 * The text protocol of {@code docs/rules.md} ("The text protocol"): {@code INIT W H R P:}, the
 * numbers, then a field and {@code MOVE:} each turn until the game ends, then the next game, until
 * end of input.
 *
 * <p>{@link dev.robots.cli.protocol.ProtocolSession} takes its streams and returns the exit status
 * (0 input ended, 1 the session could not go on); it never exits the JVM. Invariants: standard
 * output gets only protocol lines, flushed before every read; every refusal or note is one line on
 * the error stream; no input line is held beyond its bound; each game's seed follows from the
 * session seed alone ({@link dev.robots.record.GameSeeds}), so {@code --seed} replays a
 * session whatever was refused in it. {@link dev.robots.cli.protocol.FieldFile} reads
 * {@code --field}'s start field within {@code --max-cells}, never more bytes than such a field takes.
 */
package dev.robots.cli.protocol;
