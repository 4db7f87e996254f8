package dev.robots.cli.options;

import dev.robots.cli.text.Expected;
import dev.robots.core.bot.Autopilot;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The autopilot's search budget: {@code --beam B}, {@code --depth D} and {@code --samples K}, or
 * {@code --think MS}, a nominal thinking time that {@link SearchBudget#forThink} maps to a fixed
 * beam, depth and samples (so the same seed and options play the same games on any machine). Read
 * when the command runs ({@link #budget}): {@code --think} with any of the others is a usage error.
 */
public final class AutopilotOptions {
    /** The options' names. */
    public static final String BEAM = "--beam";
    /** See {@link #BEAM}. */
    public static final String DEPTH = "--depth";
    /** See {@link #BEAM}. */
    public static final String THINK = "--think";
    /** See {@link #BEAM}. */
    public static final String SAMPLES = "--samples";

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

    @Option(names = SAMPLES, paramLabel = "K",
            description = "Weigh where reinforcements may land: search K sampled futures of them per decision and play"
                    + " the first command best on average, 0 to " + Autopilot.MAX_SAMPLES + " (about K times the time;"
                    + " default: 0, the plain search).")
    private Integer samples;

    @Option(names = THINK, paramLabel = "MS",
            description = "Instead of --beam, --depth and --samples: at most about MS milliseconds per decision, 1 to "
                    + SearchBudget.MAX_THINK_MS + ", as a fixed search (the same games on any machine; measured on"
                    + " the statement's board, slower on a busy or bigger one; 5 to 9: 4 sampled futures of the"
                    + " reinforcements; from 10 on: 8).")
    private Integer think;

    /**
     * The budget given: {@code --think}'s, or {@code --beam} and {@code --depth} (each at its default
     * when not given).
     *
     * @throws ParameterException naming the option and the bad value, or the two options that conflict
     */
    public SearchBudget budget() {
        if (think != null) {
            if (beam != null || depth != null || samples != null) {
                throw usage(THINK + " and " + (beam != null ? BEAM : depth != null ? DEPTH : SAMPLES) + ": give one ("
                        + THINK + " sets the beam, depth and samples)");
            }
            if (think < 1 || think > SearchBudget.MAX_THINK_MS) {
                throw usage(Expected.of(THINK + ": " + think, "1 to " + SearchBudget.MAX_THINK_MS));
            }
            return SearchBudget.forThink(think);
        }
        int beamWidth = beam != null ? beam : Autopilot.DEFAULT_BEAM_WIDTH;
        if (beamWidth < 1 || beamWidth > Autopilot.MAX_BEAM_WIDTH) {
            throw usage(Expected.of(BEAM + ": " + beamWidth, "1 to " + Autopilot.MAX_BEAM_WIDTH));
        }
        int lookAhead = depth != null ? depth : Autopilot.DEFAULT_DEPTH;
        if (lookAhead < 1 || lookAhead > Autopilot.MAX_DEPTH) {
            throw usage(Expected.of(DEPTH + ": " + lookAhead, "1 to " + Autopilot.MAX_DEPTH));
        }
        int futures = samples != null ? samples : 0;
        if (futures < 0 || futures > Autopilot.MAX_SAMPLES) {
            throw usage(Expected.of(SAMPLES + ": " + futures, "0 to " + Autopilot.MAX_SAMPLES));
        }
        return new SearchBudget(beamWidth, lookAhead, futures);
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
        if (samples != null) {
            words.addAll(List.of(SAMPLES, Integer.toString(samples)));
        }
        return words;
    }

    private ParameterException usage(String message) {
        return new ParameterException(command.commandLine(), message);
    }
}
