/**
 * {@code robots bot}: the core's autopilot plays an external program over the INIT/MOVE protocol, as
 * the human, and reports wins, losses, turns and charges.
 *
 * <p>{@link dev.robots.cli.bot.BotCommand} holds the options; {@link dev.robots.cli.bot.BotRunner}
 * plays the games. It talks to the program through {@code dev.robots.cli.check}'s
 * {@code Conversation} (so the bot and the checker start, time out and stop a program the same way)
 * but does not judge the program's fields: that is {@code robots check}'s job.
 *
 * <p>Invariants: the program's fields are read leniently (an exit on the upper middle row is shown
 * to the player mirrored) but bounded, like the checker's; a command the player chooses that the
 * rules refuse (off the field, a charge it has not got) is never sent, it is corrected and counted as
 * a bot mistake; past the turn limit the bot walks straight to the exit, and a game that still does
 * not end is a failure, so every run ends; the seed of the run reproduces the bot's choices.
 */
package dev.robots.cli.bot;
