package dev.robots.cli.options;

import dev.robots.cli.process.Timeouts;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --timeout DURATION}: the longest wait for one answer of the program under test ({@link Timeouts}). */
public final class TimeoutOption {
    /** The option's name. */
    public static final String NAME = "--timeout";

    @Option(names = NAME, paramLabel = "DURATION", converter = Timeouts.class, defaultValue = "10s",
            description = "Longest wait for one answer, e.g. 10s, 500ms, 2m; 1ms to 1h (default: ${DEFAULT-VALUE}).")
    private Duration timeout;

    /** The longest wait for one answer. */
    public Duration timeout() {
        return timeout;
    }
}
