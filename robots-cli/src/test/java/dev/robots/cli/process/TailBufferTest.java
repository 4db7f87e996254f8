package dev.robots.cli.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TailBufferTest {

    private static void write(TailBuffer b, String s) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        b.write(bytes, 0, bytes.length);
    }

    @Test
    void keepsTheLastLinesThatFit() {
        TailBuffer b = new TailBuffer(16);
        write(b, "first\nsecond\nthird\n");
        assertEquals(19, b.total());
        // 16 bytes held: "rst\nsecond\nthird\n" minus one: "st\nsecond\nthird\n"
        assertEquals("second\nthird\n", b.lastLines(2));
        assertEquals("st\nsecond\nthird\n", b.lastLines(10));
    }

    @Test
    void anUnfinishedLastLineCounts() {
        TailBuffer b = new TailBuffer(100);
        write(b, "a\nb");
        assertEquals("a\nb\n", b.lastLines(5));
        assertEquals("", new TailBuffer(4).lastLines(3));
    }

    @Test
    void rejectsAnEmptyCapacity() {
        assertThrows(IllegalArgumentException.class, () -> new TailBuffer(0));
    }
}
