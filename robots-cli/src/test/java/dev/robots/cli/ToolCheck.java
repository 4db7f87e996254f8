package dev.robots.cli;

import org.junit.jupiter.api.Assumptions;

/**
 * What a test does when a program it drives is missing (tmux, Chromium): it fails, naming it, where
 * the tools are required (the environment variable {@code CI} set and not empty, as CI and most job
 * runners set it), and is skipped elsewhere, where {@code ./build-and-test} still fails on the skip
 * (its skipped-test check, .ci/skips-allowed). The one rule of robots-cli's tests; robots-web's
 * {@code Browser} keeps the same rule.
 */
public final class ToolCheck {
    private ToolCheck() {
    }

    /** Whether a missing tool fails the test: {@code CI} is set and not empty. */
    public static boolean required() {
        String ci = System.getenv("CI");
        return ci != null && !ci.isEmpty();
    }

    /** A tool is missing ({@code message} names it and how to install it): fails, or skips the test. */
    public static void missing(String message) {
        if (required()) {
            throw new AssertionError(message + " (CI is set: the tests need it)");
        }
        Assumptions.abort(message);
    }
}
