package dev.robots.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.robots.cli.Sessions;
import dev.robots.cli.Sessions.Run;
import dev.robots.cli.text.Texts;
import java.nio.charset.StandardCharsets;

/**
 * Fuzzes the protocol's input side through the whole loop. In {@code mvn verify} each method runs
 * once per file of its committed corpus under
 * {@code src/test/resources/dev/robots/cli/ProtocolFuzzTestInputs/<method>/}: raw bytes, standard
 * input first; {@link FuzzedDataProvider} takes the numbers that pick options from the end (the
 * last byte; for {@code commandLines} the 8 bytes before it are the seed). Real fuzzing:
 * <pre>{@code
 * JAZZER_FUZZ=1 ./mvnw -pl robots-cli -am test -Dtest='ProtocolFuzzTest#commandLines' \
 *     -Djazzer.max_duration=60s
 * }</pre>
 */
class ProtocolFuzzTest {
    /** Input beyond this is cut: a session is linear in its input, so a cap bounds each run's time. */
    static final int MAX_INPUT = 1 << 16;

    /**
     * Arbitrary bytes where INIT numbers are expected (and then wherever they lead): the session
     * ends with status 0, never throws, and stdout holds only protocol lines. A small board bound
     * keeps any accepted board cheap to print.
     */
    @FuzzTest(maxDuration = "60s")
    void initLines(FuzzedDataProvider data) {
        int options = data.consumeInt(0, 3);
        byte[] input = data.consumeBytes(MAX_INPUT);
        String[] args = options == 0
                ? new String[] {"--seed=1", "--max-cells=2000"}
                : new String[] {"--seed=" + options, "--max-cells=2000", "--charges=" + (options - 1)};
        Run r = Sessions.run(input, args);
        assertEquals(0, r.status(), r.toString());
        checkProtocolLines(r);
    }

    /**
     * A valid INIT, then arbitrary bytes as command lines: besides ending cleanly, every field must
     * follow from the last by the rules, as {@link ReferenceChecker} (independent of the engine)
     * replays them; refused lines must give exactly {@code MOVE:} again.
     */
    @FuzzTest(maxDuration = "60s")
    void commandLines(FuzzedDataProvider data) {
        int charges = data.consumeInt(-1, 2);
        long seed = data.consumeLong();
        byte[] commands = data.consumeRemainingAsBytes();
        if (commands.length > MAX_INPUT) {
            commands = java.util.Arrays.copyOf(commands, MAX_INPUT);
        }
        byte[] init = "9 5 4 6\n".getBytes(StandardCharsets.US_ASCII);
        byte[] input = java.util.Arrays.copyOf(init, init.length + commands.length);
        System.arraycopy(commands, 0, input, init.length, commands.length);
        String[] args = charges < 0
                ? new String[] {"--seed=" + seed, "--max-cells=2000"}
                : new String[] {"--seed=" + seed, "--max-cells=2000", "--charges=" + charges};
        Run r = Sessions.run(input, args);
        assertEquals(0, r.status(), r.toString());
        checkProtocolLines(r);
        ReferenceChecker.check(new String(input, StandardCharsets.UTF_8), r.stdout(), charges, null, 2000);
    }

    private static void checkProtocolLines(Run r) {
        assertTrue(r.stdout().startsWith(ProtocolSession.INIT_PROMPT + "\n"), r.toString());
        for (String line : r.stdout().split("\n")) {
            assertTrue(line.equals("INIT W H R P:") || line.equals("MOVE:") || line.equals("WIN")
                    || line.equals("LOST BY HIT") || line.equals("LOST BY FALL") || line.equals("LOST BY CAPTURE")
                    || line.matches("[.0X@<]( [.0X@<])+"), "not a protocol line: " + Texts.quote(line));
        }
        for (String line : r.errLines()) {
            assertTrue(line.startsWith("robots: ") && line.chars().allMatch(c -> c >= 0x20 && c < 0x7F),
                    "not one printable message line: " + Texts.quote(line));
        }
    }
}
