package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.Fixtures;
import dev.robots.cli.options.AutopilotOptions;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.ColourOption;
import dev.robots.cli.options.HtmlOption;
import dev.robots.cli.options.GamesOption;
import dev.robots.cli.options.MaxTurnsOption;
import dev.robots.cli.options.SeedOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * One contract for the options several commands share, checked over every command of the tree (as
 * JCTools runs one suite over all its queues): a shared option comes from its mixin, reads the same in
 * every command's help but for its default, and refuses a bad value the same way.
 */
@Timeout(120)
class SharedOptionsTest {
    /** Each shared option, its mixin, and the commands that must have it (by qualified name). */
    private record Shared(String name, Class<?> mixin, Set<String> commands) {
    }

    private static final List<Shared> SHARED = List.of(
            new Shared(SeedOption.NAME, SeedOption.class,
                    Set.of("robots", "robots play", "robots check", "robots bot", "robots autoplay")),
            new Shared(ChargesOption.NAME, ChargesOption.class,
                    Set.of("robots", "robots play", "robots check", "robots bot", "robots autoplay")),
            new Shared(GamesOption.NAME, GamesOption.class, Set.of("robots check", "robots bot", "robots autoplay")),
            new Shared(MaxTurnsOption.NAME, MaxTurnsOption.class,
                    Set.of("robots check", "robots bot", "robots autoplay")),
            new Shared(ColourOption.NAME, ColourOption.class, Set.of("robots play", "robots replay")),
            new Shared(HtmlOption.NAME, HtmlOption.class, Set.of("robots replay", "robots check", "robots bot")),
            new Shared(AutopilotOptions.THINK, AutopilotOptions.class, Set.of("robots bot", "robots autoplay")),
            new Shared(AutopilotOptions.BEAM, AutopilotOptions.class, Set.of("robots bot", "robots autoplay")),
            new Shared(AutopilotOptions.DEPTH, AutopilotOptions.class, Set.of("robots bot", "robots autoplay")));

    /** Every command of the tree, by qualified name. */
    private static Map<String, CommandLine> commands() {
        Map<String, CommandLine> all = new LinkedHashMap<>();
        addWithSubcommands(RobotsCommand.commandTree(), all);
        return all;
    }

    private static void addWithSubcommands(CommandLine command, Map<String, CommandLine> all) {
        all.put(command.getCommandSpec().qualifiedName(), command);
        for (CommandLine sub : command.getSubcommands().values()) {
            addWithSubcommands(sub, all);
        }
    }

    @Test
    void everyCommandTakesASharedOptionFromItsMixin() {
        Map<String, CommandLine> commands = commands();
        for (Shared shared : SHARED) {
            Set<String> having = new TreeSet<>();
            for (Map.Entry<String, CommandLine> entry : commands.entrySet()) {
                CommandSpec spec = entry.getValue().getCommandSpec();
                if (spec.findOption(shared.name()) == null) {
                    continue;
                }
                having.add(entry.getKey());
                boolean fromMixin = hasMixin(spec, shared) || fromSharedText(entry.getKey(), spec, shared);
                assertTrue(fromMixin, entry.getKey() + " declares " + shared.name() + " itself, not through "
                        + shared.mixin().getSimpleName());
            }
            assertEquals(new TreeSet<>(shared.commands()), having, shared.name());
        }
    }

    /**
     * Whether a command that cannot take the option from its mixin takes its help text from it: the
     * root command builds protocol mode's options from {@link ProtocolOption}'s table (which the
     * start-up fast path reads too), and {@code replay} has {@code --html} in its exclusive group of
     * modes (picocli allows no mixin in a group). Both use the mixin's {@code DESCRIPTION}.
     */
    private static boolean fromSharedText(String command, CommandSpec spec, Shared shared) {
        if (!command.equals("robots") && !command.equals("robots replay")) {
            return false;
        }
        Object text;
        try {
            text = shared.mixin().getField("DESCRIPTION").get(null);
        } catch (ReflectiveOperationException e) {
            return false;
        }
        if (command.equals("robots")) {
            // The table's text, before picocli fills in ${DEFAULT-VALUE}.
            return Stream.of(ProtocolOption.values())
                    .anyMatch(o -> o.optionName().equals(shared.name()) && o.description().equals(text));
        }
        return String.join(" ", spec.findOption(shared.name()).description()).equals(text);
    }

    /** Whether {@code spec} has the option from its mixin, directly or through a mixin of mixins. */
    private static boolean hasMixin(CommandSpec spec, Shared shared) {
        for (CommandSpec mixin : spec.mixins().values()) {
            if (shared.mixin().isInstance(mixin.userObject()) && mixin.findOption(shared.name()) != null
                    || hasMixin(mixin, shared)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theHelpOfEveryCommandShowsTheSameTextForASharedOptionButItsDefault() {
        Map<String, CommandLine> commands = commands();
        for (Shared shared : SHARED) {
            Map<String, String> texts = new LinkedHashMap<>();
            for (String name : shared.commands()) {
                String text = helpText(commands.get(name), shared.name());
                assertNotNull(text, name + " --help has no line for " + shared.name());
                assertFalse(text.contains("null"), name + ": " + text);
                texts.put(name, text.replaceAll("\\(default: [^)]*\\)", "(default: _)"));
            }
            assertEquals(1, new TreeSet<>(texts.values()).size(), shared.name() + ": " + texts);
        }
    }

    @Test
    void eachCommandShowsItsOwnDefault() {
        Map<String, CommandLine> commands = commands();
        assertTrue(helpText(commands.get("robots"), "--charges").endsWith("(default: unlimited)."));
        assertTrue(helpText(commands.get("robots play"), "--charges").endsWith("(default: 3)."));
        assertTrue(helpText(commands.get("robots check"), "--games").endsWith("(default: 100)."));
        assertTrue(helpText(commands.get("robots bot"), "--games").endsWith("(default: 10)."));
        assertTrue(helpText(commands.get("robots autoplay"), "--games").endsWith("(default: 1000)."));
        assertTrue(helpText(commands.get("robots check"), "--max-turns").endsWith("(default: 300)."));
        assertTrue(helpText(commands.get("robots autoplay"), "--max-turns").endsWith("(default: 1000)."));
    }

    /**
     * The description of {@code option} in the command's help, on one line with white space folded
     * (columns differ between commands, and so does where a line wraps); {@code null} if none.
     */
    static String helpText(CommandLine command, String option) {
        List<String> lines = command.getUsageMessage(CommandLine.Help.Ansi.OFF).lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.matches(" {1,8}(-\\w, )?" + option + "[= ].*")) {
                continue;
            }
            StringBuilder text = new StringBuilder(line.strip().replaceFirst("^(-\\w, )?\\S+\\s+", ""));
            // Continuation lines are indented to the description column, deeper than any option's name.
            for (int j = i + 1; j < lines.size() && lines.get(j).startsWith(" ".repeat(9)); j++) {
                text.append(' ').append(lines.get(j).strip());
            }
            return text.toString().replaceAll("\\s+", " ");
        }
        return null;
    }

    /** Every command that has {@code --charges}, as the arguments before the option. */
    static Stream<List<String>> commandsWithCharges() {
        List<List<String>> prefixes = new ArrayList<>();
        for (Map.Entry<String, CommandLine> entry : commands().entrySet()) {
            if (entry.getValue().getCommandSpec().findOption(ChargesOption.NAME) != null) {
                List<String> words = List.of(entry.getKey().split(" "));
                prefixes.add(words.subList(1, words.size()));
            }
        }
        return prefixes.stream();
    }

    @ParameterizedTest
    @MethodSource("commandsWithCharges")
    void aNegativeChargeCountIsAOneLineUsageError(List<String> command) {
        for (String token : List.of("-1", "-3", "3x", "limitless")) {
            for (List<String> option : List.of(List.of("--charges", token), List.of("--charges=" + token))) {
                List<String> args = new ArrayList<>(command);
                args.addAll(option);
                Sessions.Run r = Sessions.run("", args.toArray(String[]::new));
                String name = String.join(" ", Stream.concat(Stream.of("robots"), command.stream()).toList());
                String shown = token.matches("-?\\d+") ? token : "'" + token + "'";
                assertEquals(2, r.status(), args + "\n" + r);
                assertEquals("", r.stdout(), args + "\n" + r);
                assertEquals(List.of(name + ": --charges: " + shown + " (expected: a count >= 0 or \"unlimited\")"
                        + " (see '" + name + " --help')"), r.errLines(), args + "\n" + r);
            }
        }
    }

    @Test
    void unlimitedIsAcceptedByEveryCommand() {
        // protocol mode: one game on a 5x1 board, fired twice (unlimited), then walked out
        Sessions.Run protocol = Sessions.run("5 1 0 0\nK\nK\nL\nL\nL\n", "--seed=1", "--charges", "unlimited");
        assertEquals(0, protocol.status(), protocol.toString());
        assertFalse(protocol.stderr().contains("refused"), protocol.toString());

        Sessions.Run play = Sessions.run("k\nk\nq\n", "play", "--seed=1", "--charges=unlimited");
        assertEquals(0, play.status(), play.toString());
        assertTrue(play.stdout().contains("charges unlimited"), play.stdout());
        assertTrue(play.stdout().contains("--charges unlimited"), "the replay command keeps it: " + play.stdout());

        Sessions.Run autoplay = Sessions.run("", "autoplay", "--games", "2", "--seed", "1", "--size", "8,5,2,3",
                "--charges", "UNLIMITED", "--no-timing");
        assertEquals(0, autoplay.status(), autoplay.toString());
        assertTrue(autoplay.stdout().contains("unlimited charges"), autoplay.stdout());

        List<String> check = new ArrayList<>(List.of("check", "--games", "2", "--seed", "3", "--charges", "unlimited",
                "--"));
        check.addAll(Fixtures.fixture());
        Sessions.Run checked = Sessions.run("", check.toArray(String[]::new));
        assertEquals(0, checked.status(), checked.toString());

        List<String> bot = new ArrayList<>(List.of("bot", "--games", "2", "--seed", "3", "--charges", "unlimited",
                "--"));
        bot.addAll(Fixtures.fixture());
        Sessions.Run played = Sessions.run("", bot.toArray(String[]::new));
        assertEquals(0, played.status(), played.toString());
        assertTrue(played.stdout().contains("charges unlimited"), played.stdout());
    }

    @Test
    void checkStillTakesItsOldSpellingMaxCharges() {
        List<String> check = new ArrayList<>(List.of("check", "--games", "2", "--seed", "3", "--max-charges", "0",
                "--"));
        check.addAll(Fixtures.fixture());
        Sessions.Run r = Sessions.run("", check.toArray(String[]::new));
        assertEquals(0, r.status(), r.toString());
        assertFalse(helpText(commands().get("robots check"), "--max-charges") != null,
                "--max-charges is hidden from the help");
    }
}
