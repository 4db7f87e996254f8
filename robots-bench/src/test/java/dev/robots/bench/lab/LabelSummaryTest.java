package dev.robots.bench.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LabelSummaryTest {

    @Test
    void countsAgreementInWonAndLostGamesApart() {
        LabelSummary.Counts counts = new LabelSummary.Counts();
        counts.add("# robots-positions/1, ...");
        counts.add("game,seed,turn,label,played,won");
        counts.add("0,7,0,4,4,1");
        counts.add("0,7,1,3,4,1");
        counts.add("1,9,0,5,5,0");
        counts.add("1,9,1,5,5,0");
        counts.add("1,9,2,2,5,0");
        counts.add("1,9,3,0,5,0");
        assertEquals("6 positions of 2 games (1 won by the default); the default played the label in 50.00% of the"
                + " positions, 50.00% in the games it won, 50.00% in those it lost", counts.report());
        counts.add("2,11,0,1,1,1");
        assertEquals("7 positions of 3 games (2 won by the default); the default played the label in 57.14% of the"
                + " positions, 66.67% in the games it won, 50.00% in those it lost", counts.report());
    }
}
