/**
 * The {@code robots} command: {@link dev.robots.cli.Main} runs it and wires {@code System.in/out/err},
 * expanding {@code @files} with bounds first ({@code AtFiles}); {@code RobotsCommand} is the picocli
 * command tree (the root command, protocol mode, and the subcommands);
 * {@code ProtocolOption} is the one table of protocol mode's options, which the root command builds
 * its options from and {@code ProtocolArguments} reads at start-up without that tree (declining
 * anything else to it) and {@code ProtocolMode} runs protocol mode from
 * good options on; {@code FailureLines} is the one line and the status of a run that did not succeed;
 * {@code BuildVersion} is the version line (the version and the commit the build wrote beside it);
 * every command lives in a package of its own, side by side below this one, the only package that
 * knows them all; what two commands share lives in a package below them (docs/architecture.md,
 * "robots-cli", draws the floors; {@code PackageFloorsTest} holds them).
 *
 * <ul>
 *   <li>the commands: {@code protocol} (the INIT/MOVE protocol, the command without a subcommand),
 *       {@code play}, {@code replay}, {@code check}, {@code bot}, {@code autoplay} (with
 *       {@code oracle});</li>
 *   <li>shared below them: {@code terminal} (the full screen of play and replay), {@code pages} (the
 *       HTML pages), {@code conversation} (the protocol spoken with a program by check and bot),
 *       {@code invocation} (printed commands), {@code command} (streams, exit status), {@code seeds},
 *       {@code options}, {@code record}, {@code process};</li>
 *   <li>at the bottom: {@code io} (bounded line input, output that keeps its failures, the write rule
 *       for every file written) and {@code text} (quoting untrusted input into one-line messages).</li>
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
