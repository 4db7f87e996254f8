package dev.robots.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * What a test does when a program it drives is missing (tmux, Chromium): it fails, naming it, where
 * the tools are required (the environment variable {@code CI} set and not empty, as CI and most job
 * runners set it), and is skipped elsewhere, where {@code ./build-and-test} still fails on the skip
 * (its skipped-test check, .ci/skips-allowed). The one rule of every module's tests (robots-web's
 * use it through robots-cli's test jar), and the one place that looks for a program.
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

    /** The first of {@code names} found as an executable on the {@code PATH}, or null. */
    public static String onPath(String... names) {
        for (String name : names) {
            for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, name))) {
                    return Path.of(directory, name).toString();
                }
            }
        }
        return null;
    }

    /**
     * {@code lua5.4}, or a failure that says how to get it: the checker's tests need it everywhere
     * (.ci/run and ./build-and-test install it), so it fails without {@code CI} too.
     */
    public static String lua() throws IOException, InterruptedException {
        if (onPath("lua5.4") == null) {
            throw new AssertionError("lua5.4 is not installed: apt-get install -y lua5.4 (./build-and-test does it)");
        }
        Process p = new ProcessBuilder("lua5.4", "-v").redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        if (!(p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0)) {
            throw new AssertionError("lua5.4 -v failed");
        }
        return "lua5.4";
    }
}
