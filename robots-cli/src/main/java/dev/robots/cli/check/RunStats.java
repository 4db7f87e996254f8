package dev.robots.cli.check;

import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Counts of what a check run exercised, and the summary a report prints of them. The game loop
 * ({@link Checker}) counts; a probe counts only once the program has answered it correctly.
 */
final class RunStats {
    int games;
    int turns;
    int longestGame;
    int refusals;
    int emptyLines;
    int lowerCase;
    int shuffled;
    int charges;
    /** Whether the run is strict: then the strict probes are counted in the summary too. */
    boolean strict;
    int initProbes;
    int spacedCommands;
    int carriageReturns;
    final Map<EndLine, Integer> endLines = new EnumMap<>(EndLine.class);
    /** The turns of each game played to its end, in order. */
    final List<Integer> gameTurns = new ArrayList<>();
    /** Runs of the program after the first: new processes, or the Lua chunk again (then {@code lua}). */
    int reruns;
    boolean lua;

    /** The summary: games and turns checked, then (indented) reruns, end lines and probes. */
    String summary() {
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
