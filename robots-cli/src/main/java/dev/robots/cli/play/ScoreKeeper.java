package dev.robots.cli.play;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The session's scores: loaded once from a {@link ScoresFile}, updated and saved after each game.
 * A file that cannot be read, parsed or written gives one warning (shown once) and the scores are
 * then kept for this session only; a damaged file is never overwritten.
 */
final class ScoreKeeper {
    private final ScoresFile file;
    private Scores scores;
    private boolean writable;
    private String warning;
    /** The first warning, kept to print once the screen is left. */
    private String problem;
    /** The kinds of game counted this session, in the order they were first played. */
    private final Set<ScoredGame.Key> played = new LinkedHashSet<>();

    ScoreKeeper(ScoresFile file) {
        this.file = file;
        if (file == null) {
            this.scores = Scores.empty();
            return;
        }
        ScoresFile.Loaded loaded = file.load();
        this.scores = loaded.scores();
        this.writable = loaded.writable();
        this.warning = loaded.warning();
        this.problem = warning;
    }

    /** A keeper that keeps nothing across sessions. */
    static ScoreKeeper inMemory() {
        return new ScoreKeeper(null);
    }

    /**
     * Counts a finished game and saves; {@code replacesLast}: the game is the one counted last, ended
     * again after a turn was taken back, and takes its place. A failed save becomes the warning.
     */
    void add(ScoredGame game, boolean replacesLast) {
        scores = scores.with(game, replacesLast);
        played.add(game.key());
        if (writable) {
            String failed = file.save(scores);
            if (failed != null) {
                writable = false;
                warning = failed + "; scores are not kept";
                problem = problem == null ? warning : problem;
            }
        }
    }

    /** The warning not yet shown, or {@code null}; each is shown once. */
    String warning() {
        String shown = warning;
        warning = null;
        return shown;
    }

    /** Three short lines for the panel at a game's end: its points, its rank, and the best of its kind. */
    List<String> summary(ScoredGame game) {
        int rank = scores.rank(game);
        Scores.Standing standing = scores.standing(game.key());
        return List.of("Points  " + game.points(),
                !game.unaided() ? "With help: no rank" : rank > 0 ? "Rank    " + rank + " of " + Scores.TOP
                        : "Not in the top " + Scores.TOP,
                "Best    " + (standing.best() > 0 ? standing.best() : "-") + "  won " + standing.won() + "/"
                        + standing.played());
    }

    /**
     * The top list of each kind of game played this session, as BSD robots shows its list when the
     * game ends: a heading line, then a line a game.
     */
    List<String> sessionTops() {
        List<String> lines = new ArrayList<>();
        for (ScoredGame.Key key : played) {
            List<String> top = scores.topLines(key);
            if (!top.isEmpty()) {
                lines.add("best games, " + key + ":");
                lines.addAll(top);
            }
        }
        return lines;
    }

    /** The first warning of the session, or {@code null}. */
    String problem() {
        return problem;
    }

    Scores scores() {
        return scores;
    }

}
