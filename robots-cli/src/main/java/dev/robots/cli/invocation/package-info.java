/**
 * How to print a command that runs this program again: {@link dev.robots.cli.invocation.Invocation}
 * knows how the person started it (the launcher {@code ./robots} as typed, or {@code java -jar FILE}),
 * quotes shell words, and gives the command that re-runs this run with a seed, for replay hints and
 * "reproduce" lines of every command.
 *
 * <p>Below every command. Invariants: nothing here prints; a shell line reads back in a POSIX shell as
 * the same words; a printed command starts with this program as it was invoked, never a bare
 * {@code robots} (on Debian that is BSD robots from bsdgames), except where no invocation can be known
 * (in tests or an IDE).
 */
package dev.robots.cli.invocation;
