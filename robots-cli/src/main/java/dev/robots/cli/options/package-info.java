/**
 * The options several {@code robots} commands share, each a picocli {@code @Mixin} of its own: one
 * declaration, one help text and one validation, whichever command has it (the way picocli's own
 * examples share options between commands).
 *
 * <ul>
 *   <li>{@link dev.robots.cli.options.SeedOption} {@code --seed}, {@link dev.robots.cli.options.GamesOption}
 *       {@code --games}, {@link dev.robots.cli.options.ChargesOption} {@code --charges},
 *       {@link dev.robots.cli.options.MaxTurnsOption} {@code --max-turns}: the game options, mixed in together
 *       by {@link dev.robots.cli.options.GameRunOptions} for the commands that play a run of games;</li>
 *   <li>{@link dev.robots.cli.options.TimeoutOption} {@code --timeout},
 *       {@link dev.robots.cli.options.RecordOption} {@code --record} and
 *       {@link dev.robots.cli.options.SizeOption} {@code --size W,H,R,P} (read when the command runs,
 *       against the command's own bound on cells);</li>
 *   <li>{@link dev.robots.cli.options.AutopilotOptions} {@code --beam}, {@code --depth} or {@code --think MS}
 *       ({@code bot}, {@code autoplay}): the autopilot's search, a {@link dev.robots.cli.options.SearchBudget};
 *       {@code --think} is a nominal time, a fixed beam and depth from a table measured once, never the
 *       clock, so that a seed replays the same games anywhere;</li>
 *   <li>{@link dev.robots.cli.options.OptionDefaults}: a command's own defaults for them, where commands
 *       differ (100 games in {@code check}, 1000 in {@code autoplay}; unlimited charges in protocol mode).</li>
 * </ul>
 *
 * <p>Charges are an {@code OptionalInt} (empty: no limit) in every command's settings, as in the engine's
 * API; {@link dev.robots.cli.options.ChargesOption} alone reads and writes the word {@code unlimited}.
 *
 * <p>Invariants: a bad value is a usage error (exit 2) raised before anything runs (while the command line
 * is parsed, or for {@code --size} and the autopilot's options when the command first reads them), as one
 * line that names the option and the token ({@code --charges: -1 (expected: ...)});
 * the help of every command shows the same text for a shared option, only its default differs. This
 * package depends on no command package: a mixin that needs one lives beside it
 * ({@code autoplay.ReportOptions}). {@code ProgramOptions} ({@code --lua}, {@code --lua-command}, the
 * command after {@code --}) uses {@link dev.robots.cli.process}.
 */
package dev.robots.cli.options;
