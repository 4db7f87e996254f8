package dev.robots.cli.bot;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.options.AutopilotOptions;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.GameRunOptions;
import dev.robots.cli.options.GamesOption;
import dev.robots.cli.options.HtmlOption;
import dev.robots.cli.options.OptionDefaults;
import dev.robots.cli.options.ProgramOptions;
import dev.robots.cli.options.SearchBudget;
import dev.robots.cli.options.TimeoutOption;
import dev.robots.cli.pages.FailurePage;
import dev.robots.cli.pages.FailureTrail;
import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramChoice;
import dev.robots.cli.process.Timeouts;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code robots bot}: the autopilot plays an external program over the INIT/MOVE protocol, as the human. */
@Command(name = "bot", mixinStandardHelpOptions = true, sortOptions = false,
        defaultValueProvider = BotCommand.Defaults.class,
        description = {
            "The autopilot plays a program that speaks the INIT/MOVE protocol, as the human, and reports the"
                    + " outcomes.",
            "Give a Lua solution with --lua (run as the statement's checker does), or put any program after --, e.g.",
            "  robots bot --games 20 --lua my.lua",
            "  robots bot --games 20 -- java -jar robots.jar",
            "A program may play every game or one game per run (ending with status 0 after the end line).",
            "After --max-turns turns the bot walks straight to the exit to end the game."},
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {"0:every game was played to its end",
            "1:the program broke the protocol, or could not be started",
            ExitStatus.USAGE_LINE, ExitStatus.SIGHUP_LINE, ExitStatus.SIGINT_LINE, ExitStatus.SIGTERM_LINE})
public final class BotCommand implements Callable<Integer> {
    /** The bot's defaults for the shared options. */
    static final class Defaults extends OptionDefaults {
        Defaults() {
            super(Map.of(GamesOption.NAME, "10"));
        }
    }

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameRunOptions run;

    @Option(names = "--size", paramLabel = "W,H,R,P", converter = GameSize.Converter.class,
            description = "Size of the games, repeatable: each game picks one (default: 30,17,20,40).")
    private List<GameSize> sizes;

    @Mixin
    private TimeoutOption timeout;

    @Mixin
    private AutopilotOptions autopilot;

    @Mixin
    private ProgramOptions program;

    @Mixin
    private HtmlOption html;

    @Override
    public Integer call() throws InterruptedException {
        program.check();
        SearchBudget budget = autopilot.budget();
        program.files().replaced(HtmlOption.NAME, html.file()).check();
        long actualSeed = run.seed().value();
        int gameCount = run.games();
        List<GameSize> actualSizes = sizes == null || sizes.isEmpty() ? List.of(GameSize.STATEMENT) : sizes;
        BotRunner.Options options = new BotRunner.Options(gameCount, actualSeed, actualSizes, run.charges(),
                timeout.timeout(), run.maxTurns());
        PrintWriter out = spec.commandLine().getOut();
        BotRunner.Result result;
        BotRunner runner;
        String programName;
        List<String> programArguments;
        try (ProgramChoice launch = program.prepare()) {
            programName = launch.launch().describe();
            programArguments = launch.launch().asArguments();
            out.println("robots bot: " + Texts.count(gameCount, "game") + ", seed " + actualSeed
                    + ", sizes " + actualSizes
                    + ", charges " + ChargesOption.format(run.charges())
                    + (budget.equals(SearchBudget.DEFAULT) ? "" : ", autopilot " + budget) + ": " + programName);
            out.flush();
            runner = new BotRunner(options, launch.launch(), budget::autopilot);
            result = runner.run();
        } catch (IOException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("robots bot: cannot start " + program.name() + ": " + e.getMessage());
            err.flush();
            return ExitStatus.FAILURE;
        }
        out.print(report(result.tally()));
        if (result.reruns() > 0) {
            out.println("  one game per run: " + (program.isLua() ? "the chunk ran " + Texts.count(result.reruns() + 1L,
                    "time") + " in one Lua state" : "restarted " + Texts.count(result.reruns(), "time")));
        }
        if (result.error() != null) {
            out.println("robots bot: stopped: " + result.error());
        }
        out.flush();
        if (html.file() != null && !page(result, runner.trail(), options, programName, programArguments, out,
                spec.commandLine().getErr())) {
            return ExitStatus.FAILURE;
        }
        if (Interruption.stopping()) {
            Interruption.reported();
        }
        return result.error() == null ? 0 : 1;
    }

    static String report(BotRunner.Tally t) {
        StringBuilder sb = new StringBuilder();
        for (EndLine e : List.of(EndLine.WIN, EndLine.CAPTURE, EndLine.HIT, EndLine.FALL)) {
            int n = t.outcomes.getOrDefault(e, 0);
            sb.append(String.format(Locale.ROOT, "  %-16s %6d  %5.1f%%%n", e.text(), n, percent(n, t.games)));
        }
        sb.append(String.format(Locale.ROOT, "  wins/games: %d/%d (%.1f%%); turns: %d, %.1f per game, %s per win;"
                        + " charges used: %d%n", t.wins(), t.games, percent(t.wins(), t.games), t.turns,
                t.games == 0 ? 0.0 : (double) t.turns / t.games,
                t.wins() == 0 ? "-" : String.format(Locale.ROOT, "%.1f", (double) t.turnsInWins / t.wins()),
                t.charges));
        if (t.overTurnLimit > 0) {
            sb.append("  ").append(t.overTurnLimit)
                    .append(" games reached the turn limit; the bot then walked straight to the exit\n");
        }
        if (t.botMistakes > 0) {
            sb.append("  ").append(t.botMistakes)
                    .append(" commands of the autopilot were invalid and were corrected (a bug in the autopilot)\n");
        }
        return sb.toString();
    }

    private static double percent(int n, int of) {
        return of == 0 ? 0.0 : 100.0 * n / of;
    }

    /** {@code --html}: the failing game's page, or one line saying why there is none; {@code false} if not writable. */
    private boolean page(BotRunner.Result result, FailureTrail trail, BotRunner.Options options, String program,
            List<String> programArguments, PrintWriter out, PrintWriter err) {
        String noPageWhy = result.error() == null ? "no failure" : Interruption.stopping() ? "interrupted" : null;
        return FailurePage.writeOrSay("robots bot", html.file(), noPageWhy, file -> {
            List<String> arguments = new ArrayList<>(List.of("bot", "--seed", Long.toString(options.seed()),
                    "--games", Integer.toString(Math.max(1, trail.game()))));
            if (sizes != null) {
                for (GameSize size : sizes) {
                    arguments.addAll(List.of("--size", size.option()));
                }
            }
            arguments.addAll(List.of("--charges", ChargesOption.format(run.charges()), "--max-turns",
                    Integer.toString(run.maxTurns()), "--timeout", Timeouts.format(timeout.timeout())));
            arguments.addAll(autopilot.given());
            arguments.addAll(programArguments);
            String reproduce = Invocation.commandLine(arguments.toArray(new String[0]));
            List<String> parameters = List.of("seed: " + options.seed(), "game " + trail.game() + " of "
                    + options.games() + ", size W,H,R,P " + trail.size() + ", charges "
                    + ChargesOption.format(run.charges()), "program: " + program,
                    "the bot's size choices and moves are the same in a run of the same seed: the command below plays"
                            + " the games up to this one");
            FailurePage.write(file, "robots bot: the program failed in game " + trail.game(), parameters, reproduce,
                    result.error(), trail);
        }, out, err);
    }
}
