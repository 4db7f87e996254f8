package dev.robots.cli.check.diagnosis;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.process.HarnessSeeding;
import dev.robots.cli.process.SeedingCall.Kind;
import dev.robots.cli.process.SeedingCall;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When a chunk's own seeding still lets each game replay alone as in the run, and what a report says. */
class SelfSeedingTest {
    private static HarnessSeeding eachRun(int runs, Kind kind, String value) {
        List<SeedingCall> calls = new ArrayList<>();
        for (int run = 1; run <= runs; run++) {
            calls.add(new SeedingCall(run, kind, value, "x.lua:1"));
        }
        return new HarnessSeeding(calls, 0, 0, false);
    }

    @Test
    void onlyNoCallOrTheSameConstantInEveryRunReplaysEachGame() {
        assertTrue(SelfSeeding.replaysEachGame(HarnessSeeding.NONE, 7));
        assertTrue(SelfSeeding.replaysEachGame(eachRun(3, Kind.VALUE, "42"), 3));
        assertFalse(SelfSeeding.replaysEachGame(eachRun(2, Kind.VALUE, "42"), 3), "seeded in the first runs only");
        assertFalse(SelfSeeding.replaysEachGame(eachRun(3, Kind.CLOCK, "1796356206"), 3));
        assertFalse(SelfSeeding.replaysEachGame(eachRun(3, Kind.NONE, "-"), 3));
        List<SeedingCall> twice = new ArrayList<>(eachRun(3, Kind.VALUE, "42").calls());
        twice.add(1, new SeedingCall(1, Kind.VALUE, "42", "x.lua:1"));
        assertFalse(SelfSeeding.replaysEachGame(new HarnessSeeding(twice, 0, 0, false), 4));
        HarnessSeeding many = new HarnessSeeding(eachRun(20, Kind.VALUE, "1").calls(), 10, 30, false);
        assertTrue(SelfSeeding.replaysEachGame(many, 30));
        assertFalse(SelfSeeding.replaysEachGame(new HarnessSeeding(many.calls(), 10, 30, true), 30));
    }

    @Test
    void theNoteNamesTheCallAndWhatItCosts() {
        assertNull(SelfSeeding.note(HarnessSeeding.NONE));
        String none = SelfSeeding.note(eachRun(1, Kind.NONE, "-"));
        assertTrue(none.startsWith("the chunk seeds math.random itself: math.randomseed() without a seed (Lua then"
                + " picks one at random) at x.lua:1 (in run 1 of the chunk), "), none);
        assertTrue(none.endsWith("a failure may not repeat; remove the call to let every game replay exactly"), none);
        String constant = SelfSeeding.note(eachRun(5, Kind.VALUE, "42"));
        assertTrue(constant.contains("math.randomseed(42) at x.lua:1 (in runs 1 to 5 of the chunk, 5 calls)"), constant);
        assertTrue(constant.contains("a run still replays exactly"), constant);
    }
}
