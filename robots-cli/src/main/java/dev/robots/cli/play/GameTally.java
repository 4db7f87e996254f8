package dev.robots.cli.play;

import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.Score;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;
import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

/**
 * What one game of the full-screen game counts for in the scores, kept as it is played: the robots
 * lost in pits and collisions ({@link Score#losesARobot}; an undo takes a turn's back), and its help
 * (the autopilot's move shown or played; a turn taken back). Pass it as a listener of each turn.
 */
final class GameTally implements Consumer<Event> {
    private final Deque<Integer> lostBefore = new ArrayDeque<>();
    private int robotsLost;
    private boolean autopilot;
    private boolean undone;
    private ScoredGame last;

    /** A new game: nothing lost, no help. */
    void start() {
        lostBefore.clear();
        robotsLost = 0;
        autopilot = false;
        undone = false;
        last = null;
    }

    @Override
    public void accept(Event event) {
        if (Score.losesARobot(event)) {
            robotsLost++;
        }
    }

    int robotsLost() {
        return robotsLost;
    }

    /** A turn was played, with {@code before} robots lost until it; by the autopilot when {@code byAutopilot}. */
    void played(int before, boolean byAutopilot) {
        lostBefore.push(before);
        autopilot |= byAutopilot;
    }

    /** A turn was taken back: its robots with it. */
    void undone() {
        robotsLost = lostBefore.isEmpty() ? 0 : lostBefore.pop();
        undone = true;
    }

    /** The autopilot's move was shown. */
    void helped() {
        autopilot = true;
    }

    /** The game as the scores keep it, ended in {@code ended} on {@code game} (seeded {@code seed}). */
    ScoredGame game(Variant variant, int level, long seed, GameParameters parameters, Game game,
            TurnResult.Ended ended) {
        int kept = game.chargesLeft().orElse(0);
        last = new ScoredGame(LocalDate.now(), seed, variant.name(), level, parameters, variant.charges(level),
                ended instanceof TurnResult.Won, ended.turn(), robotsLost, kept,
                autopilot ? "autopilot" : undone ? "undo" : "none",
                Score.points(ended, parameters.width(), robotsLost, kept));
        return last;
    }

    /** The game last counted. */
    ScoredGame last() {
        return last;
    }
}
