package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The floors of robots-cli (docs/architecture.md, "robots-cli"): {@code dev.robots.cli} on top ({@code Main} and its command tree {@code RobotsCommand}), the only place
 * that knows every command; the commands side by side below it, none reaching another or up to
 * {@code Main}; the shared packages below them, reaching no command (they may use each other); and
 * {@code io} and {@code text} at the bottom, reaching only each other. Read from the sources' imports
 * and fully qualified names, so a class that reaches across is named with the package it reaches.
 */
class PackageFloorsTest {
    private static final Path MAIN = Path.of("src/main/java/dev/robots/cli");
    private static final Pattern REFERENCE = Pattern.compile("\\bdev\\.robots\\.cli\\.(\\w+)\\b");

    /** Each package by floor: 2 the commands, 1 what two or more commands share, 0 below that. */
    private static final Map<String, Integer> FLOOR = Map.ofEntries(
            Map.entry("protocol", 2), Map.entry("play", 2), Map.entry("replay", 2), Map.entry("check", 2),
            Map.entry("bot", 2), Map.entry("autoplay", 2), Map.entry("oracle", 2),
            Map.entry("terminal", 1), Map.entry("pages", 1), Map.entry("conversation", 1),
            Map.entry("invocation", 1), Map.entry("command", 1), Map.entry("options", 1),
            Map.entry("process", 1),
            Map.entry("io", 0), Map.entry("text", 0));

    /** The one reach between commands that is by design: autoplay runs the oracle ({@code autoplay --oracle}). */
    private static final Set<String> ALLOWED = Set.of("autoplay->oracle");

    @Test
    void everyPackageHasAFloor() throws IOException {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> dirs = Files.list(MAIN)) {
            dirs.filter(Files::isDirectory).forEach(d -> packages.add(d.getFileName().toString()));
        }
        assertEquals(new TreeSet<>(FLOOR.keySet()), packages, "give each new package a floor here and in the docs");
    }

    @Test
    void noPackageReachesUpOrSideways() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, Integer> from : FLOOR.entrySet()) {
            Path dir = MAIN.resolve(from.getKey());
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(f -> {
                    Matcher m = REFERENCE.matcher(code(f));
                    while (m.find()) {
                        String to = m.group(1);
                        boolean root = Character.isUpperCase(to.charAt(0));
                        if (to.equals(from.getKey()) || ALLOWED.contains(from.getKey() + "->" + to)) {
                            continue;
                        }
                        Integer toFloor = root ? Integer.valueOf(3) : FLOOR.get(to);
                        boolean command = from.getValue() == 2;
                        if (toFloor == null || toFloor > from.getValue() || command && toFloor == 2) {
                            wrong.add(from.getKey() + "/" + f.getFileName() + " -> " + (root ? "dev.robots.cli." : "")
                                    + to);
                        }
                    }
                });
            }
        }
        assertTrue(wrong.isEmpty(), "reaches up or sideways: " + new TreeSet<>(wrong));
    }

    /** The source without comments and strings: a {@code {@link}} or a class's name in a string is not a dependency. */
    private static String code(Path file) {
        try {
            return Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "")
                    .replaceAll("\"(?:[^\"\\\\\n]|\\\\.)*\"", "\"\"");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
