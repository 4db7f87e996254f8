package dev.robots.cli.autoplay;

import java.util.TreeMap;

/**
 * The sums over the games one worker played: outcomes, turns to win, charges. A run keeps one
 * per worker and adds them up at the end, so its memory does not grow with the number of games.
 */
final class Tally {
    /** How many games not won the report lists, those of the lowest numbers. */
    static final int LISTED = 20;
    final long[] outcomes = new long[Autoplay.Outcome.values().length];
    long games;
    long turnsInWins;
    long chargesUsed;
    /** The games not won with the lowest numbers, at most {@link #LISTED}: number to result. */
    final TreeMap<Integer, Autoplay.GameResult> notWon = new TreeMap<>();

    void add(int index, Autoplay.GameResult result) {
        add(result);
        if (result.outcome() != Autoplay.Outcome.WIN) {
            notWon.put(index, result);
            if (notWon.size() > LISTED) {
                notWon.pollLastEntry();
            }
        }
    }

    void add(Autoplay.GameResult result) {
        outcomes[result.outcome().ordinal()]++;
        games++;
        chargesUsed += result.chargesUsed();
        if (result.outcome() == Autoplay.Outcome.WIN) {
            turnsInWins += result.turns();
        }
    }

    void add(Tally other) {
        for (int i = 0; i < outcomes.length; i++) {
            outcomes[i] += other.outcomes[i];
        }
        games += other.games;
        turnsInWins += other.turnsInWins;
        chargesUsed += other.chargesUsed;
        notWon.putAll(other.notWon);
        while (notWon.size() > LISTED) {
            notWon.pollLastEntry();
        }
    }
}
