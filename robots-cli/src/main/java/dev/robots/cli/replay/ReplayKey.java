package dev.robots.cli.replay;

import dev.robots.cli.terminal.Action;

/**
 * What one key asks the terminal player to do. The keys are read by the play screen's decoder
 * ({@code KeyDecoder}), so arrows, the keypad and terminal replies work as in {@code robots play};
 * {@link #of} gives the play action its meaning here.
 */
enum ReplayKey {
    /** Space (or {@code .}): pause, or play on. */
    PAUSE,
    /** Right arrow (or {@code l}): one turn forward, paused. */
    FORWARD,
    /** Left arrow (or {@code h}): one turn back, paused. */
    BACK,
    /** Home: the game's start, paused. */
    FIRST,
    /** End: the game's last recorded turn, paused. */
    LAST,
    /** {@code n} (or PgDn): the next game, from its start. */
    NEXT_GAME,
    /** {@code p}: the previous game, from its start. */
    PREVIOUS_GAME,
    /** {@code +}: twice as fast. */
    FASTER,
    /** {@code -}: half as fast. */
    SLOWER,
    /** {@code ?}: show or hide the help. */
    HELP,
    /** {@code q}, Ctrl-C, Ctrl-D or the end of input: quit. */
    QUIT,
    /** Ctrl-L: draw the screen again. */
    REDRAW,
    /** Ctrl-Z (or {@code SIGTSTP}): put the terminal back and stop until {@code fg}. */
    SUSPEND,
    /** Any other key. */
    OTHER;

    /** The replay's meaning of a key the play screen read. */
    static ReplayKey of(Action action) {
        if (action instanceof Action.Step step) {
            return switch (step.dx() * 10 + step.dy()) {
                case 0 -> PAUSE;
                case 10 -> FORWARD;
                case -10 -> BACK;
                case -11 -> FIRST; // Home (and y, 7)
                case -9 -> LAST; // End (and b, 1)
                case 11 -> NEXT_GAME; // n (and PgDn, 3)
                default -> OTHER;
            };
        }
        if (action instanceof Action.Unbound unbound) {
            return switch (unbound.key()) {
                case "p", "P" -> PREVIOUS_GAME;
                case "+", "=" -> FASTER;
                case "-", "_" -> SLOWER;
                default -> OTHER;
            };
        }
        return switch ((Action.Simple) action) {
            case HELP -> HELP;
            case QUIT, QUIT_NOW, INTERRUPT -> QUIT;
            case REDRAW -> REDRAW;
            case SUSPEND -> SUSPEND;
            default -> OTHER;
        };
    }
}
