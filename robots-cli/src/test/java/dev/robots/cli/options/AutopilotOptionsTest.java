package dev.robots.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.check.Fixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --think MS} and its table, {@code --beam} and {@code --depth}, through the commands that take them. */
@Timeout(120)
class AutopilotOptionsTest {
    /** A small board: the largest budget plays its games in well under a second there. */
    private static final String[] SMALL = {"--games", "6", "--seed", "20261202", "--size", "15,9,5,11", "--no-timing"};

    private static Sessions.Run autoplay(String... options) {
        List<String> args = new ArrayList<>(List.of("autoplay"));
        args.addAll(List.of(SMALL));
        args.addAll(List.of(options));
        return Sessions.run("", args.toArray(String[]::new));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--think=0                  | --think: 0 (expected: 1 to 1000)",
        "--think=-5                 | --think: -5 (expected: 1 to 1000)",
        "--think=1001               | --think: 1001 (expected: 1 to 1000)",
        "--think=10 --beam=64       | --think and --beam: give one (--think sets the beam, depth and samples)",
        "--think=10 --depth=12      | --think and --depth: give one (--think sets the beam, depth and samples)",
        "--depth=12 --think=10      | --think and --depth: give one (--think sets the beam, depth and samples)",
        "--think=0 --beam=64        | --think and --beam: give one (--think sets the beam, depth and samples)",
        "--beam=4097                | --beam: 4097 (expected: 1 to 4096)",
        "--depth=0                  | --depth: 0 (expected: 1 to 1000)",
        "--think=10 --samples=4     | --think and --samples: give one (--think sets the beam, depth and samples)",
        "--samples=-1               | --samples: -1 (expected: 0 to 256)",
        "--samples=257              | --samples: 257 (expected: 0 to 256)",
    })
    void badBudgetsAreOneLineUsageErrorsInEveryCommand(String options, String reason) {
        List<List<String>> commands = new ArrayList<>();
        commands.add(new ArrayList<>(List.of("autoplay", "--games", "1")));
        List<String> bot = new ArrayList<>(List.of("bot", "--games", "1"));
        bot.addAll(List.of(options.split(" ")));
        bot.add("--");
        bot.addAll(Fixtures.fixture());
        for (List<String> command : commands) {
            command.addAll(List.of(options.split(" ")));
        }
        commands.add(bot);
        for (List<String> command : commands) {
            Sessions.Run r = Sessions.run("", command.toArray(String[]::new));
            String name = "robots " + command.get(0);
            assertEquals(2, r.status(), command + "\n" + r);
            assertEquals("", r.stdout(), command + "\n" + r);
            assertEquals(List.of(name + ": " + reason + " (see '" + name + " --help')"), r.errLines(),
                    command + "\n" + r);
        }
    }

    /** How much a budget searches per sampled future, and how many futures: what the table grows by. */
    private static long work(SearchBudget budget) {
        return (long) Math.max(1, budget.samples()) * budget.beamWidth() * budget.depth();
    }

    @Test
    void theTableStartsAtTheDefaultAndNeverShrinks() {
        assertEquals(SearchBudget.DEFAULT, SearchBudget.forThink(1));
        SearchBudget previous = SearchBudget.forThink(1);
        for (int ms = 2; ms <= SearchBudget.MAX_THINK_MS; ms++) {
            SearchBudget budget = SearchBudget.forThink(ms);
            // the plain beam grows first; sampled futures come after its widest row
            boolean grows = budget.samples() == previous.samples()
                    ? budget.beamWidth() >= previous.beamWidth() && budget.depth() >= previous.depth()
                    : budget.samples() > previous.samples();
            assertTrue(grows, ms + " ms: " + budget + " after " + previous);
            assertEquals(budget, SearchBudget.forThink(ms), "the same MS, the same search");
            previous = budget;
        }
        assertTrue(work(SearchBudget.forThink(10)) >= 10 * work(SearchBudget.DEFAULT), "10 ms searches far more");
        assertThrows(IllegalArgumentException.class, () -> SearchBudget.forThink(0));
        assertThrows(IllegalArgumentException.class, () -> SearchBudget.forThink(SearchBudget.MAX_THINK_MS + 1));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 10, 100})
    void theSameSeedAndThinkPlayTheSameGamesAsTheirBeamAndDepth(int ms) {
        Sessions.Run first = autoplay("--think", Integer.toString(ms));
        Sessions.Run second = autoplay("--think=" + ms);
        assertEquals(0, first.status(), first.toString());
        assertEquals(first.stdout(), second.stdout(), "the same games twice");
        SearchBudget budget = SearchBudget.forThink(ms);
        assertTrue(first.stdout().startsWith("robots autoplay: ") && first.stdout().lines().findFirst().orElseThrow()
                .endsWith(", autopilot " + budget), first.stdout());
        Sessions.Run explicit = autoplay("--beam", Integer.toString(budget.beamWidth()), "--depth",
                Integer.toString(budget.depth()), "--samples", Integer.toString(budget.samples()));
        assertEquals(first.stdout(), explicit.stdout(), "--think is its beam, depth and samples, nothing else");
    }

    @Test
    void theBotPlaysWithTheBudgetAndSaysWhichWhenNotTheDefault() {
        List<String> args = new ArrayList<>(List.of("bot", "--games", "1", "--seed", "3", "--think", "10", "--"));
        args.addAll(Fixtures.fixture());
        Sessions.Run r = Sessions.run("", args.toArray(String[]::new));
        assertEquals(0, r.status(), r.toString());
        String first = r.stdout().lines().findFirst().orElseThrow();
        assertTrue(first.contains(", autopilot " + SearchBudget.forThink(10) + ": "), r.stdout());
        List<String> plain = new ArrayList<>(List.of("bot", "--games", "1", "--seed", "3", "--"));
        plain.addAll(Fixtures.fixture());
        Sessions.Run d = Sessions.run("", plain.toArray(String[]::new));
        assertEquals(0, d.status(), d.toString());
        assertTrue(!d.stdout().contains("autopilot beam"), d.stdout());
    }
}
