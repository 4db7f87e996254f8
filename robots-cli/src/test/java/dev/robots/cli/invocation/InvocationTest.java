package dev.robots.cli.invocation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13, "Also": replay hints name the program as it was started, never a bare (BSD) robots. */
class InvocationTest {
    @TempDir
    Path dir;

    private Path jar(String name, String mainClass) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
        Path jar = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            return jar;
        }
    }

    @Test
    void theLauncherAsTyped() {
        assertEquals(List.of("./robots"), Invocation.words("./robots", "robots-cli/target/robots.jar"));
        assertEquals(List.of("../../robots"), Invocation.words("../../robots", ""));
    }

    @Test
    void theJarAsGivenToJavaDashJar() throws IOException {
        String jar = jar("robots.jar", "dev.robots.cli.Main").toString();
        assertEquals(List.of("java", "-jar", jar), Invocation.words(null, jar));
        // another program's jar (a test runner's) is not a way to start robots
        String other = jar("surefirebooter.jar", "org.apache.maven.surefire.booter.ForkedBooter").toString();
        assertEquals(List.of("robots"), Invocation.words(null, other));
        assertEquals(List.of("robots"), Invocation.words(null, "target/classes" + java.io.File.pathSeparator + jar));
    }

    @Test
    void wordsAreQuotedForAShell() {
        assertEquals("./robots play --seed -5", Invocation.shellLine(List.of("./robots", "play", "--seed", "-5")));
        assertEquals("java -jar '/my games/robots.jar' '--field=it'\\''s.txt'",
                Invocation.shellLine(List.of("java", "-jar", "/my games/robots.jar", "--field=it's.txt")));
        assertEquals("''", Invocation.shellLine(List.of("")));
    }
}
