package dev.robots.cli.autoplay;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
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

    /** Checks {@code report}; the message names the field and the bound. */
    static void check(ShardReport report) throws ShardReport.Unusable {
        RunSettings run = report.settings();
        Tally tally = report.tally();
        long wins = tally.outcomes[Autoplay.Outcome.WIN.ordinal()];
        long turns = tally.games * run.maxTurns();
        atMost("turnsInWins", tally.turnsInWins, wins * run.maxTurns(),
                "the wins, " + wins + ", times run.maxTurns, " + run.maxTurns());
        long chargesPerGame = run.charges().orElse(run.maxTurns());
        atMost("chargesUsed", tally.chargesUsed, tally.games * chargesPerGame,
                "games, " + tally.games + ", times " + (run.charges().isEmpty()
                        ? "run.maxTurns, " + run.maxTurns() + " (" + ChargesOption.describe(run.charges()) + ")"
                        : "run.charges, " + run.charges().getAsInt()));
        atMost("decisionTimes.count", report.times().count(), turns,
                "games, " + tally.games + ", times run.maxTurns, " + run.maxTurns());
        notWon(report, wins);
    }

    private static void notWon(ShardReport report, long wins) throws ShardReport.Unusable {
        RunSettings run = report.settings();
        Tally tally = report.tally();
        Map<Autoplay.Outcome, Long> listed = new EnumMap<>(Autoplay.Outcome.class);
        for (Map.Entry<Integer, Autoplay.GameResult> e : tally.notWon.entrySet()) {
            int game = e.getKey();
            if (game >= run.games() || game % report.shard().count() != report.shard().index() - 1) {
                throw new ShardReport.Unusable(Expected.of("notWon: game " + game,
                        "a game of shard " + report.shard() + ", below run.games, " + run.games() + ", and "
                        + (report.shard().index() - 1) + " modulo " + report.shard().count()));
            }
            Autoplay.GameResult result = e.getValue();
            if (result.turns() > run.maxTurns()) {
                throw new ShardReport.Unusable(Expected.of("notWon: game " + game + " took " + result.turns()
                        + " turns", "at most run.maxTurns, " + run.maxTurns()));
            }
            if (run.charges().isPresent() && result.chargesUsed() > run.charges().getAsInt()) {
                throw new ShardReport.Unusable(Expected.of("notWon: game " + game + " used " + result.chargesUsed()
                        + " charges", "at most run.charges, " + run.charges().getAsInt()));
            }
            listed.merge(result.outcome(), 1L, Long::sum);
        }
        for (Map.Entry<Autoplay.Outcome, Long> e : listed.entrySet()) {
            long of = tally.outcomes[e.getKey().ordinal()];
            if (e.getValue() > of) {
                throw new ShardReport.Unusable(Expected.of("notWon: " + Texts.count(e.getValue(),
                        "game") + " " + e.getKey(), "at most outcomes." + e.getKey() + ", " + of));
            }
        }
        long expected = Math.min(Tally.LISTED, tally.games - wins);
        if (tally.notWon.size() != expected) {
            throw new ShardReport.Unusable(Expected.of("notWon: " + tally.notWon.size() + " distinct games",
                    expected + ", the games not won up to " + Tally.LISTED));
        }
    }

    private static void atMost(String field, long value, long max, String what) throws ShardReport.Unusable {
        if (value > max) {
            throw new ShardReport.Unusable(Expected.of(field + ": " + value, "at most " + max + ", " + what));
        }
    }
}
