package dev.robots.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Record lines are written where they are read: every line a writer makes with {@link RecordLine#text()}
 * parses back to itself (its line number aside), for seeded random lines of every kind, and the
 * text is the format's, word for word.
 */
class RecordLineTextTest {
    private static final String[] COMMANDS = {"W", "U", "DL", "UR", "LK", "K", "DRK"};
    private static final String[] RESULTS = {"WIN", "LOST BY HIT", "LOST BY FALL", "LOST BY CAPTURE"};

    /** {@code line} with line number {@code n}, as parse gives it. */
    private static RecordLine numbered(RecordLine line, int n) {
        if (line instanceof RecordLine.Session s) {
            return new RecordLine.Session(n, s.format(), s.seed(), s.charges(), s.maxCells(), s.field());
        } else if (line instanceof RecordLine.GameStart g) {
            return new RecordLine.GameStart(n, g.number(), g.seed(), g.width(), g.height(), g.robots(), g.pits(),
                    g.startDigest(), g.variant(), g.level());
        } else if (line instanceof RecordLine.Turn t) {
            return new RecordLine.Turn(n, t.number(), t.command(), t.digest());
        } else if (line instanceof RecordLine.End e) {
            return new RecordLine.End(n, e.turns(), e.result());
        }
        RecordLine.Stop p = (RecordLine.Stop) line;
        return new RecordLine.Stop(n, p.why(), p.game(), p.turns());
    }

    @Test
    void everyLineParsesBackToItself() throws RecordFormatException {
        int kinds = 0;
        for (long seed = 1; seed <= 2000; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            String digest = String.format("%016x", r.nextLong());
            String field = List.of("f.txt", "a dir/ü é.txt", "tab\there", "line\nbreak", "back\\slash").get(r.nextInt(5));
            RecordLine line = switch (r.nextInt(5)) {
                case 0 -> RecordLine.Session.of(r.nextLong(), r.nextBoolean() ? OptionalInt.empty()
                        : OptionalInt.of(r.nextInt(100)), 2 + r.nextInt(1 << 20), r.nextBoolean() ? null : field);
                case 1 -> r.nextBoolean() ? new RecordLine.GameStart(0, 1 + r.nextInt(1000), r.nextLong(),
                        2 + r.nextInt(500), 1 + r.nextInt(500), r.nextInt(1000), r.nextInt(1000), digest)
                        : new RecordLine.GameStart(0, 1 + r.nextInt(1000), r.nextLong(), 2 + r.nextInt(500),
                        1 + r.nextInt(500), r.nextInt(1000), r.nextInt(1000), digest, "campaign", 1 + r.nextInt(20));
                case 2 -> new RecordLine.Turn(0, 1 + r.nextInt(1000), COMMANDS[r.nextInt(COMMANDS.length)], digest);
                case 3 -> new RecordLine.End(0, r.nextInt(1000), RESULTS[r.nextInt(RESULTS.length)]);
                default -> r.nextBoolean() ? new RecordLine.Stop(0, "end-of-input", -1, -1)
                        : new RecordLine.Stop(0, "turn-limit", 1 + r.nextInt(9), r.nextInt(1000));
            };
            String text = line.text();
            assertTrue(!text.contains("\n"), "seed " + seed + ": a line end inside " + text);
            assertEquals(numbered(line, 7), RecordLine.parse(7, text, GameRecord.FORMAT), "seed " + seed + ": " + text);
            kinds |= 1 << List.of(RecordLine.Session.class, RecordLine.GameStart.class, RecordLine.Turn.class,
                    RecordLine.End.class, RecordLine.Stop.class).indexOf(line.getClass());
        }
        assertEquals(0b11111, kinds, "every kind of line");
    }

    @Test
    void theTextIsTheFormats() {
        assertEquals("session format=4 seed=11 charges=2 max-cells=4000000 field=f.txt",
                RecordLine.Session.of(11, OptionalInt.of(2), 4_000_000, "f.txt").text());
        assertEquals("session format=4 seed=-5 charges=unlimited max-cells=20000 field=random",
                RecordLine.Session.of(-5, OptionalInt.empty(), 20_000, null).text());
        assertEquals("game 2 seed=7 w=5 h=1 r=0 p=0 start=0123456789abcdef",
                new RecordLine.GameStart(0, 2, 7, 5, 1, 0, 0, "0123456789abcdef").text());
        assertEquals("game 1 seed=7 w=30 h=17 r=4 p=40 start=0123456789abcdef variant=campaign level=3",
                new RecordLine.GameStart(0, 1, 7, 30, 17, 4, 40, "0123456789abcdef", "campaign", 3).text());
        assertEquals("turn 3 LK board=0123456789abcdef", new RecordLine.Turn(0, 3, "LK", "0123456789abcdef").text());
        assertEquals("end turns=5 result=WIN", new RecordLine.End(0, 5, "WIN").text());
        assertEquals("stop end-of-input game=2 turns=1", new RecordLine.Stop(0, "end-of-input", 2, 1).text());
        assertEquals("stop end-of-input", new RecordLine.Stop(0, "end-of-input", -1, -1).text());
    }
}
