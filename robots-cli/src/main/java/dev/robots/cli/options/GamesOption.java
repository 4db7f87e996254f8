package dev.robots.cli.options;

import dev.robots.cli.text.Expected;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --games N}: how many games a run plays, at least 1. Each command sets its default
 * ({@link OptionDefaults}).
 */
public final class GamesOption {
    /** The option's name. */
    public static final String NAME = "--games";

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private int games;

    /** Games to play, {@code >= 1}. */
    public int games() {
        if (games < 1) {
            throw new IllegalStateException(command.qualifiedName() + ": no default for " + NAME);
        }
        return games;
    }

    @Option(names = NAME, paramLabel = "N", description = "Games to play (default: ${DEFAULT-VALUE}).")
    void games(int count) {
        if (count < 1) {
            throw new ParameterException(command.commandLine(), Expected.of(NAME + ": " + count, ">= 1"));
        }
        games = count;
    }
}
