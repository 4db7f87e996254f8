package dev.robots.cli.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fields a check keeps for its failure page are bounded in characters, not only in number (issue 29, item 6). */
class FailureTrailTest {

    @Test
    void smallFieldsAreKeptUpToTheCount() {
        FailureTrail trail = new FailureTrail();
        trail.newGame(1, "3,1,0,0");
        for (int i = 0; i < 1000; i++) {
            trail.field("turn " + i, List.of("< . @"));
        }
        assertEquals(FailureTrail.MAX_FIELDS, trail.steps().size());
        assertEquals(1000 - FailureTrail.MAX_FIELDS, trail.dropped());
        assertEquals("turn 0", trail.steps().get(0).label());
        assertEquals("turn 999", trail.steps().get(FailureTrail.MAX_FIELDS - 1).label());
    }

    @Test
    void largeFieldsAreKeptUpToTheCharacterBound() {
        FailureTrail trail = new FailureTrail();
        trail.newGame(1, "1000,1000,0,0");
        // One row object shared by every row and field: the test itself stays small.
        List<String> field = Collections.nCopies(1000, ". ".repeat(999) + ".");
        long perField = 1000L * 1999;
        for (int i = 0; i < 100; i++) {
            trail.field("turn " + i, field);
        }
        List<FailureTrail.Step> kept = trail.steps();
        // The first field, and the latest ones that fit (before: all 100, 200 MB of rows).
        assertEquals(1 + FailureTrail.MAX_CHARS / perField, kept.size());
        assertEquals("turn 0", kept.get(0).label());
        assertEquals("turn 99", kept.get(kept.size() - 1).label());
        assertEquals(100 - kept.size(), trail.dropped());
        assertTrue((kept.size() - 1) * perField <= FailureTrail.MAX_CHARS);
    }

    @Test
    void aFieldLargerThanTheBoundIsStillKeptAsTheLatest() {
        FailureTrail trail = new FailureTrail();
        trail.newGame(1, "big");
        List<String> huge = Collections.nCopies(5000, "x".repeat(2000));
        trail.field("initial field", huge);
        trail.field("turn 1", huge);
        trail.field("turn 2", huge);
        assertEquals(List.of("initial field", "turn 2"), trail.steps().stream().map(FailureTrail.Step::label).toList());
    }
}
