/**
 * {@code robots replay}: plays a record's games again through the engine, from each game's seed
 * and commands. {@link dev.robots.cli.replay.Replayer} does the replay and its checks (the first
 * line that does not follow is a {@link dev.robots.cli.replay.ReplayProblem}); {@code --verify}
 * reports it, {@code --html} draws the games into one self-contained page ({@code HtmlPage} and the
 * template resource {@code replay-page.html}). Invariant: a record is only ever replayed through
 * the public {@code Game} API with the record's own seeds, so what passes here replays in
 * {@code robots --seed} too.
 */
package dev.robots.cli.replay;
