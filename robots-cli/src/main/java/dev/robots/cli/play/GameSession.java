package dev.robots.cli.play;

import dev.robots.cli.terminal.Action;
import dev.robots.cli.terminal.Frame;
import dev.robots.cli.terminal.FullScreen;
import dev.robots.cli.terminal.MoveWords;
import dev.robots.cli.terminal.Screen;
import dev.robots.core.Command;
import dev.robots.core.Variant;
import dev.robots.core.bot.MoveSafety;
import dev.robots.record.GameSeeds;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The full-screen game: games one after another on a {@link Screen}, keys to what they ask. It
 * holds what is between keys: a count being typed, a losing move waiting for its confirmation,
 * the autopilot's hint, the quit question, the help; {@link PlayedGame} holds the game,
 * {@link MultiTurn} plays the commands of several turns, {@link SessionView} draws.
 *
 * <p>A move that loses at once ({@link MoveSafety}) is played only after a deliberate yes: the
 * message line names the move and the loss, Enter plays it, any other key does not (and does what
 * it does). While a question is up (that one, "Quit this game?", "Again?" after an end), a key
 * that repeats the key before it within {@link #REPEAT_MILLIS} is a held key's auto-repeat and
 * answers nothing. Times come from an injected clock, read when a key arrives.
 */
public final class GameSession {
    /** What the session was started with. */
    public record Settings(long seed, Variant variant, int firstLevel, boolean safety, String replayCommand) {
    }

    /** The same key again this soon, while a question is up, is a held key's repeat. */
    static final long REPEAT_MILLIS = 300;
    /** The time between the autopilot's turns when it plays on. */
    static final long AUTOPLAY_MILLIS = 250;
    /** The largest count: three digits. */
    static final int MAX_COUNT = 999;

    private final Screen screen;
    private final PlayRecord record;
    private final PlayedGame played;
    private final MultiTurn turns;
    private final LongSupplier nanoClock;

    private boolean showSafe = true;
    private boolean help;
    private boolean askingQuit;
    private Command pendingConfirm;
    private boolean pendingByAutopilot;
    private Command hint;
    private int count;
    private Action lastKey;
    private long lastKeyNanos;

    GameSession(Screen screen, Settings settings, PlayRecord record, ScoreKeeper scores) {
        this(screen, settings, record, scores, System::nanoTime, AUTOPLAY_MILLIS);
    }

    /** As the other constructor, with the clock keys are timed by and the autopilot's pace. */
    GameSession(Screen screen, Settings settings, PlayRecord record, ScoreKeeper scores, LongSupplier nanoClock,
            long autoplayMillis) {
        this.screen = screen;
        this.record = record;
        this.played = new PlayedGame(settings, record, scores);
        this.nanoClock = nanoClock;
        this.turns = new MultiTurn(played, screen, () -> screen.show(frame()), autoplayMillis);
    }

    /** Plays until the person quits or the input ends; a record that cannot be written stops it. */
    void run() throws IOException {
        Settings settings = played.settings();
        record.session(settings.seed(), settings.variant().charges(settings.firstLevel()));
        played.start(settings.seed(), played.scores().warning());
        while (true) {
            screen.show(frame());
            if (!handle(screen.next())) {
                record.stop();
                return;
            }
        }
    }

    /** This session's games, for the summary once the screen is left. */
    SessionTally tally() {
        return played.tally();
    }

    /** Carries out one key's action; {@code false} to end the session. */
    boolean handle(Action action) throws IOException {
        long now = nanoClock.getAsLong();
        boolean repeat = action.equals(lastKey) && now - lastKeyNanos < TimeUnit.MILLISECONDS.toNanos(REPEAT_MILLIS);
        lastKey = action;
        lastKeyNanos = now;
        if (action == Action.Simple.QUIT_NOW) {
            return false;
        }
        if (action == Action.Simple.INTERRUPT) {
            return interrupted();
        }
        if (action == Action.Simple.SUSPEND) {
            if (screen instanceof FullScreen full) {
                full.suspend();
            }
            return true;
        }
        if (!screen.showsBoard() && action != Action.Simple.REDRAW) {
            // The terminal is too small for the board: no key plays a turn the player cannot see, and q
            // quits at once, as the notice says (a question would not show).
            return action != Action.Simple.QUIT;
        }
        if (help) {
            help = false;
            return true;
        }
        if (repeat && (askingQuit || pendingConfirm != null || played.game().isOver())) {
            return true;
        }
        if (askingQuit) {
            askingQuit = false;
            if (action == Action.Simple.QUIT || action == Action.Simple.YES || isKey(action, -1, -1)) {
                return false;
            }
            played.say("Go on, then.");
            return true;
        }
        if (played.game().isOver()) {
            return afterTheEnd(action);
        }
        if (pendingConfirm != null) {
            Command losing = pendingConfirm;
            pendingConfirm = null;
            if (action == Action.Simple.YES) {
                playTurn(losing, pendingByAutopilot);
                return true;
            }
            if (action == Action.Simple.CANCEL) {
                played.say("Not played.");
                return true;
            }
        }
        return inGame(action);
    }

    /** A key in the middle of a game, no question up; {@code false} to end the session. */
    private boolean inGame(Action action) throws IOException {
        if (action instanceof Action.Digit digit) {
            typeDigit(digit.value());
            return true;
        }
        int times = count;
        count = 0;
        if (action instanceof Action.Step step) {
            Command command = new Command(step.dx(), step.dy(), played.armed());
            if (times > 0) {
                hint = null;
                turns.repeat(command, times);
            } else {
                step(command, false);
            }
            return true;
        }
        if (action instanceof Action.Unbound) {
            played.say("That key does nothing here: ? for help.");
            return true;
        }
        if (action == Action.Simple.UNDO) {
            for (int i = 0; i < Math.max(1, times) && played.undo(); i++) {
                hint = null;
            }
            return true;
        }
        if (times > 0 && action != Action.Simple.CANCEL) {
            played.say("Count " + times + " dropped: a count goes before a move, a wait or z.");
        }
        return simple((Action.Simple) action, times);
    }

    private void typeDigit(int digit) {
        if (count * 10 + digit > MAX_COUNT) {
            played.say("Count " + count + digit + ": too large (at most " + MAX_COUNT + "); Esc drops it.");
            return;
        }
        count = count * 10 + digit;
        if (count == 0) {
            played.say("A count starts with 1 to 9.");
            return;
        }
        played.say("Count " + count + ": a move, . or z plays it " + count + " times; Esc drops it.");
    }

    /** A key without data in the middle of a game; {@code false} to end the session. */
    private boolean simple(Action.Simple action, int droppedCount) throws IOException {
        switch (action) {
            case ARM_CHARGE -> played.toggleCharge();
            case AUTOPILOT -> autopilot();
            case AUTOPLAY -> {
                hint = null;
                Action stoppedBy = turns.autoplay();
                if (stoppedBy == Action.Simple.QUIT_NOW) {
                    return false;
                }
                if (stoppedBy == Action.Simple.INTERRUPT) {
                    return interrupted();
                }
                if (stoppedBy == Action.Simple.SUSPEND && screen instanceof FullScreen full) {
                    full.suspend();
                }
            }
            case WAIT_FOR_ROBOT -> {
                hint = null;
                turns.waitForRobot();
            }
            case OTHER_GAME -> played.say("g plays " + played.otherGame() + " next: at this game's end.");
            case SAFE_CELLS -> {
                showSafe = !showSafe;
                played.say(showSafe ? "Safe cells shown as +." : "Safe cells hidden.");
            }
            case HELP -> help = true;
            case QUIT -> {
                if (played.game().turn() == 0) {
                    return false;
                }
                askingQuit = true;
                played.say("Quit this game? y or q quits, any other key goes on.");
            }
            case REDRAW -> {
                if (screen instanceof FullScreen full) {
                    full.redraw();
                }
            }
            case CANCEL -> played.say(droppedCount > 0 ? "Count dropped." : "");
            default -> {
                if (droppedCount == 0) {
                    played.say("");
                }
            }
        }
        return true;
    }

    /**
     * Ctrl-C: in the middle of a game it asks as {@code q} does (a game is not lost to a stray key),
     * and a second one, held or not, quits; before the first turn, after the end, or at the question,
     * it quits at once.
     */
    private boolean interrupted() {
        if (askingQuit || played.game().isOver() || played.game().turn() == 0) {
            return false;
        }
        help = false;
        pendingConfirm = null;
        askingQuit = true;
        played.say("Quit this game? y, q or Ctrl-C quits, any other key goes on.");
        return true;
    }

    private boolean afterTheEnd(Action action) throws IOException {
        count = 0;
        if (action == Action.Simple.YES || isKey(action, -1, -1)) {
            played.start(GameSeeds.of(played.settings().seed(), played.number()), null); // number() games so far: the next index
            hint = null;
            return true;
        }
        if (action == Action.Simple.QUIT || isKey(action, 1, 1)) {
            return false;
        }
        if (action == Action.Simple.OTHER_GAME) {
            played.switchGame();
            played.start(GameSeeds.of(played.settings().seed(), played.number()), null);
            hint = null;
            return true;
        }
        if (action == Action.Simple.UNDO) {
            played.undo();
            return true;
        }
        if (action == Action.Simple.HELP) {
            help = true;
            return true;
        }
        played.say("Another game? y or Enter plays one, n or q quits, z takes the last move back.");
        return true;
    }

    private static boolean isKey(Action action, int dx, int dy) {
        return action instanceof Action.Step step && step.dx() == dx && step.dy() == dy;
    }

    /** One step from one key: a move that loses asks first (unless {@code --no-safety}). */
    private void step(Command command, boolean byAutopilot) throws IOException {
        if (played.settings().safety()
                && MoveSafety.of(played.game(), command) instanceof MoveSafety.Verdict.Loses loses) {
            pendingConfirm = command;
            pendingByAutopilot = byAutopilot;
            played.say(SessionView.describe(command) + " loses: " + MoveWords.why(loses)
                    + ". Enter plays it anyway; any other key does not.");
            return;
        }
        playTurn(command, false);
    }

    private void playTurn(Command command, boolean byAutopilot) throws IOException {
        hint = null;
        played.play(command, byAutopilot);
    }

    private void autopilot() throws IOException {
        Command choice = played.autopilotChoice();
        if (choice.equals(hint)) {
            // Asked twice in a row: play it, as chosen (an armed charge it does not fire is disarmed after).
            step(choice, true);
            return;
        }
        hint = choice;
        Map<Integer, Frame.Mark> hintMarks = new HashMap<>();
        hintMarks.put((played.game().playerY() + choice.dy()) * played.game().field().width()
                + played.game().playerX() + choice.dx(), Frame.Mark.CHANGED);
        played.mark(hintMarks);
        played.helpShown();
        played.say("Autopilot: " + SessionView.describe(choice) + ". Press a again to play it.");
    }

    /** The frame for the screen now. */
    Frame frame() {
        return SessionView.frame(played, help, showSafe);
    }
}
