package dev.robots.cli.check;

import dev.robots.cli.check.FieldReport.Panel;
import dev.robots.cli.check.MovePolicy.Action;
import dev.robots.cli.check.MovePolicy.InitLines;
import dev.robots.cli.check.RulesModel.Continued;
import dev.robots.cli.check.RulesModel.Ended;
import dev.robots.cli.check.RulesModel.Outcome;
import dev.robots.cli.check.RulesModel.State;
import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramProcess;
import dev.robots.cli.replay.FailureTrail;
import dev.robots.cli.text.Invocation;
import dev.robots.core.RandomSource;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Plays games against a program as the human and checks every answer against the checker's own
 * model of the rules ({@link RulesModel}): the initial field, every field after a command, end lines,
 * refusals, the next INIT prompt after each game, and a clean exit at end of input.
 */
final class Checker {

    /** Counts of what a run exercised. */
    static final class Stats {
        int games;
        int turns;
        int longestGame;
        int refusals;
        int emptyLines;
        int lowerCase;
        int shuffled;
        int charges;
        /** Whether the run is strict: then the strict probes are counted in the summary too. */
        boolean strict;
        int initProbes;
        int spacedCommands;
        int carriageReturns;
        final Map<EndLine, Integer> endLines = new EnumMap<>(EndLine.class);
        /** The turns of each game played to its end, in order. */
        final List<Integer> gameTurns = new ArrayList<>();
        /** Runs of the program after the first: new processes, or the Lua chunk again (then {@code lua}). */
        int reruns;
        boolean lua;

        String summary() {
            String ends = List.of(EndLine.WIN, EndLine.HIT, EndLine.FALL, EndLine.CAPTURE).stream()
                    .map(e -> e.text() + " " + endLines.getOrDefault(e, 0)).collect(Collectors.joining(", "));
            return Text.count(games, "game") + ", " + Text.count(turns, "turn") + " checked"
                    + (games > 0 ? " (longest game " + Text.count(longestGame, "turn") + ")" : "") + "\n"
                    + (reruns == 0 ? "" : lua ? "  one game per run: the chunk ran " + Text.count(reruns + 1L, "time")
                    + " in one Lua state\n" : "  one game per run: restarted " + Text.count(reruns, "time") + "\n")
                    + "  end lines: " + ends + "\n"
                    + "  probes: " + Text.count(refusals, "refused command") + ", " + Text.count(emptyLines, "empty line")
                    + ", " + lowerCase + " lower-case and " + Text.count(shuffled, "shuffled command") + ", "
                    + Text.count(charges, "charge")
                    + (strict ? "\n  --strict probes: " + Text.count(initProbes, "INIT") + " over several lines or with"
                    + " tabs or runs of spaces, " + Text.count(spacedCommands, "command") + " with spaces or tabs, "
                    + carriageReturns + " with a trailing \\r" : "");
        }
    }

    /** The outcome of a run: passed, or the failure report. */
    record Result(boolean passed, Stats stats, String report) {
    }

    private final CheckOptions options;
    private final ProgramLaunch launch;
    private final Stats stats = new Stats();
    private final MovePolicy policy;
    private final Progress progress;
    /** The fields of the game being played, for {@code --html} on a failure. */
    private final FailureTrail trail = new FailureTrail();
    // Where the run is, for the failure report.
    private int game;
    private GameSize size;
    private String sent;
    private String turnLabel;
    /** Whether empty lines were sent since the last field was read: a stray "MOVE:" may answer them. */
    private boolean emptyLinesPending;
    private List<String> previous = List.of();
    /** The player's cell in {@link #previous}: what a window on a large field shows when no cell differs. */
    private Cell playerBefore = new Cell(0, 0);

    /** Where a run is, for a progress line: called after every turn and every game. */
    interface Progress {
        Progress NONE = (gamesDone, games, turns) -> { };

        void update(int gamesDone, int games, int turns);
    }

    Checker(CheckOptions options, List<String> command) {
        this(options, ProgramLaunch.of(command), Progress.NONE);
    }

    Checker(CheckOptions options, ProgramLaunch launch, Progress progress) {
        this.options = options;
        this.launch = launch;
        this.progress = progress;
        this.policy = new MovePolicy(RandomSource.seeded(options.seed()), options.maxCharges(), options.maxTurns(),
                options.strict());
        stats.strict = options.strict();
        stats.lua = launch.isLua();
    }

    /**
     * The seed of game {@code game}'s choices: each game draws from its own source, so that
     * {@code --only-game} plays a game of a run again without the games before it.
     */
    static long gameSeed(long runSeed, int game) {
        return runSeed + game * 0x9E3779B97F4A7C15L;
    }

    /**
     * Runs the check.
     *
     * @throws IOException if the program cannot be started
     */
    Result run() throws IOException, InterruptedException {
        int first = options.onlyGame() > 0 ? options.onlyGame() : 1;
        int last = options.onlyGame() > 0 ? options.onlyGame() : options.games();
        try (Conversation talk = Conversation.start(launch, options.timeout(), options.strict())) {
            try {
                game = first;
                size = options.sizes().get((game - 1) % options.sizes().size());
                turnLabel = "start";
                talk.beginAnswer();
                talk.expect(Conversation.INIT_PROMPT, "the first prompt \"INIT W H R P:\"");
                for (; game <= last; game++) {
                    size = options.sizes().get((game - 1) % options.sizes().size());
                    policy.useForGame(RandomSource.seeded(gameSeed(options.seed(), game)), game == 1);
                    playGame(talk);
                    stats.games++;
                    stats.reruns = talk.reruns();
                    progress.update(stats.games, gamesInRun(), stats.turns);
                    sent = null;
                    turnLabel = "after its end line";
                    previous = List.of();
                    if (game < last) {
                        talk.expectNextGame("the prompt \"INIT W H R P:\" of the next game, after the end line");
                    }
                }
                game = last;
                turnLabel = "after its end line, the last game";
                sent = "(end of input)";
                talk.finish();
                stats.reruns = talk.reruns();
                return new Result(true, stats, "robots check: PASSED: " + stats.summary() + "\n  seed "
                        + options.seed() + "\n");
            } catch (ProtocolFailure f) {
                stats.reruns = talk.reruns();
                if (Interruption.stopping()) {
                    talk.program().kill();
                    return new Result(false, stats, interruptedReport());
                }
                return new Result(false, stats, failureReport(f, talk));
            }
        }
    }

    /** The fields of the last game played: after a failure, the failing game's. */
    FailureTrail trail() {
        return trail;
    }

    private int gamesInRun() {
        return options.onlyGame() > 0 ? 1 : options.games();
    }

    private void playGame(Conversation talk) throws ProtocolFailure, InterruptedException {
        sent = null;
        emptyLinesPending = false;
        turnLabel = "start";
        previous = List.of();
        trail.newGame(game, size.option());
        InitLines init = policy.init(size);
        sent = describe(init);
        turnLabel = "initial field";
        State state;
        try {
            for (String line : init.lines()) {
                talk.send(line);
            }
            talk.beginAnswer();
            state = initialField(talk);
            talk.expect(Conversation.MOVE_PROMPT,
                    "\"MOVE:\" after the " + size.height() + " rows of the initial field");
        } catch (ProtocolFailure f) {
            throw init.probe() == null ? f : f.withNote(initProbeNote(init));
        }
        if (init.probe() != null) {
            stats.initProbes++;
        }
        policy.newGame(state);
        trail.field("initial field", FieldReport.lines(FieldReport.cells(state)));
        while (true) {
            Action action = policy.next(state);
            for (int i = 0; i < action.emptyLinesBefore(); i++) {
                talk.send("");
            }
            stats.emptyLines += action.emptyLinesBefore();
            emptyLinesPending |= action.emptyLinesBefore() > 0;
            sent = describe(action);
            turnLabel = action.mustBeRefused() ? "before turn " + (policy.turn() + 1) + " (a refusal probe)"
                    : "turn " + policy.turn();
            previous = FieldReport.lines(FieldReport.cells(state));
            playerBefore = state.player();
            State next;
            try {
                next = play(talk, action, state);
            } catch (ProtocolFailure f) {
                throw action.strictProbe() == null ? f : f.withNote(commandProbeNote(action));
            }
            if (next == null) {
                stats.gameTurns.add(policy.turn());
                return;
            }
            progress.update(stats.games, gamesInRun(), stats.turns);
            if (!action.mustBeRefused()) {
                trail.field("turn " + policy.turn() + ": " + action.text().strip(),
                        FieldReport.lines(FieldReport.cells(next)));
            }
            state = next;
        }
    }

    /**
     * Sends one command and checks the answer: the position after it (the same one after a refusal),
     * or {@code null} when the game ended as it should.
     */
    private State play(Conversation talk, Action action, State state) throws ProtocolFailure, InterruptedException {
        talk.send(action.text());
        talk.beginAnswer();
        if (action.mustBeRefused()) {
            stats.refusals++;
            checkRefused(talk, action, state);
            return state;
        }
        stats.turns++;
        stats.lowerCase += action.lowerCase() ? 1 : 0;
        stats.shuffled += action.shuffled() ? 1 : 0;
        stats.charges += action.move().charge() ? 1 : 0;
        Outcome outcome = RulesModel.play(state, action.move());
        String first = talk.next(outcome instanceof Ended e ? "the end line " + e.line().text()
                : "the field after the command");
        if (outcome instanceof Ended ended) {
            checkEnd(talk, first, ended, action);
            countProbes(action);
            stats.endLines.merge(ended.line(), 1, Integer::sum);
            stats.longestGame = Math.max(stats.longestGame, policy.turn());
            return null;
        }
        State next = nextField(talk, first, (Continued) outcome, action);
        talk.expect(Conversation.MOVE_PROMPT, "\"MOVE:\" after the " + size.height() + " rows of the field");
        countProbes(action);
        return next;
    }

    /** Counts a strict probe once the program has answered it correctly. */
    private void countProbes(Action action) {
        stats.spacedCommands += action.spaced() ? 1 : 0;
        stats.carriageReturns += action.carriageReturn() ? 1 : 0;
    }

    /** What a failure after a strict INIT probe adds to the problem line: what was sent, and the rule. */
    private static String initProbeNote(InitLines init) {
        return "--strict probe: the INIT numbers were sent " + init.probe() + ": " + quoteAll(init.lines())
                + "; the project's rules (docs/rules.md) take 4 integers separated by any white space, on one line"
                + " or several";
    }

    /** What a failure after a strict command probe adds to the problem line: what was sent, and the rule. */
    private static String commandProbeNote(Action action) {
        return "--strict probe: the command " + Text.quote(action.text(), 20) + " had " + action.strictProbe()
                + ", which the project's rules (docs/rules.md) ignore";
    }

    private static String quoteAll(List<String> lines) {
        return lines.stream().map(l -> Text.quote(l, 40)).collect(Collectors.joining(" then "));
    }

    /** Reads and judges the first field of a game: its size, counts, and where the player and exit are. */
    private State initialField(Conversation talk) throws ProtocolFailure, InterruptedException {
        String first = talk.next("the initial field (" + Text.count(size.height(), "row") + ")");
        if (!PrintedField.looksLikeRow(first)) {
            throw new ProtocolFailure("expected the first row of the initial field, received " + Text.quote(first, 80));
        }
        List<String> rows = talk.rows(first, size, "the initial field");
        PrintedField field = parse(rows, "the initial field");
        int w = size.width();
        int h = size.height();
        List<Integer> middleRows = options.strict() || h % 2 != 0 ? List.of(h / 2) : List.of(h / 2 - 1, h / 2);
        String rowsText = middleRows.size() == 1 ? "row " + middleRows.get(0)
                : "row " + middleRows.get(0) + " or " + middleRows.get(1);
        Set<Cell> players = field.cellsShowing('@');
        Set<Cell> exits = field.cellsShowing('<');
        Set<Cell> pits = field.cellsShowing('0');
        Set<Cell> robots = field.cellsShowing('X');
        List<String> problems = new ArrayList<>();
        if (players.size() != 1) {
            problems.add(players.size() + " players '@' (expected: one)");
        } else {
            Cell p = players.iterator().next();
            if (p.x() != w - 1 || !middleRows.contains(p.y())) {
                problems.add("the player '@' is at " + p + " (expected: column " + (w - 1) + ", " + rowsText
                        + ": the middle of the right wall)");
            }
        }
        if (exits.size() != 1) {
            problems.add(exits.size() + " exits '<' (expected: one)");
        } else {
            Cell e = exits.iterator().next();
            if (e.x() != 0 || !middleRows.contains(e.y())) {
                problems.add("the exit '<' is at " + e + " (expected: column 0, " + rowsText
                        + ": the middle of the left wall)");
            }
        }
        if (robots.size() != size.robots()) {
            problems.add(robots.size() + " robots 'X' (expected: R=" + size.robots() + ")");
        }
        if (pits.size() != size.pits()) {
            problems.add(pits.size() + " pits '0' (expected: P=" + size.pits() + ")");
        }
        if (options.strict() && problems.isEmpty()) {
            State probe = new State(w, h, pits, robots, players.iterator().next(), exits.iterator().next(), 0);
            for (Cell c : probe.corners()) {
                if (pits.contains(c)) {
                    problems.add("a pit on the corner " + c + " (--strict: pits never go on a corner)");
                }
            }
        }
        if (!problems.isEmpty()) {
            List<String> details = new ArrayList<>();
            details.add("problems:");
            problems.forEach(p -> details.add("  - " + p));
            details.addAll(FieldReport.show(List.of(new Panel("received (initial field)",
                    FieldReport.marked(field.lines(), Set.of()))), w, h, players));
            throw new ProtocolFailure("the initial field is wrong: " + problems.get(0), details);
        }
        return new State(w, h, pits, robots, players.iterator().next(), exits.iterator().next(), size.robots());
    }

    private PrintedField parse(List<String> rows, String what) throws ProtocolFailure {
        try {
            return PrintedField.parse(rows, size.width(), size.height(), options.strict());
        } catch (PrintedField.FormatException e) {
            List<String> details = new ArrayList<>();
            details.add("received:");
            details.addAll(FieldWindow.rawRows(rows, size));
            throw new ProtocolFailure(what + ": " + e.getMessage(), details);
        }
    }

    private void checkRefused(Conversation talk, Action action, State state) throws ProtocolFailure,
            InterruptedException {
        String line = talk.next("\"MOVE:\" again after the refused command");
        if (line.equals(Conversation.MOVE_PROMPT)) {
            return;
        }
        String reason = "the command " + Text.quote(action.text(), 20) + " must be refused (" + action.refusalReason()
                + "): expected \"MOVE:\" again and no field, received ";
        if (PrintedField.looksLikeRow(line)) {
            List<String> rows = shownRows(line, talk.moreRows(size.height() - 1));
            List<String> details = new ArrayList<>(List.of("(a refused command changes nothing and passes no turn)"));
            details.addAll(FieldReport.show(List.of(
                    new Panel("previous", FieldReport.marked(previous, Set.of())),
                    new Panel("received", FieldReport.marked(rows, Set.of()))), size.width(), size.height(),
                    List.of(playerBefore)));
            details.addAll(unchangedNote(rows.stream().map(String::stripTrailing).toList()));
            throw new ProtocolFailure(reason + "a field", details);
        }
        if (EndLine.of(line, options.strict()) != null) {
            throw new ProtocolFailure(reason + "the end line " + Text.quote(line, 40)
                    + ": the command was played as a turn");
        }
        throw new ProtocolFailure(reason + Text.quote(line, 80));
    }

    private void checkEnd(Conversation talk, String first, Ended ended, Action action) throws ProtocolFailure {
        EndLine got = EndLine.of(first, options.strict());
        if (got == ended.line()) {
            return;
        }
        String expected = "expected the end line " + ended.line().text() + " (" + ended.why() + ")";
        Panel before = new Panel("previous", FieldReport.marked(previous, Set.of()));
        if (got != null || !PrintedField.looksLikeRow(first)) {
            String receivedText = first.equals(Conversation.MOVE_PROMPT)
                    ? "\"MOVE:\": the valid command " + Text.quote(action.text(), 20) + " was refused"
                    + emptyLineHint() : Text.quote(first, 80);
            throw new ProtocolFailure(expected + ", received " + receivedText, FieldReport.show(List.of(before),
                    size.width(), size.height(), List.of(playerBefore)));
        }
        List<String> rows = shownRows(first, talk.moreRows(size.height() - 1));
        throw new ProtocolFailure(expected + ", received a field: the game must end", FieldReport.show(
                List.of(before, new Panel("received", FieldReport.marked(rows, Set.of()))), size.width(),
                size.height(), List.of(playerBefore)));
    }

    /** How much of a received row a report shows: a whole row of the game's width, and a little more. */
    static int rowShown(GameSize size) {
        return Math.max(200, 2 * size.width() + 20);
    }

    /** Received lines that look like rows, as a report shows them ({@link Text#shown}). */
    private List<String> shownRows(String first, List<String> more) {
        List<String> rows = new ArrayList<>(more.size() + 1);
        rows.add(Text.shown(first, rowShown(size)));
        more.forEach(r -> rows.add(Text.shown(r, rowShown(size))));
        return rows;
    }

    /** A note for a field that is the previous one unchanged: a common slip with empty lines. */
    private List<String> unchangedNote(List<String> rows) {
        if (!rows.equals(previous)) {
            return List.of();
        }
        return List.of("  note: the received field is the previous one, unchanged: was the command ignored, or was"
                + " the field printed again for an earlier empty line (such as the rest of the INIT line)? An empty"
                + " line must be skipped silently.");
    }

    private String emptyLineHint() {
        return emptyLinesPending ? " (or an empty line sent before it was answered with \"MOVE:\"; an empty line"
                + " must be skipped silently)" : "";
    }

    private State nextField(Conversation talk, String first, Continued expected, Action action)
            throws ProtocolFailure, InterruptedException {
        char[][] expectedCells = FieldReport.expected(expected);
        List<String> expectedLines = FieldReport.lines(expectedCells);
        if (!PrintedField.looksLikeRow(first)) {
            String received;
            EndLine end = EndLine.of(first, options.strict());
            if (first.equals(Conversation.MOVE_PROMPT)) {
                received = "\"MOVE:\" again: the valid command " + Text.quote(action.text(), 20) + " was refused"
                        + emptyLineHint();
            } else if (end != null) {
                received = Text.quote(first, 40) + ", but the game goes on";
            } else {
                received = Text.quote(first, 80);
            }
            throw new ProtocolFailure("expected the field after the command, received " + received,
                    FieldReport.show(List.of(
                            new Panel("previous", FieldReport.marked(previous, Set.of())),
                            new Panel("expected", FieldReport.marked(expectedLines, Set.of()))), size.width(),
                            size.height(), List.of(playerBefore, expected.state().player())));
        }
        List<String> rows = talk.rows(first, size, "the field after the command");
        PrintedField received = parse(rows, "the field after the command");
        emptyLinesPending = false;
        Set<Cell> diff = FieldReport.differences(expectedCells, received);
        if (!diff.isEmpty()) {
            trail.mismatch(expectedLines, received.lines(), diff.stream().map(c -> new int[] {c.x(), c.y()}).toList());
            throw new ProtocolFailure("the field does not follow from the previous field and the command",
                    fieldMismatch(expected, expectedLines, received, diff));
        }
        return expected.state().withRobots(received.cellsShowing('X'));
    }

    private List<String> fieldMismatch(Continued expected, List<String> expectedLines, PrintedField received,
            Set<Cell> diff) {
        List<String> details = new ArrayList<>(FieldReport.show(List.of(
                new Panel("previous", FieldReport.marked(previous, Set.of())),
                new Panel("expected", FieldReport.marked(expectedLines, diff)),
                new Panel("received", FieldReport.marked(received.lines(), diff))), size.width(), size.height(), diff));
        details.add("  (* marks a differing cell, just left of it" + (expected.newRobotExpected()
                ? "; ? is a free corner: exactly one of them gets the new robot)" : ")"));
        int shown = 0;
        for (Cell c : diff) {
            if (shown++ == 8) {
                details.add("  ... " + (diff.size() - 8) + " more differences");
                break;
            }
            char e = FieldReport.expected(expected)[c.y()][c.x()];
            details.add("  " + c + ": expected " + (e == FieldReport.MAYBE_ROBOT ? "'X' on one free corner"
                    : Text.describe(e)) + ", received " + Text.describe(received.at(c)));
        }
        details.addAll(unchangedNote(received.lines()));
        State after = expected.state();
        int receivedRobots = received.cellsShowing('X').size();
        details.add("  robots: " + after.robots().size() + " after the robots moved"
                + (expected.newRobotExpected() ? " + 1 new one on a free corner" : "") + ", received "
                + receivedRobots + "; R=" + after.robotTarget());
        if (expected.reinforcementDue()) {
            details.add("  reinforcement: due (fewer than R robots left); free corners: "
                    + (expected.freeCorners().isEmpty() ? "none, so no new robot" : expected.freeCorners()));
        } else {
            details.add("  reinforcement: not due (" + Text.count(after.robots().size(), "robot") + " left, R="
                    + after.robotTarget() + ")");
        }
        return details;
    }

    /** The command line of a check, starting with this program as the user started it ({@link Invocation}). */
    private static String command(CheckOptions runOptions, List<String> programArguments) {
        List<String> words = new ArrayList<>(Invocation.words());
        words.add("check");
        words.addAll(runOptions.asArguments());
        words.addAll(programArguments);
        return Text.shellLine(words);
    }

    private static String describe(InitLines init) {
        if (init.probe() == null) {
            return Text.quote(init.lines().get(0), 40);
        }
        return quoteAll(init.lines()) + " (the INIT numbers " + init.probe() + ": a --strict probe)";
    }

    private static String describe(Action a) {
        StringBuilder sb = new StringBuilder(Text.quote(a.text(), 20));
        if (a.mustBeRefused()) {
            sb.append(" (must be refused: ").append(a.refusalReason()).append(')');
        } else {
            sb.append(" (").append(a.move().describe());
            if (a.lowerCase()) {
                sb.append("; lower case");
            }
            if (a.shuffled()) {
                sb.append("; letters shuffled");
            }
            if (a.strictProbe() != null) {
                sb.append("; with ").append(a.strictProbe()).append(": a --strict probe");
            }
            sb.append(')');
        }
        if (a.emptyLinesBefore() > 0) {
            sb.append(", after ").append(a.emptyLinesBefore()).append(" empty line")
                    .append(a.emptyLinesBefore() > 1 ? "s" : "");
        }
        return sb.toString();
    }

    /** The report when the checker itself was stopped: where it was, and no verdict on the program. */
    private String interruptedReport() {
        StringBuilder sb = new StringBuilder("robots check: INTERRUPTED: the checker was stopped by a signal (SIGTERM"
                + " or SIGINT)");
        if (game > 0 && size != null) {
            sb.append(" in game ").append(game).append(" of ").append(options.games()).append(" (").append(size)
                    .append("), ").append(turnLabel);
        }
        sb.append("; the program under test was stopped with it, and no verdict was reached\n");
        if (stats.turns > 0) {
            sb.append("played before: ").append(stats.summary()).append('\n');
        }
        sb.append("run it again: ").append(command(options, launch.asArguments())).append('\n');
        return sb.toString();
    }

    private String failureReport(ProtocolFailure f, Conversation talk) {
        ProgramProcess program = talk.program();
        program.kill();
        StringBuilder sb = new StringBuilder("robots check: FAILED\n");
        if (game > 0 && size != null) {
            sb.append("game ").append(game).append(" of ").append(options.games()).append(" (").append(size)
                    .append("), ").append(turnLabel).append('\n');
        }
        if (sent != null) {
            sb.append("sent: ").append(sent).append('\n');
        }
        sb.append("problem: ").append(f.getMessage()).append('\n');
        for (String line : f.details()) {
            sb.append(line).append('\n');
        }
        int firstGame = options.onlyGame() > 0 ? options.onlyGame() : 1;
        if (launch.isLua() && talk.reruns() > 0 && game > firstGame) {
            sb.append("note: ").append(game - 1 == firstGame ? "game " + firstGame : game - 1 == firstGame + 1
                    ? "games " + firstGame + " and " + (game - 1) : "games " + firstGame + " to " + (game - 1))
                    .append(" passed in this same Lua state, and this game is the chunk's run ")
                    .append(talk.reruns() + 1).append(": state left over from an earlier run (a global table or counter"
                    + " that the code does not set again at its start) can cause this. To confirm, run the same check"
                    + " with a fresh Lua process per game; if that passes, the cause is leaked state:\n  ")
                    .append(command(options, launch.freshProcessArguments())).append('\n');
        }
        String tail = program.stderrTail(20);
        sb.append("standard error of the program (last lines):\n");
        if (tail.isEmpty()) {
            sb.append("  (empty)\n");
        } else {
            sb.append(Text.stderrLines(tail));
        }
        if (stats.turns > 0) {
            sb.append("played before the failure: ").append(stats.summary()).append('\n');
        }
        sb.append("reproduce this game: ")
                .append(command(options.withOnlyGame(game > 0 ? game : 1), launch.asArguments()))
                .append('\n');
        if (options.onlyGame() == 0) {
            sb.append("reproduce the run: ").append(command(options, launch.asArguments())).append('\n');
        }
        return sb.toString();
    }
}
