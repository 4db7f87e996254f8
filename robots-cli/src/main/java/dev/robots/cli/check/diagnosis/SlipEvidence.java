package dev.robots.cli.check.diagnosis;

import dev.robots.cli.check.model.Candidates.Position;
import dev.robots.cli.check.model.Candidates;
import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel;
import dev.robots.cli.check.model.SilentPoint;
import dev.robots.cli.check.model.Slip;
import dev.robots.cli.conversation.PrintedField;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the run's answers so far say against each alternative {@link SlipCause} may name: a turn
 * answered as the rules say where the alternative would have answered otherwise counts against it
 * (a program plays every turn by the same code, so a robots-first program cannot have answered such
 * a turn right). {@link SlipCause} names first the fitting alternative with the fewest turns against
 * it, and adds "or else" only for the ones tied with it.
 *
 * <p>Kept for the whole run; the same evidence is gathered in every mode. Each alternative is tried
 * until {@link #ENOUGH} turns are against it, so its cost is a few model turns at most per command.
 */
public final class SlipEvidence {
    /** Turns against an alternative after which it is no longer tried: it is out of the running. */
    static final int ENOUGH = 3;
    /** The key of the alternative "an empty line was played as W". */
    static final String EMPTY_LINE_AS_WAIT = "empty-line-as-wait";
    /** The key of the alternative "the charge did nothing" (a game's first K, which every program must honour). */
    static final String CHARGE_IGNORED = "charge-ignored";
    private static final Move STAY = new Move(0, 0, false);

    private final Map<String, Integer> against = new HashMap<>();

    /** How many answered turns of the run contradict the alternative {@code key}. */
    int against(String key) {
        return against.getOrDefault(key, 0);
    }

    /**
     * {@code move}, played from {@code before}, was answered with {@code received}, a field the rules
     * allow; {@code afterEmptyLines} whether empty lines were sent just before it.
     */
    public void answered(List<Position> before, Move move, PrintedField received, Set<SilentPoint> open,
            boolean afterEmptyLines) {
        for (Slip slip : Slip.values()) {
            if (slip.applies(move) && against(slip.name()) < ENOUGH
                    && !fits(before, p -> RulesModel.play(p.state(), move, slip.rules()), received, open)) {
                against.merge(slip.name(), 1, Integer::sum);
            }
        }
        if (move.charge() && before.stream().anyMatch(p -> p.charges() == Candidates.Charges.NONE_FIRED)
                && against(CHARGE_IGNORED) < ENOUGH
                && !fits(before, p -> RulesModel.play(p.state(), move.withoutCharge()), received, open)) {
            against.merge(CHARGE_IGNORED, 1, Integer::sum);
        }
        if (afterEmptyLines && !move.withoutCharge().stays() && against(EMPTY_LINE_AS_WAIT) < ENOUGH
                && !fits(before, p -> RulesModel.play(p.state(), STAY), received, open)) {
            against.merge(EMPTY_LINE_AS_WAIT, 1, Integer::sum);
        }
    }

    private static boolean fits(List<Position> before, java.util.function.Function<Position, Outcome> play,
            PrintedField received, Set<SilentPoint> open) {
        for (Position p : before) {
            if (SlipCause.showsField(play.apply(p), received, open)) {
                return true;
            }
        }
        return false;
    }
}
