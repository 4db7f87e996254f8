package dev.robots.cli.check.play;

import static dev.robots.cli.check.play.MovePolicy.chance;

import dev.robots.cli.conversation.GameSize;
import dev.robots.core.RandomSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Which lines carry a strict probe ({@code robots check --strict}): what the project's rules accept
 * but the statement leaves open. That is the INIT numbers over several lines or with tabs and runs
 * of spaces between them, and commands with spaces or tabs in them or a trailing {@code \r}. The
 * INIT and the first two accepted commands of a run's first game always carry one (so that a short
 * run exercises each kind); after that {@value #INIT_PROBE_PERCENT}% of the INITs, and
 * {@value #COMMAND_PROBE_PERCENT}% of the accepted commands for each of the two kinds. These draws
 * come from the game's seeded random source and happen only in a strict run, so without
 * {@code --strict} a seed sends exactly what it sent before the probes existed.
 */
final class StrictProbes {
    /** Percent of INITs after the first that a strict run sends over several lines or oddly spaced. */
    static final int INIT_PROBE_PERCENT = 30;
    /** Percent of accepted commands after the first two that get spaces or tabs, and (apart) a trailing \r. */
    static final int COMMAND_PROBE_PERCENT = 8;
    /** White space between INIT numbers on one line, in a strict probe: never a single space. */
    private static final String[] INIT_SEPARATORS = {"\t", "  ", " \t", "\t\t", "   "};
    /** White space put into a command, in a strict probe. */
    private static final String[] COMMAND_BLANKS = {" ", "\t", "  "};

    private final boolean enabled;
    private int initsSent;
    private int spacedSent;
    private int carriageReturnsSent;

    /** Probes that are sent only if {@code enabled} (a strict run); otherwise nothing changes and nothing is drawn. */
    StrictProbes(boolean enabled) {
        this.enabled = enabled;
    }

    /**
     * Marks the probes that are always sent as sent, unless this is the run's first game, so that
     * a game plays the same whether the games before it were played or not ({@code --only-game}).
     */
    void useForGame(boolean firstGameOfRun) {
        if (!firstGameOfRun) {
            initsSent = Math.max(initsSent, 1);
            spacedSent = Math.max(spacedSent, 1);
            carriageReturnsSent = Math.max(carriageReturnsSent, 1);
        }
    }

    /**
     * The lines to send for the INIT numbers of a game of {@code size}: one line with single spaces,
     * or in a strict run now and then (always for the first game) the numbers over several lines
     * or with tabs and runs of spaces between them. Outside a strict run it draws nothing.
     */
    InitLines init(GameSize size, RandomSource random) {
        if (!enabled || (initsSent++ > 0 && !chance(random, INIT_PROBE_PERCENT))) {
            return new InitLines(List.of(size.initLine()), null);
        }
        String[] numbers = size.initLine().split(" ");
        // Two in three: over several lines (bit i of breaks: a line break after number i); else one
        // line whose every gap is a tab or a run of spaces.
        boolean split = random.nextInt(3) < 2;
        int breaks = split ? 1 + random.nextInt(7) : 0;
        List<String> lines = new ArrayList<>(4);
        StringBuilder line = new StringBuilder(numbers[0]);
        for (int i = 1; i < numbers.length; i++) {
            if ((breaks >> (i - 1) & 1) != 0) {
                lines.add(line.toString());
                line.setLength(0);
            } else {
                line.append(split && chance(random, 50) ? " "
                        : INIT_SEPARATORS[random.nextInt(INIT_SEPARATORS.length)]);
            }
            line.append(numbers[i]);
        }
        lines.add(line.toString());
        String joined = String.join("", lines);
        boolean tabs = joined.indexOf('\t') >= 0;
        boolean runs = joined.contains("  ");
        String spacing = tabs && runs ? "tabs and runs of spaces" : tabs ? "tabs" : runs ? "runs of spaces" : "";
        String probe = lines.size() > 1
                ? "over " + lines.size() + " lines" + (spacing.isEmpty() ? "" : ", with " + spacing + " between them")
                : "on one line with " + spacing + " between them";
        return new InitLines(lines, probe);
    }

    /**
     * {@code command} (an accepted one, spelled without probes) as a strict run sends it: the first
     * accepted command gets blanks, the second a {@code \r}, each alone so that a failure names one
     * cause; then each kind now and then, both together sometimes. Outside a strict run it is
     * {@code command} itself, and nothing is drawn.
     */
    SentCommand dress(SentCommand command, RandomSource random) {
        if (!enabled) {
            return command;
        }
        boolean spaced = false;
        boolean carriageReturn = false;
        if (spacedSent == 0) {
            spaced = true;
        } else if (carriageReturnsSent == 0) {
            carriageReturn = true;
        } else {
            spaced = chance(random, COMMAND_PROBE_PERCENT);
            carriageReturn = chance(random, COMMAND_PROBE_PERCENT);
        }
        String sent = command.text();
        if (spaced) {
            spacedSent++;
            sent = withBlanks(sent, random);
        }
        if (carriageReturn) {
            carriageReturnsSent++;
            sent += "\r";
        }
        return new SentCommand(command.emptyLinesBefore(), sent, command.move(), command.refusalReason(),
                command.lowerCase(), command.shuffled(), spaced, carriageReturn);
    }

    /** {@code letters} with one or two runs of spaces or tabs put in at random places (the ends too). */
    private static String withBlanks(String letters, RandomSource random) {
        StringBuilder sb = new StringBuilder(letters);
        int runs = 1 + random.nextInt(2);
        for (int i = 0; i < runs; i++) {
            sb.insert(random.nextInt(sb.length() + 1), COMMAND_BLANKS[random.nextInt(COMMAND_BLANKS.length)]);
        }
        return sb.toString();
    }
}
