package dev.robots.cli.autoplay;

/**
 * How long decisions took, as a histogram in whole microseconds: exact percentiles to the
 * microsecond in constant memory, however many decisions. Times of {@link #LIMIT_MICROS} or more
 * share the last bucket (the maximum is kept exactly). Not thread-safe: one per game, then
 * {@link #add(DecisionTimes) merged}.
 */
final class DecisionTimes {
    static final int LIMIT_MICROS = 100_000;

    private final long[] buckets = new long[LIMIT_MICROS + 1];
    private long count;
    private long maxNanos;

    void record(long nanos) {
        long micros = Math.max(0, nanos) / 1000;
        buckets[(int) Math.min(micros, LIMIT_MICROS)]++;
        count++;
        maxNanos = Math.max(maxNanos, nanos);
    }

    void add(DecisionTimes other) {
        for (int i = 0; i < buckets.length; i++) {
            buckets[i] += other.buckets[i];
        }
        count += other.count;
        maxNanos = Math.max(maxNanos, other.maxNanos);
    }

    long count() {
        return count;
    }

    long maxNanos() {
        return maxNanos;
    }

    /**
     * The smallest time, in microseconds, that at least {@code fraction} of the decisions took no
     * longer than (rounded down to the microsecond); 0 when there were none.
     */
    long percentileMicros(double fraction) {
        if (count == 0) {
            return 0;
        }
        long rank = Math.max(1, (long) Math.ceil(fraction * count));
        long seen = 0;
        for (int i = 0; i < buckets.length; i++) {
            seen += buckets[i];
            if (seen >= rank) {
                return i;
            }
        }
        return LIMIT_MICROS;
    }
}
