package dev.robots.cli.options;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --record FILE}: append the games played to a record file ({@code docs/replay.md}).
 * Opening it is the command's: each says in its own way why a file cannot be used.
 */
public final class RecordOption {
    /** The option's name. */
    public static final String NAME = "--record";
    /** The option's help text. */
    public static final String DESCRIPTION = "Append a record of every game (seeds, sizes, commands, outcome) to FILE;"
            + " robots replay reads it.";

    @Option(names = NAME, paramLabel = "FILE", description = DESCRIPTION)
    private Path file;

    /** The file, or {@code null} without the option. */
    public Path file() {
        return file;
    }
}
