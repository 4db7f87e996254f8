package dev.robots.cli.io;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a closed standard input is told from a real one (the real descriptor 0: {@code HardeningIT}). */
class ClosedInputTest {
    @TempDir
    Path dir;

    @Test
    void aDescriptorOnOneOfTheJvmsFilesIsClosedInput() throws IOException {
        Path jvmFile = Files.writeString(dir.resolve("modules"), "x");
        Path link = Files.createSymbolicLink(dir.resolve("0"), jvmFile); // as /proc/self/fd/0 points to it
        assertTrue(ClosedInput.isJvmOwnFile(link, List.of(dir.resolve("robots.jar"), jvmFile)));
    }

    @Test
    void aDescriptorOnAnyOtherFileIsRealInput() throws IOException {
        Path jvmFile = Files.writeString(dir.resolve("modules"), "x");
        Path given = Files.writeString(dir.resolve("commands.txt"), "x"); // same content, another file
        assertFalse(ClosedInput.isJvmOwnFile(Files.createSymbolicLink(dir.resolve("0"), given), List.of(jvmFile)));
        // a directory, a missing path (no /dev/fd here), no candidates
        assertFalse(ClosedInput.isJvmOwnFile(dir, List.of(dir)));
        assertFalse(ClosedInput.isJvmOwnFile(dir.resolve("no-such-descriptor"), List.of(jvmFile)));
        assertFalse(ClosedInput.isJvmOwnFile(jvmFile, List.of()));
    }

    /** The candidates include the JDK's module image, the file OpenJDK 17 opens first. */
    @Test
    void theJvmsFilesIncludeItsModuleImage() {
        Path modules = Path.of(System.getProperty("java.home"), "lib", "modules");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(modules), "no lib/modules in this JDK");
        assertTrue(ClosedInput.jvmFiles().contains(modules), ClosedInput.jvmFiles().toString());
    }

    /** In this test JVM descriptor 0 is not closed: nothing is detected. */
    @Test
    void anOpenStandardInputIsLeftAsItIs() {
        assertTrue(ClosedInput.detect(System.in) == System.in);
    }
}
