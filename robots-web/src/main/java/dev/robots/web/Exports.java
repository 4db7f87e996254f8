package dev.robots.web;

import org.teavm.jso.JSExport;

/**
 * TeaVM's main class: the one function {@code robots.js} exports, {@code robotsEngine()}, which
 * gives the page's script its one engine ({@link PageEngine}). Every other name the script reads is a
 * method or property of that object or of the typed results it returns; none is a global.
 */
public final class Exports {
    private static final PageEngine ENGINE = new PageEngine();

    private Exports() {
    }

    /** The page's engine: one per page, holding the game and the replay shown. */
    @JSExport
    public static PageEngine robotsEngine() {
        return ENGINE;
    }
}
