package dev.robots.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link RecordReader}: the format of {@code docs/replay.md}, its nesting, and the one-line reasons it gives. */
class RecordReaderTest {
    /** A record of format 1 (before positions were recorded): still read. */
    static final String EXAMPLE = String.join("\n",
            "session format=1 seed=11 charges=2 max-cells=4000000 field=f.txt",
            "game 1 seed=11 w=5 h=1 r=0 p=0",
            "turn 1 W",
            "turn 2 L",
            "turn 3 LK",
            "turn 4 L",
            "turn 5 L",
            "end turns=5 result=WIN",
            "game 2 seed=5833679380957638813 w=5 h=1 r=0 p=0",
            "turn 1 W",
            "stop end-of-input game=2 turns=1",
            "");

    @Test
    void readsTheDocumentedExample() throws RecordFormatException {
        Recording recording = RecordReader.parse(EXAMPLE);
        assertEquals(1, recording.sessions().size());
        assertEquals(0, recording.cutLine());
        RecordedSession session = recording.sessions().get(0);
        assertEquals(new RecordLine.Session(1, 1, 11, OptionalInt.of(2), 4_000_000, "f.txt"), session.header());
        assertFalse(session.header().randomField());
        assertEquals(2, session.games().size());
        RecordedGame first = session.games().get(0);
        assertEquals(new RecordLine.GameStart(2, 1, 11, 5, 1, 0, 0, null), first.start());
        assertEquals(List.of("W", "L", "LK", "L", "L"), first.turns().stream().map(RecordLine.Turn::command).toList());
        assertEquals(new RecordLine.Turn(5, 3, "LK", null), first.turns().get(2));
        assertEquals(new RecordLine.End(8, 5, "WIN"), first.end());
        RecordedGame second = session.games().get(1);
        assertEquals(5833679380957638813L, second.start().seed());
        assertFalse(second.ended());
        assertNull(second.end());
        assertEquals(new RecordLine.Stop(11, "end-of-input", 2, 1), session.stop());
        assertEquals(2, recording.gameCount());
    }

    @Test
    void formatTwoCarriesTheDigestOfEveryPosition() throws RecordFormatException {
        Recording recording = RecordReader.parse("session format=2 seed=1 charges=0 max-cells=9 field=random\n"
                + "game 1 seed=1 w=2 h=1 r=0 p=0 start=00000000000000ff\nturn 1 L board=0123456789abcdef\n");
        RecordedGame game = recording.sessions().get(0).games().get(0);
        assertEquals(2, recording.sessions().get(0).header().format());
        assertEquals("00000000000000ff", game.start().startDigest());
        assertEquals(new RecordLine.Turn(3, 1, "L", "0123456789abcdef"), game.turns().get(0));
    }

    @Test
    void sessionsFollowEachOtherAndLossLinesKeepTheirSpaces() throws RecordFormatException {
        Recording recording = RecordReader.parse("session format=1 seed=-3 charges=unlimited max-cells=20"
                + " field=random\r\ngame 1 seed=-3 w=2 h=1 r=0 p=0\n\nturn 1 L\nend turns=1 result=WIN\n"
                + "stop end-of-input\nsession format=1 seed=9 charges=0 max-cells=20 field=my field.txt\n"
                + "game 1 seed=9 w=3 h=1 r=0 p=0\nend turns=0 result=LOST BY CAPTURE\n");
        assertEquals(2, recording.sessions().size());
        RecordLine.Session first = recording.sessions().get(0).header();
        assertEquals(OptionalInt.empty(), first.charges());
        assertTrue(first.randomField());
        assertEquals("my field.txt", recording.sessions().get(1).header().field());
        assertNull(recording.sessions().get(1).stop());
        assertEquals("LOST BY CAPTURE", recording.sessions().get(1).games().get(0).end().result());
    }

    @Test
    void aLastLineWithoutItsLineEndIsLeftOutAndCounted() throws RecordFormatException {
        Recording recording = RecordReader.parse(EXAMPLE.substring(0, EXAMPLE.indexOf("turn 4 L") + 5));
        assertEquals(6, recording.cutLine());
        RecordedGame game = recording.sessions().get(0).games().get(0);
        assertEquals(3, game.turns().size());
        assertFalse(game.ended());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "hello|1|false|unknown line kind 'hello'",
        "game 1 seed=1 w=2 h=1 r=0 p=0|1|false|a record starts with a 'session' line",
        "session format=5 seed=1 charges=0 max-cells=9 field=random|1|false|format=5 (expected: 1 to 4)",
        "F\\ngame 1 seed=1 w=2 h=1 r=0 p=0 start=00000000000000ff variant=x_y level=2|2|true|variant='x_y' (expected: 1 to 40 letters, digits or -)",
        "F\\ngame 1 seed=1 w=2 h=1 r=0 p=0 start=00000000000000ff variant=campaign|2|true|missing level=",
        "F\\ngame 1 seed=1 w=2 h=1 r=0 p=0 start=00000000000000ff variant=campaign level=0|2|true|level 0 (expected: 1 to 2147483647)",
        "T\\ngame 1 seed=1 w=2 h=1 r=0 p=0 start=00000000000000ff variant=campaign level=2|2|true|extra text 'variant=campaign level=2' at the end of the line",
        "T\\ngame 1 seed=1 w=2 h=1 r=0 p=0|2|true|missing start=",
        "T\\ngame 1 seed=1 w=2 h=1 r=0 p=0 start=00ff|2|true|start='00ff' (expected: 16 hex digits 0-9 a-f)",
        "T\\ngame 1 seed=1 w=2 h=1 r=0 p=0 start=00000000000000ff\\nturn 1 L|3|true|missing board=",
        "' '|1|false|no 'session format=...' line",
        "S\\nturn 1 L|2|true|a 'turn' line before any 'game' line",
        "S\\nG\\nend turns=0 result=WIN\\nturn 1 L|4|true|a 'turn' line after the game's 'end' line 3",
        "S\\nstop end-of-input\\ngame 1 seed=1 w=2 h=1 r=0 p=0|3|true|a line after the session's 'stop' line 2",
        "S\\nG\\nturn x L|3|true|turn number 'x' is not an integer",
        "S\\nG\\nturn 0 L|3|true|turn number 0 (expected: 1 to 2147483647)",
        "S\\nG\\nturn 1 L extra|3|true|extra text 'extra' at the end of the line",
        "S\\nG\\nturn 1|3|true|missing a command",
        "S\\ngame 1 seed=1 w=2 h=1 r=0|2|true|missing p=",
        "S\\ngame 1 seed=1 w=2 h=1 q=0 p=0|2|true|'q=0' where r= belongs",
        "S\\ngame 1 seed=99999999999999999999 w=2 h=1 r=0 p=0|2|true|seed '99999999999999999999' is not an integer",
        "S\\nG\\nend turns=1 result=DRAW|3|true|result='DRAW' (expected: WIN or LOST BY ...)",
        "S\\nG\\nend turns=1|3|true|missing result=",
        "S\\nstop|2|true|missing why the session stopped",
        "session format=1 seed=1 charges=some max-cells=9 field=random|1|false|charges 'some' is not an integer",
        "session format=1 seed=1 charges=0 max-cells=9 field=|1|false|empty field=",
        "S\\nG\\nturn  1 L|3|true|two spaces before turn number",
    })
    void refusesWithTheLineAndTheBadToken(String text, int line, boolean isRecord, String reason) {
        String record = text.replace("\\n", "\n")
                .replace("F\n", "session format=4 seed=1 charges=0 max-cells=9 field=random\n")
                .replace("T\n", "session format=2 seed=1 charges=0 max-cells=9 field=random\n")
                .replace("S\n", "session format=1 seed=1 charges=0 max-cells=9"
                + " field=random\n").replace("G\n", "game 1 seed=1 w=2 h=1 r=0 p=0\n") + "\n";
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordReader.parse(record),
                record);
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(isRecord, e.isRecord(), e.getMessage());
        assertTrue(e.getMessage().startsWith("line " + line + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void anEmptyFileIsNoRecord() {
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordReader.parse(""));
        assertEquals("line 1: the file is empty (expected: a record, which starts with a 'session format=...' line)",
                e.getMessage());
        assertFalse(e.isRecord(), "not a record: replay's status 2, not 1 (tampered)");
    }

    @Test
    void anOverlongLineIsRefusedWithItsLength() {
        String record = "session format=1 seed=1 charges=0 max-cells=9 field=random\nturn 1 "
                + "L".repeat(RecordReader.MAX_LINE) + "\n";
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordReader.parse(record));
        assertEquals("line 2: line of " + (RecordReader.MAX_LINE + 7) + " characters (expected: at most "
                + RecordReader.MAX_LINE + ")", e.getMessage());
    }

    @Test
    void untrustedTextInAReasonStaysOnePrintableLine() {
        RecordFormatException e = assertThrows(RecordFormatException.class,
                () -> RecordReader.parse("\u001b[2J\u0000 x\n"));
        assertTrue(e.getMessage().matches("[\\x20-\\x7e]+"), e.getMessage());
        assertTrue(e.getMessage().contains("\\u001b"), e.getMessage());
    }
}
