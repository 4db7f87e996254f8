package dev.robots.cli.process;

import java.util.ArrayList;
import java.util.List;

/**
 * What the {@code --lua} harness wrote of the chunk's own calls of {@code math.randomseed} in one
 * process: the first calls one by one, and a count of the rest.
 *
 * @param calls the first calls (at most 20), in order
 * @param more how many calls came after them
 * @param lastRun the run of the chunk the last of those came in (0 when {@code more} is 0)
 * @param moreDiffer whether any of those was unlike the first call (another kind or value)
 */
public record HarnessSeeding(List<SeedingCall> calls, int more, int lastRun, boolean moreDiffer) {
    /** No call at all. */
    public static final HarnessSeeding NONE = new HarnessSeeding(List.of(), 0, 0, false);

    public HarnessSeeding {
        calls = List.copyOf(calls);
    }

    /** What the harness's file says; lines it does not know are skipped. */
    static HarnessSeeding parse(String text) {
        List<SeedingCall> calls = new ArrayList<>();
        int more = 0;
        int lastRun = 0;
        boolean differ = false;
        for (String line : text.lines().toList()) {
            String[] words = line.trim().split(" +");
            if (words.length == 4 && words[0].equals("more") && words[1].matches("\\d{1,9}")
                    && words[2].matches("\\d{1,9}")) {
                more = Integer.parseInt(words[1]);
                lastRun = Integer.parseInt(words[2]);
                differ = words[3].equals("differ");
                continue;
            }
            SeedingCall call = SeedingCall.parse(line);
            if (call != null) {
                calls.add(call);
            }
        }
        return calls.isEmpty() ? NONE : new HarnessSeeding(calls, more, lastRun, differ);
    }

    /** Whether the chunk made no call. */
    public boolean isEmpty() {
        return calls.isEmpty();
    }

    /** All calls, the ones counted only included. */
    public int count() {
        return calls.size() + more;
    }

    /** The run of the chunk the last call came in. */
    public int lastCallRun() {
        return more > 0 ? lastRun : calls.isEmpty() ? 0 : calls.get(calls.size() - 1).run();
    }
}
