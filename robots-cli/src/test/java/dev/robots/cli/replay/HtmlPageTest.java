package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.pages.PageText;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The structure of the {@code replay --html} page, without a browser ({@link HtmlBrowserTest} opens one). */
class HtmlPageTest {
    @TempDir
    Path dir;

    static String page(Path record) throws IOException, RecordFormatException, ReplayProblem {
        HtmlPage page = new HtmlPage(record);
        Replayer.replay(RecordReader.read(record), new FieldFiles(record, null), page);
        return page.html();
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void onePageWithEverythingInsideIt() throws Exception {
        Path record = RecordedSessions.play(dir, 21);
        String html = page(record);
        assertTrue(html.startsWith("<!DOCTYPE html>"), html);
        assertTrue(html.strip().endsWith("</html>"));
        // Nothing fetched: no external script, style, image or link; the only URL is the SVG namespace.
        for (String outside : new String[] {"<link", " src=", "href=", "@import", "fetch(", "XMLHttpRequest",
            "https:"}) {
            assertFalse(html.contains(outside), outside);
        }
        assertEquals(count(html, "http://"), count(html, "http://www.w3.org/2000/svg"));
        for (String id : new String[] {"id=\"board\"", "id=\"play\"", "id=\"back\"", "id=\"forward\"",
            "id=\"turn-slider\"", "id=\"events\"", "id=\"recreate\"", "id=\"facts\"", "id=\"notice\""}) {
            assertEquals(1, count(html, id), id);
        }
        assertFalse(html.contains("/*REPLAY-DATA*/"));
    }

    @Test
    void theDataHoldsEveryGameAndTurnWithItsEvents() throws Exception {
        Path record = RecordedSessions.play(dir, 22);
        String text = RecordedSessions.text(record);
        String html = page(record);
        long games = text.lines().filter(l -> l.startsWith("game ")).count();
        long turns = text.lines().filter(l -> l.startsWith("turn ")).count();
        assertEquals(games, count(html, "{\"session\":"), html);
        // One frame per turn and one start frame per game; "c" is the command that led to it.
        assertEquals(games + turns, count(html, "{\"c\":"));
        assertEquals(games, count(html, "{\"c\":null"));
        assertEquals(games + turns, count(html, "\"ev\":{\"fall\":["));
        long ends = text.lines().filter(l -> l.startsWith("end ")).count();
        assertEquals(ends, count(html, ",\"end\":\""));
        assertTrue(html.contains("\"gamesInRecord\":" + games + ",\"turnsLeftOut\":0"), html);
    }

    @Test
    void theStartFrameListsEachRobotOnce() throws Exception {
        Path record = dir.resolve("r.rec");
        Sessions.Run run = Sessions.run("30 17 20 40\nL\n", "--seed=4", "--record=" + record);
        assertEquals(0, run.status(), run.toString());
        String html = page(record);
        Matcher start = Pattern.compile("\\{\"c\":null,\"pl\":\\[29,8],\"n\":20,\"k\":-1,\"rb\":\\[([0-9,]*)]")
                .matcher(html);
        assertTrue(start.find(), html);
        assertEquals(40, start.group(1).split(",").length);
        assertTrue(html.contains("\"w\":30,\"h\":17,\"r\":20,\"p\":40"), html);
        assertTrue(html.contains(",\"end\":\"LOST BY CAPTURE\"}"), html);
    }

    @Test
    void aBoardLargerThanThePageDrawsBlocksAndSaysSo() throws Exception {
        Path record = dir.resolve("big.rec");
        Sessions.Run run = Sessions.run("700 300 50 100\nL\nL\n", "--seed=3", "--record=" + record);
        assertEquals(0, run.status(), run.toString());
        String html = page(record);
        // 700 / 320 and 300 / 200 cells: blocks of 3 x 3 cells.
        assertTrue(html.contains("\"block\":3"), html.substring(0, 2000));
        assertTrue(html.contains("each square\"\n      + \" is a block of"), "the page explains the blocks");
    }

    @Test
    void aBoardOfUpTo320By200IsDrawnOneCellASquare() throws Exception {
        Path record = dir.resolve("wide.rec");
        Sessions.Run run = Sessions.run("320 200 50 1500\nL\n", "--seed=3", "--record=" + record);
        assertEquals(0, run.status(), run.toString());
        assertTrue(page(record).contains("\"block\":1,"));
    }

    /** Issue 23: a seed is any 64-bit value; a JavaScript number holds 53 bits, so the page holds seeds as strings. */
    @Test
    void seedsAreStringsOfTheirExactDigitsAndTheReCreateCommandStartsWithTheProgram() throws Exception {
        Path record = dir.resolve("seed.rec");
        Sessions.Run run = Sessions.run("10 5 3 6\nL\n", "--seed=-4689498862643123097", "--charges=2",
                "--record=" + record);
        assertEquals(0, run.status(), run.toString());
        HtmlPage page = new HtmlPage(record, HtmlPage.MAX_POSITIONS, List.of("/opt/my games/robots"));
        Replayer.replay(RecordReader.read(record), new FieldFiles(record, null), page);
        String html = page.html();
        assertTrue(html.contains("{\"session\":\"-4689498862643123097\",\"game\":1,\"seed\":\"-4689498862643123097\","),
                html);
        assertTrue(html.contains("\"again\":\"'/opt/my games/robots' --seed -4689498862643123097 --charges 2\""), html);
        assertTrue(html.contains("\"verify\":\"'/opt/my games/robots' replay --verify "
                + PageText.jsString(Invocation.shellWord(record.toString())).replaceAll("^\"|\"$", "") + "\""), html);
        assertFalse(Pattern.compile("\"(session|seed)\":-?\\d").matcher(html).find(), "a seed as a number");
    }

    @Test
    void pastItsLimitThePageLeavesOutTurnsAndSaysHowMany() throws Exception {
        // A page of at most 30 positions: a 30 x 17 board with 20 robots takes about 20 a turn (4 turns).
        Path record = dir.resolve("long.rec");
        Sessions.Run run = Sessions.run("30 17 20 0\n" + "W\n".repeat(30), "--seed=5", "--record=" + record);
        assertEquals(0, run.status(), run.toString());
        HtmlPage page = new HtmlPage(record, 30, List.of("robots"));
        Replayer.replay(RecordReader.read(record), new FieldFiles(record, null), page);
        String html = page.html();
        assertTrue(html.contains("\"maxPositions\":30"));
        Matcher leftOut = Pattern.compile("\"turnsLeftOut\":(\\d+)").matcher(html);
        assertTrue(leftOut.find());
        long turns = RecordedSessions.text(record).lines().filter(l -> l.startsWith("turn ")).count();
        long drawn = count(html, "{\"c\":") - 1;
        assertTrue(Long.parseLong(leftOut.group(1)) > 0, "turns left out: " + leftOut.group(1));
        assertEquals(turns, drawn + Long.parseLong(leftOut.group(1)));
        assertTrue(html.contains("\"cut\":true"));
    }

    @Test
    void theRecordsNameIsEscapedInThePage() throws Exception {
        Path record = dir.resolve("<b>&x.rec");
        Files.writeString(record, RecordedSessions.text(RecordedSessions.play(dir, 3)), StandardCharsets.UTF_8);
        String html = page(record);
        assertTrue(html.contains("<title>robots replay: &lt;b&gt;&amp;x.rec</title>"), html.substring(0, 400));
        assertTrue(html.contains("\"title\":\"\\u003cb\\u003e\\u0026x.rec\""));
        assertEquals("\"a\\u0022\\u005c\\u003c/script\\u003e\\u00e9\"", PageText.jsString("a\"\\</script>é"));
    }

    @Test
    void theCommandWritesThePageAndSaysWhatItDrew() throws Exception {
        Path record = RecordedSessions.play(dir, 23);
        Path out = dir.resolve("g.html");
        Sessions.Run run = Sessions.run("", "replay", record.toString(), "--html", out.toString());
        assertEquals(0, run.status(), run.toString());
        assertTrue(run.stdout().contains(": page written to " + out + " ("), run.stdout());
        assertEquals(page(record), Files.readString(out, StandardCharsets.UTF_8));
    }
}
