package dev.robots.example;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A turn animated from its events alone: the picture starts from the game's first board and from
 * then on changes only by what the listener is told (the charge's kills, the player's step, every
 * robot's step, the falls, the merges, the new robot, the end), a frame drawn after each stage of
 * the turn. After every turn the picture's last frame is held against the game's own board.
 */
final class Animation {
    private static final String FALLS_AND_MERGES = "falls and merges";
    private final Field field;
    private final TreeSet<Long> robots = new TreeSet<>();
    /** The cells the robots of the step in progress arrive on, one entry per robot. */
    private final List<Long> arriving = new ArrayList<>();
    /** The frames of the turn in progress, a stage each. */
    private final List<String> frames = new ArrayList<>();
    /** The stage of the turn the last event belonged to, or null between turns. */
    private String stage;
    private int playerX;
    private int playerY;
    private String end = "";

    private Animation(Board start) {
        this.field = start.field();
        start.forEachRobot((x, y) -> robots.add(cell(x, y)));
        this.playerX = start.playerX();
        this.playerY = start.playerY();
    }

    /**
     * Plays a small seeded game with the autopilot, animating every turn from its events; prints
     * the frames of the first turn with a fall or a merge, and a line for the whole game.
     */
    static void play() {
        Game game = Game.builder(GameParameters.of(16, 9, 6, 10)).seed(2).charges(1).build();
        Animation picture = new Animation(game.board());
        Autopilot autopilot = new Autopilot();
        List<String> shown = null;
        int frames = 0;
        while (!game.isOver() && game.turn() < SeededGame.MAX_TURNS) {
            Command command = autopilot.choose(Situation.of(game));
            picture.frames.add("before " + command + ":\n" + picture.frame());
            game.play(command, picture::take);
            picture.closeStage();
            picture.settle();
            picture.frames.add("after turn " + game.turn() + ":\n" + picture.frame());
            if (!picture.board().equals(game.board())) {
                throw new IllegalStateException("turn " + game.turn() + ": the events drew another board");
            }
            frames += picture.frames.size();
            if (shown == null && picture.frames.stream().anyMatch(f -> f.startsWith(FALLS_AND_MERGES))) {
                shown = List.copyOf(picture.frames);
            }
            picture.frames.clear();
        }
        if (shown != null) {
            shown.forEach(System.out::print);
        }
        System.out.println("animation: " + game.turn() + " turns, " + frames + " frames drawn from events alone"
                + picture.end + "; every turn's last frame is the game's board");
    }

    /** Takes in one event; a frame is drawn each time the turn moves on to its next stage. */
    private void take(Event event) {
        String next = stageOf(event);
        if (!next.equals(stage)) {
            closeStage();
            stage = next;
        }
        if (event instanceof Event.ChargeKilled killed) {
            robots.remove(cell(killed.x(), killed.y()));
        } else if (event instanceof Event.PlayerMoved moved) {
            playerX = moved.toX();
            playerY = moved.toY();
        } else if (event instanceof Event.RobotMoved moved) {
            // every robot steps at once: off its cell now, on its target until the step settles
            robots.remove(cell(moved.fromX(), moved.fromY()));
            arriving.add(cell(moved.toX(), moved.toY()));
        } else if (event instanceof Event.FellIntoPit fell) {
            arriving.remove(cell(fell.x(), fell.y()));
        } else if (event instanceof Event.Merged merged) {
            arriving.remove(cell(merged.x(), merged.y()));
        } else if (event instanceof Event.Reinforced arrived) {
            settle();
            robots.add(cell(arrived.x(), arrived.y()));
        } else if (event instanceof Event.GameEnded ended) {
            end = ", " + ended.result().line() + " at (" + ended.x() + ", " + ended.y() + ")";
        }
    }

    private static String stageOf(Event event) {
        return event instanceof Event.ChargeFired || event instanceof Event.ChargeKilled ? "the charge"
                : event instanceof Event.PlayerMoved ? "the player steps"
                : event instanceof Event.RobotMoved ? "the robots step"
                : event instanceof Event.FellIntoPit || event instanceof Event.Merged ? FALLS_AND_MERGES
                : event instanceof Event.Reinforced ? "a robot arrives" : "the end";
    }

    /** The frame of the stage the turn is leaving, if any. */
    private void closeStage() {
        if (stage != null) {
            frames.add(stage + ":\n" + frame());
            stage = null;
        }
    }

    /** The step's robots stand where they arrived: the falls and merges are already taken out. */
    private void settle() {
        robots.addAll(arriving);
        arriving.clear();
    }

    /**
     * The picture as text: {@code @} the player, {@code X} a robot, and where the robots of a step
     * are still arriving, how many ({@code 1} to {@code 9}; a merge takes them down to one, a fall
     * to none).
     */
    private String frame() {
        StringBuilder text = new StringBuilder();
        for (int y = 0; y < field.height(); y++) {
            for (int x = 0; x < field.width(); x++) {
                long c = cell(x, y);
                int piled = (int) arriving.stream().filter(a -> a == c).count();
                char shown = x == playerX && y == playerY ? '@' : robots.contains(c) ? 'X'
                        : piled > 0 ? (char) ('0' + Math.min(piled, 9)) : field.isPit(x, y) ? 'O'
                        : x == field.exitX() && y == field.exitY() ? '<' : '.';
                text.append(x == 0 ? "" : " ").append(shown);
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** The picture as a board, to hold against the game's. */
    private Board board() {
        Board.Builder board = Board.builder(field).player(playerX, playerY);
        for (long c : robots) {
            board.robot((int) (c % field.width()), (int) (c / field.width()));
        }
        return board.build();
    }

    private long cell(int x, int y) {
        return (long) y * field.width() + x;
    }
}
