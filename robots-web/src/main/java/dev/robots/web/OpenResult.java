package dev.robots.web;

import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/** What opening a link gave: what is wrong with it, if anything, and whether it asks the autopilot to play on. */
public final class OpenResult {
    private final String problem;
    private final boolean auto;

    OpenResult(String problem, boolean auto) {
        this.problem = problem;
        this.auto = auto;
    }

    /** One line on what is wrong with the link (then the statement's setup with a new seed is open), or {@code ""}. */
    @JSExport
    @JSProperty
    public String getProblem() {
        return problem;
    }

    /** Whether the link asked the autopilot to play on ({@code auto=1}). */
    @JSExport
    @JSProperty
    public boolean isAuto() {
        return auto;
    }
}
