/**
 * The checker's own model of the rules, sharing no code with the engine: {@code RulesModel} (a turn
 * on sets of cells), {@code Move} (a command as the model reads it), {@code TurnRules} (the rules a
 * turn is played by: the statement's, or one {@code Slip} of them), {@code SilentPoint} (the points
 * the statement leaves open, the number of charges among them), and the positions and answers the
 * readings allow: {@code Candidates}, {@code FieldMatch}, {@code EndLineFit}, {@code InitialField};
 * {@code FieldReport} and {@code FieldWindow} draw the model's positions as a report shows them.
 *
 * <p>Invariants: nothing here imports the engine's resolver or parser, nor any other part of the
 * checker; every model position is immutable.
 */
package dev.robots.cli.check.model;
