package dev.robots.core.bot;

import dev.robots.core.check.Expected;

/**
 * The two transcendental functions the ghost search needs, from {@code + - * /} alone, so that every
 * JVM and every page (TeaVM's JavaScript, whose {@code Math.exp} and {@code Math.log} are the
 * browser's) computes the very same doubles and so makes the very same decisions. IEEE 754 rounds
 * each of those four operations exactly, the same everywhere; {@link Math#exp} and {@link Math#log}
 * may differ in the last bit between platforms. Accurate to about 1e-13 relative: enough for scores
 * and thresholds, and the same on every platform, which is what matters.
 */
final class PortableMath {
    /** ln 2, the double nearest to it. */
    private static final double LN2 = 0.6931471805599453;

    private PortableMath() {
    }

    /**
     * ln {@code y}, for {@code 0 < y <= 1}: {@code y} is scaled by powers of 2 (exactly) into
     * [1/2, 1], then {@code ln y = 2 atanh((y - 1) / (y + 1))} by its series, which converges
     * there by a factor of 1/9 a term.
     */
    static double ln(double y) {
        if (!(y > 0 && y <= 1)) {
            throw new IllegalArgumentException(Expected.of("y: " + y, "> 0 and <= 1"));
        }
        int halvings = 0;
        while (y < 0.5) {
            y *= 2;
            halvings++;
        }
        double z = (y - 1) / (y + 1);
        double z2 = z * z;
        double power = z;
        double sum = 0;
        for (int k = 0; k < 40; k++) {
            sum += power / (2 * k + 1);
            power *= z2;
        }
        return 2 * sum - halvings * LN2;
    }

    /**
     * e to the {@code x}, for {@code x <= 0}: {@code x} is halved (exactly) until it is within
     * 1/32 of 0, its Taylor series taken to 10 terms, and the result squared as many times back.
     * Far below 0 the squares underflow to 0, as {@link Math#exp} does.
     */
    static double exp(double x) {
        if (!(x <= 0)) {
            throw new IllegalArgumentException(Expected.of("x: " + x, "<= 0"));
        }
        if (x < -1000) {
            return 0; // below the smallest double
        }
        int halvings = 0;
        while (x < -1.0 / 32) {
            x /= 2;
            halvings++;
        }
        double term = 1;
        double sum = 1;
        for (int k = 1; k <= 10; k++) {
            term *= x / k;
            sum += term;
        }
        for (int i = 0; i < halvings; i++) {
            sum *= sum;
        }
        return sum;
    }
}
