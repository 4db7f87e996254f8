package dev.robots.cli.autoplay;

import dev.robots.cli.text.Expected;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * How long decisions took, as a histogram in whole microseconds: exact percentiles to the
 * microsecond in constant memory, however many decisions. Times of {@link #LIMIT_MICROS} or more
 * share the last bucket (the maximum is kept exactly). Thread-safe: a run's workers all record
 * into one (about 800 KB), so its memory does not grow with {@code --threads}.
 */
final class DecisionTimes {
    static final int LIMIT_MICROS = 100_000;

    private final AtomicLongArray buckets = new AtomicLongArray(LIMIT_MICROS + 1);
    private final AtomicLong count = new AtomicLong();
    private final AtomicLong maxNanos = new AtomicLong();

    void record(long nanos) {
        long micros = Math.max(0, nanos) / 1000;
        buckets.incrementAndGet((int) Math.min(micros, LIMIT_MICROS));
        count.incrementAndGet();
        maxNanos.accumulateAndGet(nanos, Math::max);
    }

    /** Adds {@code decisions} decisions of {@code micros} microseconds each (merging shards' times). */
    void add(int micros, long decisions) {
        if (micros < 0 || micros > LIMIT_MICROS || decisions < 0) {
            throw new IllegalArgumentException(Expected.of("bucket: " + micros + " us, " + decisions + " decisions",
                    "0 to " + LIMIT_MICROS + " us, >= 0 decisions"));
        }
        buckets.addAndGet(micros, decisions);
        count.addAndGet(decisions);
    }

    /** Raises the maximum to {@code nanos} if it is larger (merging shards' times). */
    void addMax(long nanos) {
        maxNanos.accumulateAndGet(nanos, Math::max);
    }

    /** The decisions that took {@code micros} whole microseconds (the last bucket: that or more). */
    long bucket(int micros) {
        return buckets.get(micros);
    }

    long count() {
        return count.get();
    }

    long maxNanos() {
        return maxNanos.get();
    }

    /**
     * The smallest time, in microseconds, that at least {@code fraction} of the decisions took no
     * longer than (rounded down to the microsecond); 0 when there were none.
     */
    long percentileMicros(double fraction) {
        long n = count.get();
        if (n == 0) {
            return 0;
        }
        long rank = Math.max(1, (long) Math.ceil(fraction * n));
        long seen = 0;
        for (int i = 0; i < buckets.length(); i++) {
            seen += buckets.get(i);
            if (seen >= rank) {
                return i;
            }
        }
        return LIMIT_MICROS;
    }
}
