/**
 * Stream plumbing shared by the commands: {@link dev.robots.cli.io.BoundedLineReader} reads lines of
 * at most a fixed length without ever holding a longer one (memory bounded whatever the input);
 * {@link dev.robots.cli.io.FailureKeepingOutput} keeps the first write failure that a
 * {@code PrintWriter} would hide, so a closed standard output becomes exit status 1, not silence;
 * {@link dev.robots.cli.io.ClosedInput} stands for a standard input that was closed at start (which
 * the JVM would otherwise fill with a file of its own); {@link dev.robots.cli.io.StreamFailure}: one of
 * those streams (or the record file) failed, and the session or game stops with one line;
 * {@link dev.robots.cli.io.IoReason}: why a file operation failed, as a message says it.
 */
package dev.robots.cli.io;
