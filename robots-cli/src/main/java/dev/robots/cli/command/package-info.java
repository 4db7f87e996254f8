/**
 * What every command shares with the top command {@code Main}, and nothing more: the streams of a
 * run ({@link dev.robots.cli.command.Streams}, handed to a command when it is made, never reached
 * through a parent command), the exit status rule ({@link dev.robots.cli.command.ExitStatus}, one
 * for every command) and the failure that ends a run with one line ({@link dev.robots.cli.command.RunFailure}).
 *
 * <p>Below every command: it imports no command package and no {@code Main}, so the commands stand
 * side by side under {@code Main}, the only place that knows them all.
 */
package dev.robots.cli.command;
