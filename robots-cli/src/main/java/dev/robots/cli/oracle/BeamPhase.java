package dev.robots.cli.oracle;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The oracle's second phase: a beam search that plays every line on the real rules, reinforcements
 * included, keeping the {@link #BEAM_WIDTH} best positions of each turn (distinct positions, scored by
 * {@link #score}). It finds most wins in a few thousand positions; it cannot prove a loss (the beam
 * drops lines), which is {@link ProofSearch}'s job.
 */
final class BeamPhase {
    /** Positions kept per turn. */
    static final int BEAM_WIDTH = 256;

    /** A position in the beam: the game (its random state included), and how it was reached. */
    private record Entry(Game.Snapshot snapshot, long key, double score, Entry parent, Command command) {
    }

    private final SearchedGame searched;

    BeamPhase(SearchedGame searched) {
        this.searched = searched;
    }

    /** The winning line from the game's current position, or null (none found, or the budget spent). */
    List<Command> run() {
        Game game = searched.game;
        List<Entry> current = new ArrayList<>();
        current.add(new Entry(game.snapshot(), searched.key(), 0, null, null));
        while (!current.isEmpty() && game.turn() < searched.maxTurns) {
            Map<Long, Entry> next = new HashMap<>();
            for (Entry entry : current) {
                game.restore(entry.snapshot());
                boolean canCharge = searched.mayCharge();
                for (int withCharge = 0; withCharge <= (canCharge ? 1 : 0); withCharge++) {
                    for (Command c : withCharge == 0 ? searched.plain : searched.charged) {
                        if (!searched.onField(c)) {
                            continue;
                        }
                        if (!searched.spend()) {
                            return null;
                        }
                        TurnResult result = game.play(c);
                        if (result instanceof TurnResult.Won) {
                            List<Command> line = new ArrayList<>();
                            line.add(c);
                            for (Entry e = entry; e.command() != null; e = e.parent()) {
                                line.add(0, e.command());
                            }
                            return line;
                        }
                        if (result == TurnResult.CONTINUES) {
                            long key = searched.key();
                            double score = score();
                            Entry known = next.get(key);
                            if (known == null || known.score() < score) {
                                next.put(key, new Entry(game.snapshot(), key, score, entry, c));
                            }
                        }
                        game.restore(entry.snapshot());
                    }
                }
            }
            current = new ArrayList<>(next.values());
            // best first; equal scores by key, so that the order never depends on the map's
            current.sort((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score())
                    : Long.compare(a.key(), b.key()));
            if (current.size() > BEAM_WIDTH) {
                current = new ArrayList<>(current.subList(0, BEAM_WIDTH));
            }
            if (!current.isEmpty()) {
                game.restore(current.get(0).snapshot());
            }
        }
        return null;
    }

    /**
     * How promising the game's position is: close to the exit, charges in hand, few robots near the
     * player, robots not yet replaced. Hand-set weights; only the order matters.
     */
    private double score() {
        Game game = searched.game;
        int px = game.playerX();
        int py = game.playerY();
        int near = 0;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int x = px + dx;
                int y = py + dy;
                if (x >= 0 && y >= 0 && x < game.width() && y < game.height() && game.hasRobot(x, y)) {
                    near++;
                }
            }
        }
        return -10.0 * searched.distanceToExit(px, py) + 12.0 * game.chargesLeft().orElse(0) - 5.0 * near
                + 3.0 * (searched.size.robots() - game.robotCount());
    }
}
