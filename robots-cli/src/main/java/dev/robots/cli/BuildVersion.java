package dev.robots.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * What {@code robots --version} prints: the version and the git commit the build was made from, e.g.
 * {@code robots 1.0.0 (commit 0123abcd...)}. The build writes both into {@code build.properties}
 * (robots-cli/pom.xml filters it); a build from sources without git history says {@code unknown}.
 */
public final class BuildVersion implements IVersionProvider {
    /** The resource the build writes, beside this class. */
    static final String RESOURCE = "build.properties";
    /** Said for a value the build could not know (no git checkout) or did not write. */
    static final String UNKNOWN = "unknown";

    @Override
    public String[] getVersion() {
        return new String[] {line()};
    }

    /** The version line of this build. */
    static String line() {
        Properties build = new Properties();
        try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                build.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return line(build);
    }

    /** The version line from these build properties ({@code version}, {@code commit}). */
    static String line(Properties build) {
        return Main.NAME + " " + value(build, "version") + " (commit " + value(build, "commit") + ")";
    }

    /** A written value, or {@link #UNKNOWN} where it is missing, empty or left unfiltered ({@code ${...}}). */
    private static String value(Properties build, String key) {
        String value = build.getProperty(key, "").strip();
        return value.isEmpty() || value.contains("${") ? UNKNOWN : value;
    }
}
