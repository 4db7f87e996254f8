package dev.robots.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.cli.Sessions;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden transcripts: each directory under {@code src/test/resources/transcripts/} holds a
 * session's {@code args} (one per line; a {@code --field=} path is relative to the test resources),
 * its raw {@code input}, and the expected {@code stdout}, {@code exit} status and, if present,
 * {@code stderr}. The expected output is not just the implementation's own: every transcript is
 * also replayed through {@link ReferenceChecker} (an independent implementation of the rules), and
 * {@code statement-ul-ul-dr} was derived by hand (see its {@code NOTES} file).
 */
class TranscriptTest {

    static Stream<String> transcripts() throws IOException {
        try (Stream<Path> dirs = Files.list(resources().resolve("transcripts"))) {
            return dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString()).sorted().toList().stream();
        }
    }

    static Path resources() {
        try {
            return Path.of(TranscriptTest.class.getResource("/transcripts").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transcripts")
    void replaysByteForByte(String name) throws IOException {
        Path dir = resources().resolve("transcripts").resolve(name);
        List<String> args = new ArrayList<>();
        Path argsFile = dir.resolve("args");
        int charges = -1;
        String fieldText = null;
        if (Files.exists(argsFile)) {
            for (String arg : Files.readAllLines(argsFile, StandardCharsets.UTF_8)) {
                if (arg.startsWith("--field=")) {
                    Path field = resources().resolve(arg.substring("--field=".length()));
                    fieldText = Files.readString(field, StandardCharsets.UTF_8);
                    arg = "--field=" + field;
                } else if (arg.startsWith("--charges=")) {
                    charges = Integer.parseInt(arg.substring("--charges=".length()));
                }
                if (!arg.isEmpty()) {
                    args.add(arg);
                }
            }
        }
        byte[] input = Files.readAllBytes(dir.resolve("input"));
        Sessions.Run run = Sessions.run(input, args.toArray(String[]::new));
        int status = run.status();
        String stdout = run.stdout();
        String stderr = run.stderr();
        assertEquals(Files.readString(dir.resolve("stdout"), StandardCharsets.UTF_8), stdout, name + ": stdout");
        assertEquals(Integer.parseInt(Files.readString(dir.resolve("exit")).strip()), status, name + ": exit status");
        if (Files.exists(dir.resolve("stderr"))) {
            assertEquals(Files.readString(dir.resolve("stderr"), StandardCharsets.UTF_8), stderr, name + ": stderr");
        }
        ReferenceChecker.check(new String(input, StandardCharsets.UTF_8), stdout, charges, fieldText);
    }
}
