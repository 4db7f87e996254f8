/**
 * The {@code robots} command: {@link dev.robots.cli.Main} builds the picocli command tree and wires
 * {@code System.in/out/err}, expanding {@code @files} with bounds first ({@code AtFiles});
 * {@code ProtocolArguments} reads protocol mode's options at start-up
 * without that tree (declining anything else to it) and {@code ProtocolMode} runs protocol mode from
 * good options on; {@code FailureLines} is the one line and the status of a run that did not succeed;
 * every subcommand lives in a package of its own.
 *
 * <ul>
 *   <li>{@code protocol}: the INIT/MOVE text protocol (the command without a subcommand);</li>
 *   <li>{@code play}: the game for a person at a terminal;</li>
 *   <li>{@code check}: the conformance checker for another program, and {@code bot};</li>
 *   <li>{@code autoplay}: the autopilot playing seeded games in process;</li>
 *   <li>{@code record}: the {@code --record} file; {@code io}: bounded line input, output that keeps
 *       its failures, and the write rule for every file written; {@code text}: quoting untrusted
 *       input into one-line messages;</li>
 *   <li>{@code options}: the options several commands share, one picocli mixin each.</li>
 * </ul>
 *
 * <p>Invariants for the whole CLI: standard output carries only what the command produces (protocol
 * lines, reports); every message for a person is one line on standard error, never a stack trace.
 * Exit status, one rule for all ({@link dev.robots.cli.command.ExitStatus}, in every {@code --help}): 0 success,
 * 1 the run failed or could not go on at any point (a command throws {@link dev.robots.cli.command.RunFailure}
 * for a file, stream or memory it cannot use), 2 usage error (the command line alone, before anything
 * ran; also two of the run's files being one, {@link dev.robots.cli.io.OutputFiles.Refused}). A command
 * whose own rule differs ({@code replay}: 1 is a tampered record) says so through
 * {@link dev.robots.cli.command.ExitStatus.OwnFailureStatus}. Commands take their streams and return a status;
 * only {@code Main.main} exits.
 */
package dev.robots.cli;
