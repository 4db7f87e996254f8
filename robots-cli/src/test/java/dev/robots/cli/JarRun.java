package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the shaded jar (system property {@code robots.jar}) as a child process, for the {@code *IT} tests. */
public record JarRun(int status, String out, String err) {

    public static Path jar() {
        String jar = System.getProperty("robots.jar");
        assertTrue(jar != null && Files.isRegularFile(Path.of(jar)), "system property robots.jar: " + jar);
        return Path.of(jar).toAbsolutePath();
    }

    /** The repository's root: the jar is {@code robots-cli/target/robots.jar}. */
    public static Path root() {
        return jar().getParent().getParent().getParent();
    }

    /** The {@code java} of the JVM running the tests. */
    public static String java() {
        return javaBin().resolve("java").toString();
    }

    /** The directory of the JVM's programs, to put first on a child's {@code PATH}. */
    public static Path javaBin() {
        return Path.of(System.getProperty("java.home"), "bin");
    }

    public static List<String> javaJar() {
        return List.of(java(), "-jar", jar().toString());
    }

    /** Runs {@code java -jar robots.jar args...}, killing it (and failing) after {@code limit}. */
    public static JarRun run(Duration limit, List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(javaJar());
        command.addAll(args);
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread outReader = drain(p.getInputStream(), out);
        Thread errReader = drain(p.getErrorStream(), err);
        if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("still running after " + limit + ": " + command + "\n" + out);
        }
        outReader.join();
        errReader.join();
        return new JarRun(p.exitValue(), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Thread drain(InputStream in, ByteArrayOutputStream into) {
        Thread t = new Thread(() -> {
            try (in) {
                in.transferTo(into);
            } catch (IOException e) {
                // The process is gone; what was read is kept.
            }
        });
        t.start();
        return t;
    }
}
