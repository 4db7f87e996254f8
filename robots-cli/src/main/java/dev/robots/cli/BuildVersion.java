package dev.robots.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.regex.Pattern;
import picocli.CommandLine.IVersionProvider;

/**
 * What {@code robots --version} prints: the version and the git commit the build was made from, e.g.
 * {@code robots 1.0.0 (commit 0123abcd...)}. The build writes both beside this class (robots-cli/pom.xml):
 * {@code build.properties} with the version, and {@code commit} with what {@code git rev-parse HEAD}
 * printed. A build from sources without git history, or one where git failed, says {@code unknown}.
 */
public final class BuildVersion implements IVersionProvider {
    /** Said for a value the build could not know (no git checkout) or did not write. */
    static final String UNKNOWN = "unknown";
    /** A full commit id: what a successful {@code git rev-parse HEAD} prints (SHA-1 or SHA-256). */
    private static final Pattern COMMIT_ID = Pattern.compile("[0-9a-f]{40}|[0-9a-f]{64}");
    /** Bound on what is read of a resource: a commit id and a line break, with room to spare. */
    private static final int MAX_RESOURCE_BYTES = 4096;

    @Override
    public String[] getVersion() {
        return new String[] {line()};
    }

    /** The version line of this build. */
    static String line() {
        Properties build = new Properties();
        String properties = resource("build.properties");
        try {
            build.load(new StringReader(properties));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return line(build.getProperty("version", ""), resource("commit"));
    }

    /**
     * The version line for this version and what the build wrote as the commit: any value other than
     * a version, or a commit id alone on its line (git's error message, a placeholder), is {@link #UNKNOWN}.
     */
    static String line(String version, String commitOutput) {
        String commit = commitOutput.strip();
        String shown = version.strip();
        return RobotsCommand.NAME + " " + (shown.isEmpty() || shown.contains("${") ? UNKNOWN : shown)
                + " (commit " + (COMMIT_ID.matcher(commit).matches() ? commit : UNKNOWN) + ")";
    }

    /** A resource beside this class as text, empty when the build did not write it. */
    private static String resource(String name) {
        try (InputStream in = BuildVersion.class.getResourceAsStream(name)) {
            return in == null ? "" : new String(in.readNBytes(MAX_RESOURCE_BYTES), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
