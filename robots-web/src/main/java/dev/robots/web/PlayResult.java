package dev.robots.web;

import dev.robots.core.TurnResult;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/**
 * What a command the page played did: played (the game goes on or ended), refused by the game
 * (nothing changed, as the protocol skips it), or not a command at all; and, for a played one, what
 * the turn did, for the page to animate.
 */
public final class PlayResult {
    private final String status;
    private final String message;
    private final String ending;
    private final TurnMotion motion;

    private PlayResult(String status, String message, String ending, TurnMotion motion) {
        this.status = status;
        this.message = message;
        this.ending = ending;
        this.motion = motion;
    }

    /** What {@code motion}'s turn gave. */
    static PlayResult of(TurnMotion motion) {
        TurnResult result = motion.result();
        if (result instanceof TurnResult.Refused refused) {
            return new PlayResult("refused", refused.message(), "", null);
        }
        if (result instanceof TurnResult.Ended ended) {
            return new PlayResult("played", ended.line(), Ending.of(ended), motion);
        }
        return new PlayResult("played", "", "", motion);
    }

    /** Letters that are not a command: {@code reason} says which part is wrong. */
    static PlayResult notACommand(String reason) {
        return new PlayResult("bad", reason, "", null);
    }

    /** {@code "played"}, {@code "refused"} (by the game) or {@code "bad"} (not a command). */
    @JSExport
    @JSProperty
    public String getStatus() {
        return status;
    }

    /** Why it was refused or is not a command; for a played turn that ended the game, its end line; else {@code ""}. */
    @JSExport
    @JSProperty
    public String getMessage() {
        return message;
    }

    /** How the turn ended the game ({@link Ending}), or {@code ""}. */
    @JSExport
    @JSProperty
    public String getEnding() {
        return ending;
    }

    /** What the played turn did, or {@code null} when nothing was played. */
    @JSExport
    @JSProperty
    public TurnMotion getMotion() {
        return motion;
    }
}
