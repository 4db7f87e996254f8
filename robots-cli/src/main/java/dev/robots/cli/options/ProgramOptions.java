package dev.robots.cli.options;

import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.process.LuaHarness;
import dev.robots.cli.process.ProgramChoice;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The program {@code robots check} and {@code robots bot} play against, as a picocli mixin: {@code --lua FILE}
 * with {@code --lua-command}, or a command after {@code --}; one declaration and one check for both.
 */
public final class ProgramOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--lua", paramLabel = "FILE.lua",
            description = "A Lua solution, run the way the statement's checker runs it: loaded once and run once"
                    + " per game in one Lua state, by a small harness.")
    private Path lua;

    @Option(names = "--lua-command", paramLabel = "CMD", defaultValue = LuaHarness.DEFAULT_LUA_COMMAND,
            description = "The Lua 5.4 interpreter for --lua, split at blanks (default: ${DEFAULT-VALUE}).")
    private String luaCommand;

    @Parameters(arity = "0..*", paramLabel = "COMMAND", description = "The program to run, and its arguments.")
    private List<String> program;

    /** Usage errors: exactly one of {@code --lua} and a program, a readable Lua file, an interpreter. */
    public void check() {
        ProgramChoice.check(command, lua, program, luaCommand);
    }

    /**
     * The program ready to launch, after {@link #check}.
     *
     * @throws IOException if the Lua harness cannot be written
     */
    public ProgramChoice prepare() throws IOException {
        return ProgramChoice.prepare(lua, program, luaCommand);
    }

    /**
     * The run's files with the program's among its inputs (the write rule: no output may be one of
     * them): the {@code --lua} file and the words of {@code --lua-command} that name files (its
     * interpreter first), or the program after {@code --} and its arguments that name files.
     */
    public OutputFiles files() {
        OutputFiles files = OutputFiles.of().input("--lua", lua);
        if (lua != null) {
            // Every word: "lua5.4 -e x=1 lib.lua" reads lib.lua as much as the interpreter.
            return luaCommand.isBlank() ? files : files.program(List.of(luaCommand.strip().split("\\s+")),
                    "the --lua-command interpreter", "a file named in --lua-command");
        }
        return program == null ? files : files.program(program);
    }

    /** The program's name for a "cannot start" line. */
    public String name() {
        return ProgramChoice.name(lua, program);
    }

    /** Whether the program is a Lua solution run by the harness. */
    public boolean isLua() {
        return lua != null;
    }
}
