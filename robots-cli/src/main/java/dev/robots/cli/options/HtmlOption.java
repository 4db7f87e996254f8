package dev.robots.cli.options;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --html FILE}: the games a command is about as one self-contained web page, for
 * {@code replay} (every game of the record), {@code check} and {@code bot} (the game that failed;
 * no failure, no file). One name, one value, one help text for the three.
 */
public final class HtmlOption {
    /** The option's name. */
    public static final String NAME = "--html";

    /** The option's help text, the same in every command. */
    public static final String DESCRIPTION = "Write the games as one self-contained web page to"
            + " FILE (no network, no other files): replay draws every game of the record; check and bot the game"
            + " that failed, turn by turn, with the command that plays it alone (no failure, no file).";

    @Option(names = NAME, paramLabel = "FILE", description = DESCRIPTION)
    private Path file;

    /** The page's file, or null when {@code --html} was not given. */
    public Path file() {
        return file;
    }
}
