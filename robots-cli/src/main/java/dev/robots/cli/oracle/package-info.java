/**
 * The oracle: an upper bound on any player of a seeded game, because it knows the game's random
 * future. {@link dev.robots.cli.oracle.Oracle} rebuilds the game from its seed and searches lines of
 * commands with game snapshots, which hold the seeded random source's state too, so each line meets
 * the reinforcements it would really meet; a {@link dev.robots.cli.oracle.Verdict} says won, proved
 * lost or open within the node budget. The parts: {@code SearchedGame} (the game, the budget, a
 * position's hash), the phases {@code BeamPhase} (finds wins cheaply) and {@code ProofSearch}
 * (IDA* that can also prove a loss); the autopilot's own game comes first.
 *
 * <p>The fair bound, {@link dev.robots.cli.oracle.FairBound}: whether a player who does not know the
 * future wins for sure, the reinforcement corners chosen by an adversary ({@code CornerChoice}); a
 * {@link dev.robots.cli.oracle.FairVerdict}. Its first phase, {@code SuperposedBeam}, searches one line
 * for all the games the corners can make at once ({@code Superposed}), then an AND-OR search.
 *
 * <p>Invariants: a verdict depends only on the size, charges, turn limit, budget and seed; a
 * {@code WON} comes with a line of commands that wins the real game from that seed; a
 * {@code FORCED_WIN} is a win against every choice of corners, so never a game proved lost.
 */
package dev.robots.cli.oracle;
