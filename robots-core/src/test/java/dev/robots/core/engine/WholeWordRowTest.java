package dev.robots.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.robots.core.engine.vector.VectorLoader;
import dev.robots.core.engine.vector.VectorRuns;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The rows of whole words by vectors and by the scalar loop, word for word and count for count,
 * and the switch between them. Core's tests run with {@code --add-modules jdk.incubator.vector}
 * (the surefire configuration), so that both paths are tested; {@code ResolverWalksTest} holds both
 * to the naive model.
 */
class WholeWordRowTest {

    @Test
    void vectorsAreOnExactlyWhenTheModuleIsReadAndWide() {
        boolean vector = WholeWordRow.VECTOR;
        boolean read = ModuleLayer.boot().findModule(VectorLoader.MODULE)
                .map(WholeWordRow.class.getModule()::canRead).orElse(false);
        assertTrue(read, "core's tests run with --add-modules " + VectorLoader.MODULE + " (pom.xml)");
        boolean off = "false".equalsIgnoreCase(System.getProperty(WholeWordRow.VECTOR_PROPERTY));
        int lanes = new VectorRuns().lanes();
        assertEquals(!off && lanes >= 4, vector, "lanes: " + lanes);
        assertEquals(vector ? lanes : 0, WholeWordRow.vectorLanes());
    }

    @Test
    void vectorAndScalarRowsAgree() {
        // On a machine whose vectors hold fewer than 4 longs there are no vector rows to compare.
        assumeTrue(WholeWordRow.VECTOR, "vectors of fewer than 4 longs: the scalar loop only");
        SplittableRandom random = new SplittableRandom(30);
        for (int i = 0; i < 2000; i++) {
            int rowWords = 1 + random.nextInt(i % 10 == 0 ? 700 : 40);
            int rows = 3;
            int words = rowWords * rows;
            long[] src = new long[words];
            long[] pits = new long[words];
            // Every seventh row full and without pits: a count's bytes near their limit.
            boolean full = i % 7 == 0;
            for (int k = 0; k < words; k++) {
                src[k] = full || random.nextInt(3) == 0 ? -1L : random.nextLong();
                pits[k] = full || random.nextInt(4) == 0 ? 0 : random.nextLong() & random.nextLong() & random.nextLong();
            }
            int first = rowWords;
            int last = 2 * rowWords - 1;
            int offset = random.nextBoolean() ? -rowWords : rowWords;
            int px = random.nextInt(64 * rowWords);
            long[] scalar = new long[words];
            long[] vector = new long[words];
            long scalarCount = WholeWordRow.pull(src, scalar, pits, first, last, offset, px, false);
            long vectorCount = WholeWordRow.pull(src, vector, pits, first, last, offset, px, true);
            String where = "case " + i + ": " + rowWords + " words a row, player column " + px;
            assertEquals(scalarCount, vectorCount, where);
            for (int k = 0; k < words; k++) {
                assertEquals(scalar[k], vector[k], where + ", word " + k);
            }
            assertEquals(Bits.count(scalar), scalarCount, where);
        }
    }
}
