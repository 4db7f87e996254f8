/**
 * Stream plumbing shared by the commands: {@link dev.robots.cli.io.BoundedLineReader} reads lines of
 * at most a fixed length without ever holding a longer one (memory bounded whatever the input);
 * {@link dev.robots.cli.io.FailureKeepingOutput} keeps the first write failure that a
 * {@code PrintWriter} would hide, so a closed standard output becomes exit status 1, not silence;
 * {@link dev.robots.cli.io.ClosedInput} stands for a standard input that was closed at start (which
 * the JVM would otherwise fill with a file of its own); {@link dev.robots.cli.io.StreamFailure}: one of
 * those streams (or the record file) failed, and the session or game stops with one line;
 * {@link dev.robots.cli.io.IoReason}: why a file operation failed, as a message says it;
 * {@link dev.robots.cli.io.OutputFiles} and {@link dev.robots.cli.io.OutputFile}: the write rule for
 * every file the command line writes ({@code docs/reliability.md}); {@link dev.robots.cli.io.RunInputs}:
 * the run's files no option names ({@code @files}, the running jar, standard streams that are files),
 * which every {@code OutputFiles} starts with; {@code PartialFiles}: the {@code .partial} files being
 * written, removed when a signal stops the process.
 *
 * <p>Invariants of the write rule: every command that writes a file checks its run's files with
 * {@code OutputFiles} before it runs and writes them only through {@code OutputFile} (or appends a
 * record through {@code GameRecord}); no output is an input of the run (those no option names
 * included) or another output; only a regular file is ever replaced (by a rename of its
 * {@code FILE.PID.partial}, which no failure and no SIGTERM, SIGINT or SIGHUP leaves behind); a
 * device or a FIFO is written in place.
 */
package dev.robots.cli.io;
