package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The version line: the version and the commit, from what the build wrote, or "unknown". */
class BuildVersionTest {
    @Test
    void namesTheVersionAndTheCommit() {
        assertEquals("robots 1.2.3 (commit 0123456789abcdef0123456789abcdef01234567)",
                BuildVersion.line(properties("1.2.3", "0123456789abcdef0123456789abcdef01234567")));
    }

    @Test
    void aValueTheBuildCouldNotKnowIsUnknown() {
        // A build without git leaves the placeholder as it is; an empty or missing value says the same.
        assertEquals("robots 1.2.3 (commit unknown)", BuildVersion.line(properties("1.2.3", "${git.commit.id}")));
        assertEquals("robots 1.2.3 (commit unknown)", BuildVersion.line(properties("1.2.3", " ")));
        assertEquals("robots unknown (commit unknown)", BuildVersion.line(new Properties()));
    }

    @Test
    void thisBuildWroteItsVersionAndCommit() {
        String line = BuildVersion.line();
        // The version comes from the POM; the commit is the checkout's, or unknown without git.
        assertTrue(line.matches("robots \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit ([0-9a-f]{40}|unknown)\\)"), line);
    }

    @Test
    void versionOptionPrintsTheLine() {
        Sessions.Run version = Sessions.run("", "--version");
        assertEquals(0, version.status());
        assertEquals(BuildVersion.line() + "\n", version.stdout());
    }

    private static Properties properties(String version, String commit) {
        Properties build = new Properties();
        build.setProperty("version", version);
        build.setProperty("commit", commit);
        return build;
    }
}
