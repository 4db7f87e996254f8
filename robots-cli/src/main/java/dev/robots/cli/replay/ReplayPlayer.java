package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import dev.robots.record.PositionDigest;
import dev.robots.cli.terminal.Frame;
import dev.robots.cli.terminal.TurnReport;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The terminal player's state: which game and turn is shown, paused or playing, at what speed;
 * {@link #handle} carries out a key, {@link #tick} plays one turn on, {@link #frame} is the screen.
 * Knows no terminal and no clock, so tests drive it with keys and ticks.
 *
 * <p>Going back is exact: the shown game is restored from a {@link Game.Snapshot} (taken every
 * {@link #CHECKPOINT_EVERY} turns on the way forward; the seeded random source is restored with
 * it, as the play screen's undo does) and played forward again with the recorded commands.
 */
final class ReplayPlayer {
    /** Turns between two snapshots of the shown game: a step back replays at most this many turns. */
    static final int CHECKPOINT_EVERY = 32;
    static final double MIN_SPEED = 0.25;
    static final double MAX_SPEED = 1000;
    /** Ticks the end of a game stays on screen while playing, before the next game starts. */
    static final int HOLD_AT_END = 3;

    private final ReplayTape tape;
    private final String recordName;
    private int index;
    private Game game;
    private final List<Game.Snapshot> checkpoints = new ArrayList<>();
    private boolean playing;
    private double speed;
    private boolean help;
    private boolean finished;
    private int held;
    private String message = "";
    private Map<Integer, Frame.Mark> marks = Map.of();

    /**
     * A player at game {@code gameIndex} (from 0), after turn {@code turn}: playing when
     * {@code play}, else paused.
     *
     * @param speed turns per second, {@link #MIN_SPEED} to {@link #MAX_SPEED}
     */
    ReplayPlayer(ReplayTape tape, String recordName, int gameIndex, int turn, double speed, boolean play) {
        if (tape.size() == 0) {
            throw new IllegalArgumentException(Expected.of("tape: no games", "at least one"));
        }
        if (gameIndex < 0 || gameIndex >= tape.size()) {
            throw new IllegalArgumentException(Expected.of("game: " + gameIndex, "0 to " + (tape.size() - 1)));
        }
        if (!(speed >= MIN_SPEED && speed <= MAX_SPEED)) {
            throw new IllegalArgumentException(Expected.of("speed: " + speed, MIN_SPEED + " to " + MAX_SPEED));
        }
        this.tape = tape;
        this.recordName = recordName;
        this.speed = speed;
        this.playing = play;
        open(gameIndex);
        if (turn < 0 || turn > entry().turns()) {
            throw new IllegalArgumentException(Expected.of("turn: " + turn, "0 to " + entry().turns()));
        }
        seek(turn);
    }

    /** The shown game, from 0. */
    int gameIndex() {
        return index;
    }

    /** The turns played in the shown position (0: the start). */
    int turn() {
        return game.turn();
    }

    /** The {@link PositionDigest} of the shown position, as a record writes it (tests compare them). */
    String positionDigest() {
        return PositionDigest.text(PositionDigest.of(game));
    }

    boolean playing() {
        return playing;
    }

    double speed() {
        return speed;
    }

    /** How long a turn stays on screen while playing, in milliseconds. */
    long tickMillis() {
        return Math.max(1, Math.round(1000 / speed));
    }

    /** Carries out one key; {@code false} to quit. */
    boolean handle(ReplayKey key) {
        if (key == ReplayKey.QUIT) {
            return false;
        }
        if (help) {
            help = false;
            return true;
        }
        switch (key) {
            case PAUSE -> {
                if (playing) {
                    playing = false;
                    message = "Paused: space plays on, arrows step.";
                } else if (finished && atLastTurn() && index == tape.size() - 1) {
                    message = "The record ends here: <- steps back, p the previous game, q quits.";
                } else {
                    playing = true;
                    held = 0;
                    message = "";
                }
            }
            case FORWARD -> step(() -> {
                if (atLastTurn()) {
                    message = endNote();
                } else {
                    seek(game.turn() + 1);
                }
            });
            case BACK -> step(() -> {
                if (game.turn() == 0) {
                    message = "Game " + (index + 1) + " starts here: p goes to the previous game.";
                } else {
                    seek(game.turn() - 1);
                }
            });
            case FIRST -> step(() -> seek(0));
            case LAST -> step(() -> seek(entry().turns()));
            case NEXT_GAME -> {
                if (index + 1 < tape.size()) {
                    open(index + 1);
                    seek(0);
                } else {
                    message = "This is the last game of the record.";
                }
            }
            case PREVIOUS_GAME -> {
                if (index > 0) {
                    open(index - 1);
                    seek(0);
                } else {
                    message = "This is the first game of the record.";
                }
            }
            case FASTER -> setSpeed(speed * 2);
            case SLOWER -> setSpeed(speed / 2);
            case HELP -> help = true;
            case REDRAW, SUSPEND -> {
                // The terminal loop redraws or suspends; nothing changes here.
            }
            default -> message = "That key does nothing here: ? for help, q quits.";
        }
        return true;
    }

    /** Plays one turn on while playing: at a game's end it holds a few ticks, then starts the next game. */
    void tick() {
        if (!playing) {
            return;
        }
        if (!atLastTurn()) {
            seek(game.turn() + 1);
            return;
        }
        if (held < HOLD_AT_END) {
            held++;
            return;
        }
        if (index + 1 < tape.size()) {
            open(index + 1);
            seek(0);
        } else {
            playing = false;
            finished = true;
            message = "End of the record (" + tape.size() + (tape.size() == 1 ? " game" : " games")
                    + "): <- steps back, p the previous game, q quits.";
        }
    }

    private void step(Runnable move) {
        playing = false;
        move.run();
    }

    private void setSpeed(double wanted) {
        speed = Math.max(MIN_SPEED, Math.min(MAX_SPEED, wanted));
        message = "Speed: " + ReplayScreen.speedText(speed) + " turns a second.";
    }

    private ReplayTape.Entry entry() {
        return tape.get(index);
    }

    private boolean atLastTurn() {
        return game.turn() == entry().turns();
    }

    private void open(int gameIndex) {
        try {
            game = tape.start(gameIndex);
        } catch (ReplayProblem e) {
            // The record was verified, so its games start; what is left is the machine (memory).
            throw new IllegalStateException(e.getMessage(), e);
        }
        index = gameIndex;
        checkpoints.clear();
        checkpoints.add(game.snapshot());
        held = 0;
        finished = false;
    }

    /** Shows the position after turn {@code target}, with that turn's events. */
    private void seek(int target) {
        if (target < game.turn() || target == game.turn() && target > 0) {
            // Back to the last snapshot before turn `target`, so that the turn itself is played (for its events).
            int checkpoint = target == 0 ? 0 : Math.min((target - 1) / CHECKPOINT_EVERY, checkpoints.size() - 1);
            game.restore(checkpoints.get(checkpoint));
        }
        TurnReport report = null;
        TurnResult last = null;
        while (game.turn() < target) {
            int turn = game.turn();
            if (turn % CHECKPOINT_EVERY == 0 && checkpoints.size() == turn / CHECKPOINT_EVERY) {
                checkpoints.add(game.snapshot());
            }
            if (turn + 1 == target) {
                report = new TurnReport(game);
                last = game.play(entry().commands().get(turn), report);
            } else {
                game.play(entry().commands().get(turn));
            }
        }
        held = 0;
        if (report == null) {
            marks = Map.of();
            message = "Game " + (index + 1) + " of " + tape.size() + ": space plays, -> steps, ? help, q quits.";
            return;
        }
        marks = report.changed();
        message = report.message();
        if (last instanceof TurnResult.Ended ended) {
            message = (message.isEmpty() ? "" : message + " ") + ending(ended, report);
        } else if (atLastTurn() && entry().cutShort()) {
            message = (message.isEmpty() ? "" : message + " ") + endNote();
        }
    }

    /** What ended the game, marking the cells as the play screen does. */
    private String ending(TurnResult.Ended ended, TurnReport report) {
        if (ended instanceof TurnResult.Won) {
            return "WIN: the player escaped in " + Texts.count(ended.turn(), "turn") + ".";
        }
        Map<Integer, Frame.Mark> endMarks = new HashMap<>(marks);
        int width = game.field().width();
        endMarks.put(game.playerY() * width + game.playerX(), Frame.Mark.DANGER);
        String how = switch (((TurnResult.Lost) ended).reason()) {
            case HIT -> "the player stepped onto a robot.";
            case FALL -> "the player fell into a pit.";
            case CAPTURE -> {
                List<Integer> catchers = report.catchers();
                StringBuilder from = new StringBuilder();
                for (int i = 0; i + 1 < catchers.size(); i += 2) {
                    endMarks.put(catchers.get(i + 1) * width + catchers.get(i), Frame.Mark.DANGER);
                    from.append(i == 0 ? "" : " and ").append(catchers.get(i)).append(',').append(catchers.get(i + 1));
                }
                yield "caught by the robot" + (catchers.size() > 2 ? "s" : "") + " from " + from + ".";
            }
        };
        marks = endMarks;
        return ended.line() + ": " + how;
    }

    /** The note at the last recorded turn. */
    private String endNote() {
        ReplayTape.Entry entry = entry();
        if (entry.cutShort()) {
            return "The record stops here: game " + (index + 1) + " was cut short after turn " + entry.turns()
                    + " (no end line).";
        }
        return "Game " + (index + 1) + " ends here: " + entry.recorded().end().result() + ". n: the next game.";
    }

    /** The screen now. */
    Frame frame() {
        return new Frame(ReplayScreen.title(recordName, tape, index), game.board(),
                help ? ReplayScreen.HELP : List.of(), ReplayScreen.panel(tape, index, game, playing, speed), message,
                marks);
    }
}
