package dev.robots.cli.check.diagnosis;

import dev.robots.cli.process.HarnessSeeding;
import dev.robots.cli.process.SeedingCall.Kind;
import dev.robots.cli.process.SeedingCall;
import dev.robots.cli.text.Texts;
import java.util.List;

/**
 * What a report says of a Lua chunk that seeds {@code math.random} itself under {@code --lua}, replacing
 * the seed the harness gives each run of the chunk ({@link HarnessSeeding}), and whether a game of such a
 * chunk still plays the same alone as in the run.
 */
public final class SelfSeeding {
    private SelfSeeding() {
    }

    /**
     * Whether every game draws the same numbers alone as in the run, as without any call: no call, or
     * one call with the same constant in each of the chunk's {@code runs} runs.
     */
    public static boolean replaysEachGame(HarnessSeeding seeding, int runs) {
        if (seeding.isEmpty()) {
            return true;
        }
        List<SeedingCall> calls = seeding.calls();
        SeedingCall first = calls.get(0);
        if (seeding.count() != runs || seeding.lastCallRun() != runs || seeding.moreDiffer()) {
            return false;
        }
        for (int i = 0; i < calls.size(); i++) {
            SeedingCall c = calls.get(i);
            if (c.kind() != Kind.VALUE || !c.value().equals(first.value()) || c.run() != i + 1) {
                return false;
            }
        }
        return true;
    }

    /** The report's note on the chunk's own seeding, or {@code null} when it made no call. */
    public static String note(HarnessSeeding seeding) {
        if (seeding.isEmpty()) {
            return null;
        }
        List<SeedingCall> calls = seeding.calls();
        SeedingCall first = calls.get(0);
        boolean varies = seeding.moreDiffer()
                || calls.stream().anyMatch(c -> c.kind() != Kind.VALUE || !c.value().equals(first.value()));
        String call = switch (first.kind()) {
            case NONE -> "math.randomseed() without a seed (Lua then picks one at random)";
            case CLOCK -> "math.randomseed(" + shown(first) + ") with a value from the clock (os.time() or os.clock())";
            case VALUE -> "math.randomseed(" + shown(first) + ")";
        };
        int lastRun = seeding.lastCallRun();
        String runs = first.run() == lastRun ? "in run " + first.run() + " of the chunk"
                : "in runs " + first.run() + " to " + lastRun + " of the chunk";
        String consequence = varies
                ? "its random numbers differ from one check to the next, so a game played again does not play the"
                + " same and a failure may not repeat; remove the call to let every game replay exactly"
                : "a run still replays exactly, but every run that calls it starts from the same numbers whatever"
                + " the game, so a game alone (--only-game) may play otherwise than in the run, and games of one"
                + " size may get the same field; remove the call to let each game draw its own numbers";
        return "the chunk seeds math.random itself: " + call + " at " + Texts.shown(first.where(), 80)
                + " (" + runs + (seeding.count() > 1 ? ", " + Texts.count(seeding.count(), "call") : "")
                + "), which replaces the seed the harness gives each run of the chunk (from --seed and the game): "
                + consequence;
    }

    private static String shown(SeedingCall call) {
        return Texts.shown(call.value(), 40);
    }
}
