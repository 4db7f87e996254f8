package dev.robots.cli.check;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.io.StatusLine;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.GameRunOptions;
import dev.robots.cli.options.GamesOption;
import dev.robots.cli.options.HtmlOption;
import dev.robots.cli.options.MaxTurnsOption;
import dev.robots.cli.options.OptionDefaults;
import dev.robots.cli.options.ProgramOptions;
import dev.robots.cli.options.TimeoutOption;
import dev.robots.cli.pages.FailurePage;
import dev.robots.cli.pages.FailureTrail;
import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramChoice;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code robots check}: a conformance checker for any program that speaks the INIT/MOVE protocol. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        defaultValueProvider = CheckCommand.Defaults.class,
        description = {
            "Checks a program that speaks the INIT/MOVE protocol: plays games against it as the human and"
                    + " checks after every command that the printed field follows from the previous one by the"
                    + " rules (a new robot may appear on any free corner).",
            "Give a Lua solution with --lua, to run it as the statement's checker does (loaded once, run once"
                    + " per game in one Lua state; os.exit, an error and state left over from the previous run are"
                    + " reported), or put any program after --, e.g.",
            "  robots check --lua my.lua",
            "  robots check -- lua5.4 my.lua",
            "A program may play every game (printing the next INIT prompt itself) or one game per run (ending"
                    + " with status 0 after the end line; it is started again for the next game).",
            "The checker fires at most --charges K per game, and after --max-turns turns heads for an end of the"
                    + " game. By default the program may have fewer charges (at least 1 a game; once K does nothing,"
                    + " it does nothing for the rest of the game); --strict requires every K to work.",
            "The program's own random numbers are seeded per game from --seed (under --lua math.random; after"
                    + " --, ROBOTS_PROGRAM_SEED and LUA_INIT), so a failure replays.",
            "By default it checks the statement, no less and no more; --strict adds this project's protocol."},
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {"0:every game passed",
            "1:the check failed (the report says where) or could not go on: the program could not be started",
            ExitStatus.USAGE_LINE, ExitStatus.SIGHUP_LINE, ExitStatus.SIGINT_LINE, ExitStatus.SIGTERM_LINE})
public final class CheckCommand implements Callable<Integer> {
    /** The checker's defaults for the shared options. */
    static final class Defaults extends OptionDefaults {
        Defaults() {
            super(Map.of(GamesOption.NAME, "" + CheckOptions.DEFAULT_GAMES,
                    MaxTurnsOption.NAME, "" + CheckOptions.DEFAULT_MAX_TURNS));
        }
    }

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameRunOptions run;

    @Option(names = "--size", paramLabel = "W,H,R,P", converter = GameSize.Converter.class,
            description = "Size of the games, repeatable: the games cycle through the sizes given. Default: a"
                    + " spread from 2,1,0,0 to 50,25,40,120, with the statement's 30,17,20,40.")
    private List<GameSize> sizes;

    @Mixin
    private TimeoutOption timeout;

    /** {@code --max-charges}, the name {@code --charges} had here before (old failure reports print it). */
    private OptionalInt oldMaxCharges;

    @Option(names = "--max-charges", paramLabel = "N", hidden = true)
    void oldMaxCharges(String token) {
        oldMaxCharges = ChargesOption.parse(spec, "--max-charges", token);
    }

    @Option(names = "--strict",
            description = "Also test the project's own protocol and decisions (docs/rules.md). Without it the"
                    + " checker sends only what the statement defines (upper-case commands like ULK, INIT on one"
                    + " line) and accepts every reading of what the statement leaves open. With it: refused"
                    + " commands, lower case, any letter order, spaces, tabs, a trailing \\r and INIT over several"
                    + " lines are sent; and player and exit on row H/2, no pits on corners, X for a robot on the"
                    + " exit, the exit never a free corner, LOST BY HIT before WIN and exactly WIN are required.")
    private boolean strict;

    @Option(names = "--only-game", paramLabel = "G",
            description = "Play only game G of the run, as the run plays it (a failure report prints this command).")
    private int onlyGame;

    @Option(names = "--progress",
            description = "Show games done and turns checked on standard error (default: only on a terminal).")
    private boolean progress;

    @Mixin
    private ProgramOptions program;

    @Mixin
    private HtmlOption html;

    @Override
    public Integer call() throws InterruptedException {
        int gameCount = run.games();
        // 0 is the field's default (all games): given on the command line, it is out of range.
        boolean given = spec.commandLine().getParseResult().hasMatchedOption("--only-game");
        if (given && (onlyGame < 1 || onlyGame > gameCount)) {
            throw new ParameterException(spec.commandLine(), Expected.of("--only-game: " + onlyGame,
                    "1 to --games=" + gameCount));
        }
        program.check();
        program.files().replaced(HtmlOption.NAME, html.file()).check();
        long actualSeed = run.seed().value();
        // The checker's own charges: unlimited is as many as it ever wants (it fires them now and then).
        OptionalInt maxCharges = oldMaxCharges != null ? oldMaxCharges : run.charges();
        boolean sizesGiven = sizes != null && !sizes.isEmpty();
        CheckOptions chosen = CheckOptions.defaults(gameCount, actualSeed).withTimeout(timeout.timeout())
                .withMaxCharges(maxCharges).withMaxTurns(run.maxTurns()).withStrict(strict).withOnlyGame(onlyGame);
        CheckOptions options = sizesGiven ? chosen.withSizes(sizes) : chosen;
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (ProgramChoice launch = program.prepare()) {
            out.println("robots check: " + Texts.count(gameCount, "game")
                    + (onlyGame > 0 ? " (only game " + onlyGame + ")" : "")
                    + ", seed " + actualSeed + (strict ? ", strict" : "") + ": " + launch.launch().describe());
            out.flush();
            boolean terminal = StatusLine.stderrIsTerminal();
            ProgressLine line = progress || terminal ? new ProgressLine(err, terminal) : null;
            Checker.Result result;
            Checker checker = new Checker(options, launch.launch(), line == null ? Checker.Progress.NONE : line);
            try {
                result = checker.run();
            } finally {
                if (line != null) {
                    line.end();
                }
            }
            out.print(result.report());
            out.flush();
            if (html.file() != null && !page(result, checker, options, launch.launch().describe(), out, err)) {
                return ExitStatus.FAILURE;
            }
            if (Interruption.stopping()) {
                Interruption.reported();
            }
            return result.passed() ? 0 : 1;
        } catch (IOException e) {
            err.println("robots check: cannot start " + program.name() + ": " + e.getMessage());
            err.flush();
            return ExitStatus.FAILURE;
        }
    }

    /** {@code --html}: the failure page, or one line saying why there is none; {@code false} if not writable. */
    private boolean page(Checker.Result result, Checker checker, CheckOptions options, String program, PrintWriter out,
            PrintWriter err) {
        String noPageWhy = result.passed() ? "no failure" : Interruption.stopping() ? "interrupted" : null;
        return FailurePage.writeOrSay("robots check", html.file(), noPageWhy, file -> {
            FailureTrail trail = checker.trail();
            List<String> parameters = List.of("seed: " + options.seed(), "game " + trail.game() + " of "
                    + options.games() + ", size W,H,R,P " + trail.size() + (options.strict() ? ", --strict" : ""),
                    "program: " + program);
            FailurePage.write(file, "robots check: FAILED in game " + trail.game(), parameters, result.reproduce(),
                    result.report(), trail);
        }, out, err);
    }
}
