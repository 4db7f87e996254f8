package dev.robots.cli.options;

import dev.robots.core.bot.Autopilot;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The autopilot's search budget: {@code --beam B} and {@code --depth D}, or {@code --think MS}, a
 * nominal thinking time that {@link SearchBudget#forThink} maps to a fixed beam and depth (so the
 * same seed and options play the same games on any machine). Read when the command runs
 * ({@link #budget}): {@code --think} with {@code --beam} or {@code --depth} is a usage error.
 */
public final class AutopilotOptions {
    /** The options' names. */
    public static final String BEAM = "--beam";
    /** See {@link #BEAM}. */
    public static final String DEPTH = "--depth";
    /** See {@link #BEAM}. */
    public static final String THINK = "--think";

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = BEAM, paramLabel = "B",
            description = "The autopilot's beam width: positions kept per turn of look-ahead, 1 to "
                    + Autopilot.MAX_BEAM_WIDTH + " (default: " + Autopilot.DEFAULT_BEAM_WIDTH + ").")
    private Integer beam;

    @Option(names = DEPTH, paramLabel = "D",
            description = "The autopilot's look-ahead in turns, 1 to " + Autopilot.MAX_DEPTH + " (default: "
                    + Autopilot.DEFAULT_DEPTH + ").")
    private Integer depth;

    @Option(names = THINK, paramLabel = "MS",
            description = "Instead of --beam and --depth: at most about MS milliseconds per decision, 1 to "
                    + SearchBudget.MAX_THINK_MS + ", as a fixed beam and depth (the same games on any machine;"
                    + " measured on the statement's board, slower on a busy or bigger one; from 3 on, one search).")
    private Integer think;

    /**
     * The budget given: {@code --think}'s, or {@code --beam} and {@code --depth} (each at its default
     * when not given).
     *
     * @throws ParameterException naming the option and the bad value, or the two options that conflict
     */
    public SearchBudget budget() {
        if (think != null) {
            if (beam != null || depth != null) {
                throw usage(THINK + " and " + (beam != null ? BEAM : DEPTH) + ": give one (" + THINK
                        + " chooses the beam and the depth)");
            }
            if (think < 1 || think > SearchBudget.MAX_THINK_MS) {
                throw usage(THINK + ": " + think + " (expected: 1 to " + SearchBudget.MAX_THINK_MS + ")");
            }
            return SearchBudget.forThink(think);
        }
        int beamWidth = beam != null ? beam : Autopilot.DEFAULT_BEAM_WIDTH;
        if (beamWidth < 1 || beamWidth > Autopilot.MAX_BEAM_WIDTH) {
            throw usage(BEAM + ": " + beamWidth + " (expected: 1 to " + Autopilot.MAX_BEAM_WIDTH + ")");
        }
        int lookAhead = depth != null ? depth : Autopilot.DEFAULT_DEPTH;
        if (lookAhead < 1 || lookAhead > Autopilot.MAX_DEPTH) {
            throw usage(DEPTH + ": " + lookAhead + " (expected: 1 to " + Autopilot.MAX_DEPTH + ")");
        }
        return new SearchBudget(beamWidth, lookAhead);
    }

    /** The options as given, to repeat them in a printed command (empty when none was given). */
    public List<String> given() {
        List<String> words = new ArrayList<>();
        if (think != null) {
            words.addAll(List.of(THINK, Integer.toString(think)));
        }
        if (beam != null) {
            words.addAll(List.of(BEAM, Integer.toString(beam)));
        }
        if (depth != null) {
            words.addAll(List.of(DEPTH, Integer.toString(depth)));
        }
        return words;
    }

    private ParameterException usage(String message) {
        return new ParameterException(command.commandLine(), message);
    }
}
