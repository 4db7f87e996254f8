package dev.robots.cli.io;

import java.io.IOException;
import java.nio.file.Path;

/** For tests outside this package: marks a file as {@link PartialFiles} marks a {@code .partial}. */
public final class PartialFilesMarks {
    private PartialFilesMarks() {
    }

    /** Marks {@code file} as a {@code .partial} made by process {@code pid}. */
    public static void mark(Path file, long pid) throws IOException {
        PartialFilesTest.mark(file, pid);
    }
}
