package dev.robots.cli.process;

import dev.robots.cli.command.RunFailure;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The program of {@code robots check} and {@code robots bot}: a command after {@code --}, or a Lua
 * file with {@code --lua}, whose harness lives in a temporary file until {@link #close}.
 */
public final class ProgramChoice implements AutoCloseable {
    private final ProgramLaunch launch;
    private final LuaHarness harness;

    private ProgramChoice(ProgramLaunch launch, LuaHarness harness) {
        this.launch = launch;
        this.harness = harness;
    }

    /**
     * Exactly one of {@code --lua FILE} and a command after {@code --} (else a usage error); the file
     * must be readable (else a {@link RunFailure}).
     */
    public static void check(CommandSpec spec, Path lua, List<String> command, String luaCommand) {
        boolean hasCommand = command != null && !command.isEmpty();
        if (lua != null && hasCommand) {
            throw new ParameterException(spec.commandLine(), "--lua " + Texts.path(lua) + " and a program after --: give one of"
                    + " them");
        }
        if (lua == null && !hasCommand) {
            throw new ParameterException(spec.commandLine(), "no program: give --lua FILE.lua, or a program after --"
                    + " (e.g. -- lua5.4 my.lua)");
        }
        if (lua != null && !(Files.isRegularFile(lua) && Files.isReadable(lua))) {
            // The file is unusable, not the command line: the run fails at start (status 1), as for --field.
            throw new RunFailure("--lua " + Texts.path(lua) + ": "
                    + (Files.exists(lua) ? "not a readable file" : "no such file"));
        }
        if (lua != null && luaCommand.isBlank()) {
            throw new ParameterException(spec.commandLine(), Expected.of("--lua-command: empty",
                    "an interpreter, e.g. " + LuaHarness.DEFAULT_LUA_COMMAND));
        }
    }

    /**
     * The launch, after {@link #check}; under {@code --lua} the harness is written out now.
     *
     * @throws IOException if the harness cannot be written
     */
    public static ProgramChoice prepare(Path lua, List<String> command, String luaCommand) throws IOException {
        if (lua == null) {
            return new ProgramChoice(ProgramLaunch.of(command), null);
        }
        LuaHarness harness = LuaHarness.prepare(luaCommand, lua);
        return new ProgramChoice(ProgramLaunch.lua(harness), harness);
    }

    /** The program's name for a "cannot start" line. */
    public static String name(Path lua, List<String> command) {
        return lua != null ? "the Lua harness for " + Texts.quote(lua.toString(), 200)
                : Texts.quote(command.get(0), 200);
    }

    public ProgramLaunch launch() {
        return launch;
    }

    @Override
    public void close() {
        if (harness != null) {
            harness.close();
        }
    }
}
