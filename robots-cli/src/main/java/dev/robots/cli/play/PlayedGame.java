package dev.robots.cli.play;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.terminal.Frame;
import dev.robots.cli.terminal.MoveWords;
import dev.robots.cli.terminal.TurnReport;
import dev.robots.cli.text.Texts;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The game being played in a {@link GameSession}: the engine's game, its undo history (snapshots
 * that restore the game and its random source), the armed charge, the cells to highlight and the
 * message line, written to the record turn by turn, and counted in the scores as it ended last (an
 * end taken back by an undo is taken back from the scores too).
 * It plays what it is told: whether a move is wise is the session's question.
 */
final class PlayedGame {
    private final GameSession.Settings settings;
    private final PlayRecord record;
    private final ScoreKeeper scores;
    private final Autopilot autopilot = new Autopilot();
    private final SessionTally tally = new SessionTally();
    private final Deque<Game.Snapshot> undo = new ArrayDeque<>();

    private Game game;
    private long seed;
    private int number;
    /** The level of this game, and of the next one as the last end decided it ({@link Variant#levelAfter}). */
    /** The session's game: its variant as started, or the other one after {@link #switchGame()}. */
    private Variant variant;
    private int level;
    private int nextLevel;
    private boolean armed;
    /** This game's end is in the scores already (a game can end again after an undo). */
    private boolean counted;
    /** What this game counts for: its robots lost in pits and collisions, and the help it had. */
    private final GameTally score = new GameTally();
    private String message = "";
    private Map<Integer, Frame.Mark> marks = Map.of();

    PlayedGame(GameSession.Settings settings, PlayRecord record, ScoreKeeper scores) {
        this.settings = settings;
        this.record = record;
        this.scores = scores;
        this.seed = settings.seed();
        this.nextLevel = settings.firstLevel();
        this.variant = settings.variant();
    }

    /**
     * From the next game on, the other game: the statement's game after the campaign, the campaign
     * from level 1 after any other. The current game is left as it is.
     */
    void switchGame() {
        variant = variant.name().equals(Variant.campaign().name())
                ? Variant.single(GameParameters.of(30, 17, 20, 40), OptionalInt.of(3)) : Variant.campaign();
        nextLevel = 1;
    }

    /** The other game's name, for the message line: "the statement's game" or "the campaign". */
    String otherGame() {
        return variant.name().equals(Variant.campaign().name()) ? "the statement's game" : "the campaign";
    }

    /** The next game: the first one of the session, then each from the seed chain. */
    void start(long gameSeed, String firstMessage) throws IOException {
        seed = gameSeed;
        number++;
        level = nextLevel;
        game = variant.start(level, RandomSource.seeded(seed));
        record.game(seed, variant, level, game);
        tally.started();
        undo.clear();
        counted = false;
        score.start();
        armed = false;
        marks = Map.of();
        message = firstMessage != null ? firstMessage
                : (levels() > 1 ? "Level " + level + " of " + levels() + ", " + Texts.count(parameters().robots(),
                "robot") : "Game " + number) + ": reach the exit <. Keys on the right, ? for help.";
    }

    Game game() {
        return game;
    }

    /** The size and counts of this game: its level's, in the session's variant. */
    GameParameters parameters() {
        return variant.parameters(level);
    }

    long seed() {
        return seed;
    }

    int number() {
        return number;
    }

    boolean armed() {
        return armed;
    }

    String message() {
        return message;
    }

    void say(String text) {
        message = text;
    }

    Map<Integer, Frame.Mark> marks() {
        return marks;
    }

    void mark(Map<Integer, Frame.Mark> cells) {
        marks = Map.copyOf(cells);
    }

    GameSession.Settings settings() {
        return settings;
    }

    ScoreKeeper scores() {
        return scores;
    }

    /** The session's games so far. */
    SessionTally tally() {
        return tally;
    }

    /** Arms the charge, or disarms it; says so on the message line. */
    void toggleCharge() {
        if (ChargesOption.noneLeft(game.chargesLeft()) && !armed) {
            message = "No charges left.";
        } else {
            armed = !armed;
            message = armed ? "Charge armed: it fires before your next move (c again to disarm)." : "Charge disarmed.";
        }
    }

    /** The game's points and rank as the panel shows them once it ended. */
    List<String> scoreLines() {
        return scores.summary(score.last());
    }

    /** The autopilot's move was shown: the game had its help. */
    void helpShown() {
        score.helped();
    }

    /** The autopilot's choice now. */
    Command autopilotChoice() {
        return autopilot.choose(Situation.of(game));
    }

    /**
     * Plays one turn of {@code command} as it is (the caller adds the armed charge): recorded,
     * undoable, its changes marked and summed up on the message line, the end counted; the charge
     * is disarmed after it. {@code byAutopilot} marks the game as played with the autopilot's help.
     */
    TurnResult play(Command command, boolean byAutopilot) throws IOException {
        Command played = command;
        Game.Snapshot before = game.snapshot();
        TurnReport report = new TurnReport(game);
        int lostBefore = score.robotsLost();
        TurnResult result = game.play(played, report.andThen(score));
        if (result instanceof TurnResult.Refused refused) {
            message = "Not possible: " + refused.message() + ".";
            return result;
        }
        undo.push(before);
        score.played(lostBefore, byAutopilot);
        record.turn(played, game);
        tally.played(byAutopilot);
        armed = false;
        marks = report.changed();
        message = report.message();
        if (result instanceof TurnResult.Ended ended) {
            end(ended, report);
        }
        return result;
    }

    private void end(TurnResult.Ended ended, TurnReport report) throws IOException {
        record.end(ended);
        nextLevel = variant.levelAfter(level, ended);
        // Only a game's first end counts: an undone loss stays a loss, and an end after an undo says so.
        String again = counted ? "  (counted as it ended now, with undo)" : "";
        scores.add(score.game(variant, level, seed, parameters(), game, ended), counted);
        if (!counted) {
            counted = true;
            tally.ended(ended);
        }
        Map<Integer, Frame.Mark> endMarks = new HashMap<>(marks);
        int width = game.field().width();
        String how;
        if (ended instanceof TurnResult.Won) {
            how = "You escaped in " + Texts.count(ended.turn(), "turn") + "!";
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
        String after = ended instanceof TurnResult.Won ? " " : " Game over after " + Texts.count(ended.turn(), "turn") + ". ";
        message = how + after + levelNext() + "Again? y/n, g " + otherGame() + ", z undoes" + again
                + (warning != null ? "  (" + warning + ")" : "");
    }

    /** Where the next game is in a variant with levels: the next level after a win, this one again after a loss. */
    private String levelNext() {
        int levels = variant.levels();
        if (levels == 1) {
            return "";
        }
        return nextLevel > level ? "Next: level " + nextLevel + " of " + levels + ". "
                : nextLevel == level ? "Level " + level + " again. " : "Back to level " + nextLevel + ". ";
    }

    /** This game's level, from 1. */
    int level() {
        return level;
    }

    /** How many levels the session's variant has (1: the statement's game alone). */
    int levels() {
        return variant.levels();
    }

    private String caughtBy(List<Integer> catchers, Map<Integer, Frame.Mark> marks, int width) {
        for (int i = 0; i + 1 < catchers.size(); i += 2) {
            marks.put(catchers.get(i + 1) * width + catchers.get(i), Frame.Mark.DANGER);
        }
        return (catchers.size() > 2 ? "Caught by the robots from " : "Caught by the robot from ")
                + MoveWords.sides(game.playerX(), game.playerY(), catchers) + ".";
    }

    /** Takes the last turn back; {@code false} (and says so) when there is none. */
    boolean undo() throws IOException {
        if (undo.isEmpty()) {
            message = "Nothing to undo.";
            return false;
        }
        game.restore(undo.pop());
        score.undone();
        record.undo();
        armed = false;
        marks = Map.of();
        message = "Took back turn " + (game.turn() + 1) + ".";
        return true;
    }
}
