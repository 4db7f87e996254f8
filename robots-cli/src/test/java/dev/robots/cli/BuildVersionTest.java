package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The version line: the version and the commit, from what the build wrote, or "unknown". */
class BuildVersionTest {
    private static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";

    @Test
    void namesTheVersionAndTheCommit() {
        assertEquals("robots 1.2.3 (commit " + COMMIT + ")", BuildVersion.line("1.2.3", COMMIT + "\n"));
    }

    @Test
    void whatTheBuildCouldNotKnowIsUnknown() {
        // No git checkout: no commit resource. Git failed: its message. An unfiltered version: the placeholder.
        assertEquals("robots 1.2.3 (commit unknown)", BuildVersion.line("1.2.3", ""));
        assertEquals("robots 1.2.3 (commit unknown)",
                BuildVersion.line("1.2.3", "fatal: detected dubious ownership in repository at '/src'\n"));
        assertEquals("robots 1.2.3 (commit unknown)", BuildVersion.line("1.2.3", "warning: x\n" + COMMIT + "\n"));
        assertEquals("robots unknown (commit " + COMMIT + ")", BuildVersion.line("${project.version}", COMMIT));
    }

    @Test
    void thisBuildWroteItsVersionAndCommit() {
        String line = BuildVersion.line();
        // The version comes from the POM; the commit is the checkout's (unknown when built without git).
        assertTrue(line.matches("robots \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit ([0-9a-f]{40}|unknown)\\)"), line);
    }

    @Test
    void versionOptionPrintsTheLine() {
        Sessions.Run version = Sessions.run("", "--version");
        assertEquals(0, version.status());
        assertEquals(BuildVersion.line() + "\n", version.stdout());
    }
}
