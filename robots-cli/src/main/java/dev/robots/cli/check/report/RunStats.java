package dev.robots.cli.check.report;

import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Counts of what a check run exercised, and the summary a report prints of them. The game loop
 * ({@link dev.robots.cli.check.Checker}) counts; a probe counts only once the program has answered it correctly.
 */
public final class RunStats {
    public int games;
    public int turns;
    public int longestGame;
    public int refusals;
    public int emptyLines;
    public int lowerCase;
    public int shuffled;
    public int charges;
    /** Whether the run is strict: then the strict probes are counted in the summary too. */
    public boolean strict;
    public int initProbes;
    public int spacedCommands;
    public int carriageReturns;
    public final Map<EndLine, Integer> endLines = new EnumMap<>(EndLine.class);
    /** The turns of each game played to its end, in order. */
    public final List<Integer> gameTurns = new ArrayList<>();
    /** Runs of the program after the first: new processes, or the Lua chunk again (then {@code lua}). */
    public int reruns;
    public boolean lua;

    /** The summary: games and turns checked, then (indented) reruns, end lines and probes. */
    public String summary() {
        String ends = List.of(EndLine.WIN, EndLine.HIT, EndLine.FALL, EndLine.CAPTURE).stream()
                .map(e -> e.text() + " " + endLines.getOrDefault(e, 0)).collect(Collectors.joining(", "));
        return Texts.count(games, "game") + ", " + Texts.count(turns, "turn") + " checked"
                + (games > 0 ? " (longest game " + Texts.count(longestGame, "turn") + ")" : "") + "\n"
                + (reruns == 0 ? "" : lua ? "  one game per run: the chunk ran " + Texts.count(reruns + 1L, "time")
                + " in one Lua state\n" : "  one game per run: restarted " + Texts.count(reruns, "time") + "\n")
                + "  end lines: " + ends + "\n"
                + "  probes: " + Texts.count(refusals, "refused command") + ", " + Texts.count(emptyLines, "empty line")
                + ", " + lowerCase + " lower-case and " + Texts.count(shuffled, "shuffled command") + ", "
                + Texts.count(charges, "charge")
                + (strict ? "\n  --strict probes: " + Texts.count(initProbes, "INIT") + " over several lines or with"
                + " tabs or runs of spaces, " + Texts.count(spacedCommands, "command") + " with spaces or tabs, "
                + carriageReturns + " with a trailing \\r" : "");
    }
}
