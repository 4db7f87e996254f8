package dev.robots.cli.oracle;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * An upper bound on any player: a search that knows a game's whole random future. It builds the
 * game itself from the game's seed on the project's seeded source, whose state a
 * {@link Game#snapshot()} saves and a {@link Game#restore} restores, so every line of commands it
 * tries meets the reinforcements that line would really meet.
 *
 * <p>Three phases share the per-game budget of positions: first the autopilot plays the game as it
 * would in {@code robots autoplay} (so the oracle wins every game the autopilot wins), then
 * {@link BeamPhase} looks for a win cheaply, and if it finds none, {@link ProofSearch} searches
 * exhaustively with what is left, and is the one phase that can prove a loss.
 */
public final class Oracle {

    /**
     * The result of one game: the verdict, the winning line if any, the nodes searched, and how the
     * autopilot's own game (the first phase) went: whether it won, and the turns it lasted.
     */
    public record Result(Verdict verdict, List<Command> line, long nodes, boolean autopilotWon, int autopilotTurns) {
        public Result {
            Objects.requireNonNull(verdict, "verdict");
            line = List.copyOf(line);
        }

        /** A phase's result, before the autopilot's game is told. */
        Result(Verdict verdict, List<Command> line, long nodes) {
            this(verdict, line, nodes, false, 0);
        }

        /** The turns of the winning line, or 0 when not won. */
        public int turns() {
            return line.size();
        }
    }

    private final SearchedGame searched;
    private final Autopilot autopilot;
    private final BeamPhase beam;
    private final ProofSearch proof;

    /**
     * An oracle whose first phase is the autopilot of the default search budget.
     *
     * @param charges charges per game: a count, or empty for no limit
     * @param maxTurns lines still alive after this many turns count as not won
     * @param nodeBudget positions the search may play per game
     */
    public Oracle(GameParameters size, OptionalInt charges, int maxTurns, long nodeBudget) {
        this(size, charges, maxTurns, nodeBudget, Autopilot.DEFAULT_BEAM_WIDTH, Autopilot.DEFAULT_DEPTH);
    }

    /**
     * An oracle whose first phase is an autopilot of another search budget (as in
     * {@code robots autoplay --beam B --depth D}).
     *
     * @param charges charges per game: a count, or empty for no limit
     * @param maxTurns lines still alive after this many turns count as not won
     * @param nodeBudget positions the search may play per game
     * @param beamWidth the autopilot's beam width (see {@link Autopilot#Autopilot(int, int)})
     * @param depth the autopilot's look-ahead
     */
    public Oracle(GameParameters size, OptionalInt charges, int maxTurns, long nodeBudget, int beamWidth, int depth) {
        this(size, charges, maxTurns, nodeBudget, beamWidth, depth, 0);
    }

    /**
     * An oracle whose autopilot searches {@code samples} sampled futures of the reinforcements
     * (see {@link Autopilot#Autopilot(int, int, int)}); the rest as {@link #Oracle(GameParameters,
     * OptionalInt, int, long, int, int)}.
     */
    public Oracle(GameParameters size, OptionalInt charges, int maxTurns, long nodeBudget, int beamWidth, int depth,
            int samples) {
        SearchedGame.checkLimits(size, charges, maxTurns, nodeBudget);
        this.autopilot = new Autopilot(beamWidth, depth, samples);
        this.searched = new SearchedGame(size, charges, maxTurns, nodeBudget);
        this.beam = new BeamPhase(searched);
        this.proof = new ProofSearch(searched);
    }

    /** Searches the game played from {@code gameSeed} (as {@code RandomSource.seeded(gameSeed)}). */
    public Result solve(long gameSeed) {
        searched.resetNodes();
        searched.start(gameSeed);
        List<Command> autopilotLine = new ArrayList<>();
        if (autopilot(autopilotLine)) {
            return new Result(Verdict.WON, autopilotLine, searched.nodes(), true, autopilotLine.size());
        }
        int autopilotTurns = autopilotLine.size();
        searched.start(gameSeed);
        List<Command> beamLine = beam.run();
        if (beamLine != null) {
            return new Result(Verdict.WON, beamLine, searched.nodes(), false, autopilotTurns);
        }
        searched.start(gameSeed);
        Result proved = proof.run();
        return new Result(proved.verdict(), proved.line(), proved.nodes(), false, autopilotTurns);
    }

    /**
     * The third phase alone on the game of {@code gameSeed}, for tests: the verdict the exhaustive search
     * reaches by itself (it must equal brute force's whatever the first two phases would have found).
     */
    Result proofAlone(long gameSeed) {
        searched.resetNodes();
        searched.start(gameSeed);
        return proof.run();
    }

    /** The rounds of the last exhaustive search (tests: did the wide rounds run). */
    ProofSearch.Rounds proofRounds() {
        return proof.rounds();
    }

    /**
     * The first phase: the autopilot's own game (it does not know the future, so its line is the line it
     * plays in {@code robots autoplay}), one node per turn, its commands added to {@code line}.
     * Returns whether it won.
     */
    private boolean autopilot(List<Command> line) {
        Game game = searched.game;
        while (!game.isOver() && game.turn() < searched.maxTurns && searched.budgetLeft()) {
            Command c = autopilot.choose(Situation.of(game));
            searched.spend();
            line.add(c);
            if (game.play(c) instanceof TurnResult.Won) {
                return true;
            }
        }
        return false;
    }
}
