package dev.robots.cli.check.randomness;

/**
 * Exact distributions for the randomness tests ({@link RandomnessCheck}): binomial and hypergeometric
 * probabilities, sums of independent counts by convolution, and tail p-values. A distribution is a
 * {@link Pmf}: the probabilities of the values {@code offset, offset + 1, ...}, with the values whose
 * probability is below {@code 1e-300} of the largest left out (they cannot change a p-value that
 * the checker compares with a threshold near {@code 1e-8}), so that sums of many counts stay small.
 */
final class ExactTests {
    /** Relative probability below which a value is left out of a {@link Pmf}. */
    private static final double TRIM_LOG = Math.log(1e-300);
    private static final double[] SMALL_LOG_FACTORIALS = new double[256];

    static {
        for (int i = 1; i < SMALL_LOG_FACTORIALS.length; i++) {
            SMALL_LOG_FACTORIALS[i] = SMALL_LOG_FACTORIALS[i - 1] + Math.log(i);
        }
    }

    private ExactTests() {
    }

    /** The probabilities of the values {@code offset} to {@code offset + p.length - 1}. */
    record Pmf(int offset, double[] p) {
        static final Pmf ZERO = new Pmf(0, new double[] {1});

        /** The probability of a value at least {@code x}. */
        double atLeast(int x) {
            double sum = 0;
            for (int i = Math.max(0, x - offset); i < p.length; i++) {
                sum += p[i];
            }
            return Math.min(1, sum);
        }

        /** The probability of a value at most {@code x}. */
        double atMost(int x) {
            double sum = 0;
            for (int i = 0; i < p.length && offset + i <= x; i++) {
                sum += p[i];
            }
            return Math.min(1, sum);
        }

        /** Twice the smaller tail at {@code x}, at most 1: a two-sided p-value. */
        double twoSided(int x) {
            return Math.min(1, 2 * Math.min(atLeast(x), atMost(x)));
        }

        double mean() {
            double m = 0;
            for (int i = 0; i < p.length; i++) {
                m += (offset + i) * p[i];
            }
            return m;
        }

        /** How many values it keeps: what a convolution with it costs. */
        int width() {
            return p.length;
        }

        /** The distribution of the sum of a value of this and an independent value of {@code other}. */
        Pmf plus(Pmf other) {
            double[] sum = new double[p.length + other.p.length - 1];
            for (int i = 0; i < p.length; i++) {
                if (p[i] == 0) {
                    continue;
                }
                for (int j = 0; j < other.p.length; j++) {
                    sum[i + j] += p[i] * other.p[j];
                }
            }
            return trimmed(offset + other.offset, sum);
        }
    }

    /** {@code ln(n!)}: exact sums below 256, Stirling's series above (error below 1e-15 relative). */
    static double lnFactorial(long n) {
        if (n < SMALL_LOG_FACTORIALS.length) {
            return SMALL_LOG_FACTORIALS[(int) n];
        }
        double x = n;
        double inverse = 1 / x;
        double inverse2 = inverse * inverse;
        return x * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI * x)
                + inverse * (1.0 / 12 - inverse2 * (1.0 / 360 - inverse2 / 1260));
    }

    /** {@code ln C(n, k)}, for {@code 0 <= k <= n}. */
    static double lnChoose(long n, long k) {
        return lnFactorial(n) - lnFactorial(k) - lnFactorial(n - k);
    }

    /** The number of successes in {@code n} independent trials of probability {@code q}. */
    static Pmf binomial(int n, double q) {
        double[] ln = new double[n + 1];
        for (int k = 0; k <= n; k++) {
            ln[k] = lnChoose(n, k) + k * Math.log(q) + (n - k) * Math.log1p(-q);
        }
        return fromLogs(0, ln);
    }

    /**
     * The number of marked cells among {@code draws} cells drawn without replacement from
     * {@code population} cells of which {@code marked} are marked.
     */
    static Pmf hypergeometric(int population, int marked, int draws) {
        int low = Math.max(0, draws - (population - marked));
        int high = Math.min(draws, marked);
        double[] ln = new double[high - low + 1];
        double all = lnChoose(population, draws);
        for (int x = low; x <= high; x++) {
            ln[x - low] = lnChoose(marked, x) + lnChoose(population - marked, draws - x) - all;
        }
        return fromLogs(low, ln);
    }

    private static Pmf fromLogs(int offset, double[] ln) {
        double[] p = new double[ln.length];
        for (int i = 0; i < ln.length; i++) {
            p[i] = Math.exp(ln[i]);
        }
        return trimmed(offset, p);
    }

    /** Leaves out the values at both ends whose probability is below 1e-300 of the largest. */
    private static Pmf trimmed(int offset, double[] p) {
        double max = 0;
        for (double v : p) {
            max = Math.max(max, v);
        }
        double floor = max * Math.exp(TRIM_LOG);
        int from = 0;
        while (from < p.length - 1 && p[from] < floor) {
            from++;
        }
        int to = p.length - 1;
        while (to > from && p[to] < floor) {
            to--;
        }
        double[] kept = new double[to - from + 1];
        System.arraycopy(p, from, kept, 0, kept.length);
        return new Pmf(offset + from, kept);
    }

    /** A p-value as a report shows it: two significant digits, or "< 1e-300" for one too small for a double. */
    static String format(double p) {
        if (p < 1e-300) {
            return "< 1e-300";
        }
        if (p >= 0.01) {
            return String.format(java.util.Locale.ROOT, "%.2f", p);
        }
        return String.format(java.util.Locale.ROOT, "%.1e", p).replace("e-0", "e-");
    }
}
