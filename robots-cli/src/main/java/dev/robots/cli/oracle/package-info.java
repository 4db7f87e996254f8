/**
 * The oracle: an upper bound on any player of a seeded game, because it knows the game's random
 * future. {@link dev.robots.cli.oracle.Oracle} rebuilds the game from its seed on a
 * {@code RewindableRandom} and searches lines of commands with snapshots of the game and of the
 * random source's state, so each line meets the reinforcements it would really meet; a
 * {@link dev.robots.cli.oracle.Verdict} says won, proved lost or open within the node budget.
 *
 * <p>Invariants: a verdict depends only on the size, charges, turn limit, budget and seed; a
 * {@code WON} comes with a line of commands that wins the real game from that seed.
 */
package dev.robots.cli.oracle;
