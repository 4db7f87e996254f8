package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The test helper {@link ChiSquare} against values from SciPy 1.17 ({@code scipy.stats.chi2.sf(x, df)}). */
class ChiSquareTest {

    @ParameterizedTest(name = "P(chi2({1}) >= {0}) = {2}")
    @CsvSource({
        "3.841458820694124, 1, 0.04999999999999989",
        "18.307038053275146, 10, 0.05000000000000005",
        "124.34211340400407, 100, 0.0500000000000001",
        "1074.6794, 1000, 0.050000107282837415",
        "4.0, 2, 0.1353352832366127",
        "2100.0, 1903, 0.0009676714654143404",
        "80.0, 30, 1.9756232434910563e-06",
        "150.0, 29, 2.9004787400954916e-18",
    })
    void matchesScipy(double x, int df, double expected) {
        assertEquals(expected, ChiSquare.pValue(x, df), Math.abs(expected) * 1e-8);
    }

    @Test
    void statisticOfAPerfectFitIsZeroAndGrowsWithTheMisfit() {
        assertEquals(0.0, ChiSquare.statistic(new long[] {10, 10, 10}), 0);
        // expected 10 each: (15-10)^2/10 + (5-10)^2/10 + 0 = 5
        assertEquals(5.0, ChiSquare.statistic(new long[] {15, 5, 10}), 1e-12);
        assertEquals(1.0, ChiSquare.pValue(0, 3), 0);
    }
}
