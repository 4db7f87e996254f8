/**
 * The two baselines the engine is measured against, each a plain, obvious implementation of the
 * robots' simultaneous step (docs/rules.md, "A turn", step 4): an object resolver (a
 * {@code HashSet} of position records) and an arena scan (one byte per cell, every cell scanned).
 *
 * <p>Invariants: a baseline never changes its input (a step writes a new set or the other
 * arena), and reaches the engine's board from every position (BaselineEqualityTest).
 */
package dev.robots.bench.baseline;
