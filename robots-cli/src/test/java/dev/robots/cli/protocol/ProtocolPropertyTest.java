package dev.robots.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.Sessions.Run;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties over seeded random sessions: whatever mix of games, commands, bad lines and blank
 * lines comes in, every field follows from the previous one by the rules ({@link ReferenceChecker},
 * written separately from the engine), stdout has only protocol lines and the session ends with 0.
 */
class ProtocolPropertyTest {
    private static final String[] WORDS = {"U", "D", "L", "R", "UL", "UR", "DL", "DR", "W", "K", "KW", "ULK",
        "dr", " l ", "Lk", "\tD\t", "", "  ", "UD", "X", "WL", "LL", "K K"};

    @Test
    void randomSessionsFollowTheRules() {
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            int charges = random.nextInt(3) == 0 ? random.nextInt(3) : -1;
            String input = session(random);
            String[] args = charges < 0 ? new String[] {"--seed=" + seed}
                    : new String[] {"--seed=" + seed, "--charges=" + charges};
            Run r = Sessions.run(input, args);
            String context = "seed " + seed + ", charges " + charges + "\n--- input\n" + input + r;
            assertEquals(0, r.status(), context);
            try {
                ReferenceChecker.check(input, r.stdout(), charges, null);
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\n" + context, e);
            }
            for (String line : r.errLines()) {
                assertTrue(line.startsWith("robots: "), context);
            }
        }
    }

    private static String session(Random random) {
        StringBuilder in = new StringBuilder();
        int games = 1 + random.nextInt(3);
        for (int g = 0; g < games; g++) {
            int w = 2 + random.nextInt(10);
            int h = 1 + random.nextInt(7);
            int cells = w * h;
            int corners = h == 1 ? 0 : (h / 2 == 0 || h / 2 == h - 1) ? 2 : 4;
            int pits = random.nextInt(Math.max(1, (cells - 2 - corners) / 3 + 1));
            int robots = random.nextInt(Math.max(1, (cells - 2 - pits) / 2 + 1));
            in.append(w).append(' ').append(h).append(' ').append(robots).append(' ').append(pits);
            in.append(random.nextBoolean() ? "\n" : "\r\n");
            int turns = random.nextInt(40);
            for (int t = 0; t < turns; t++) {
                in.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextInt(4) == 0 ? "\r\n" : "\n");
            }
        }
        return in.toString();
    }
}
