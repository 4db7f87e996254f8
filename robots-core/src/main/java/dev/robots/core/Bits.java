package dev.robots.core;

/** Bit-set helpers over {@code long[]} words: one bit per cell, cell {@code i} in word {@code i >>> 6}. */
final class Bits {
    private Bits() {
    }

    static long[] forCells(long cells) {
        return new long[(int) ((cells + 63) >>> 6)];
    }

    static boolean get(long[] bits, int i) {
        return (bits[i >>> 6] & (1L << i)) != 0;
    }

    static void set(long[] bits, int i) {
        bits[i >>> 6] |= 1L << i;
    }

    static void clear(long[] bits, int i) {
        bits[i >>> 6] &= ~(1L << i);
    }

    static int count(long[] bits) {
        long n = 0;
        for (long w : bits) {
            n += Long.bitCount(w);
        }
        return (int) n;
    }
}
