package dev.robots.cli.check.model;

import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.conversation.RulesSection;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A point the statement leaves open, where this project made a decision ({@code docs/rules.md}
 * marks it): the default check accepts every reasonable reading of it, {@code --strict} only the
 * project's. A check holds the set of points it leaves open; a strict failure that one open point
 * would have let pass names that point's decision ({@link #decision}).
 */
public enum SilentPoint {
    MIDDLE_ROW(RulesSection.FIELD, "for an even H the player and the exit are on row H/2",
            "either middle row"),
    CORNER_PITS(RulesSection.START, "pits never go on a corner", "pits on corners"),
    ROBOT_ON_EXIT_DRAWN(RulesSection.FIELD, "a robot standing on the exit is drawn 'X'", "'X' or '<'"),
    EXIT_CORNER(RulesSection.TURN, "the exit's cell is never a free corner for a new robot (step 5)",
            "the exit corner (H of 1 or 2) free or not"),
    HIT_ON_EXIT(RulesSection.TURN, "stepping onto a robot that stands on the exit is LOST BY HIT (step 3)",
            "LOST BY HIT or WIN"),
    WIN_LINE(RulesSection.PROTOCOL, "the win line is exactly WIN",
            "any one line (\"WIN or something like this\")"),
    CHARGE_LIMIT(RulesSection.COMMANDS, "every K the checker sends works (it sends at most --charges, 3 by default,"
            + " a game; the project's protocol sets no limit)", "any limit of 1 or more a game (the statement: \"few"
            + " charges\"), kept: once K does nothing in a game, it does nothing for the rest of that game");

    private final RulesSection section;
    private final String ours;
    private final String accepted;

    SilentPoint(RulesSection section, String ours, String accepted) {
        this.section = section;
        this.ours = ours;
        this.accepted = accepted;
    }

    /** The points a check leaves open: all of them by default, none under {@code --strict}. */
    public static Set<SilentPoint> openUnless(boolean strict) {
        return strict ? EnumSet.noneOf(SilentPoint.class) : EnumSet.allOf(SilentPoint.class);
    }

    /** The section of {@code docs/rules.md} that states the decision. */
    RulesSection section() {
        return section;
    }

    /** What the default check accepts here, in words: "'X' or '<'". */
    String accepted() {
        return accepted;
    }

    /** The note a strict failure on this point carries: the decision, where it is written, and that it is ours. */
    String decision() {
        return "--strict: this project's decision, " + section.cite() + ": " + ours
                + "; the statement leaves it open, and the default check accepts " + accepted;
    }

    /**
     * {@code failure} (of a --strict check), and when the answer would have passed with one silent
     * point open (or two), the note naming the project's decision there, citing its section.
     */
    public static ProtocolFailure named(ProtocolFailure failure, Predicate<Set<SilentPoint>> passesWith) {
        for (SilentPoint p : SilentPoint.values()) {
            if (passesWith.test(EnumSet.of(p))) {
                return failure.withDecision(p.decision(), p.section());
            }
        }
        for (SilentPoint p : SilentPoint.values()) {
            for (SilentPoint q : SilentPoint.values()) {
                if (p.compareTo(q) < 0 && passesWith.test(EnumSet.of(p, q))) {
                    return failure.withNote(p.decision()).withDecision(q.decision(), p.section());
                }
            }
        }
        return failure;
    }
}
