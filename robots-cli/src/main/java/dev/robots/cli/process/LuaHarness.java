package dev.robots.cli.process;

import dev.robots.cli.text.Expected;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The {@code --lua} harness: a small Lua 5.4 program shipped as a resource and written to a
 * temporary file at run time, that loads a solution once and runs it once per game in one Lua
 * state, as the statement's checker does. It reports each run's end on the program's standard
 * output in a line of its own, starting with {@link #MARK}; this class parses those lines.
 */
public final class LuaHarness implements AutoCloseable {
    /** The start of the harness's own lines: a {@code \1} byte, which no solution prints. */
    static final String MARK = "\u0001robots-harness";
    /**
     * What the checker sends when it has a game for the chunk (first, and after each
     * {@link HarnessEvent.Returned}), followed by the run's seed ({@link ProgramSeed#harnessRunLine}).
     */
    static final String RUN_AGAIN = MARK + " run";
    public static final String DEFAULT_LUA_COMMAND = "lua5.4";
    private static final String RESOURCE = "lua-harness.lua";
    /** The file the harness writes the chunk's own calls of {@code math.randomseed} to ({@link HarnessSeeding}). */
    private static final String SEEDING = "seeding.txt";
    /** The most of {@link #SEEDING} read: the harness writes at most 21 short lines. */
    private static final int SEEDING_BYTES = 16 * 1024;
    private static final Pattern BLANKS = Pattern.compile("\\s+");

    private final Path directory;
    private final Path script;
    private final List<String> luaCommand;
    private final Path solution;

    private LuaHarness(Path directory, Path script, List<String> luaCommand, Path solution) {
        this.directory = directory;
        this.script = script;
        this.luaCommand = List.copyOf(luaCommand);
        this.solution = solution;
    }

    /**
     * Writes the harness to a new temporary directory, for {@code solution} run by {@code luaCommand}
     * (an interpreter and its options, split at blanks).
     *
     * @throws IOException if the temporary file cannot be written
     */
    public static LuaHarness prepare(String luaCommand, Path solution) throws IOException {
        List<String> words = luaCommand.isBlank() ? List.of() : List.of(BLANKS.split(luaCommand.strip()));
        if (words.isEmpty()) {
            throw new IllegalArgumentException(Expected.of("lua command: empty", "an interpreter, e.g. lua5.4"));
        }
        Path directory = Files.createTempDirectory("robots-lua-");
        Path script = directory.resolve(RESOURCE);
        try (InputStream in = LuaHarness.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource missing from the jar: " + RESOURCE);
            }
            Files.copy(in, script);
        } catch (IOException | RuntimeException e) {
            deleteQuietly(script);
            deleteQuietly(directory);
            throw e;
        }
        return new LuaHarness(directory, script, words, solution);
    }

    /** The process to start: the interpreter, the harness, the solution, the file for the chunk's seeding. */
    List<String> command() {
        List<String> command = new ArrayList<>(luaCommand);
        command.add(script.toString());
        command.add(solution.toString());
        command.add(directory.resolve(SEEDING).toString());
        return command;
    }

    /**
     * The chunk's own calls of {@code math.randomseed} in the harness's last process
     * ({@link HarnessSeeding#NONE} when it made none, or when the file cannot be read).
     */
    public HarnessSeeding seeding() {
        try (InputStream in = Files.newInputStream(directory.resolve(SEEDING))) {
            return HarnessSeeding.parse(new String(in.readNBytes(SEEDING_BYTES), StandardCharsets.UTF_8));
        } catch (IOException | UncheckedIOException e) {
            return HarnessSeeding.NONE;
        }
    }

    /** The interpreter and its options, as given. */
    List<String> luaCommand() {
        return luaCommand;
    }

    Path solution() {
        return solution;
    }

    /** The event an output line reports, or {@code null} for a line of the solution's own. */
    public static HarnessEvent event(String line) {
        if (!line.startsWith(MARK + " ")) {
            return null;
        }
        String rest = line.substring(MARK.length() + 1);
        int space = rest.indexOf(' ');
        String kind = space < 0 ? rest : rest.substring(0, space);
        String text = space < 0 ? "" : unescape(rest.substring(space + 1));
        return switch (kind) {
            case "returned" -> new HarnessEvent.Returned();
            case "exit" -> new HarnessEvent.Exited(text);
            case "error" -> new HarnessEvent.Raised(text);
            case "load" -> new HarnessEvent.NotLoaded(text);
            default -> null;
        };
    }

    /** Undoes the harness's escaping: {@code \\} is a backslash, {@code \n} a line end. */
    static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char next = s.charAt(++i);
                sb.append(next == 'n' ? '\n' : next);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    @Override
    public void close() {
        deleteQuietly(directory.resolve(SEEDING));
        deleteQuietly(script);
        deleteQuietly(directory);
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException | UncheckedIOException e) {
            // A temporary file left behind is harmless; the system's cleaner takes it.
        }
    }
}
