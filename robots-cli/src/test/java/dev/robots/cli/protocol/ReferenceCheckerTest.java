package dev.robots.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The reference checker must catch wrong output, or the golden tests would prove nothing. */
class ReferenceCheckerTest {
    static final String FIELD = ". . . . .\n< . . . @\nX . . . .\n";

    @Test
    void acceptsACorrectTranscript() {
        // Robot (0,2) steps toward the player at (3,1): (+1,-1) -> (1,1).
        ReferenceChecker.check("5 3 1 0\nL\n", "INIT W H R P:\n" + FIELD + "MOVE:\n"
                + ". . . . .\n< X . @ .\n. . . . .\nMOVE:\n", -1, FIELD);
    }

    @Test
    void catchesARobotThatMovedWrongly() {
        AssertionError e = assertThrows(AssertionError.class, () -> ReferenceChecker.check("5 3 1 0\nL\n",
                "INIT W H R P:\n" + FIELD + "MOVE:\n" + ". . . . .\n< . . @ .\nX . . . .\nMOVE:\n", -1, FIELD));
        assertTrue(e.getMessage().contains("turn 1 (L)"), e.getMessage());
    }

    @Test
    void catchesAReinforcementOffTheCorners() {
        // R = 2 with one robot: one new robot must appear on a free corner, not mid-field.
        AssertionError e = assertThrows(AssertionError.class, () -> ReferenceChecker.check("5 3 2 0\nL\n",
                "INIT W H R P:\n" + FIELD + "MOVE:\n" + ". . X . .\n< X . @ .\n. . . . .\nMOVE:\n", -1, FIELD));
        assertTrue(e.getMessage().contains("plus one robot on one of the corners"), e.getMessage());
        ReferenceChecker.check("5 3 2 0\nL\n",
                "INIT W H R P:\n" + FIELD + "MOVE:\n" + ". . . . X\n< X . @ .\n. . . . .\nMOVE:\n", -1, FIELD);
    }

    @Test
    void catchesAMissingRefusalAndAMissingEndLine() {
        assertThrows(AssertionError.class, () -> ReferenceChecker.check("5 3 1 0\nR\n",
                "INIT W H R P:\n" + FIELD + "MOVE:\n" + FIELD + "MOVE:\n", -1, FIELD));
        assertThrows(AssertionError.class, () -> ReferenceChecker.check("5 3 1 0\nL\nL\n",
                "INIT W H R P:\n" + FIELD + "MOVE:\n" + ". . . . .\n< X . @ .\n. . . . .\nMOVE:\n"
                        + ". . . . .\n< . @ . .\n. . . . .\nMOVE:\n", -1, FIELD));
    }
}
