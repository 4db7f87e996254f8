package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.core.SplitMix64;
import org.junit.jupiter.api.Test;

/** The pieces of the report: the Wilson interval, percentiles of decision times, game seeds. */
class SummaryTest {

    @Test
    void wilsonIntervalMatchesPublishedValues() {
        // Newcombe, "Two-sided confidence intervals for the single proportion: comparison of seven
        // methods", Statistics in Medicine 17 (1998), Table I, method 3 (score), to four decimals.
        assertInterval(0.2553, 0.3662, Summary.wilson(81, 263));
        assertInterval(0.0624, 0.1605, Summary.wilson(15, 148));
        assertInterval(0.0, 0.1611, Summary.wilson(0, 20));
        assertInterval(0.0061, 0.1718, Summary.wilson(1, 29));
        // and the mirror image: n of n
        assertInterval(1 - 0.1611, 1.0, Summary.wilson(20, 20));
    }

    private static void assertInterval(double low, double high, double[] actual) {
        assertEquals(low, actual[0], 5e-5, "low");
        assertEquals(high, actual[1], 5e-5, "high");
    }

    @Test
    void percentilesAreTakenFromTheHistogramToTheMicrosecond() {
        DecisionTimes t = new DecisionTimes();
        assertEquals(0, t.percentileMicros(0.5));
        for (int us = 1; us <= 100; us++) {
            t.record(us * 1000L + 999); // the sub-microsecond part is dropped
        }
        assertEquals(100, t.count());
        assertEquals(50, t.percentileMicros(0.5));
        assertEquals(99, t.percentileMicros(0.99));
        assertEquals(100, t.percentileMicros(1.0));
        assertEquals(100_999, t.maxNanos());
        t.record(5_000_000_000L); // 5 s: past the last bucket, but kept as the maximum
        assertEquals(101, t.count());
        assertEquals(DecisionTimes.LIMIT_MICROS, t.percentileMicros(1.0));
        assertEquals(5_000_000_000L, t.maxNanos());
    }

    /** A percentile in the last bucket is a lower bound, and the report says so. */
    @Test
    void aPercentileInTheLastBucketReadsAsALowerBound() {
        assertEquals("573 us", Summary.percentile(573));
        assertEquals("99.9 ms", Summary.percentile(DecisionTimes.LIMIT_MICROS - 100));
        assertEquals("at least 100.0 ms", Summary.percentile(DecisionTimes.LIMIT_MICROS));
    }

    /** One histogram serves all of a run's workers (its memory must not grow with --threads). */
    @Test
    void decisionTimesCountEveryDecisionOfConcurrentWorkers() throws InterruptedException {
        DecisionTimes t = new DecisionTimes();
        Thread[] workers = new Thread[4];
        for (int w = 0; w < workers.length; w++) {
            long nanos = (w + 1) * 1000L;
            workers[w] = new Thread(() -> {
                for (int i = 0; i < 50_000; i++) {
                    t.record(nanos);
                }
            });
            workers[w].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        assertEquals(200_000, t.count());
        assertEquals(1, t.percentileMicros(0.25));
        assertEquals(2, t.percentileMicros(0.5));
        assertEquals(4, t.percentileMicros(1.0));
        assertEquals(4000, t.maxNanos());
    }

    @Test
    void gameSeedsAreTheRunSeedThenTheOutputsOfASplitMix64StreamSeededWithIt() {
        for (long seed : new long[] {0, 1, -7, Long.MAX_VALUE}) {
            assertEquals(seed, Autoplay.gameSeed(seed, 0), "seed " + seed + ", game 0");
            SplitMix64 stream = new SplitMix64(seed);
            for (int i = 1; i < 50; i++) {
                assertEquals(stream.nextLong(), Autoplay.gameSeed(seed, i), "seed " + seed + ", game " + i);
            }
        }
    }
}
