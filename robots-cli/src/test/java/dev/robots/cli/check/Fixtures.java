package dev.robots.cli.check;

import dev.robots.cli.JarRun;
import dev.robots.cli.check.fixture.FixtureGame;
import dev.robots.core.RandomSource;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Command lines that start {@link FixtureGame} as a child JVM, from the test class path. */
public final class Fixtures {
    /**
     * The checker's wait for an answer in the tests of programs that hang or die: long enough for a
     * freshly started JVM or Lua to answer its first prompt on a loaded 2-core machine (3 s was not:
     * the failure's reason became the wait's), short enough that a hang costs little.
     */
    static final java.time.Duration PROCESS_TIMEOUT = java.time.Duration.ofSeconds(10);

    private Fixtures() {
    }

    public static List<String> fixture(String... args) {
        String java = JarRun.java();
        String classPath = location(FixtureGame.class) + File.pathSeparator + location(RandomSource.class);
        // A small, quickly starting JVM: the fixture needs neither the JIT's top tier nor much heap.
        List<String> command = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-Xmx64m", "-Xshare:auto", "-cp", classPath, FixtureGame.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    private static String location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The report's "problem:" line. */
    public static String problem(String report) {
        return report.lines().filter(l -> l.startsWith("problem: ")).findFirst().orElse("(no problem line)");
    }
}
