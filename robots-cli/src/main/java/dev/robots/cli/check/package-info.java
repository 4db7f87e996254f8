/**
 * {@code robots check}: plays games against an external program that speaks the INIT/MOVE protocol,
 * as the human, and checks every answer. It speaks to the program through
 * {@link dev.robots.cli.conversation} ({@code Conversation}, {@code PrintedField}, {@code GameSize},
 * {@code EndLine}, {@code Cell}, {@code ProtocolFailure}, {@code RulesSection}), as {@code robots bot} does.
 *
 * <p>The parts, one job each:
 * <ul>
 *   <li>{@link dev.robots.cli.check.CheckCommand} and {@code CheckOptions}: the options of
 *       {@code robots check}; {@code Checker}: the game loop; {@code RunVerdict}: how a run ends (the
 *       failure's report after the diagnoses, or the randomness verdict); {@code AnswerJudge}: each answer
 *       judged against the model, with {@code GameHistory}: what it remembers of the game for the words of
 *       a failure; {@code FieldEvidence}: what a report shows of a wrong answer (the previous, expected and
 *       received fields side by side, and the notes on a mismatch);</li>
 *   <li>{@code RulesModel}, {@code Move} (on the conversation's {@code Cell}, {@code EndLine},
 *       {@code PrintedField}): the checker's own model of the rules, sharing no code with the engine;
 *       {@code TurnRules}: the rules it plays a turn by, the statement's or one {@code Slip} of them;
 *       {@code SilentPoint}: the points the statement leaves open (the number of charges among them),
 *       whose every reading the default check accepts and {@code --strict} only the project's;
 *       {@code Candidates} (with what the program's charges are known to be), {@code FieldMatch},
 *       {@code EndLineFit}, {@code InitialField}: the positions and answers those readings allow;</li>
 *   <li>{@code MovePolicy} and {@code Safety}: how the checker plays the human (long games, probes,
 *       then an end), with {@code Routes}: the steps it takes toward the exit, a robot or a pit;
 *       {@code CommandSpelling}: how a chosen move is written (the statement's form by
 *       default, the project's liberties and refusals under {@code --strict}); {@code StrictProbes}: which
 *       lines carry a {@code --strict} probe; {@code SentCommand}, {@code InitLines}: what is sent;</li>
 *   <li>{@code RandomnessCheck}, {@code CornerChoices}, {@code FieldLayouts}, {@code ExactTests}: whether
 *       the program's random choices (new robots' corners, initial fields) are random, judged across a
 *       whole run by exact tests whose family-wise error is at most 1e-6;</li>
 *   <li>{@code LeakCheck}, {@code SelfSeeding}, {@code SlipCause}, {@code SequentialMoves},
 *       {@code DoubledPrompt}: diagnoses that lead to a cause (leaked Lua state confirmed by playing games
 *       again, a chunk that seeds {@code math.random} itself, a slip of the rules said in words, robots
 *       moved one after another, a doubled prompt), never the engine;</li>
 *   <li>{@code CheckReport}, {@code RunStats}, {@code SentDescription}, {@code FieldReport},
 *       {@code FieldWindow}, {@code ProgressLine}: what a person reads (the
 *       report a run ends with, its statistics, what was sent, the evidence, progress), quoting the
 *       program's output with {@link dev.robots.cli.text.Texts};</li>
 * </ul>
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
