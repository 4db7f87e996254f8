package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.memory.Heap;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * docs/rules.md, "Starting position" (decision on size): nothing runs out of memory; a size the
 * program will not allocate is refused as too large, with the largest size it accepts. Checked for
 * real, in a JVM of 64 MiB ({@link HeapLimitsChild}) asked for boards of 2^30 cells: only
 * {@code Game.build} used to refuse them; the generator, the builders and the text parser and
 * renderer ran out of memory.
 */
class HeapLimitsTest {

    @Test
    void everyBoardSizedAllocationIsRefusedByNameOnASmallHeap() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = Path.of("target", "classes") + File.pathSeparator + Path.of("target", "test-classes");
        // A fixed heap whatever the machine's, and nothing of the caller's options (JAVA_TOOL_OPTIONS
        // prints a line of its own, and could change the heap); the lines read from standard output alone.
        ProcessBuilder builder = new ProcessBuilder(java, "-Xmx64m", "-cp", classpath, HeapLimitsChild.class.getName());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("JDK_JAVA_OPTIONS");
        builder.environment().remove("_JAVA_OPTIONS");
        Path stderr = Files.createTempFile("heap-limits", ".err");
        Process child = builder.redirectError(stderr.toFile()).start();
        String stdout = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(120, TimeUnit.SECONDS), stdout);
        String output = stdout + "\n(standard error:\n" + Files.readString(stderr) + ")";
        Files.delete(stderr);
        assertEquals(0, child.exitValue(), output);
        List<String> lines = stdout.lines().toList();
        // One type for every refusal for memory (issue 25: it used to be three, one of them checked).
        String board = "InsufficientHeapException: board too large for this JVM: 32768 x 32768 needs about ";
        List<String> expected = List.of(
                "FieldGenerator.generate: " + board + "384 MiB, ",
                "Field.builder: " + board + "256 MiB, ",
                "Board.builder: " + board + "256 MiB, ",
                "TextFormat.render: InsufficientHeapException: rendered board: 1073741824 characters"
                        + " need about 2048 MiB, ",
                "TextFormat.parse: InsufficientHeapException: board too large for this JVM: 1073741824 x 1"
                        + " needs about 256 MiB, ",
                "Game.build: " + board + "640 MiB, ",
                "Autopilot.choose: InsufficientHeapException: autopilot: 25598 robots in view at beam width 4096"
                        + " need about ",
                "Heap.longs: InsufficientHeapException: snapshot of a 65536 x 65536 board needs 16383 MiB in one"
                        + " piece, more than this JVM's heap can give now (raise -Xmx)");
        assertEquals(expected.size(), lines.size(), output);
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(lines.get(i).startsWith(expected.get(i)),
                    "expected " + expected.get(i) + "...\n got " + lines.get(i));
            assertTrue(lines.get(i).endsWith("(raise -Xmx)") || lines.get(i).endsWith("render to an Appendable)")
                    || lines.get(i).endsWith("(a narrower beam, or raise -Xmx)"), lines.get(i));
        }
    }

    /**
     * The backstop behind those checks, for copies a game makes on request (a snapshot, a board):
     * an array the heap cannot give is refused by name, not thrown as an out-of-memory (tried in the
     * child's heap of 64 MiB, above, whatever this machine's heap is).
     */
    @Test
    void theRefusalForMemoryIsATypeOfItsOwn() {
        // A type of its own (issue 46): a catch of IllegalStateException, for a misuse, does not take it.
        assertFalse(IllegalStateException.class.isAssignableFrom(InsufficientHeapException.class), "an IllegalStateException");
        assertEquals(RuntimeException.class, InsufficientHeapException.class.getSuperclass());
        assertEquals(3, Heap.longs(3, "three words").length);
    }
}
