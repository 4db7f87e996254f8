package dev.robots.cli.terminal;

import dev.robots.cli.text.Expected;

/**
 * What one key asks the full-screen game to do. {@link KeyDecoder} turns keys into actions;
 * {@code play.GameSession} carries them out.
 */
public sealed interface Action {

    /** Step (or wait, both zero) by {@code dx, dy}, each -1, 0 or 1; fires the charge first when armed. */
    public record Step(int dx, int dy) implements Action {
        public Step {
            if (dx < -1 || dx > 1 || dy < -1 || dy > 1) {
                throw new IllegalArgumentException(Expected.of("step: " + dx + "," + dy, "-1 to 1 each"));
            }
        }
    }

    /**
     * A digit typed as a count ({@code 0}-{@code 9}) before a move, a wait or an undo: only from a
     * decoder made for counts ({@link KeyDecoder#KeyDecoder(org.jline.terminal.Terminal, boolean)}).
     */
    public record Digit(int value) implements Action {
        public Digit {
            if (value < 0 || value > 9) {
                throw new IllegalArgumentException(Expected.of("digit: " + value, "0 to 9"));
            }
        }
    }

    /** A key that is not bound: {@code key} as the terminal sent it, for the message line. */
    public record Unbound(String key) implements Action {
    }

    /** The actions that carry no data. */
    public enum Simple implements Action {
        /** Arm the charge for the next step, or disarm it. */
        ARM_CHARGE,
        /** Undo the last turn. */
        UNDO,
        /** Ask the autopilot for a move and show it. */
        AUTOPILOT,
        /** Let the autopilot play on, turn after turn, until a key, a losing move or the end. */
        AUTOPLAY,
        /** Wait turn after turn until a robot is next to the player. */
        WAIT_FOR_ROBOT,
        /** Esc: drop a count or a question. */
        CANCEL,
        /** Show or hide the safe cells around the player. */
        SAFE_CELLS,
        /** At a game's end: the other game next, the campaign or the statement's game. */
        OTHER_GAME,
        /** Show or hide the help. */
        HELP,
        /** Quit (asking first in the middle of a game). */
        QUIT,
        /** Quit now, without asking: Ctrl-D, or the end of input. */
        QUIT_NOW,
        /** Ctrl-C: in the middle of a game it asks as {@link #QUIT} does, a second one quits; elsewhere it quits. */
        INTERRUPT,
        /** Redraw the whole screen: Ctrl-L. */
        REDRAW,
        /** Put the terminal back and stop, until {@code fg}: Ctrl-Z. */
        SUSPEND,
        /** Enter: yes to a question ({@code y} also, though it is a move key otherwise). */
        YES
    }
}
