package dev.robots.cli.play;

import dev.robots.cli.text.Texts;
import dev.robots.core.LossReason;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * This session's games, for the summary printed when the full-screen game ends. A game is
 * counted as the scores count it, at its first end (an undone loss stays a loss); a game left with
 * turns played and no end is unfinished; a game with no turn played is not a game here. A game in
 * which the autopilot played a turn ({@code a a}, {@code A}) is counted, and the wins among them
 * are named, so the summary never passes the autopilot's wins off as the person's.
 */
final class SessionTally {
    private int wins;
    private int bestTurns;
    private int assistedWins;
    private int unfinished;
    private final Map<LossReason, Integer> losses = new EnumMap<>(LossReason.class);
    /** The current game: a turn played, its first end counted, a turn played by the autopilot. */
    private boolean turnPlayed;
    private boolean ended;
    private boolean assisted;

    /** A new game starts: the one before, played and not ended, is unfinished. */
    void started() {
        closeCurrent();
        turnPlayed = false;
        ended = false;
        assisted = false;
    }

    /** A turn of the current game was played, by the autopilot or not. */
    void played(boolean byAutopilot) {
        turnPlayed = true;
        assisted |= byAutopilot;
    }

    /** The current game's end; only its first counts (an end after an undo does not). */
    void ended(TurnResult.Ended end) {
        if (ended) {
            return;
        }
        ended = true;
        if (end instanceof TurnResult.Won) {
            wins++;
            bestTurns = bestTurns == 0 ? end.turn() : Math.min(bestTurns, end.turn());
            assistedWins += assisted ? 1 : 0;
        } else {
            losses.merge(((TurnResult.Lost) end).reason(), 1, Integer::sum);
        }
    }

    private void closeCurrent() {
        if (turnPlayed && !ended) {
            unfinished++;
        }
        turnPlayed = false;
    }

    /**
     * One line, e.g. {@code "3 games: 1 won (best 41 turns), 1 lost (1 caught), 1 unfinished"}, or
     * {@code "no game played"}; the current game is closed first (the session is over).
     */
    String summary() {
        closeCurrent();
        int lost = losses.values().stream().mapToInt(Integer::intValue).sum();
        int games = wins + lost + unfinished;
        if (games == 0) {
            return "no game played";
        }
        List<String> parts = new ArrayList<>();
        if (wins > 0) {
            parts.add(wins + " won (best " + Texts.count(bestTurns, "turn")
                    + (assistedWins > 0 ? ", " + assistedWins + " with the autopilot's moves" : "") + ")");
        }
        if (lost > 0) {
            List<String> kinds = new ArrayList<>();
            kind(kinds, LossReason.CAPTURE, "caught");
            kind(kinds, LossReason.HIT, "onto a robot");
            kind(kinds, LossReason.FALL, "into a pit");
            parts.add(lost + " lost (" + String.join(", ", kinds) + ")");
        }
        if (unfinished > 0) {
            parts.add(unfinished + " unfinished");
        }
        return games + (games == 1 ? " game: " : " games: ") + String.join(", ", parts);
    }

    private void kind(List<String> kinds, LossReason reason, String what) {
        int n = losses.getOrDefault(reason, 0);
        if (n > 0) {
            kinds.add(n + " " + what);
        }
    }
}
