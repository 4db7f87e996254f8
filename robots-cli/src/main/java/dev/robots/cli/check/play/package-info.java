/**
 * How the checker plays the human: {@code MovePolicy} and {@code Safety} (long games, probes, then an
 * end), {@code Routes} (the steps toward the exit, a robot or a pit), {@code CommandSpelling} (how a
 * chosen move is written: the statement's form by default, the project's liberties and refusals under
 * {@code --strict}), {@code StrictProbes} (which lines carry a probe), and what is sent:
 * {@code SentCommand}, {@code InitLines}.
 *
 * <p>Invariants: it reads positions from {@code check.model} only; without {@code --strict} it sends
 * only what the statement defines.
 */
package dev.robots.cli.check.play;
