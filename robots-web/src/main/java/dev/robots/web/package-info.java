/**
 * The game in a browser, the Java half: the engine as the page's script sees it
 * ({@link dev.robots.web.PageEngine}, the one object {@code robots.js} exports, through TeaVM's main
 * class {@link dev.robots.web.Exports}), with typed results (what a play did, a game's view, the
 * verdicts of the player's nine moves, what a turn did for the page to animate:
 * {@link dev.robots.web.TurnMotion}, the one adapter between the core's events and the page), the game
 * the page holds ({@link dev.robots.web.Session}), the address that names a game
 * ({@link dev.robots.web.Link}), and replays of a
 * {@code --record} file: its games read by robots-cli's {@code RecordReader} and checked as
 * {@code robots replay} checks them ({@link dev.robots.web.ReplayGames}), one shown at a turn
 * ({@link dev.robots.web.Replay}). The page itself
 * (HTML, CSS and scripts that draw the field on a canvas and read keys, clicks and taps) is in
 * {@code src/main/webapp}.
 *
 * <p>Invariants: the script reads only {@code robotsEngine()} and the exported members of what it
 * returns, which {@code src/build/robots.externs.js} declares one for one; the game of seed {@code S} is the first game of the CLI's protocol mode with
 * {@code --seed S --charges 3} ({@code RandomSource.seeded(S)}, three charges); a seed crosses to
 * the script as decimal text, never as a JavaScript number; every rule is the engine's (a move's
 * verdict is found by playing it and restoring a snapshot), the robots' single steps the page animates
 * included: {@code TurnMotion} reads them from the core's events, and they always lead to the engine's
 * position after the turn; a refused command is not a
 * move, as protocol mode skips it; undo restores the snapshot taken before the move, random source included;
 * a replayed game is re-created from its recorded seed (each record format's seed rule checked) and
 * plays only its recorded commands, each one accepted by the engine and matching the record's digests.
 */
package dev.robots.web;
