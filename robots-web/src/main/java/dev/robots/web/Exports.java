package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.TurnResult;
import java.util.Random;
import org.teavm.jso.JSExport;

/**
 * What the page's script calls: TeaVM's main class, whose {@link JSExport} methods become global
 * functions of {@code robots.js} (named {@code robots...}, clear of the window's own names). The page
 * holds one {@link Session} at a time; these functions read and play it, and take and return only
 * strings, numbers and booleans. A 64-bit seed crosses as decimal text, never as a JavaScript number.
 */
public final class Exports {
    /** Draws the seed of a game whose link names none (as the CLI draws one without --seed). */
    private static final Random NEW_SEEDS = new Random();
    private static Session session;
    private static boolean auto;
    private static Replay replay;

    private Exports() {
    }

    /**
     * Opens the game {@code fragment} names ({@link Link}), with its moves played: {@code ""}, or one
     * line saying what is wrong with the link (then the statement's setup with a new seed is open).
     */
    @JSExport
    public static String robotsOpen(String fragment) {
        String problem = "";
        Link link;
        try {
            link = Link.parse(fragment);
        } catch (InvalidInputException e) {
            problem = "link: " + e.getMessage();
            link = new Link(null, Link.STATEMENT, java.util.List.of(), false);
        }
        long seed = link.seed() != null ? link.seed() : NEW_SEEDS.nextLong();
        try {
            session = Session.start(seed, link.parameters());
        } catch (InsufficientHeapException | IllegalArgumentException e) {
            session = Session.start(seed, Link.STATEMENT);
            return "size: " + e.getMessage();
        }
        auto = link.auto();
        for (Command move : link.moves()) {
            if (session.game().isOver()) {
                break;
            }
            session.play(move); // a refused command is skipped, as protocol mode skips it
        }
        return problem;
    }

    /**
     * Plays a command in the protocol's letters: {@code ""} (the game goes on), the end line, or
     * {@code "refused: ..."} / {@code "bad command: ..."} with the reason.
     */
    @JSExport
    public static String robotsPlay(String command) {
        try {
            return session.playShown(Command.parse(command));
        } catch (InvalidInputException e) {
            return "bad command: " + e.getMessage();
        }
    }

    /**
     * What the last move played by {@link #robotsPlay} did ({@link TurnMotion#encode()}), or
     * {@code ""} when the position was not reached by such a move (opened, undone).
     */
    @JSExport
    public static String robotsMotion() {
        TurnMotion motion = session.lastMotion();
        return motion == null ? "" : motion.encode();
    }

    /** The end line the command in the protocol's letters would give this turn, or {@code ""}: why it loses. */
    @JSExport
    public static String robotsLossLine(String command) {
        try {
            return MoveCheck.lossLine(session.game(), Command.parse(command));
        } catch (InvalidInputException e) {
            return "";
        }
    }

    /** The pits as {@code x,y,...} ({@link CellLists}). */
    @JSExport
    public static String robotsPits() {
        return CellLists.pits(session.game());
    }

    /** The robots as {@code x,y,...} ({@link CellLists}). */
    @JSExport
    public static String robotsRobots() {
        return CellLists.robots(session.game());
    }

    /** The player's column. */
    @JSExport
    public static int robotsPlayerX() {
        return session.game().playerX();
    }

    /** The player's row. */
    @JSExport
    public static int robotsPlayerY() {
        return session.game().playerY();
    }

    /** Takes back the last move; {@code false} at the start. */
    @JSExport
    public static boolean robotsUndo() {
        return session.undo();
    }

    /** The autopilot's move in the protocol's letters. */
    @JSExport
    public static String robotsHint() {
        return session.hint().text();
    }

    /** The nine moves' verdicts ({@link MoveCheck#of(dev.robots.core.Game, boolean)}). */
    @JSExport
    public static String robotsVerdicts(boolean charged) {
        return MoveCheck.of(session.game(), charged);
    }

    /** The field as the protocol prints it, or the end line once the game ended. */
    @JSExport
    public static String robotsFieldText() {
        return session.fieldText();
    }

    /** The board's text, also after the end: what the page draws. */
    @JSExport
    public static String robotsBoardText() {
        return session.boardText();
    }

    /** The end line, or {@code ""}. */
    @JSExport
    public static String robotsOutcome() {
        return session.outcome();
    }

    /** The link to this position, without the {@code #}. */
    @JSExport
    public static String robotsLink() {
        return session.link();
    }

    /** The seed as decimal text. */
    @JSExport
    public static String robotsSeed() {
        return session.seedText();
    }

    /** Whether the opened link asked the autopilot to play on ({@code auto=1}). */
    @JSExport
    public static boolean robotsAuto() {
        return auto;
    }

    /** Turns played. */
    @JSExport
    public static int robotsTurn() {
        return session.game().turn();
    }

    /** Charges left. */
    @JSExport
    public static int robotsCharges() {
        return session.game().chargesLeft().orElse(-1);
    }

    /** Robots on the field. */
    @JSExport
    public static int robotsRobotCount() {
        return session.game().robotCount();
    }

    /** Whether the game ended in a win. */
    @JSExport
    public static boolean robotsWon() {
        return session.game().outcome().filter(TurnResult.Won.class::isInstance).isPresent();
    }

    /** The engine's turn timed in the page: {@link StepTiming#micros}, median microseconds a turn. */
    @JSExport
    public static double robotsStepMicros(int width, int height, int robots, int pits, int turns, int rounds) {
        return StepTiming.micros(dev.robots.core.GameParameters.of(width, height, robots, pits), turns, rounds);
    }

    /** The size as {@code W,H,R,P}, the key of the page's scores. */
    @JSExport
    public static String robotsSize() {
        var p = session.game().parameters();
        return p.width() + "," + p.height() + "," + p.robots() + "," + p.pits();
    }

    /** Opens a {@code --record} file's text ({@link ReplayGames}): {@code ""}, or one line on what is wrong. */
    @JSExport
    public static String robotsOpenRecord(String text) {
        try {
            replay = new Replay(ReplayGames.read(text));
            return "";
        } catch (InvalidInputException e) {
            replay = null;
            return "record: " + e.getMessage();
        }
    }

    /** Shows turn {@code turn} of the replayed game (clamped); returns the turn shown. */
    @JSExport
    public static int robotsReplayTo(int turn) {
        replay.goTo(turn);
        return replay.turn();
    }

    /** Shows game {@code index} (from 0, clamped) at its start; whether another game is shown. */
    @JSExport
    public static boolean robotsReplayGame(int index) {
        return replay.showGame(index);
    }

    /** The replayed game's index, from 0. */
    @JSExport
    public static int robotsReplayGameIndex() {
        return replay.gameIndex();
    }

    /** The replayed game's last recorded turn. */
    @JSExport
    public static int robotsReplayLastTurn() {
        return replay.lastTurn();
    }

    /** The replay's status line: game, seed, size, turn. */
    @JSExport
    public static String robotsReplayStatus() {
        return replay.describe();
    }

    /** The replayed position in the protocol's text, or the end line. */
    @JSExport
    public static String robotsReplayFieldText() {
        return replay.fieldText();
    }

    /** The replayed board's text, also after the end. */
    @JSExport
    public static String robotsReplayBoardText() {
        return replay.boardText();
    }

    /** The replayed game's end line, or {@code ""}. */
    @JSExport
    public static String robotsReplayOutcome() {
        return replay.outcome();
    }
}
