package dev.robots.web;

import dev.robots.core.Game;
import dev.robots.core.bot.MoveSafety;
import dev.robots.core.bot.MoveSafety.Verdict;
import java.util.List;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/**
 * The engine's {@link MoveSafety} verdicts on the player's nine moves, as the page reads them: what a
 * move would do is the engine's answer, as in the terminal game; this class only names it. Every move
 * is refused once the game is over.
 */
public final class MoveVerdicts {
    private final List<Verdict> verdicts;

    private MoveVerdicts(List<Verdict> verdicts) {
        this.verdicts = verdicts;
    }

    /** The nine moves of {@code game} now, each charged when {@code charged}. */
    static MoveVerdicts of(Game game, boolean charged) {
        return new MoveVerdicts(MoveSafety.around(game, charged));
    }

    /** The verdict on the step {@code dx, dy} (each -1, 0 or 1; 0, 0 waits). */
    @JSExport
    public Move at(int dx, int dy) {
        return new Move(verdicts.get(MoveSafety.index(dx, dy)));
    }

    /** Whether one of the eight steps (waiting aside) is safe or wins. */
    @JSExport
    @JSProperty
    public boolean isAnySafeStep() {
        for (int i = 0; i < verdicts.size(); i++) {
            if (i != MoveSafety.index(0, 0) && verdicts.get(i) instanceof Verdict.Safe) {
                return true;
            }
        }
        return false;
    }

    /** One move's verdict. */
    public static final class Move {
        private final Verdict verdict;

        Move(Verdict verdict) {
            this.verdict = verdict;
        }

        /** {@code "safe"}, {@code "wins"} (onto the exit), {@code "loses"} or {@code "refused"}. */
        @JSExport
        @JSProperty
        public String getKind() {
            if (verdict instanceof Verdict.Safe safe) {
                return safe.wins() ? "wins" : "safe";
            }
            return verdict instanceof Verdict.Loses ? "loses" : "refused";
        }

        /** Why a losing move loses ({@link Ending}: {@code "hit"}, {@code "fall"}, {@code "capture"}), else {@code ""}. */
        @JSExport
        @JSProperty
        public String getReason() {
            return verdict instanceof Verdict.Loses loses ? Ending.of(loses.reason()) : "";
        }

        /** The end line a losing move gives ({@code LOST BY ...}), else {@code ""}. */
        @JSExport
        @JSProperty
        public String getLine() {
            return verdict instanceof Verdict.Loses loses ? loses.reason().line() : "";
        }
    }
}
