/**
 * {@code robots check}: plays games against an external program that speaks the INIT/MOVE protocol,
 * as the human, and checks every answer. It speaks to the program through
 * {@link dev.robots.cli.conversation} ({@code Conversation}, {@code PrintedField}, {@code GameSize},
 * {@code EndLine}, {@code Cell}, {@code ProtocolFailure}, {@code RulesSection}), as {@code robots bot} does.
 *
 * <p>This package is the run: the options ({@code CheckCommand}, {@code CheckOptions}), the game
 * loop ({@code Checker}), each answer judged ({@code AnswerJudge}, with {@code GameHistory} and
 * {@code FieldEvidence}), how a run ends ({@code RunVerdict}), the leak check that plays games again
 * ({@code LeakCheck}), the report and the progress line. Its parts, one package each below it:
 * {@link dev.robots.cli.check.model} (the checker's own model of the rules),
 * {@link dev.robots.cli.check.play} (how it plays the human), {@link dev.robots.cli.check.randomness}
 * (whether the program's random choices are random), {@link dev.robots.cli.check.diagnosis} (from a
 * failure to its cause) and {@link dev.robots.cli.check.report} (what a person reads). The parts
 * import {@code model} and one another downward only ({@code report} reads {@code play}); only this
 * package sees them all.
 *
 * <p>Invariants: the checker never uses the engine's resolver or parser, so one bug cannot hide in
 * both; nothing the program does (silence, flood, garbage, dying, orphaned children) makes the
 * driver hang or run out of memory: every answer has a timeout, every line and the error tail are
 * bounded, and the program's whole process session is killed when a run ends or the checker is
 * stopped; the program's own random numbers are seeded per game from the run's seed, so a failure
 * replays; a failure is one line naming what was awaited and what came (and what the program did, in
 * words, when an alternative of the model gives exactly that), then the section of
 * {@code docs/rules.md} it rests on, then the evidence. Without {@code --strict} the checker sends only
 * what the statement defines (upper-case commands in its {@code ULK} form, INIT numbers on one line,
 * empty lines) and accepts every reading of what it leaves open; rows are exactly {@code 2W-1}
 * characters in both modes.
 */
package dev.robots.cli.check;
