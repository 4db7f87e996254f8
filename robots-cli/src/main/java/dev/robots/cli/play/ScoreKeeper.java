package dev.robots.cli.play;

import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import dev.robots.core.TurnResult;
import java.util.List;

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

    /** Counts a game's end and saves; a failed save becomes the warning. */
    void add(GameParameters parameters, TurnResult.Ended ended) {
        scores = scores.with(size(parameters), ended instanceof TurnResult.Won, ended.turn());
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

    /** Two short lines for the panel: this board size's wins, losses and best. */
    List<String> summary(GameParameters parameters) {
        Scores.Tally tally = scores.of(size(parameters));
        return List.of("Wins " + tally.wins() + "  Losses " + tally.losses(),
                tally.wins() > 0 ? "Best win " + Texts.count(tally.bestTurns(), "turn") : "No win yet");
    }

    /** The first warning of the session, or {@code null}. */
    String problem() {
        return problem;
    }

    Scores scores() {
        return scores;
    }

    private static Scores.Size size(GameParameters parameters) {
        return new Scores.Size(parameters.width(), parameters.height());
    }
}
