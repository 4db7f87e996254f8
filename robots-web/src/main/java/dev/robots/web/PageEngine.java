package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.Variant;
import java.util.List;
import java.util.Random;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/**
 * The engine as the page's script sees it: one object ({@link Exports#robotsEngine()}) holding the
 * game the page plays ({@link Session}) and the record it replays ({@link Replay}), with typed results:
 * {@link OpenResult}, {@link PlayResult} (and its {@link TurnMotion}), {@link GameView},
 * {@link MoveVerdicts}. A 64-bit seed crosses as decimal text, never as a JavaScript number.
 */
public final class PageEngine {
    /** Draws the seed of a game whose link names none (as the CLI draws one without --seed). */
    private final Random newSeeds = new Random();
    private Session session;
    private Replay replay;

    PageEngine() {
    }

    /**
     * Opens the game {@code fragment} names ({@link Link}), with its moves played; the campaign's first
     * level when it names none; when the link is wrong, the statement's setup with a new seed, and
     * the result names what is wrong.
     */
    @JSExport
    public OpenResult open(String fragment) {
        String problem = "";
        Link link;
        try {
            // A page opened without a game named is the campaign's first level: a first game a careful
            // beginner wins. A link that names anything (a seed, a size) keeps its old meaning.
            link = fragment.isBlank() ? Link.parse("level=1") : Link.parse(fragment);
        } catch (InvalidInputException e) {
            problem = "link: " + e.getMessage();
            link = new Link(null, Link.STATEMENT, List.of(), false, 0);
        }
        long seed = link.seed() != null ? link.seed() : newSeeds.nextLong();
        try {
            session = link.level() > 0 ? Session.campaign(seed, link.level()) : Session.start(seed, link.parameters());
        } catch (InsufficientHeapException | IllegalArgumentException e) {
            session = Session.start(seed, Link.STATEMENT);
            return new OpenResult("size: " + e.getMessage(), false);
        }
        for (Command move : link.moves()) {
            if (session.game().isOver()) {
                break;
            }
            session.play(move); // a refused command is skipped, as protocol mode skips it
        }
        return new OpenResult(problem, link.auto());
    }

    /** Plays a command in the protocol's letters. */
    @JSExport
    public PlayResult play(String letters) {
        Command command;
        try {
            command = Command.parse(letters);
        } catch (InvalidInputException e) {
            return PlayResult.notACommand(e.getMessage());
        }
        session.playShown(command);
        return PlayResult.of(session.lastMotion());
    }

    /** What the last move played by {@link #play} did, or {@code null} after an open or an undo. */
    @JSExport
    @JSProperty
    public TurnMotion getLastMotion() {
        return session.lastMotion();
    }

    /** Takes back the last move; {@code false} at the start. */
    @JSExport
    public boolean undo() {
        return session.undo();
    }

    /** The autopilot's move in the protocol's letters ({@code W} once the game is over). */
    @JSExport
    public String hint() {
        return session.hint().text();
    }

    /** The nine moves' verdicts now, each charged when {@code charged}. */
    @JSExport
    public MoveVerdicts verdicts(boolean charged) {
        return MoveVerdicts.of(session.game(), charged);
    }

    /** The game the page plays, as it is now. */
    @JSExport
    @JSProperty
    public GameView getGame() {
        return session.view();
    }

    /** The game's seed as decimal text. */
    @JSExport
    @JSProperty
    public String getSeed() {
        return session.seedText();
    }

    /** The campaign's level of the game, or 0 for the statement's game. */
    @JSExport
    @JSProperty
    public int getLevel() {
        return session.level();
    }

    /** How many levels the campaign has. */
    @JSExport
    @JSProperty
    public int getLevels() {
        return Variant.campaign().levels();
    }

    /** The campaign's level after this game's end (the next after a win, the same after a loss), or 0. */
    @JSExport
    @JSProperty
    public int getNextLevel() {
        return session.nextLevel();
    }

    /** The game's points once it is over ({@code dev.robots.core.Score}, as the terminal's), or -1. */
    @JSExport
    @JSProperty
    public int getPoints() {
        return session.points();
    }

    /** The robots lost in pits and collisions in the moves played. */
    @JSExport
    @JSProperty
    public int getRobotsLost() {
        return session.robotsLost();
    }

    /** The link to this position, without the {@code #}. */
    @JSExport
    @JSProperty
    public String getLink() {
        return session.link();
    }

    /** Opens a {@code --record} file's text ({@link ReplayGames}): {@code ""}, or one line on what is wrong. */
    @JSExport
    public String openRecord(String text) {
        try {
            replay = new Replay(ReplayGames.read(text));
            return "";
        } catch (InvalidInputException e) {
            replay = null;
            return "record: " + e.getMessage();
        }
    }

    /** The record opened last, or {@code null}. */
    @JSExport
    @JSProperty
    public Replay getReplay() {
        return replay;
    }

    /** The engine's turn timed in the page: {@link StepTiming#micros}, median microseconds a turn. */
    @JSExport
    public double stepMicros(int width, int height, int robots, int pits, int turns, int rounds) {
        return StepTiming.micros(GameParameters.of(width, height, robots, pits), turns, rounds);
    }
}
