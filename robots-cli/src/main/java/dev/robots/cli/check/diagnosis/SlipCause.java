package dev.robots.cli.check.diagnosis;

import dev.robots.cli.check.model.Candidates.Charges;
import dev.robots.cli.check.model.Candidates.Position;
import dev.robots.cli.check.model.EndLineFit;
import dev.robots.cli.check.model.FieldMatch;
import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel;
import dev.robots.cli.check.model.SilentPoint;
import dev.robots.cli.check.model.Slip;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Names what a program did when its answer to a command is wrong: the alternatives of the checker's own
 * model that give exactly that answer (the received field, or the end line). The alternatives are an
 * empty line played as {@code W} (now, or earlier, so that every answer since came one command late), a
 * charge that did nothing (or worked again after one did nothing), and the rules with one step changed
 * ({@link Slip}). Of those that fit, the one the run's other answers speak least against
 * ({@link SlipEvidence}) is said in full, any other that fits with as little against it by name. Never
 * a verdict, only its words.
 */
public final class SlipCause {
    /** A stay: what a program that takes an empty line for {@code W} plays. */
    private static final Move STAY = new Move(0, 0, false);
    /** The most alternatives named after the first. */
    private static final int OTHERS_NAMED = 4;

    /**
     * What the judge knows of the command besides the positions.
     *
     * @param command the command as sent
     * @param emptyLinesBefore whether empty lines were sent before it
     * @param turn the turn it plays, from 1
     * @param chargeOfGame for a command with {@code K}: which K of the game it is, from 1
     * @param firstEmptyLineTurn the first turn of the game with empty lines before its command, before this
     *     command's turn (0: none)
     * @param previous the command before this one in the game, as sent, and its move ({@code null} for the first)
     */
    public record Context(String command, boolean emptyLinesBefore, int turn, int chargeOfGame, int firstEmptyLineTurn,
            String previous, Move previousMove) {
    }

    /**
     * One way to play the command otherwise, and its words: {@code what} the program did, and
     * {@code how} it shows; {@code key} names it to {@link SlipEvidence} ({@code null}: no evidence kept).
     */
    private record Alternative(Function<Position, Outcome> play, String what, String how, String key) {
        Alternative(Function<Position, Outcome> play, String what, String how) {
            this(play, what, how, null);
        }
    }

    private SlipCause() {
    }

    /** The words for the alternatives after which {@code received} is a field the readings allow; or null. */
    public static String ofField(List<Position> positions, Move move, PrintedField received, Set<SilentPoint> open,
            Context context, SlipEvidence evidence) {
        return words(positions, move, context, evidence, o -> showsField(o, received, open));
    }

    /** Whether {@code outcome} goes on to a position {@code received} may show, under the open readings. */
    static boolean showsField(Outcome outcome, PrintedField received, Set<SilentPoint> open) {
        return outcome instanceof Continued c && !FieldMatch.shown(RulesModel.positions(c, open), received, open).isEmpty();
    }

    /** The words for the alternatives that end the game with {@code line}; or null. */
    public static String ofEndLine(List<Position> positions, Move move, String line, Set<SilentPoint> open,
            Context context, SlipEvidence evidence) {
        return words(positions, move, context, evidence,
                o -> o instanceof Ended e && EndLineFit.of(line, List.of(e), open) != null);
    }

    /**
     * The fitting alternative with the fewest turns of the run against it ({@link SlipEvidence}) in
     * full, the first in the list's order among equals; "or else" the others that fit with as few.
     */
    private static String words(List<Position> positions, Move move, Context context, SlipEvidence evidence,
            Predicate<Outcome> fits) {
        List<Alternative> fitting = new ArrayList<>();
        for (Alternative a : alternatives(positions, move, context)) {
            if (positions.stream().map(a.play()).anyMatch(o -> o != null && fits.test(o))) {
                fitting.add(a);
            }
        }
        if (fitting.isEmpty()) {
            return null;
        }
        ToIntFunction<Alternative> against = a -> a.key() == null ? 0 : evidence.against(a.key());
        fitting.sort(Comparator.comparingInt(against)); // stable: the list's order among equals
        Alternative first = fitting.get(0);
        Set<String> others = new LinkedHashSet<>();
        for (Alternative a : fitting.subList(1, fitting.size())) {
            if (against.applyAsInt(a) == against.applyAsInt(first) && !a.what().equals(first.what())
                    && others.size() < OTHERS_NAMED) {
                others.add(a.what());
            }
        }
        return first.what() + ": " + first.how()
                + (others.isEmpty() ? "" : "; or else " + String.join(", or ", others));
    }

    private static List<Alternative> alternatives(List<Position> positions, Move move, Context context) {
        List<Alternative> all = new ArrayList<>();
        String emptyLines = "an empty line must be skipped silently, without a turn (the statement: 'If the input is"
                + " empty simply repeat it')";
        // A charge without a move that did nothing looks the same as a stay: that cause is the charge's.
        if (context.emptyLinesBefore() && !move.withoutCharge().stays()) {
            all.add(new Alternative(p -> RulesModel.play(p.state(), STAY), "an empty line was played as W at turn "
                    + context.turn(), "the answer is the one to a stay (W), not to "
                    + Texts.quote(context.command(), 20)
                    + "; " + emptyLines, SlipEvidence.EMPTY_LINE_AS_WAIT));
        }
        if (context.firstEmptyLineTurn() > 0 && context.previousMove() != null) {
            Move previous = context.previousMove();
            all.add(new Alternative(p -> stays(p, previous) ? RulesModel.play(p.state(), previous) : null, "an empty"
                    + " line was played"
                    + " as W at turn " + context.firstEmptyLineTurn(), "a turn that went unnoticed then (it gave the"
                    + " field the command gave), and since then every answer is the one to the command before it: this"
                    + " one fits " + Texts.quote(context.previous(), 20) + ", the previous command; " + emptyLines));
        }
        if (move.charge()) {
            boolean firstOfGame = positions.stream().anyMatch(p -> p.charges() == Charges.NONE_FIRED);
            all.add(new Alternative(p -> p.charges() == Charges.SPENT ? null
                    : RulesModel.play(p.state(), move.withoutCharge()), "the charge did nothing", "the answer fits "
                    + Texts.quote(context.command(), 20) + " played without its K, " + (firstOfGame ? "the game's first"
                    + " K; the default check accepts a limit of charges, of at least 1 a game" : "K number "
                    + context.chargeOfGame() + " of the game") + " (docs/rules.md, A turn, 1)",
                    SlipEvidence.CHARGE_IGNORED));
        }
        // A slip of the charge may have made an earlier K look like one that did nothing: played with its K.
        for (Slip slip : Slip.values()) {
            if (slip.applies(move)) {
                all.add(new Alternative(p -> RulesModel.play(p.state(), move, slip.rules()), slip.what(), slip.how(),
                        slip.name()));
            }
        }
        if (move.charge()) {
            all.add(new Alternative(p -> p.charges() == Charges.SPENT ? RulesModel.play(p.state(), move) : null,
                    "the charge worked again", "an earlier K of this game did nothing, and a program's charges, once"
                    + " spent, stay spent for the game (the default check accepts a limit of charges, kept within a"
                    + " game; docs/rules.md, What the checker may assume)"));
        }
        return all;
    }

    /** Whether {@code move} keeps the player on the field from {@code p}: only such a move can be played there. */
    private static boolean stays(Position p, Move move) {
        return p.state().inside(p.state().player().plus(move.dx(), move.dy()));
    }
}
