package dev.robots.cli.check;

import dev.robots.cli.check.CheckReport.Place;
import dev.robots.cli.check.model.FieldReport;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.play.InitLines;
import dev.robots.cli.check.play.MovePolicy;
import dev.robots.cli.check.play.SentCommand;
import dev.robots.cli.check.randomness.RandomnessCheck;
import dev.robots.cli.check.report.RunStats;
import dev.robots.cli.check.report.SentDescription;
import dev.robots.cli.conversation.Conversation;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.pages.FailureTrail;
import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.process.ProgramSeed;
import dev.robots.cli.text.Texts;
import dev.robots.core.RandomSource;
import dev.robots.record.GameSeeds;
import java.io.IOException;
import java.util.List;

/**
 * Plays games against a program as the human and checks every answer against the checker's own
 * model of the rules ({@link dev.robots.cli.check.model.RulesModel}): the initial field, every field
 * after a command, end lines, refusals, the next INIT prompt after each game, and a clean exit at
 * end of input. This class is the game loop; {@link MovePolicy} chooses what to send, {@link AnswerJudge} judges each answer,
 * {@link RunStats} counts and {@link CheckReport} writes the report the run ends with.
 */
public final class Checker {

    /**
     * The outcome of a run: passed, or the failure report; {@code reproduce} is the command that
     * plays the failing game again (null unless the run failed), {@code failure} where and why a game
     * failed (null unless one did).
     */
    public record Result(boolean passed, RunStats stats, String report, String reproduce, Failure failure) {
        Result(boolean passed, RunStats stats, String report, String reproduce) {
            this(passed, stats, report, reproduce, null);
        }
    }

    /** Where a game failed and why: what a replay must repeat to show the same failure. */
    record Failure(int game, String turn, String problem) {
        boolean sameAs(Failure other) {
            return equals(other);
        }

        /** "in game 3, turn 7: problem", for a note. */
        String describe() {
            return "in game " + game + ", " + turn + ": " + Texts.quote(problem, 120);
        }
    }

    private final CheckOptions options;
    private final ProgramLaunch launch;
    private final RunStats stats = new RunStats();
    private final MovePolicy policy;
    private final AnswerJudge judge;
    private final CheckReport report;
    private final RunVerdict verdict;
    private final RandomnessCheck randomness = new RandomnessCheck();
    private final Progress progress;
    /** Whether this run only diagnoses another's failure ({@link LeakCheck}): no randomness verdict, no diagnosis. */
    private boolean diagnosing;
    /** The fields of the game being played, for {@code --html} on a failure. */
    private final FailureTrail trail = new FailureTrail();
    // Where the run is, for the report.
    private int game;
    private GameSize size;
    private String sent;
    private String turnLabel;
    /** The game the program's current run started with: {@link #game} for one game per run. */
    private int runStart;

    /** Where a run is, for a progress line: called after every turn and every game. */
    interface Progress {
        Progress NONE = (gamesDone, games, turns) -> { };

        void update(int gamesDone, int games, int turns);
    }

    public Checker(CheckOptions options, List<String> command) {
        this(options, ProgramLaunch.of(command), Progress.NONE);
    }

    public Checker(CheckOptions options, ProgramLaunch launch, Progress progress) {
        this.options = options;
        this.launch = launch;
        this.progress = progress;
        this.policy = new MovePolicy(RandomSource.seeded(options.seed()), options.maxCharges(), options.maxTurns(),
                options.strict());
        this.judge = new AnswerJudge(options.strict(), trail);
        this.report = new CheckReport(options, launch, stats);
        this.verdict = new RunVerdict(options, launch, report, stats);
        stats.strict = options.strict();
        stats.lua = launch.isLua();
    }

    /** A run that plays games again to diagnose another run's failure ({@link LeakCheck}). */
    static Checker diagnosis(CheckOptions options, ProgramLaunch launch) {
        Checker checker = new Checker(options, launch, Progress.NONE);
        checker.diagnosing = true;
        return checker;
    }

    /**
     * The seed of game {@code game}'s choices (from 1), {@link GameSeeds#of}: each game draws from its
     * own source, so that {@code --only-game} plays a game of a run again without the games before it.
     */
    static long gameSeed(long runSeed, int game) {
        return GameSeeds.of(runSeed, game - 1L);
    }

    /** The seed of the program's own random numbers in game {@code game} of this run ({@link GameSeeds#program}). */
    ProgramSeed programSeed(int game) {
        return new ProgramSeed(GameSeeds.program(options.seed(), game - 1L));
    }

    /**
     * Runs the check.
     *
     * @throws IOException if the program cannot be started
     */
    public Result run() throws IOException, InterruptedException {
        int first = options.onlyGame() > 0 ? options.onlyGame() : 1;
        int last = options.onlyGame() > 0 ? options.onlyGame() : options.games();
        try (Conversation talk = Conversation.start(launch, options.timeout(), options.strict(), programSeed(first))) {
            try {
                game = first;
                runStart = first;
                size = options.sizes().get((game - 1) % options.sizes().size());
                turnLabel = "start";
                talk.beginAnswer();
                talk.expect(Conversation.INIT_PROMPT, "the first prompt 'INIT W H R P:'");
                for (; game <= last; game++) {
                    size = options.sizes().get((game - 1) % options.sizes().size());
                    policy.useForGame(RandomSource.seeded(gameSeed(options.seed(), game)), game == 1);
                    playGame(talk);
                    stats.games++;
                    stats.reruns = talk.reruns();
                    progress.update(stats.games, gamesInRun(), stats.turns);
                    sent = null;
                    turnLabel = "after its end line";
                    judge.gameEnded();
                    if (game < last) {
                        int reruns = talk.reruns();
                        talk.expectNextGame("the prompt 'INIT W H R P:' of the next game, after the end line",
                                programSeed(game + 1));
                        runStart = talk.reruns() > reruns ? game + 1 : runStart;
                    }
                }
                game = last;
                turnLabel = "after its end line, the last game";
                sent = "(end of input)";
                talk.finish();
                stats.reruns = talk.reruns();
                return judgeRandomness();
            } catch (ProtocolFailure f) {
                stats.reruns = talk.reruns();
                talk.program().kill();
                Place place = new Place(game, size, turnLabel, sent);
                if (Interruption.stopping()) {
                    return new Result(false, stats, report.interrupted(place), null);
                }
                Failure failure = new Failure(game, turnLabel, f.getMessage());
                return diagnosing ? new Result(false, stats, "", null, failure)
                        : verdict.failed(place, f, failure, talk.program(), first, runStart);
            }
        }
    }

    /** The end of a run whose games all passed: whether their random choices, together, pass too. */
    private Result judgeRandomness() {
        return diagnosing ? new Result(true, stats, report.passed(), null) : verdict.passed(randomness);
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
        turnLabel = "start";
        judge.newGame(size);
        trail.newGame(game, size.option());
        InitLines init = policy.init(size);
        sent = SentDescription.of(init);
        turnLabel = "initial field";
        State state;
        try {
            for (String line : init.lines()) {
                talk.send(line);
            }
            talk.beginAnswer();
            state = judge.initialField(talk);
            randomness.field(size, state);
            talk.expect(Conversation.MOVE_PROMPT,
                    "'MOVE:' after the " + size.height() + " rows of the initial field");
        } catch (ProtocolFailure f) {
            throw init.probe() == null || f.namesDecision() ? f : f.withNote(SentDescription.initProbeNote(init));
        }
        if (init.probe() != null) {
            stats.initProbes++;
        }
        policy.newGame(state);
        trail.field("initial field", FieldReport.lines(FieldReport.cells(state)));
        while (true) {
            SentCommand action = policy.next(state);
            for (int i = 0; i < action.emptyLinesBefore(); i++) {
                talk.send("");
            }
            stats.emptyLines += action.emptyLinesBefore();
            if (action.emptyLinesBefore() > 0) {
                judge.emptyLinesSent();
            }
            sent = SentDescription.of(action);
            turnLabel = action.mustBeRefused() ? "before turn " + (policy.turn() + 1) + " (a refusal probe)"
                    : "turn " + policy.turn();
            judge.beforeCommand(state);
            State next;
            try {
                next = play(talk, action, state);
            } catch (ProtocolFailure f) {
                throw action.strictProbe() == null || f.namesDecision() ? f
                        : f.withNote(SentDescription.commandProbeNote(action));
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
    private State play(Conversation talk, SentCommand action, State state)
            throws ProtocolFailure, InterruptedException {
        talk.send(action.text());
        talk.beginAnswer();
        if (action.mustBeRefused()) {
            stats.refusals++;
            judge.refused(talk, action);
            return state;
        }
        stats.turns++;
        stats.lowerCase += action.lowerCase() ? 1 : 0;
        stats.shuffled += action.shuffled() ? 1 : 0;
        stats.charges += action.move().charge() ? 1 : 0;
        AnswerJudge.Answer answer = judge.answer(talk, action);
        if (answer.end() != null) {
            countProbes(action);
            stats.endLines.merge(answer.end(), 1, Integer::sum);
            stats.longestGame = Math.max(stats.longestGame, policy.turn());
            return null;
        }
        randomness.turn(answer.played(), answer.next());
        talk.expect(Conversation.MOVE_PROMPT, "'MOVE:' after the " + size.height() + " rows of the field");
        countProbes(action);
        return answer.next();
    }

    /** Counts a strict probe once the program has answered it correctly. */
    private void countProbes(SentCommand action) {
        stats.spacedCommands += action.spaced() ? 1 : 0;
        stats.carriageReturns += action.carriageReturn() ? 1 : 0;
    }
}
