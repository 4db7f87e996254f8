package dev.robots.cli.autoplay;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;

/**
 * What a read report's figures must agree on with the figures they are derived from, after
 * {@link ReportBounds}: every decision is one turn ({@code decisionTimes.count} is the turns of the
 * wins and of the games not won), a win takes at least the walk to the exit ({@code width - 1}
 * turns), a game cut off takes exactly {@code maxTurns}, a loss at least one turn, a charge is
 * fired in a turn of its own, and the slowest decision is in the histogram's last bucket. So a
 * changed count, sum or maximum is refused, not merged into a wrong figure.
 */
final class ReportFigures {
    private ReportFigures() {
    }

    /** Checks {@code report}; the message names the field, the figure it derives from and the bound. */
    static void check(ShardReport report) throws ShardReport.Unusable {
        RunSettings run = report.settings();
        Tally tally = report.tally();
        long wins = tally.outcomes[Autoplay.Outcome.WIN.ordinal()];
        long walk = run.size().width() - 1L;
        if (tally.turnsInWins < wins * walk) {
            throw refused(Expected.of("turnsInWins: " + tally.turnsInWins,
                    "at least the wins, " + wins + ", times the walk to the exit, " + walk + " turns"));
        }
        long listedTurns = 0;
        long listedCharges = 0;
        for (var entry : tally.notWon.entrySet()) {
            Autoplay.GameResult game = entry.getValue();
            boolean cutOff = game.outcome() == Autoplay.Outcome.CUT_OFF;
            if (cutOff ? game.turns() != run.maxTurns() : game.turns() < 1) {
                throw refused(Expected.of("notWon: game " + entry.getKey() + " " + game.outcome() + " in "
                        + game.turns() + " turns", (cutOff ? "run.maxTurns, " + run.maxTurns() : "at least 1")));
            }
            if (game.chargesUsed() > game.turns()) {
                throw refused(Expected.of("notWon: game " + entry.getKey() + " used " + game.chargesUsed()
                        + " charges in " + game.turns() + " turns", "at most one a turn"));
            }
            listedTurns += game.turns();
            listedCharges += game.chargesUsed();
        }
        if (tally.chargesUsed < listedCharges) {
            throw refused(Expected.of("chargesUsed: " + tally.chargesUsed,
                    "at least the listed games' charges, " + listedCharges));
        }
        decisions(report, wins, listedTurns);
        slowest(report.times());
    }

    /** {@code decisionTimes.count}: the turns of the wins, of the listed games and of the others not won. */
    private static void decisions(ShardReport report, long wins, long listedTurns) throws ShardReport.Unusable {
        Tally tally = report.tally();
        long unlisted = tally.games - wins - tally.notWon.size();
        long cutOff = tally.outcomes[Autoplay.Outcome.CUT_OFF.ordinal()];
        for (Autoplay.GameResult game : tally.notWon.values()) {
            cutOff -= game.outcome() == Autoplay.Outcome.CUT_OFF ? 1 : 0;
        }
        long maxTurns = report.settings().maxTurns();
        long known = tally.turnsInWins + listedTurns + cutOff * maxTurns;
        long least = known + (unlisted - cutOff);
        long most = known + (unlisted - cutOff) * maxTurns;
        long count = report.times().count();
        if (count < least || count > most) {
            String expected = least == most ? "" + least : least + " to " + most;
            throw refused(Expected.of("decisionTimes.count: " + count,
                    expected + ", one a turn: turnsInWins, " + tally.turnsInWins + ", and the turns of the "
                    + Texts.count(tally.games - wins, "game") + " not won"));
        }
    }

    /** {@code decisionTimes.maxNanos}: in the last bucket that holds a decision (none: 0). */
    private static void slowest(DecisionTimes times) throws ShardReport.Unusable {
        int last = -1;
        for (int micros = DecisionTimes.LIMIT_MICROS; micros >= 0 && last < 0; micros--) {
            last = times.bucket(micros) > 0 ? micros : -1;
        }
        long max = times.maxNanos();
        boolean agrees = last < 0 ? max == 0
                : last == DecisionTimes.LIMIT_MICROS ? max / 1000 >= last : max / 1000 == last;
        if (!agrees) {
            throw refused(Expected.of("decisionTimes.maxNanos: " + max, (last < 0 ? "0, no decisions"
                    : "in the slowest bucket, " + last + " microseconds" + (last == DecisionTimes.LIMIT_MICROS
                    ? " or more" : ""))));
        }
    }

    private static ShardReport.Unusable refused(String message) {
        return new ShardReport.Unusable(message);
    }
}
