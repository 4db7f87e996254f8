/**
 * {@code robots replay}: plays a record's games again through the engine, from each game's seed
 * and commands. {@link dev.robots.cli.replay.Replayer} does the replay and its checks, line by line
 * in {@link dev.robots.record.RecordLineChecks} (of the record module, which robots-web shares: the page
 * replays a record with the same checks; the first line that does not follow is a
 * {@link dev.robots.record.ReplayProblem}); {@code --verify}
 * reports it ({@code ReplayFailures}: what a record that does not replay or cannot be read prints, with
 * its exit status), {@code --html} draws the games into one self-contained page ({@code HtmlPage}, which
 * writes its positions with {@code PositionWriter}, and the template {@code replay-page.html} in
 * {@code dev.robots.cli.pages}), and without either the games are played back on the
 * terminal ({@code ReplayPlayer}, the state; {@code ReplayScreen}, the title, side panel and help
 * around the field; {@code TerminalReplay}, the loop on the play screen)
 * or printed as text ({@code TextReplay}). Invariant: a record is only ever replayed through the
 * public {@code Game} API with the record's own seeds, so what passes here replays in
 * {@code robots --seed} too; the player and the text playback only show records that passed.
 * {@code --verify}, {@code --html} and the text playback read the record game by game; a record's
 * limits are trusted no further than robots' own, and its {@code field=} only within its directory
 * ({@code FieldFiles}).
 *
 * <p>The page itself is written with {@link dev.robots.cli.pages}: its template, its head and its
 * values made safe for script and HTML, and the invariants every page keeps.
 */
package dev.robots.cli.replay;
