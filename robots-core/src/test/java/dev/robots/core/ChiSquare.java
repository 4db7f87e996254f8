package dev.robots.core;

/**
 * The chi-square goodness-of-fit p-value, for the generator's uniformity tests: {@code P(X >= x)}
 * for {@code X ~ chi^2(df)}, which is the regularized upper incomplete gamma function
 * {@code Q(df/2, x/2)}. Computed as in Numerical Recipes (series below {@code a + 1}, Lentz's
 * continued fraction above, Lanczos log-gamma); accurate to about 1e-10, far more than a test
 * that fails below 1e-6 needs. {@link ChiSquareTest} checks it against published quantiles.
 */
final class ChiSquare {
    private static final double EPS = 1e-15;
    private static final double TINY = 1e-300;
    private static final int MAX_ITERATIONS = 1_000_000;

    private ChiSquare() {
    }

    /** The statistic {@code sum (observed - expected)^2 / expected} against equal expected counts. */
    static double statistic(long[] observed) {
        long total = 0;
        for (long o : observed) {
            total += o;
        }
        double expected = (double) total / observed.length;
        double chi2 = 0;
        for (long o : observed) {
            chi2 += (o - expected) * (o - expected) / expected;
        }
        return chi2;
    }

    /** {@code P(chi^2(df) >= x)}. */
    static double pValue(double x, int df) {
        if (x <= 0) {
            return 1;
        }
        double a = df / 2.0;
        double z = x / 2.0;
        return z < a + 1 ? 1 - lowerSeries(a, z) : upperFraction(a, z);
    }

    /** The regularized lower incomplete gamma {@code P(a, x)} by its series. */
    private static double lowerSeries(double a, double x) {
        double ap = a;
        double term = 1 / a;
        double sum = term;
        for (int n = 0; n < MAX_ITERATIONS; n++) {
            ap++;
            term *= x / ap;
            sum += term;
            if (Math.abs(term) < Math.abs(sum) * EPS) {
                return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
            }
        }
        throw new ArithmeticException("series did not converge for a=" + a + ", x=" + x);
    }

    /** The regularized upper incomplete gamma {@code Q(a, x)} by its continued fraction. */
    private static double upperFraction(double a, double x) {
        double b = x + 1 - a;
        double c = 1 / TINY;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < MAX_ITERATIONS; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            if (Math.abs(d) < TINY) {
                d = TINY;
            }
            c = b + an / c;
            if (Math.abs(c) < TINY) {
                c = TINY;
            }
            d = 1 / d;
            double delta = d * c;
            h *= delta;
            if (Math.abs(delta - 1) < EPS) {
                return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
            }
        }
        throw new ArithmeticException("continued fraction did not converge for a=" + a + ", x=" + x);
    }

    /** {@code ln Gamma(x)} for {@code x > 0} (Lanczos). */
    static double logGamma(double x) {
        double[] cof = {76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155,
            0.1208650973866179e-2, -0.5395239384953e-5};
        double y = x;
        double tmp = x + 5.5;
        tmp -= (x + 0.5) * Math.log(tmp);
        double ser = 1.000000000190015;
        for (double c : cof) {
            ser += c / ++y;
        }
        return -tmp + Math.log(2.5066282746310005 * ser / x);
    }
}
