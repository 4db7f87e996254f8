/**
 * {@code robots play}: the game for a person.
 *
 * <p>At a terminal (standard input and output both a terminal, {@code TERM} not {@code dumb}) it
 * is a full-screen game on JLine, one key per action; otherwise (pipes, files, tests) it plays line
 * by line as before, and JLine is never touched. The parts, one job each:
 * <ul>
 *   <li>{@link dev.robots.cli.play.PlayCommand}: options, the files, which game;</li>
 *   <li>{@code LineGame}: the line-by-line game;</li>
 *   <li>{@code TerminalPlay}: a session on the full screen of {@link dev.robots.cli.terminal};</li>
 *   <li>{@link dev.robots.cli.play.GameSession}: the session loop, keys to what they ask (counts,
 *       the confirmation of a losing move, the hint, questions, a held key's repeats);</li>
 *   <li>{@code PlayedGame}: the game being played, its undo history, record and end;</li>
 *   <li>{@code MultiTurn}: counts, {@code w} and the autopilot playing on;</li>
 *   <li>{@code SessionView}: the frame, panel and help of the full-screen game;</li>
 *   <li>{@code SessionTally}: the session's games, for the summary printed at the end;</li>
 *   <li>{@link dev.robots.cli.play.Scores}, {@link dev.robots.cli.play.ScoresFile}, {@code ScoreKeeper},
 *       {@code ScoresReport}: the scores kept across sessions;</li>
 *   <li>{@code PlayRecord}: the {@code --record} file, in the protocol's record format.</li>
 * </ul>
 * The screen itself (keys, frames, the terminal, which moves lose) is {@link dev.robots.cli.terminal}'s,
 * shared with {@code robots replay}.
 *
 * <p>Invariants: input is bounded like the protocol's; every game's seed is printed or recorded so
 * it can be replayed; an undo restores the game and its random source exactly; the screen is
 * restored however the game ends; a scores file problem is a warning, never a crash; a move that
 * loses at once is played only by its own key confirmed with Enter, never by a held key, a count,
 * {@code w} or the autopilot playing on; every clock and pace is injected, so no test sleeps.
 */
package dev.robots.cli.play;
