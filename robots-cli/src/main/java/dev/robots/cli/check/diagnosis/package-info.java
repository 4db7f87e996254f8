/**
 * Diagnoses that lead from a failure to a cause, never to the engine: a chunk that seeds
 * {@code math.random} itself ({@code SelfSeeding}), a slip of the rules said in words
 * ({@code SlipCause}, with the evidence that ranks it, {@code SlipEvidence}), robots moved one after
 * another ({@code SequentialMoves}), a doubled prompt ({@code DoubledPrompt}).
 *
 * <p>Invariants: a diagnosis explains a verdict and never decides one; it reads positions from
 * {@code check.model} only.
 */
package dev.robots.cli.check.diagnosis;
