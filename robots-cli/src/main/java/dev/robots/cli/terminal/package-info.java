/**
 * The full-screen terminal that {@code robots play} and {@code robots replay} both stand on:
 * {@link dev.robots.cli.terminal.SystemTerminal}: whether the process has a terminal, opening it with
 * JLine and putting it back; {@link dev.robots.cli.terminal.FullScreen}: the terminal as a
 * {@link dev.robots.cli.terminal.Screen} (raw mode, alternate screen, redraw in place and on resize,
 * restored on any exit, Ctrl-Z and {@code fg} with {@code ProcessStop}); {@code KeyDecoder}: keys
 * (vi keys, arrows, keypad, counts) to {@link dev.robots.cli.terminal.Action}s;
 * {@link dev.robots.cli.terminal.BoardScreen}: a {@link dev.robots.cli.terminal.Frame} (board, panel,
 * message, marked cells) to screen lines, beside or under the board as the window allows;
 * {@code MoveWords}: why a move loses, in the message line's words (the verdicts are the engine's,
 * {@code dev.robots.core.bot.MoveSafety}); {@code TurnReport}: a turn's events as a message line and
 * highlighted cells.
 *
 * <p>Below {@code play} and {@code replay}: it imports neither. Invariants: JLine is never touched
 * when standard input or output is not a terminal; the terminal is restored however the program
 * ends (an exception, a signal, Ctrl-C); nothing here waits on a real clock that a test cannot inject.
 */
package dev.robots.cli.terminal;
