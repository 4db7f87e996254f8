package dev.robots.cli.check;

import dev.robots.cli.ExitStatus;
import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.Timeouts;
import dev.robots.cli.replay.FailurePage;
import dev.robots.cli.replay.FailureTrail;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code robots check}: a conformance checker for any program that speaks the INIT/MOVE protocol. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Checks a program that speaks the INIT/MOVE protocol: plays games against it as the human and"
                    + " checks after every command that the printed field follows from the previous one by the"
                    + " rules (a new robot may appear on any free corner).",
            "Give a Lua solution with --lua, to run it as the statement's checker does (loaded once, run once"
                    + " per game in one Lua state), or put any program after --, e.g.",
            "  robots check --lua my.lua",
            "  robots check -- lua5.4 my.lua",
            "A program may play every game (printing the next INIT prompt itself) or one game per run (ending"
                    + " with status 0 after the end line; it is started again for the next game)."},
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {"0:every game passed",
            "1:the check failed (the report says where) or could not go on: the program could not be started",
            ExitStatus.USAGE_LINE, ExitStatus.SIGINT_LINE, ExitStatus.SIGTERM_LINE})
public final class CheckCommand implements Callable<Integer> {
    /** The report's line with the command that plays the failing game alone. */
    private static final String REPRODUCE = "reproduce this game: ";

    @Spec
    private CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "" + CheckOptions.DEFAULT_GAMES,
            description = "Games to play (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--seed", paramLabel = "S",
            description = "Seed of every choice the checker makes (default: random, printed).")
    private Long seed;

    @Option(names = "--size", paramLabel = "W,H,R,P", converter = GameSize.Converter.class,
            description = "Size of the games, repeatable: the games cycle through the sizes given. Default: a"
                    + " spread from 2,1,0,0 to 50,25,40,120, with the statement's 30,17,20,40.")
    private List<GameSize> sizes;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Timeouts.class, defaultValue = "10s",
            description = "Longest wait for one answer, e.g. 10s, 500ms (default: ${DEFAULT-VALUE}).")
    private Duration timeout;

    @Option(names = "--max-charges", paramLabel = "C", defaultValue = "" + CheckOptions.DEFAULT_MAX_CHARGES,
            description = "Charges (K) the checker uses at most per game (default: ${DEFAULT-VALUE}).")
    private int maxCharges;

    @Option(names = "--max-turns", paramLabel = "T", defaultValue = "" + CheckOptions.DEFAULT_MAX_TURNS,
            description = "Turns after which the checker heads for an end of the game (default: ${DEFAULT-VALUE}).")
    private int maxTurns;

    @Option(names = "--strict",
            description = "Also require the project's own decisions: player and exit on row H/2, no pits on"
                    + " corners, rows with nothing after the last cell, the end line exactly WIN; and send now and"
                    + " then the INIT numbers over several lines or with tabs between them, and commands with"
                    + " spaces or tabs in them or a trailing \\r (CRLF), which must be read as usual.")
    private boolean strict;

    @Option(names = "--only-game", paramLabel = "G",
            description = "Play only game G of the run, as the run plays it (a failure report prints this command).")
    private int onlyGame;

    @Option(names = "--progress",
            description = "Show games done and turns checked on standard error (default: only on a terminal).")
    private boolean progress;

    @Option(names = "--lua", paramLabel = "FILE.lua",
            description = "Check a Lua solution the way the statement's checker runs it: loaded once and run once"
                    + " per game in one Lua state, by a small harness; os.exit, an error and state left over from the"
                    + " previous run are reported.")
    private Path lua;

    @Option(names = "--lua-command", paramLabel = "CMD", defaultValue = LuaHarness.DEFAULT_LUA_COMMAND,
            description = "The Lua 5.4 interpreter for --lua, split at blanks (default: ${DEFAULT-VALUE}).")
    private String luaCommand;

    @Option(names = "--html", paramLabel = "FILE",
            description = "On a failure, write the failing game to FILE as one self-contained web page: its fields"
                    + " turn by turn, the expected and received fields side by side, the command that plays it alone."
                    + " No failure, no file.")
    private Path html;

    @Parameters(arity = "0..*", paramLabel = "COMMAND", description = "The program to check, and its arguments.")
    private List<String> command;

    @Override
    public Integer call() throws InterruptedException {
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games: " + games + " (expected: >= 1)");
        }
        if (maxCharges < 0) {
            throw new ParameterException(spec.commandLine(), "--max-charges: " + maxCharges + " (expected: >= 0)");
        }
        if (maxTurns < 1) {
            throw new ParameterException(spec.commandLine(), "--max-turns: " + maxTurns + " (expected: >= 1)");
        }
        if (onlyGame < 0 || onlyGame > games) {
            throw new ParameterException(spec.commandLine(), "--only-game: " + onlyGame + " (expected: 1 to --games="
                    + games + ")");
        }
        ProgramChoice.check(spec, lua, command, luaCommand);
        long actualSeed = seed != null ? seed : ThreadLocalRandom.current().nextLong();
        boolean sizesGiven = sizes != null && !sizes.isEmpty();
        CheckOptions options = new CheckOptions(games, actualSeed, sizesGiven ? sizes : GameSize.DEFAULT_SPREAD,
                sizesGiven, timeout, maxCharges, maxTurns, strict, onlyGame);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (ProgramChoice program = ProgramChoice.prepare(lua, command, luaCommand)) {
            out.println("robots check: " + games + " games" + (onlyGame > 0 ? " (only game " + onlyGame + ")" : "")
                    + ", seed " + actualSeed + (strict ? ", strict" : "") + ": " + program.launch().describe());
            out.flush();
            ProgressLine line = progress || ProgressLine.stderrIsTerminal()
                    ? new ProgressLine(err, ProgressLine.stderrIsTerminal()) : null;
            Checker.Result result;
            Checker checker = new Checker(options, program.launch(), line == null ? Checker.Progress.NONE : line);
            try {
                result = checker.run();
            } finally {
                if (line != null) {
                    line.end();
                }
            }
            out.print(result.report());
            out.flush();
            if (html != null && !page(result, checker, options, program.launch().describe(), out, err)) {
                return ExitStatus.FAILURE;
            }
            if (Interruption.stopping()) {
                Interruption.reported();
            }
            return result.passed() ? 0 : 1;
        } catch (IOException e) {
            err.println("robots check: cannot start " + ProgramChoice.name(lua, command) + ": " + e.getMessage());
            err.flush();
            return ExitStatus.FAILURE;
        }
    }

    /** {@code --html}: the failure page, or one line saying why there is none; {@code false} if not writable. */
    private boolean page(Checker.Result result, Checker checker, CheckOptions options, String program, PrintWriter out,
            PrintWriter err) {
        if (result.passed() || Interruption.stopping()) {
            out.println("robots check: --html " + html + ": not written (" + (result.passed() ? "no failure"
                    : "interrupted, no verdict") + ")");
            out.flush();
            return true;
        }
        FailureTrail trail = checker.trail();
        String reproduce = result.report().lines().filter(l -> l.startsWith(REPRODUCE)).findFirst()
                .map(l -> l.substring(REPRODUCE.length())).orElse("");
        List<String> parameters = List.of("seed: " + options.seed(), "game " + trail.game() + " of " + options.games()
                + ", size W,H,R,P " + trail.size() + (options.strict() ? ", --strict" : ""),
                "program: " + program);
        try {
            FailurePage.write(html, "robots check: FAILED in game " + trail.game(), parameters, reproduce,
                    result.report(), trail);
        } catch (IOException e) {
            err.println("robots check: --html " + html + ": cannot write (" + e.getMessage() + ")");
            err.flush();
            return false;
        }
        out.println("robots check: failure page written to " + html);
        out.flush();
        return true;
    }
}
