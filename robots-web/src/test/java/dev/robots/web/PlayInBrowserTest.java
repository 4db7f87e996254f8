package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * A person's game in the page, in headless Chromium: keys (vi keys, arrows and Home/End/PgUp/PgDn,
 * the keypad, {@code .} and space, {@code c} for a charge) and clicks on the cells next to the
 * player, each turn's {@code field-text} against the same game played on the JVM, the safe cells
 * marked as the engine finds them, and a losing move played only once confirmed.
 */
@ExtendWith(BrowserExtension.class)
class PlayInBrowserTest {
    private static final String SIZE = "30,17,20,40";
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @Test
    void aGamePlayedByKeys() {
        CharSequence[] vi = {"y", "k", "u", "h", ".", "l", "b", "j", "n"};
        CharSequence[] named = {Keys.HOME, Keys.ARROW_UP, Keys.PAGE_UP, Keys.ARROW_LEFT, " ", Keys.ARROW_RIGHT,
            Keys.END, Keys.ARROW_DOWN, Keys.PAGE_DOWN};
        CharSequence[] keypad = {Keys.NUMPAD7, Keys.NUMPAD8, Keys.NUMPAD9, Keys.NUMPAD4, Keys.NUMPAD5, Keys.NUMPAD6,
            Keys.NUMPAD1, Keys.NUMPAD2, Keys.NUMPAD3};
        CharSequence[][] keySets = {vi, named, keypad};
        int[] turn = {0};
        play(16, (index, charged) -> {
            if (charged) {
                browser.keys("c");
            }
            browser.keys(keySets[turn[0]++ % 3][index]);
        }, () -> browser.keys(Keys.ENTER), () -> browser.keys(Keys.ESCAPE));
    }

    @Test
    void aGamePlayedByClicks() {
        play(42, (index, charged) -> {
            if (charged) {
                browser.element("charge").click();
            }
            int[] at = playerAt();
            browser.cell(at[0] + index % 3 - 1, at[1] + index / 3 - 1).click();
        }, () -> browser.element("confirm-yes").click(), () -> browser.element("confirm-no").click());
    }

    /**
     * A board dense and wide enough for the engine's sweep of all rows (the walk whose rows of whole
     * words may go by vectors on a JVM: the page, compiled by TeaVM, must take the scalar loop, the
     * class that looks for the JDK's Vector API being absent there), stepped in the page as on the JVM.
     */
    @Test
    void aDenseBoardStepsAsOnTheJvm() {
        long seed = 7;
        GameParameters dense = GameParameters.of(192, 96, 2000, 300);
        browser.load("seed=" + seed + "&size=192,96,2000,300");
        Session jvm = Session.start(seed, dense);
        assertEquals(jvm.fieldText(), browser.text("field-text"), "seed " + seed + " at the start");
        for (int turn = 0; turn < 3 && jvm.outcome().isEmpty(); turn++) {
            browser.keys(".");
            if (browser.element("confirm").isDisplayed()) {
                browser.keys(Keys.ENTER);
            }
            jvm.play(Command.WAIT);
            assertEquals(jvm.fieldText(), browser.text("field-text"), "seed " + seed + ", turn " + turn);
        }
    }

    /** Where the page's field text has the player, {x, y}. */
    private static int[] playerAt() {
        String[] rows = browser.text("field-text").split("\n");
        for (int y = 0; y < rows.length; y++) {
            int at = rows[y].indexOf('@');
            if (at >= 0) {
                return new int[] {at / 2, y};
            }
        }
        throw new AssertionError("no player in the field\n" + browser.text("field-text"));
    }

    /**
     * Plays the game of {@code seed} in the page with {@code move} (the index 0-8 of a move, row by
     * row from the top left, and whether charged) and the same game on the JVM: safe moves turn by
     * turn (the autopilot's when safe), a charge on the third turn and
     * whenever no move is safe without, then from the ninth turn on the first
     * losing move, cancelled once and then confirmed.
     */
    private static void play(long seed, BiConsumer<Integer, Boolean> move, Runnable confirm, Runnable cancel) {
        browser.load("seed=" + seed + "&size=" + SIZE);
        Session jvm = Session.start(seed, Link.STATEMENT);
        assertEquals(jvm.fieldText(), browser.text("field-text"), "seed " + seed + " at the start");
        for (int turn = 0; turn < 60; turn++) {
            String where = "seed " + seed + ", turn " + turn;
            String plain = MoveLetters.of(jvm.game(), false);
            assertEquals(safeCells(jvm.game(), plain), markedCells(), where + ": the safe cells marked");
            boolean charged = turn == 2 || plain.indexOf(MoveLetters.SAFE) < 0;
            String verdicts = MoveLetters.of(jvm.game(), charged);
            int losing = plain.indexOf(MoveLetters.LOSES);
            if (turn >= 8 && losing >= 0) {
                String before = browser.text("field-text");
                move.accept(losing, false);
                assertTrue(browser.element("confirm").isDisplayed(), where + ": a losing move asks first");
                assertEquals(before, browser.text("field-text"), where + ": nothing played before the confirmation");
                cancel.run();
                assertFalse(browser.element("confirm").isDisplayed(), where);
                assertEquals(before, browser.text("field-text"), where + ": cancelled");
                move.accept(losing, false);
                confirm.run();
                jvm.play(new Command(losing % 3 - 1, losing / 3 - 1, false));
                assertTrue(jvm.outcome().startsWith("LOST BY"), where + ": " + jvm.outcome());
                assertEquals(jvm.fieldText(), browser.text("field-text"), where + ": the losing move, confirmed");
                assertEquals(jvm.outcome(), browser.text("outcome"), where);
                return;
            }
            int index = pick(verdicts, turn, jvm.hint());
            move.accept(index, charged);
            jvm.play(new Command(index % 3 - 1, index / 3 - 1, charged));
            assertEquals(jvm.fieldText(), browser.text("field-text"), where + ": move " + index);
            assertTrue(browser.text("status").startsWith("turn " + jvm.game().turn() + " \u00b7 charges "
                    + jvm.game().chargesLeft().getAsInt()), where + ": " + browser.text("status"));
            if (!jvm.outcome().isEmpty()) {
                throw new AssertionError(where + ": the game ended (" + jvm.outcome() + ") before a losing move"
                        + " could be tried; pick another seed");
            }
        }
        throw new AssertionError("seed " + seed + ": no losing move in 60 turns; pick another seed");
    }

    /** The autopilot's move if it is safe, else a safe one, turning through them. */
    private static int pick(String verdicts, int turn, Command hint) {
        int hinted = (hint.dy() + 1) * 3 + hint.dx() + 1;
        if (verdicts.charAt(hinted) == MoveLetters.SAFE) {
            return hinted;
        }
        for (int i = 0; i < 9; i++) {
            int index = (turn * 4 + i) % 9;
            if (verdicts.charAt(index) == MoveLetters.SAFE) {
                return index;
            }
        }
        throw new AssertionError("no safe move: " + verdicts);
    }

    private static Set<String> safeCells(Game game, String verdicts) {
        Set<String> cells = new TreeSet<>();
        for (int i = 0; i < 9; i++) {
            char v = verdicts.charAt(i);
            if ((v == MoveLetters.SAFE || v == MoveLetters.WINS) && i != 4) {
                cells.add((game.playerX() + i % 3 - 1) + "," + (game.playerY() + i / 3 - 1));
            }
        }
        return cells;
    }

    @SuppressWarnings("unchecked")
    private static Set<String> markedCells() {
        List<String> marked = (List<String>) browser.script("return [...document.querySelectorAll('#cells .safe')]"
                + ".map(c => c.dataset.x + ',' + c.dataset.y);");
        return new TreeSet<>(new ArrayList<>(marked));
    }
}
