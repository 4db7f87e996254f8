/**
 * How a run's seed gives each of its games a seed ({@link dev.robots.cli.seeds.GameSeeds}): the one
 * derivation every command uses, so game {@code i} of a run has the same seed in protocol mode,
 * {@code play}, {@code autoplay} and {@code check}.
 *
 * <p>Invariants: a game's seed depends only on the run's seed and the game's index (never on how
 * earlier games went), and the game of index 0 has the run's seed. This package depends on no
 * command package and on no engine class but {@code SplitMix64}, so {@code check} may use it
 * without leaning on the engine it checks.
 */
package dev.robots.cli.seeds;
