/**
 * {@code robots replay}: plays a record's games again through the engine, from each game's seed
 * and commands. {@link dev.robots.cli.replay.Replayer} does the replay and its checks (the first
 * line that does not follow is a {@link dev.robots.cli.replay.ReplayProblem}); {@code --verify}
 * reports it, {@code --html} draws the games into one self-contained page ({@code HtmlPage} and the
 * template resource {@code replay-page.html}), and without either the games are played back on the
 * terminal ({@code ReplayPlayer}, the state; {@code TerminalReplay}, the loop on the play screen)
 * or printed as text ({@code TextReplay}). Invariant: a record is only ever replayed through the
 * public {@code Game} API with the record's own seeds, so what passes here replays in
 * {@code robots --seed} too; the player and the text playback only show records that passed.
 * {@code --verify}, {@code --html} and the text playback read the record game by game; a record's
 * limits are trusted no further than robots' own, and its {@code field=} only within its directory
 * ({@code FieldFiles}).
 *
 * <p>{@link dev.robots.cli.replay.FailureTrail} and {@link dev.robots.cli.replay.FailurePage} are
 * the failure pages of {@code check --html} and {@code bot --html}: the fields a program printed,
 * kept while its game is played, drawn with the field before the failing turn and its expected and
 * received fields. {@code PageText} holds what both pages share: their templates (one head,
 * {@code page-head.html}) and values made safe for script and HTML. Invariants of both pages: a
 * seed reaches the page's script as a string of its exact digits (never a JavaScript number, which
 * rounds above 2^53), and every command a page prints starts with this program as it was started
 * ({@code Invocation}), never a bare {@code robots}.
 */
package dev.robots.cli.replay;
