package dev.robots.cli.process;

import dev.robots.cli.invocation.Invocation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * How the program under test is started, and how a report names it: a command line, or a Lua
 * file under the {@code --lua} harness.
 *
 * @param command the process to start
 * @param harness the {@code --lua} harness, or {@code null} for a plain command
 * @param userCommand the command after {@code --} as the user gave it (empty under {@code --lua})
 */
public record ProgramLaunch(List<String> command, LuaHarness harness, List<String> userCommand) {
    public ProgramLaunch {
        command = List.copyOf(command);
        userCommand = List.copyOf(userCommand);
    }

    /** A plain command: a process per run; the program may play every game or one per run. */
    public static ProgramLaunch of(List<String> command) {
        return new ProgramLaunch(command, null, command);
    }

    /** A Lua file, loaded once and run once per game in one Lua state by {@code harness}. */
    public static ProgramLaunch lua(LuaHarness harness) {
        return new ProgramLaunch(harness.command(), harness, List.of());
    }

    /**
     * Starts a run of the program for a game whose program seed is {@code seed}: a plain command with
     * the seed in its environment; the {@code --lua} harness, asked for the chunk's first run with it.
     *
     * @throws IOException if it cannot be started
     */
    public ProgramProcess start(ProgramSeed seed) throws IOException {
        if (!isLua()) {
            return ProgramProcess.start(command, seed);
        }
        ProgramProcess harnessProcess = ProgramProcess.start(command);
        try {
            harnessProcess.send(seed.harnessRunLine());
        } catch (IOException e) {
            // The harness ended at once (its interpreter failed): its output and status say why.
        }
        return harnessProcess;
    }

    public boolean isLua() {
        return harness != null;
    }

    /** The program in a report's title line. */
    public String describe() {
        return isLua() ? "--lua " + Invocation.shellWord(harness.solution().toString())
                + " (one Lua state, run once per"
                + " game, by " + Invocation.shellLine(harness.luaCommand()) + ")" : Invocation.shellLine(command);
    }

    /** The end of a command line that starts this program again: {@code --lua FILE} or {@code -- COMMAND...}. */
    public List<String> asArguments() {
        List<String> args = new ArrayList<>();
        if (isLua()) {
            if (!harness.luaCommand().equals(List.of(LuaHarness.DEFAULT_LUA_COMMAND))) {
                args.add("--lua-command");
                args.add(String.join(" ", harness.luaCommand()));
            }
            args.add("--lua");
            args.add(harness.solution().toString());
        } else {
            args.add("--");
            args.addAll(userCommand);
        }
        return args;
    }

    /** Under {@code --lua}: the same file as a plain command, a fresh Lua process per run. */
    public List<String> freshProcessArguments() {
        List<String> args = new ArrayList<>(List.of("--"));
        args.addAll(harness.luaCommand());
        args.add(harness.solution().toString());
        return args;
    }
}
