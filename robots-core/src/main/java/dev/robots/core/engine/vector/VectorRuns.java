package dev.robots.core.engine.vector;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The two runs of a row of whole words (the engine's {@code WholeWordRow}) several words an
 * instruction, with the JDK's incubating Vector API: loaded only once {@code WholeWordRow.VECTOR}
 * has found the module and made it readable (see there), so that it stays optional. Each
 * run's word {@code j} is a funnel shift of two neighbouring source words less the pits; where the
 * scalar loop keeps the carry word in a register, a vector loads it again one word over (an
 * unaligned load), so no lane waits for another. A run's last vector ends at the run's end,
 * overlapping the one before: no scalar tail (a run of a 4096-wide row is 31 words).
 *
 * <p>The robots placed are counted without a lane-wise bit count (the API has none in Java 17):
 * the classic SWAR steps to byte counts, a multiply that sums each lane's bytes, and a lane-wise
 * sum. Everything is written out in the two loops, with no helper taking a vector: a vector
 * passed to a method the JIT does not inline is boxed, which made a first version ten times slower.
 */
public final class VectorRuns implements RowRuns {
    private static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_PREFERRED;
    private static final int LANES = SPECIES.length();
    private static final long ONES = 0x5555555555555555L;
    private static final long TWOS = 0x3333333333333333L;
    private static final long FOURS = 0x0f0f0f0f0f0f0f0fL;
    /** Multiplying by it sums a word's bytes into its top byte. */
    private static final long BYTE_SUM = 0x0101010101010101L;

    /** For {@code WholeWordRow}, which loads this class by name (see {@link RowRuns}). */
    public VectorRuns() {
    }

    /** The longs in one vector of the preferred species (8 with AVX-512, 4 with AVX2). */
    @Override
    public int lanes() {
        return LANES;
    }

    /**
     * See {@link RowRuns#runs}. Both runs in one method of more than 325 bytes of bytecode, on
     * purpose: the JIT then compiles it on its own rather than inline it into its callers. Inlined
     * into the parallel resolver's deeper call chain, the Vector API's own calls ran out of inlining
     * depth and their vectors were boxed: two threads took longer than one.
     */
    @Override
    public long runs(long[] src, long[] dst, long[] pits, int leftFrom, int leftTo, int rightFrom, int rightTo,
            int offset) {
        long count = 0;
        LongVector counts = LongVector.zero(SPECIES);
        if (leftTo - leftFrom < LANES) {
            count += scalarLeft(src, dst, pits, leftFrom, leftTo, offset);
        } else {
            int j = leftFrom;
            for (; leftTo - j > LANES; j += LANES) {
                LongVector v = LongVector.fromArray(SPECIES, src, j + offset).lanewise(VectorOperators.LSHL, 1)
                        .or(LongVector.fromArray(SPECIES, src, j + offset - 1).lanewise(VectorOperators.LSHR, 63))
                        .lanewise(VectorOperators.AND_NOT, LongVector.fromArray(SPECIES, pits, j));
                v.intoArray(dst, j);
                // Each lane's bit count, the classic SWAR way (Java 17's API has no lane-wise bit count).
                LongVector x = v.sub(v.lanewise(VectorOperators.LSHR, 1).and(ONES));
                x = x.and(TWOS).add(x.lanewise(VectorOperators.LSHR, 2).and(TWOS));
                x = x.add(x.lanewise(VectorOperators.LSHR, 4)).and(FOURS);
                counts = counts.add(x.mul(BYTE_SUM).lanewise(VectorOperators.LSHR, 56));
            }
            // The last vector ends at the run's end, writing some words again (the same values).
            int last = leftTo - LANES;
            LongVector.fromArray(SPECIES, src, last + offset).lanewise(VectorOperators.LSHL, 1)
                    .or(LongVector.fromArray(SPECIES, src, last + offset - 1).lanewise(VectorOperators.LSHR, 63))
                    .lanewise(VectorOperators.AND_NOT, LongVector.fromArray(SPECIES, pits, last))
                    .intoArray(dst, last);
            count += countStored(dst, j, leftTo);
        }
        if (rightTo - rightFrom < LANES) {
            count += scalarRight(src, dst, pits, rightFrom, rightTo, offset);
        } else {
            int j = rightFrom;
            for (; rightTo - j > LANES; j += LANES) {
                LongVector v = LongVector.fromArray(SPECIES, src, j + offset).lanewise(VectorOperators.LSHR, 1)
                        .or(LongVector.fromArray(SPECIES, src, j + offset + 1).lanewise(VectorOperators.LSHL, 63))
                        .lanewise(VectorOperators.AND_NOT, LongVector.fromArray(SPECIES, pits, j));
                v.intoArray(dst, j);
                LongVector x = v.sub(v.lanewise(VectorOperators.LSHR, 1).and(ONES));
                x = x.and(TWOS).add(x.lanewise(VectorOperators.LSHR, 2).and(TWOS));
                x = x.add(x.lanewise(VectorOperators.LSHR, 4)).and(FOURS);
                counts = counts.add(x.mul(BYTE_SUM).lanewise(VectorOperators.LSHR, 56));
            }
            int last = rightTo - LANES;
            LongVector.fromArray(SPECIES, src, last + offset).lanewise(VectorOperators.LSHR, 1)
                    .or(LongVector.fromArray(SPECIES, src, last + offset + 1).lanewise(VectorOperators.LSHL, 63))
                    .lanewise(VectorOperators.AND_NOT, LongVector.fromArray(SPECIES, pits, last))
                    .intoArray(dst, last);
            count += countStored(dst, j, rightTo);
        }
        return count + counts.reduceLanes(VectorOperators.ADD);
    }

    /** The robots stored in {@code dst[from, to)}: the last vector's words that the loop did not count. */
    private static long countStored(long[] dst, int from, int to) {
        long count = 0;
        for (int k = from; k < to; k++) {
            count += Long.bitCount(dst[k]);
        }
        return count;
    }

    private static long scalarLeft(long[] src, long[] dst, long[] pits, int from, int to, int offset) {
        long count = 0;
        for (int j = from; j < to; j++) {
            long v = ((src[j + offset - 1] >>> 63) | (src[j + offset] << 1)) & ~pits[j];
            dst[j] = v;
            count += Long.bitCount(v);
        }
        return count;
    }

    private static long scalarRight(long[] src, long[] dst, long[] pits, int from, int to, int offset) {
        long count = 0;
        for (int j = from; j < to; j++) {
            long v = ((src[j + offset] >>> 1) | (src[j + offset + 1] << 63)) & ~pits[j];
            dst[j] = v;
            count += Long.bitCount(v);
        }
        return count;
    }
}
