package dev.robots.cli.play;

import dev.robots.cli.terminal.Action;
import dev.robots.cli.terminal.MoveWords;
import dev.robots.cli.terminal.Screen;
import dev.robots.cli.text.Texts;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.MoveSafety;
import java.io.IOException;

/**
 * The commands that play several turns on one key, for {@link GameSession}: a count before a
 * move or a wait ({@code 5.}), {@code w} (wait until a robot is next to the player) and {@code A}
 * (the autopilot plays on, animated). Each stops at the game's end and <em>before</em> a move that
 * loses at once ({@link MoveSafety}, with {@code --no-safety} too: only a single key, confirmed,
 * plays such a move), and says on the message line why it stopped. Every turn is its own turn in
 * the undo history and the record: {@code z} takes back one, and a count before it more.
 */
final class MultiTurn {
    /** The most turns {@code w} waits: with no robot left and none arriving it would wait forever. */
    static final int MAX_WAIT = 999;

    /** Shows a frame of the game now (between the autopilot's turns). */
    interface Show {
        void frame();
    }

    private final PlayedGame played;
    private final Screen screen;
    private final Show show;
    private final long paceMillis;

    /** Turns of {@code played}; the autopilot's turns are shown by {@code show}, {@code paceMillis} apart on {@code screen}. */
    MultiTurn(PlayedGame played, Screen screen, Show show, long paceMillis) {
        this.played = played;
        this.screen = screen;
        this.show = show;
        this.paceMillis = paceMillis;
    }

    /**
     * {@code command} {@code times} times (the armed charge fires on the first turn only), up to
     * the end, a refusal, or a move that loses.
     */
    void repeat(Command command, int times) throws IOException {
        Command plain = new Command(command.dx(), command.dy(), false);
        for (int done = 0; done < times; done++) {
            Command next = done == 0 ? command : plain;
            String stop = stopBefore(next, "Stopped after " + done + " of " + Texts.count(times, "turn") + ": ");
            if (stop != null) {
                played.say(stop);
                return;
            }
            if (!(played.play(next, false) instanceof TurnResult.Continues)) {
                return;
            }
        }
        played.say(SessionView.describe(plain) + " " + times + " times. " + played.message());
    }

    /**
     * Waits until a robot is on one of the 8 cells around the player (at once if one is), the
     * game ends, a wait would lose, or {@link #MAX_WAIT} turns.
     */
    void waitForRobot() throws IOException {
        Command wait = new Command(0, 0, false);
        for (int done = 0; done < MAX_WAIT; done++) {
            Game game = played.game();
            if (game.isOver()) {
                return;
            }
            if (robotNextTo(game)) {
                played.say("A robot is next to you" + (done == 0 ? " already." : " after " + turns(done) + " of waiting."));
                return;
            }
            String stop = stopBefore(wait, "Stopped after " + turns(done) + " of waiting: ");
            if (stop != null) {
                played.say(stop);
                return;
            }
            played.play(wait, false);
        }
        played.say("No robot came next to you in " + MAX_WAIT + " turns.");
    }

    /**
     * The autopilot plays turn after turn, each shown, {@code paceMillis} apart, until a key
     * (returned, for the session: it may be Ctrl-C), the end, or a move of its own that loses;
     * {@code null} when no key stopped it.
     */
    Action autoplay() throws IOException {
        for (int done = 0; ; done++) {
            if (played.game().isOver()) {
                return null;
            }
            Command choice = played.autopilotChoice();
            MoveSafety.Verdict verdict = MoveSafety.of(played.game(), choice);
            if (verdict instanceof MoveSafety.Verdict.Loses loses) {
                played.say("The autopilot stopped after " + turns(done) + ": its move " + SessionView.describe(choice)
                        + " loses: " + MoveWords.why(loses) + ".");
                return null;
            }
            if (!(played.play(choice, true) instanceof TurnResult.Continues)) {
                return null;
            }
            String report = played.message();
            played.say("The autopilot plays: " + turns(done + 1) + "; any key stops it. " + report);
            show.frame();
            Action key = screen.next(paceMillis);
            if (key != null) {
                played.say("The autopilot stopped after " + turns(done + 1) + ". " + report);
                return key;
            }
        }
    }

    /** Why the next turn is not played, or {@code null}: it loses, or the game refuses it. */
    private String stopBefore(Command next, String after) {
        MoveSafety.Verdict verdict = MoveSafety.of(played.game(), next);
        if (verdict instanceof MoveSafety.Verdict.Loses loses) {
            return after + SessionView.describe(next) + " loses: " + MoveWords.why(loses) + ".";
        }
        if (verdict instanceof MoveSafety.Verdict.Refused refused) {
            return after + "not possible: " + refused.message() + ".";
        }
        return null;
    }

    /** Whether a robot stands on one of the 8 cells around the player. */
    private static boolean robotNextTo(Game game) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = game.playerX() + dx;
                int y = game.playerY() + dy;
                if ((dx != 0 || dy != 0) && x >= 0 && y >= 0 && x < game.field().width() && y < game.field().height()
                        && game.hasRobot(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String turns(int n) {
        return n + (n == 1 ? " turn" : " turns");
    }
}
