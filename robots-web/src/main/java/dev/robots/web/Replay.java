package dev.robots.web;

import dev.robots.core.Game;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/**
 * A record played back in the page: which game is shown and at which turn, as {@code robots replay}
 * steps through it. The shown game is rebuilt from its seed and its recorded commands; a step back
 * restores the nearest earlier checkpoint (one every {@value #EVERY} turns) and plays forward, so
 * memory stays bounded by the game's length over {@value #EVERY}.
 *
 * <p>Invariant: {@code game.turn() == turn}, and {@code checkpoints.get(k)} is the position at turn
 * {@code k * EVERY} of the shown game.
 */
public final class Replay {
    static final int EVERY = 64;

    private final List<ReplayGames.Entry> games;
    private int index;
    private Game game;
    private final List<Game.Snapshot> checkpoints = new ArrayList<>();

    /** The record's games, the first shown at its start. */
    public Replay(List<ReplayGames.Entry> games) {
        this.games = List.copyOf(games);
        show(0);
    }

    private void show(int gameIndex) {
        index = gameIndex;
        game = games.get(index).start();
        checkpoints.clear();
        checkpoints.add(game.snapshot());
    }

    /** Shows turn {@code target} (clamped to the recorded turns) of the shown game; returns the turn shown. */
    @JSExport
    public int goTo(int target) {
        List<dev.robots.core.Command> commands = games.get(index).commands();
        int to = Math.max(0, Math.min(target, commands.size()));
        if (to < game.turn()) {
            game.restore(checkpoints.get(to / EVERY));
        }
        while (game.turn() < to) {
            game.play(commands.get(game.turn()));
            if (game.turn() % EVERY == 0 && checkpoints.size() == game.turn() / EVERY) {
                checkpoints.add(game.snapshot());
            }
        }
        return game.turn();
    }

    /** Shows game {@code gameIndex} (clamped), at its start; whether it is another game than before. */
    @JSExport
    public boolean showGame(int gameIndex) {
        int to = Math.max(0, Math.min(gameIndex, games.size() - 1));
        if (to == index) {
            return false;
        }
        show(to);
        return true;
    }

    /** The shown turn. */
    @JSExport
    @JSProperty("turn")
    public int turn() {
        return game.turn();
    }

    /** The number of recorded turns of the shown game. */
    @JSExport
    @JSProperty("lastTurn")
    public int lastTurn() {
        return games.get(index).commands().size();
    }

    /** The shown game's index, from 0. */
    @JSExport
    @JSProperty("gameIndex")
    public int gameIndex() {
        return index;
    }

    /** The number of games of the record. */
    @JSExport
    @JSProperty("gameCount")
    public int gameCount() {
        return games.size();
    }

    /** The shown game's name ({@code session 1, game 2}), seed and size, for the status line. */
    @JSExport
    @JSProperty("status")
    public String describe() {
        ReplayGames.Entry entry = games.get(index);
        var p = entry.parameters();
        return entry.name() + " of " + games.size() + " \u00b7 seed " + entry.seed() + " \u00b7 " + p.width() + "x"
                + p.height() + " \u00b7 turn " + game.turn() + " of " + lastTurn()
                + (entry.end().isEmpty() && game.turn() == lastTurn() ? " (the record ends here)" : "");
    }

    /** The game, for reading. */
    public Game game() {
        return game;
    }

    /** The shown game as the page reads it ({@link GameView}). */
    @JSExport
    @JSProperty("game")
    public GameView view() {
        return new GameView(game);
    }

    /** The field in the protocol's text, or the end line once the game ended (as in play). */
    public String fieldText() {
        return view().fieldText();
    }
}
