package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page's address: exact 64-bit seeds, the size or the campaign's level, the moves, and one line for a bad part. */
class LinkTest {
    @Test
    void seedsAreExactToSixtyFourBits() throws InvalidInputException {
        for (long seed : Seeds.SEEDS) {
            Link link = Link.parse("seed=" + seed);
            assertEquals(seed, link.seed());
            assertEquals(Link.STATEMENT, link.parameters());
            assertEquals("seed=" + seed + "&size=30,17,20,40", Link.format(seed, 0, link.parameters(), link.moves()));
        }
    }

    @Test
    void everyPartIsRead() throws InvalidInputException {
        Link link = Link.parse("seed=-9007199254740993&size=10,5,3,6&moves=L,UL,kw,DRK&auto=1");
        assertEquals(-9007199254740993L, link.seed());
        assertEquals(GameParameters.of(10, 5, 3, 6), link.parameters());
        assertEquals(List.of(Command.LEFT, Command.UP_LEFT, Command.WAIT.charged(), Command.DOWN_RIGHT.charged()),
                link.moves());
        assertTrue(link.auto());
        assertEquals("seed=-9007199254740993&size=10,5,3,6&moves=L,UL,K,DRK",
                Link.format(link.seed(), link.level(), link.parameters(), link.moves()));
    }

    @Test
    void aLevelIsAGameOfTheCampaignAndItsLinkKeepsIt() throws InvalidInputException {
        Link link = Link.parse("seed=7&level=4&moves=L,W");
        assertEquals(4, link.level());
        assertEquals(dev.robots.core.Variant.campaign().parameters(4), link.parameters());
        assertEquals("seed=7&level=4&moves=L,W", Link.format(7, link.level(), link.parameters(), link.moves()));
        Session session = Session.campaign(7, 4);
        assertEquals(dev.robots.core.TextFormat.render(dev.robots.core.Variant.campaign().start(4,
                dev.robots.core.RandomSource.seeded(7))), session.fieldText(), "robots play --campaign --level 4");
        assertEquals("seed=7&level=4", session.link());
        assertEquals(0, Link.parse("seed=7").level());
    }

    @Test
    void anEmptyLinkIsANewGameOnTheStatementsSetup() throws InvalidInputException {
        Link link = Link.parse("");
        assertNull(link.seed());
        assertEquals(GameParameters.of(30, 17, 20, 40), link.parameters());
        assertTrue(link.moves().isEmpty());
        assertFalse(link.auto());
    }

    @Test
    void aBadPartIsNamedInOneLine() {
        assertProblem("seed=9223372036854775808", "seed: '9223372036854775808' (expected: a whole number from "
                + "-9223372036854775808 to 9223372036854775807)");
        assertProblem("seed=1e3", "seed: '1e3' (expected: a whole number from -9223372036854775808 to "
                + "9223372036854775807)");
        assertProblem("size=30,17,20", "size: '30,17,20' (expected: W,H,R,P)");
        assertProblem("size=30,x,20,40", "size: 'x' in '30,x,20,40' (expected: W,H,R,P, four whole numbers)");
        assertProblem("size=1,17,20,40", "size: width: 1 (expected: >= 2)");
        assertProblem("size=201,200,20,40", "size: 201 x 200 = 40200 cells (expected: at most 40000 in the page)");
        assertProblem("moves=L,Q", "moves: 'Q', move 2: unknown letter 'Q' at position 1 (expected: U D L R K W)");
        assertProblem("auto=yes", "auto: 'yes' (expected: 1 or 0)");
        assertProblem("speed=3", "unknown part 'speed' (expected: seed, size, level, moves, auto)");
        assertProblem("level=0", "level: '0' (expected: 1 to 14)");
        assertProblem("level=15", "level: '15' (expected: 1 to 14)");
        assertProblem("level=x", "level: 'x' (expected: 1 to 14)");
        assertProblem("level=2&size=30,17,20,40", "level: the campaign's level sets the size: leave out size");
        assertProblem("moves=" + "W,".repeat(Link.MAX_MOVES) + "W", "moves: 100001 (expected: at most 100000)");
    }

    private static void assertProblem(String fragment, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Link.parse(fragment));
        assertEquals(message, e.getMessage());
    }
}
