package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordReader;
import dev.robots.record.RecordedGame;
import dev.robots.core.SplitMix64;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Large and forged records (issue 29, item 7): read game by game, a record's max-cells= trusted no
 * further than robots' own limit, and a page refused when the record is too big for one.
 */
class BigRecordTest {
    @TempDir
    Path dir;

    /** A session of {@code games} one-turn wins on a 2x1 board, format 1's seed chain kept. */
    private Path wins(String name, int games, String tail) throws IOException {
        Path record = dir.resolve(name);
        try (BufferedWriter w = Files.newBufferedWriter(record, StandardCharsets.UTF_8)) {
            long seed = 7;
            w.write("session format=1 seed=7 charges=0 max-cells=9 field=random\n");
            for (int g = 1; g <= games; g++) {
                w.write("game " + g + " seed=" + seed + " w=2 h=1 r=0 p=0\nturn 1 L\nend turns=1 result=WIN\n");
                seed = new SplitMix64(seed).nextLong();
            }
            w.write(tail);
        }
        return record;
    }

    @Test
    void gamesAreHandedOnAsTheyAreRead() throws Exception {
        // The last line is malformed: the games before it reach the sink first (a whole-file parse
        // would have refused the record before handing on any game).
        Path record = wins("tail.rec", 3, "game x\n");
        List<Integer> seen = new ArrayList<>();
        RecordReader.Sink<RuntimeException> sink = new RecordReader.Sink<>() {
            @Override
            public void session(RecordLine.Session header) {
            }

            @Override
            public void game(RecordedGame game, int nextGameLine, RecordLine.Stop stop) {
                seen.add(game.start().number());
            }

            @Override
            public void sessionEnd(RecordLine.Stop stop, RecordedGame lastGame, int games) {
            }
        };
        assertThrows(dev.robots.record.RecordFormatException.class, () -> RecordReader.stream(record, sink));
        // Game 3 is whole only once the next game line is read, which is the malformed one.
        assertEquals(List.of(1, 2), seen);
    }

    @Test
    void aManyGameRecordVerifiesGameByGame() throws IOException {
        Path record = wins("many.rec", 50_000, "");
        assertTrue(Files.size(record) > 2_000_000, Files.size(record) + " bytes");
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(0, run.status(), run.toString());
        assertTrue(run.stdout().contains("robots replay: " + Texts.path(record) + ": 1 session, 50000 games, 50000 turns"
                + " replayed: every recorded outcome and turn count follows"), run.stdout());
    }

    @Test
    void aRecordsMaxCellsIsNotTrustedBeyondRobotsOwnLimit() throws IOException {
        Path record = dir.resolve("forged.rec");
        Files.writeString(record, "session format=1 seed=1 charges=0 max-cells=4294967296 field=random\n"
                + "game 1 seed=1 w=65536 h=65536 r=0 p=0\nturn 1 L\n", StandardCharsets.UTF_8);
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(2, run.status(), run.toString());
        assertEquals("robots replay: " + Texts.path(record) + ": line 2 (session 1, game 1): cannot replay here: 65536 x 65536 ="
                + " 4294967296 cells, more than robots replays (at most 4000000, the default --max-cells)\n",
                run.stderr());
    }

    @Test
    void aRecordTooBigForOnePageIsRefused() throws Exception {
        Path record = wins("page.rec", 200, "");
        HtmlPage page = new HtmlPage(Path.of("page.rec"), HtmlPage.MAX_POSITIONS, List.of("robots"), 20_000);
        HtmlPage.TooBig tooBig = assertThrows(HtmlPage.TooBig.class,
                () -> Replayer.replay(record, new FieldFiles(record, null), page));
        assertTrue(tooBig.getMessage().startsWith("the record is too big for one page: its first "), tooBig.getMessage());
        assertTrue(tooBig.getMessage().endsWith(" games already make more than 20000 characters of page data (a page"
                + " holds at most that); nothing written"), tooBig.getMessage());
        HtmlPage roomy = new HtmlPage(Path.of("page.rec"), HtmlPage.MAX_POSITIONS, List.of("robots"), 1_000_000);
        assertEquals(200, Replayer.replay(record, new FieldFiles(record, null), roomy).games());
    }

    /** Standard output that breaks after {@code room} bytes, as a pipe to {@code head -c} does, counting the tries after. */
    private static final class BreakingOutput extends java.io.OutputStream {
        private long room;
        int writesAfterBreak;

        BreakingOutput(long room) {
            this.room = room;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (room < len) {
                writesAfterBreak++;
                throw new IOException("Broken pipe");
            }
            room -= len;
        }
    }

    @Test
    void textPlaybackStopsAtTheFirstFailedWrite() throws IOException {
        Path record = wins("text.rec", 2000, "");
        BreakingOutput out = new BreakingOutput(100);
        dev.robots.cli.Sessions.Run r = dev.robots.cli.Sessions.runWithStdout(out, "replay", record.toString());
        assertEquals(2, r.status(), r.stderr());
        assertTrue(r.stderr().contains("cannot write to standard output"), r.stderr());
        // Before: every one of the 2000 games was still written into the broken pipe.
        assertTrue(out.writesAfterBreak <= 3, out.writesAfterBreak + " writes after the pipe broke");
    }
}
