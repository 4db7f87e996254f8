package dev.robots.cli.play;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.seeds.GameSeeds;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The full-screen game: games one after another on a {@link Screen}, one key per action. It keeps
 * the undo history (snapshots that restore the game and its random source), the armed charge, the
 * safety check of moves ({@link MoveSafety}), the autopilot's hint, the scores and the record.
 * Runs until the person quits or the input ends.
 */
public final class GameSession {
    /** What the session was started with. */
    public record Settings(long seed, GameParameters parameters, OptionalInt charges, boolean safety,
            String replayCommand) {
    }

    static final List<String> HELP = List.of(
            "Reach the exit < on the left. Robots X step toward you every turn,",
            "all at once: lure them into pits 0 and into each other.",
            "",
            "  y k u    move one cell; . or space or 5 waits",
            "  h . l    arrow keys, Home End PgUp PgDn and",
            "  b j n    the keypad (digits 1-9) move too",
            "",
            "  c   arm the charge: it destroys the robots on the 8 cells",
            "      around you before your next move (c again disarms)",
            "  z   undo the last turn          a   the autopilot's move",
            "  s   show the safe cells (+)     ?   this help",
            "  q   quit                        Ctrl-L redraw",
            "",
            "A move that loses at once (onto a robot, into a pit, or where",
            "a robot reaches you) is refused once: press it again to do it.",
            "A game counts in the scores at its first end, undone or not.",
            "",
            "Press any key to go back to the game.");

    private final Screen screen;
    private final Settings settings;
    private final PlayRecord record;
    private final ScoreKeeper scores;
    private final Autopilot autopilot = new Autopilot();
    private final Deque<Game.Snapshot> undo = new ArrayDeque<>();

    private Game game;
    private long gameSeed;
    private int gameNumber;
    private boolean armed;
    private boolean showSafe = true;
    private boolean help;
    private Command pendingConfirm;
    private Command hint;
    private boolean askingQuit;
    /** This game's end is in the scores already (a game can end again after an undo). */
    private boolean counted;
    private String message = "";
    private Map<Integer, Frame.Mark> marks = Map.of();

    GameSession(Screen screen, Settings settings, PlayRecord record, ScoreKeeper scores) {
        this.screen = screen;
        this.settings = settings;
        this.record = record;
        this.scores = scores;
    }

    /** Plays until the person quits or the input ends; a record that cannot be written stops it. */
    void run() throws IOException {
        record.session(settings.seed(), settings.charges());
        gameSeed = settings.seed();
        newGame(scores.warning());
        while (true) {
            screen.show(frame());
            Action action = screen.next();
            if (!handle(action)) {
                record.stop();
                return;
            }
        }
    }

    private void newGame(String firstMessage) throws IOException {
        gameNumber++;
        game = ChargesOption.apply(Game.builder(settings.parameters()).random(RandomSource.seeded(gameSeed)),
                settings.charges()).build();
        record.game(gameSeed, settings.parameters(), game);
        undo.clear();
        counted = false;
        armed = false;
        pendingConfirm = null;
        hint = null;
        marks = Map.of();
        message = firstMessage != null ? firstMessage
                : "Game " + gameNumber + ": reach the exit <. Keys on the right, ? for help.";
    }

    /** Carries out one action; {@code false} to end the session. */
    boolean handle(Action action) throws IOException {
        if (action == Action.Simple.QUIT_NOW) {
            return false;
        }
        if (action == Action.Simple.SUSPEND) {
            if (screen instanceof FullScreen full) {
                full.suspend();
            }
            return true;
        }
        if (help) {
            help = false;
            return true;
        }
        if (askingQuit) {
            askingQuit = false;
            if (action == Action.Simple.QUIT || action == Action.Simple.YES || isKey(action, -1, -1)) {
                return false;
            }
            message = "Go on, then.";
            return true;
        }
        if (game.isOver()) {
            return afterTheEnd(action);
        }
        if (action instanceof Action.Step step) {
            step(new Command(step.dx(), step.dy(), armed));
        } else if (action instanceof Action.Unbound) {
            message = "That key does nothing here: ? for help.";
        } else {
            return simple((Action.Simple) action);
        }
        return true;
    }

    /** A key without data in the middle of a game; {@code false} to end the session. */
    private boolean simple(Action.Simple action) throws IOException {
        switch (action) {
            case ARM_CHARGE -> {
                if (ChargesOption.noneLeft(game.chargesLeft()) && !armed) {
                    message = "No charges left.";
                } else {
                    armed = !armed;
                    message = armed ? "Charge armed: it fires before your next move (c again to disarm)."
                            : "Charge disarmed.";
                }
            }
            case UNDO -> undo();
            case AUTOPILOT -> autopilot();
            case SAFE_CELLS -> {
                showSafe = !showSafe;
                message = showSafe ? "Safe cells shown as +." : "Safe cells hidden.";
            }
            case HELP -> help = true;
            case QUIT -> {
                if (game.turn() == 0) {
                    return false;
                }
                askingQuit = true;
                message = "Quit this game? y or q quits, any other key goes on.";
            }
            case REDRAW -> {
                if (screen instanceof FullScreen full) {
                    full.redraw();
                }
            }
            default -> message = "";
        }
        return true;
    }

    private boolean afterTheEnd(Action action) throws IOException {
        if (action == Action.Simple.YES || isKey(action, -1, -1)) {
            gameSeed = GameSeeds.of(settings.seed(), gameNumber); // gameNumber games so far: the next index
            newGame(null);
            return true;
        }
        if (action == Action.Simple.QUIT || isKey(action, 1, 1)) {
            return false;
        }
        if (action == Action.Simple.UNDO) {
            undo();
            return true;
        }
        if (action == Action.Simple.HELP) {
            help = true;
            return true;
        }
        message = "Another game? y or Enter plays one, n or q quits, z takes the last move back.";
        return true;
    }

    private static boolean isKey(Action action, int dx, int dy) {
        return action instanceof Action.Step step && step.dx() == dx && step.dy() == dy;
    }

    private void step(Command command) throws IOException {
        if (settings.safety() && !command.equals(pendingConfirm)) {
            MoveSafety.Verdict verdict = MoveSafety.of(game, command);
            if (verdict instanceof MoveSafety.Verdict.Loses loses) {
                pendingConfirm = command;
                message = "That move loses: " + loses.why() + ". Press it again to do it anyway.";
                return;
            }
        }
        pendingConfirm = null;
        hint = null;
        Game.Snapshot before = game.snapshot();
        TurnReport report = new TurnReport(game);
        TurnResult result = game.play(command, report);
        if (result instanceof TurnResult.Refused refused) {
            message = "Not possible: " + refused.reason() + ".";
            return;
        }
        undo.push(before);
        record.turn(command, game);
        armed = false;
        marks = report.changed();
        message = report.message();
        if (result instanceof TurnResult.Ended ended) {
            end(ended, report);
        }
    }

    private void end(TurnResult.Ended ended, TurnReport report) throws IOException {
        record.end(ended);
        // Only a game's first end counts: an undone loss stays a loss, and an end after an undo says so.
        String uncounted = counted ? "  (not counted: this game's first end was)" : "";
        if (!counted) {
            counted = true;
            scores.add(settings.parameters(), ended);
        }
        Map<Integer, Frame.Mark> endMarks = new HashMap<>(marks);
        int width = game.field().width();
        String how;
        if (ended instanceof TurnResult.Won) {
            how = "You escaped in " + ended.turn() + " turns!";
        } else {
            TurnResult.Lost lost = (TurnResult.Lost) ended;
            endMarks.put(game.playerY() * width + game.playerX(), Frame.Mark.DANGER);
            how = switch (lost.reason()) {
                case HIT -> "You stepped onto a robot.";
                case FALL -> "You fell into a pit.";
                case CAPTURE -> caughtBy(report.catchers(), endMarks, width);
            };
        }
        marks = endMarks;
        String warning = scores.warning();
        String after = ended instanceof TurnResult.Won ? " " : " Game over after " + ended.turn() + " turns. ";
        message = how + after + "Again? y/n, z undoes" + uncounted + (warning != null ? "  (" + warning + ")" : "");
    }

    private static String caughtBy(List<Integer> catchers, Map<Integer, Frame.Mark> marks, int width) {
        for (int i = 0; i + 1 < catchers.size(); i += 2) {
            marks.put(catchers.get(i + 1) * width + catchers.get(i), Frame.Mark.DANGER);
        }
        return (catchers.size() > 2 ? "Caught by the robots from " : "Caught by the robot from ")
                + MoveSafety.cells(catchers) + ".";
    }

    private void undo() throws IOException {
        if (undo.isEmpty()) {
            message = "Nothing to undo.";
            return;
        }
        game.restore(undo.pop());
        record.undo();
        armed = false;
        pendingConfirm = null;
        hint = null;
        marks = Map.of();
        message = "Took back turn " + (game.turn() + 1) + ".";
    }

    private void autopilot() throws IOException {
        Command choice = autopilot.choose(Situation.of(game));
        if (choice.equals(hint)) {
            // Asked twice in a row: play it.
            armed = choice.charge();
            hint = null;
            step(choice);
            return;
        }
        hint = choice;
        Map<Integer, Frame.Mark> hintMarks = new HashMap<>();
        hintMarks.put((game.playerY() + choice.dy()) * game.field().width() + game.playerX() + choice.dx(),
                Frame.Mark.CHANGED);
        marks = hintMarks;
        message = "Autopilot: " + describe(choice) + ". Press a again to play it.";
    }

    /** A command as the keys that play it, e.g. "c then h (charge, then left)". */
    static String describe(Command command) {
        String[] keys = {"y", "k", "u", "h", ".", "l", "b", "j", "n"};
        String[] names = {"up-left", "up", "up-right", "left", "wait", "right", "down-left", "down", "down-right"};
        int index = MoveSafety.index(command.dx(), command.dy());
        String move = keys[index] + " (" + names[index] + ")";
        return command.charge() ? "c then " + move + ", firing a charge" : move;
    }

    /** The frame for the screen now. */
    Frame frame() {
        String title = "robots  game " + gameNumber + "  seed " + gameSeed + "  " + settings.parameters().width()
                + "x" + settings.parameters().height() + "  R " + settings.parameters().robots() + "  P "
                + settings.parameters().pits();
        Map<Integer, Frame.Mark> shown = new HashMap<>(marks);
        List<String> safeKeys = new ArrayList<>();
        if (!game.isOver()) {
            List<MoveSafety.Verdict> verdicts = MoveSafety.around(game, armed);
            String[] keys = {"y", "k", "u", "h", ".", "l", "b", "j", "n"};
            int width = game.field().width();
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (verdicts.get(MoveSafety.index(dx, dy)) instanceof MoveSafety.Verdict.Safe) {
                        safeKeys.add(keys[MoveSafety.index(dx, dy)]);
                        if (showSafe && (dx != 0 || dy != 0)) {
                            shown.putIfAbsent((game.playerY() + dy) * width + game.playerX() + dx, Frame.Mark.SAFE);
                        }
                    }
                }
            }
        }
        return new Frame(title, game.board(), help ? HELP : List.of(), panel(safeKeys), message, shown);
    }

    private List<String> panel(List<String> safeKeys) {
        List<String> lines = new ArrayList<>();
        lines.add("Turn    " + (game.turn() + (game.isOver() ? 0 : 1)));
        lines.add("Robots  " + game.robotCount());
        lines.add("Charges " + ChargesOption.format(game.chargesLeft()) + (armed ? " ARMED" : ""));
        if (game.isOver()) {
            lines.add(game.outcome().orElseThrow().line());
            lines.addAll(scores.summary(settings.parameters()));
        } else {
            lines.add(safeKeys.isEmpty() ? "No safe move!" : "Safe: " + String.join(" ", safeKeys));
        }
        lines.add("");
        lines.add("y k u   . wait");
        lines.add(" \\|/    c charge");
        lines.add("h-.-l   z undo");
        lines.add(" /|\\    a autopilot");
        lines.add("b j n   s safe +");
        lines.add("        ? help");
        lines.add("        q quit");
        return lines;
    }
}
