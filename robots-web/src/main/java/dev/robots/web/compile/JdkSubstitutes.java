package dev.robots.web.compile;

/**
 * What the page's script runs in place of the two JDK methods robots-core calls that TeaVM's class
 * library lacks; {@link MissingJdkMethods} points the calls here when TeaVM compiles the core. On
 * the JVM nothing calls this class: the core keeps {@link Math#multiplyHigh}, an intrinsic on the
 * list walk's hot path.
 */
public final class JdkSubstitutes {
    /**
     * The heap {@code Runtime.maxMemory()} reports in the page: 1 GiB. A browser states no limit
     * for a page (TeaVM's {@code totalMemory} and {@code freeMemory} are both 2^31 - 1, so "in
     * use" is 0), and the core refuses a board that needs more than this before allocating it:
     * at 5 bits a cell, boards up to about 1.7 billion cells, far beyond what a page can draw.
     */
    public static final long MAX_MEMORY = 1L << 30;

    private JdkSubstitutes() {
    }

    /**
     * {@link Math#multiplyHigh(long, long)}: the high 64 bits of the 128-bit product of two signed
     * longs, from four 32 x 32-bit products (the JDK's own code before the intrinsic, after
     * Hacker's Delight 8-2).
     */
    public static long multiplyHigh(long x, long y) {
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    /** {@code Runtime.maxMemory()} in the page: {@link #MAX_MEMORY}. */
    public static long maxMemory() {
        return MAX_MEMORY;
    }
}
