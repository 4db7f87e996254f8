package dev.robots.core.bot;

import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import dev.robots.core.check.Expected;
import java.util.Arrays;

/**
 * Perfect-information Monte Carlo over the reinforcements: {@code samples} futures are drawn (for
 * each turn of look-ahead, which free corner a reinforcement takes, as the rules draw it), a
 * {@link BeamSearch} that knows the future is run in each, and the first command with the best
 * mean value ({@link CommandValues}) over the samples is played.
 *
 * <p>Deterministic: the futures come from a {@link RandomSource} seeded by a hash of the position
 * (player, robots, charges) and the turn, so the same situation gives the same command anywhere.
 * Not thread-safe: it owns its search's scratch space.
 */
final class SampledSearch {
    private final BeamSearch search;
    private final int samples;
    private final int depth;
    private final CommandValues values = new CommandValues();
    private final double[] sums = new double[CommandCodes.COUNT];
    private final int[] seen = new int[CommandCodes.COUNT];
    private final int[] future;

    /** Runs {@code search} (of look-ahead {@code depth}) in each of {@code samples} futures. */
    SampledSearch(BeamSearch search, int depth, int samples) {
        if (samples < 1) {
            throw new IllegalArgumentException(Expected.of("samples: " + samples, ">= 1"));
        }
        this.search = search;
        this.samples = samples;
        this.depth = depth;
        this.future = new int[depth];
    }

    /** As {@link BeamSearch#decide}, over {@code samples} sampled futures. */
    int decide(Arena arena, int playerCell, int[] robotCells, int robotCount, int chargesLeft, int robotTarget,
            int turn) {
        RandomSource random = RandomSource.seeded(positionSeed(playerCell, robotCells, robotCount, chargesLeft, turn));
        Arrays.fill(sums, 0);
        Arrays.fill(seen, 0);
        for (int sample = 0; sample < samples; sample++) {
            for (int ply = 0; ply < depth; ply++) {
                future[ply] = random.nextInt(1 << 30);
            }
            search.searchSample(arena, playerCell, robotCells, robotCount, chargesLeft, robotTarget, turn, future,
                    values);
            values.addTo(sums, seen);
        }
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int command = 0; command < CommandCodes.COUNT; command++) {
            if (seen[command] > 0 && sums[command] / seen[command] > bestValue) {
                bestValue = sums[command] / seen[command];
                best = command;
            }
        }
        // when every command loses at once, stay: always on the field and never a charge
        return best >= 0 ? best : CommandCodes.STAY;
    }

    /** The seed of a position's futures: a SplitMix64 mix of its player, charges, turn and robots. */
    static long positionSeed(int playerCell, int[] robotCells, int robotCount, int chargesLeft, int turn) {
        long h = SplitMix64.output(playerCell, Math.min(chargesLeft, 3) * (1L << 32) + turn + 1L);
        for (int i = 0; i < robotCount; i++) {
            h = SplitMix64.output(h, robotCells[i] + 1L);
        }
        return h;
    }
}
