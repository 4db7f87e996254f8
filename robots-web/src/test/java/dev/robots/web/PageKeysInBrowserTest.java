package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * The page's keys the other browser tests leave out, each against the same game on the JVM: a
 * count before a key repeats it ({@code 12.} waits 12 turns, stopping at a wait that loses), {@code
 * w} waits until a robot is next to the player, {@code A} lets the autopilot play on and any key
 * stops it; and the scores the page keeps per kind of game in the browser's storage: a game counts
 * once, as it ended last in the page (an end after an undo takes the first one's place; a link that
 * opens it at its end counts nothing), only a win without help is ranked, a win with the autopilot
 * counts apart, and the best games list their points, date and seed (docs/web.md).
 */
@ExtendWith(BrowserExtension.class)
class PageKeysInBrowserTest {
    /** The vi key of each move, by its index 0-8 row by row from the top left ({@code .} waits). */
    private static final String[] VI = {"y", "k", "u", "h", ".", "l", "b", "j", "n"};
    private static final String SPARSE = "60,33,4,40";
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @Test
    void aCountRepeatsTheKeyUntilAWaitWouldLose() {
        // Seed 4 waits all 12 turns; seed 14's ninth wait would lose, so the page asks there.
        Set<Boolean> stops = new HashSet<>();
        for (long seed : new long[] {4, 14}) {
            browser.load("seed=" + seed + "&size=" + SPARSE);
            Session jvm = Session.start(seed, GameParameters.of(60, 33, 4, 40));
            browser.keys("1", "2", ".");
            boolean stopped = false;
            for (int i = 0; i < 12 && !stopped; i++) {
                stopped = MoveLetters.of(jvm.game(), Command.WAIT) == MoveLetters.LOSES;
                if (!stopped) {
                    jvm.play(Command.WAIT);
                }
            }
            String where = "seed " + seed;
            assertTrue(jvm.game().turn() >= 5, where + ": too few safe waits to show a count; pick another seed");
            assertEquals(jvm.fieldText(), browser.text("field-text"), where + ": after 12.");
            assertEquals(stopped, browser.element("confirm").isDisplayed(), where + ": a losing wait asks first");
            assertTrue(browser.text("status").startsWith("turn " + jvm.game().turn() + " "), browser.text("status"));
            stops.add(stopped);
        }
        assertEquals(2, stops.size(), "a count run out and a count cut by a losing wait; pick other seeds");
    }

    @Test
    void wWaitsUntilARobotIsNextToThePlayer() {
        for (long seed : new long[] {5, 8, 13}) {
            browser.load("seed=" + seed + "&size=30,17,20,40");
            Session jvm = Session.start(seed, Link.STATEMENT);
            browser.keys("w");
            boolean asked = false;
            while (jvm.outcome().isEmpty() && !robotNextToPlayer(jvm.game()) && !asked) {
                asked = MoveLetters.of(jvm.game(), Command.WAIT) == MoveLetters.LOSES;
                if (!asked) {
                    jvm.play(Command.WAIT);
                }
            }
            String where = "seed " + seed;
            assertTrue(jvm.game().turn() > 0, where + ": a robot was next to the player at once; pick another seed");
            assertEquals(jvm.fieldText(), browser.text("field-text"), where + ": after w");
            assertEquals(asked, browser.element("confirm").isDisplayed(), where + ": a losing wait asks first");
        }
    }

    @Test
    void capitalALetsTheAutopilotPlayOnUntilAKey() {
        browser.load("seed=7");
        browser.keys("A");
        browser.waitFor("the autopilot's third turn", () -> turnShown() >= 3);
        browser.keys("?");
        int stoppedAt = turnShown();
        assertEquals("autopilot stopped", browser.text("message"));
        assertFalse(browser.autopilotRunning(), "a turn of the autopilot is still scheduled after a key");
        assertEquals(stoppedAt, turnShown(), "the autopilot went on after a key");
        Session jvm = Session.start(7, Link.STATEMENT);
        for (int turn = 0; turn < stoppedAt; turn++) {
            jvm.play(jvm.hint());
        }
        assertEquals(jvm.fieldText(), browser.text("field-text"), "the autopilot's moves, turn " + stoppedAt);
    }

    /**
     * A click on a button leaves the game's keys with the game: Space after Charge plays the charge
     * (it does not press Charge again), and Enter at a losing move's question after a click on Undo
     * plays the move (it does not undo again).
     */
    @Test
    void afterAClickOnAButtonSpaceAndEnterAreTheGamesKeys() {
        browser.load("seed=5");
        browser.element("charge").click();
        browser.press(" ");
        assertEquals("1", turn(), "Space after a click on Charge: a charged wait, not Charge pressed again");
        for (long seed = 1; ; seed++) {
            Session jvm = Session.start(seed, Link.STATEMENT);
            String verdicts = MoveLetters.of(jvm.game(), false);
            int losing = verdicts.indexOf(MoveLetters.LOSES);
            int safe = verdicts.indexOf(MoveLetters.SAFE);
            if (losing < 0 || safe < 0) {
                continue;
            }
            browser.load("seed=" + seed);
            browser.keys(VI[safe]);
            browser.element("undo").click();
            assertEquals("0", turn(), "undone by the button");
            browser.press(VI[losing]);
            assertFalse(browser.element("confirm").getAttribute("hidden") != null, "the question");
            browser.press(Keys.ENTER);
            assertEquals("1", turn(), "seed " + seed + ": Enter at the question played the losing move");
            assertTrue(browser.text("outcome").startsWith("LOST BY"), browser.text("outcome"));
            return;
        }
    }

    private static String turn() {
        return String.valueOf(browser.script("return String(robotsEngine().game.turn);"));
    }

    @Test
    void scoresCountEachFinishedGameOnceAsItEndedLastWithHelpApart() {
        browser.load("seed=7");
        browser.script("localStorage.clear();");
        browser.load("seed=7");
        String kind = "Scores, board 30,17,20,40: ";
        assertEquals(kind + "no game finished yet", browser.text("scores"));

        // Won by keys (the autopilot's moves, typed as a person types them): on one's own, ranked.
        Session jvm = Session.start(7, Link.STATEMENT);
        while (jvm.outcome().isEmpty()) {
            Command move = jvm.hint();
            type(move);
            jvm.play(move);
        }
        assertEquals("WIN", jvm.outcome(), "seed 7 is a win for the autopilot; pick another seed");
        assertEquals(jvm.fieldText(), browser.text("field-text"));
        int points = jvm.points();
        assertTrue(points >= 1000, "a win: " + points);
        String won = kind + "1 played, 1 won on your own (best " + points + " points), 0 won with help";
        assertEquals(won, browser.text("scores"));
        assertEquals(points + " points, #1 of your best", browser.text("points"));

        // The finished game opened again (its link holds every move): not counted again.
        browser.load(browser.script("return location.hash.substring(1);").toString());
        assertEquals("WIN", browser.text("outcome"));
        assertEquals(won, browser.text("scores"), "a finished game opened again");

        // Won by the autopilot: counted apart, as a win with help.
        browser.load("seed=7");
        browser.keys("A");
        browser.waitFor("the autopilot's outcome", () -> !browser.text("outcome").isEmpty(), 240);
        String helped = kind + "2 played, 1 won on your own (best " + points + " points), 1 won with help";
        assertEquals(helped, browser.text("scores"));
        assertEquals(points + " points (with help)", browser.text("points"));

        // Its last move undone and played again: the same game, counted once, as it ended last.
        browser.keys("z");
        assertEquals("", browser.text("outcome"), "undone");
        browser.keys("A");
        browser.waitFor("the outcome again", () -> !browser.text("outcome").isEmpty(), 60);
        assertEquals(helped, browser.text("scores"), "a game ended twice counts once");

        // The best games of the kind, with date, seed and points.
        browser.keys(Keys.ESCAPE);
        browser.element("top-button").click();
        String list = browser.text("top-list");
        assertTrue(list.startsWith("1. " + points + " points \u00b7 ") && list.contains(" \u00b7 seed 7 \u00b7 won in "),
                list);

        // Kinds apart: another board.
        browser.load("seed=7&size=10,5,3,6");
        assertEquals("Scores, board 10,5,3,6: no game finished yet", browser.text("scores"));
    }

    /** Types {@code move} as a person does: {@code c} first for a charge, then its vi key (confirmed if asked). */
    private static void type(Command move) {
        if (move.charge()) {
            browser.keys("c");
        }
        browser.keys(VI[(move.dy() + 1) * 3 + move.dx() + 1]);
        if (browser.element("confirm").isDisplayed()) {
            browser.keys(Keys.ENTER);
        }
    }

    private static boolean robotNextToPlayer(Game game) {
        dev.robots.core.Board board = game.board();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = game.playerX() + dx;
                int y = game.playerY() + dy;
                if (x >= 0 && y >= 0 && x < board.width() && y < board.height() && board.hasRobot(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The turn the status line shows. */
    private static int turnShown() {
        String status = browser.text("status");
        return Integer.parseInt(status.substring("turn ".length(), status.indexOf(' ', "turn ".length())));
    }
}
