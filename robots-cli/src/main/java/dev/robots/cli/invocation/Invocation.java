package dev.robots.cli.invocation;

import dev.robots.cli.options.SeedOption;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import picocli.CommandLine.Model.CommandSpec;

/**
 * How the person started this program, as words a shell can run again from the same directory:
 * for replay hints. A bare {@code robots} is not that: on Debian it is BSD robots (bsdgames).
 *
 * <ul>
 *   <li>through the launcher {@code ./robots}: the path it was started by, as typed ({@code ./robots},
 *       {@code ../robots}, {@code /home/me/bin/robots}); it passes that as {@code -Drobots.launcher};</li>
 *   <li>as {@code java -jar FILE}: {@code java -jar FILE} with the jar's path as given (when that jar's
 *       {@code Main-Class} is {@code dev.robots.cli.Main});</li>
 *   <li>otherwise (in tests, from an IDE): {@code robots}.</li>
 * </ul>
 */
public final class Invocation {
    /** The system property the launcher sets to its own path, as it was started. */
    public static final String LAUNCHER_PROPERTY = "robots.launcher";
    private static final String MAIN_CLASS = "dev.robots.cli.Main";

    private Invocation() {
    }

    /**
     * The command that runs this run again with {@code --seed seed}: this program as it was invoked, the
     * arguments as given (picocli's parse of the whole command line, after {@code @file} expansion),
     * then the seed.
     */
    public static String withSeed(CommandSpec command, long seed) {
        return withSeed(command.root().commandLine().getParseResult().originalArgs(), seed);
    }

    /** The command that runs a program given {@code originalArgs} again, with {@code --seed seed} added. */
    public static String withSeed(List<String> originalArgs, long seed) {
        List<String> arguments = new ArrayList<>(originalArgs);
        arguments.add(SeedOption.NAME);
        arguments.add(Long.toString(seed));
        return commandLine(arguments.toArray(new String[0]));
    }

    /** The words that start this program again, from this directory. */
    public static List<String> words() {
        return words(System.getProperty(LAUNCHER_PROPERTY), System.getProperty("java.class.path", ""));
    }

    /** {@link #words()} for this launcher path (or {@code null}) and class path. */
    static List<String> words(String launcher, String classPath) {
        if (launcher != null && !launcher.isEmpty()) {
            return List.of(launcher);
        }
        if (!classPath.isEmpty() && !classPath.contains(File.pathSeparator)
                && classPath.toLowerCase(Locale.ROOT).endsWith(".jar") && isRobotsJar(classPath)) {
            return List.of("java", "-jar", classPath);
        }
        return List.of("robots");
    }

    /** Whether the jar at {@code path} starts {@code robots} (not, say, a test runner's jar). */
    private static boolean isRobotsJar(String path) {
        try (JarFile jar = new JarFile(path)) {
            Manifest manifest = jar.getManifest();
            return manifest != null && MAIN_CLASS.equals(manifest.getMainAttributes().getValue("Main-Class"));
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** {@link #words()} and then {@code arguments}, as one shell command line. */
    public static String commandLine(String... arguments) {
        List<String> all = new ArrayList<>(words());
        all.addAll(List.of(arguments));
        return shellLine(all);
    }

    /** The words joined for a POSIX shell: a word with anything but safe characters single-quoted. */
    public static String shellLine(List<String> words) {
        StringBuilder sb = new StringBuilder();
        for (String word : words) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(shellWord(word));
        }
        return sb.toString();
    }

    /** The digits of {@code \xHH}: by hand, not {@code String.format}, whose digits follow the locale. */
    private static final String HEX = "0123456789abcdef";

    /**
     * One word for a POSIX shell: as it is if it holds only safe characters; single-quoted if it
     * holds only printable ASCII; else in dollar-single quotes ({@code $'...'}, POSIX.1-2024, bash,
     * ksh and zsh) with every other byte of its UTF-8 as {@code \xHH}, so that a printed command line
     * stays plain ASCII (no terminal code, no character the locale cannot show) and still runs as
     * given when pasted into bash, zsh or ksh (Debian's dash does not read {@code $'...'}): a
     * checkout path with an accent, a program argument with an escape code.
     */
    public static String shellWord(String word) {
        if (!word.isEmpty() && word.chars().allMatch(c -> c < 128 && Character.isLetterOrDigit(c)
                || "-_./=,:+@%".indexOf(c) >= 0)) {
            return word;
        }
        if (word.chars().allMatch(c -> c >= 0x20 && c < 0x7F)) {
            return "'" + word.replace("'", "'\\''") + "'";
        }
        StringBuilder sb = new StringBuilder("$'");
        for (byte b : word.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (c == '\\' || c == '\'') {
                sb.append('\\').append((char) c);
            } else if (c >= 0x20 && c < 0x7F) {
                sb.append((char) c);
            } else {
                sb.append("\\x").append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 0xF));
            }
        }
        return sb.append('\'').toString();
    }
}
