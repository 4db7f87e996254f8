/**
 * Whether a program's random choices are random: {@code RandomnessCheck} judges a whole run by exact
 * tests ({@code ExactTests}) of the new robots' corners ({@code CornerChoices}) and of the initial
 * fields ({@code FieldLayouts}), with a family-wise error of at most 1e-6.
 *
 * <p>Invariants: a verdict depends only on the counts it was given; it reads positions from
 * {@code check.model} only.
 */
package dev.robots.cli.check.randomness;
