/**
 * The protocol's side of the human, which {@code robots check} and {@code robots bot} both speak
 * with a program: {@link dev.robots.cli.conversation.Conversation} sends lines over a
 * {@link dev.robots.cli.process.ProgramProcess} and reads each answer within the timeout;
 * {@code ProgramRuns}: the process running now, started again for the next game of a program that plays
 * one game per run, and the exit each run must end with;
 * {@code GameSize}: the INIT numbers sent for a game, valid by the rules and within the checker's
 * bounds; {@code PrintedField} and {@code Cell}: a field as the program printed it; {@code EndLine}:
 * the end lines of {@code docs/rules.md}; {@code ProtocolFailure}: an answer that breaks the protocol,
 * with the {@code RulesSection} of {@code docs/rules.md} it rests on; {@code HarnessFailure}: what a
 * report says when the {@code --lua} harness reports the chunk's end; {@code ReceivedRows}: received
 * lines as a report lists them, bounded on large fields.
 *
 * <p>Below {@code check} and {@code bot}: it imports neither, nor any engine class (one bug must not
 * hide in both the engine and what checks it). Invariants: nothing the program does (silence, flood,
 * garbage, dying) makes a read hang or grow without bound: every answer has a timeout and every line
 * a length limit; a failure is one line naming what was awaited and what came.
 */
package dev.robots.cli.conversation;
