package dev.robots.cli.autoplay;

import dev.robots.cli.options.ChargesOption;
import dev.robots.core.Game;
import java.util.EnumMap;
import java.util.Map;

/**
 * What a read report's numbers must agree on beyond their own ranges, so that a forged shard cannot
 * make the merge print nonsense: sums no larger than its games allow (each game takes at most
 * {@code maxTurns} turns, one decision and at most one charge a turn), and games not won that are
 * this shard's, within the run, and as many as its outcomes say. With these, the sums of every
 * shard of a run stay below 2^62 and cannot overflow.
 */
final class ReportBounds {
    /** The most threads a report may name: a merged report's are the sum of its shards'. */
    static final long MAX_THREADS = (long) AutoplayCommand.MAX_THREADS * Shard.MAX_COUNT;

    private ReportBounds() {
    }

    /** Checks {@code r}; the message names the field and the bound. */
    static void check(ShardReport r) throws ShardReport.Unusable {
        Autoplay.Settings s = r.settings();
        Autoplay.Tally t = r.tally();
        long wins = t.outcomes[Autoplay.Outcome.WIN.ordinal()];
        long turns = t.games * s.maxTurns();
        atMost("turnsInWins", t.turnsInWins, wins * s.maxTurns(),
                "the wins, " + wins + ", times run.maxTurns, " + s.maxTurns());
        long chargesPerGame = s.charges().orElse(s.maxTurns());
        atMost("chargesUsed", t.chargesUsed, t.games * chargesPerGame,
                "games, " + t.games + ", times " + (s.charges().isEmpty()
                        ? "run.maxTurns, " + s.maxTurns() + " (" + ChargesOption.describe(s.charges()) + ")"
                        : "run.charges, " + s.charges().getAsInt()));
        atMost("decisionTimes.count", r.times().count(), turns,
                "games, " + t.games + ", times run.maxTurns, " + s.maxTurns());
        notWon(r, wins);
    }

    private static void notWon(ShardReport r, long wins) throws ShardReport.Unusable {
        Autoplay.Settings s = r.settings();
        Autoplay.Tally t = r.tally();
        Map<Autoplay.Outcome, Long> listed = new EnumMap<>(Autoplay.Outcome.class);
        for (Map.Entry<Integer, Autoplay.GameResult> e : t.notWon.entrySet()) {
            int game = e.getKey();
            if (game >= s.games() || game % r.shard().count() != r.shard().index() - 1) {
                throw new ShardReport.Unusable("notWon: game " + game + " (expected: a game of shard " + r.shard()
                        + ", below run.games, " + s.games() + ", and " + (r.shard().index() - 1) + " modulo "
                        + r.shard().count() + ")");
            }
            Autoplay.GameResult result = e.getValue();
            if (result.turns() > s.maxTurns()) {
                throw new ShardReport.Unusable("notWon: game " + game + " took " + result.turns()
                        + " turns (expected: at most run.maxTurns, " + s.maxTurns() + ")");
            }
            if (s.charges().isPresent() && result.chargesUsed() > s.charges().getAsInt()) {
                throw new ShardReport.Unusable("notWon: game " + game + " used " + result.chargesUsed()
                        + " charges (expected: at most run.charges, " + s.charges().getAsInt() + ")");
            }
            listed.merge(result.outcome(), 1L, Long::sum);
        }
        for (Map.Entry<Autoplay.Outcome, Long> e : listed.entrySet()) {
            long of = t.outcomes[e.getKey().ordinal()];
            if (e.getValue() > of) {
                throw new ShardReport.Unusable("notWon: " + e.getValue() + " games " + e.getKey() + " (expected: at most"
                        + " outcomes." + e.getKey() + ", " + of + ")");
            }
        }
        long expected = Math.min(Autoplay.Tally.LISTED, t.games - wins);
        if (t.notWon.size() != expected) {
            throw new ShardReport.Unusable("notWon: " + t.notWon.size() + " distinct games (expected: " + expected
                    + ", the games not won up to " + Autoplay.Tally.LISTED + ")");
        }
    }

    private static void atMost(String field, long value, long max, String what) throws ShardReport.Unusable {
        if (value > max) {
            throw new ShardReport.Unusable(field + ": " + value + " (expected: at most " + max + ", " + what + ")");
        }
    }
}
