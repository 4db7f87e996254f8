package dev.robots.cli.options;

import dev.robots.cli.text.Expected;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --max-turns T}: the turn limit of a game, at least 1. What a command does at the limit is its
 * own (the checker and the bot head for an end, autoplay cuts the game off) and is said in its help.
 */
public final class MaxTurnsOption {
    /** The option's name. */
    public static final String NAME = "--max-turns";
    /** The default of every command but {@code check}. */
    public static final int DEFAULT = 1000;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private int maxTurns = DEFAULT;

    /** The turn limit, {@code >= 1}. */
    public int maxTurns() {
        return maxTurns;
    }

    @Option(names = NAME, paramLabel = "T", defaultValue = "" + DEFAULT,
            description = "Turn limit per game; what happens at it is said above (default: ${DEFAULT-VALUE}).")
    void maxTurns(int turns) {
        if (turns < 1) {
            throw new ParameterException(command.commandLine(), Expected.of(NAME + ": " + turns, ">= 1"));
        }
        maxTurns = turns;
    }
}
