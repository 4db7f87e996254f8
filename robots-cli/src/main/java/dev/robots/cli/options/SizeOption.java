package dev.robots.cli.options;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --size W,H,R,P}: the four numbers of a game (width, height, robots, pits), four integers
 * separated by commas. Read when the command runs ({@link #parameters}), against the engine's limits
 * and the command's own bound on cells, which is checked first: the engine's (2^32 cells) is not the
 * one a command plays to.
 */
public final class SizeOption {
    /** The option's name. */
    public static final String NAME = "--size";
    private static final String[] NAMES = {"width", "height", "robots", "pits"};

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = NAME, paramLabel = "W,H,R,P", defaultValue = "30,17,20,40",
            description = "Width, height, robots (also the reinforcement target) and pits (default: ${DEFAULT-VALUE}).")
    private String text;

    /**
     * The size given, of at most {@code maxCells} cells.
     *
     * @throws ParameterException naming the bad number or the broken limit, if it is not a size
     */
    public GameParameters parameters(long maxCells) {
        String[] parts = text.split(",", -1);
        if (parts.length != 4) {
            throw usage(Expected.of(Texts.quote(text), "W,H,R,P, four integers separated by commas"));
        }
        long[] numbers = new long[4];
        for (int i = 0; i < 4; i++) {
            try {
                numbers[i] = Long.parseLong(parts[i].strip());
            } catch (NumberFormatException e) {
                throw usage(NAMES[i] + " '" + parts[i].strip() + "' is not an integer");
            }
            if (numbers[i] < Integer.MIN_VALUE || numbers[i] > Integer.MAX_VALUE) {
                throw usage(Expected.of(NAMES[i] + " " + numbers[i], "at most " + Integer.MAX_VALUE));
            }
        }
        long width = numbers[0];
        long height = numbers[1];
        String problem = width >= 2 && height >= 1 && width * height > maxCells
                ? Expected.of("board too large: " + width + " x " + height + " = " + width * height + " cells",
                        "at most " + maxCells + " cells")
                : GameParameters.problem(width, height, numbers[2], numbers[3]);
        if (problem != null) {
            throw usage(problem);
        }
        return GameParameters.of((int) width, (int) height, (int) numbers[2], (int) numbers[3]);
    }

    private ParameterException usage(String message) {
        return new ParameterException(command.commandLine(), NAME + ": " + message);
    }
}
