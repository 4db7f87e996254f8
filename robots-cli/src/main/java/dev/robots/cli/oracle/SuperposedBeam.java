package dev.robots.cli.oracle;

import dev.robots.core.Command;
import dev.robots.core.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The fair bound's first phase: a beam search for a line of commands that wins in every game the
 * adversary's corners can make ({@link Superposed}): the {@link #BEAM_WIDTH} best distinct positions of
 * each turn, scored by a hand-set sum (king distance to the exit, charges, robots that may be within
 * 2 cells, robots that may be anywhere). A line it finds is a win for sure; it never proves the
 * contrary.
 */
final class SuperposedBeam {
    /** Positions kept per turn. */
    static final int BEAM_WIDTH = 256;

    private record Entry(Superposed position, long key, double score) {
    }

    private final SearchedGame searched;

    SuperposedBeam(SearchedGame searched) {
        this.searched = searched;
    }

    /** Whether a line wins for sure from the game's current position (within the budget and turn limit). */
    boolean run() {
        Field field = searched.game.field();
        int target = searched.size.robots();
        List<Entry> current = new ArrayList<>();
        Superposed start = Superposed.of(searched.game);
        current.add(new Entry(start, start.key(), 0));
        while (!current.isEmpty() && current.get(0).position().turn < searched.maxTurns) {
            Map<Long, Entry> next = new HashMap<>();
            for (Entry entry : current) {
                for (Command c : Command.all()) {
                    if (c.charge() && !robotMayBeNextToPlayer(entry.position(), field.width())) {
                        continue; // a charge with nobody next to the player only spends it
                    }
                    if (!searched.spend()) {
                        return false;
                    }
                    Superposed.Outcome outcome = entry.position().play(c, field, target);
                    if (outcome instanceof Superposed.Won) {
                        return true;
                    }
                    if (outcome instanceof Superposed.Next n) {
                        long key = n.position().key();
                        double score = score(n.position(), field.width());
                        Entry known = next.get(key);
                        if (known == null || known.score() < score) {
                            next.put(key, new Entry(n.position(), key, score));
                        }
                    }
                }
            }
            current = new ArrayList<>(next.values());
            current.sort((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score())
                    : Long.compare(a.key(), b.key()));
            if (current.size() > BEAM_WIDTH) {
                current = new ArrayList<>(current.subList(0, BEAM_WIDTH));
            }
        }
        return false;
    }

    private static boolean robotMayBeNextToPlayer(Superposed p, int width) {
        java.util.BitSet possible = p.possible();
        for (int r = possible.nextSetBit(0); r >= 0; r = possible.nextSetBit(r + 1)) {
            if (Math.abs(r % width - p.px) <= 1 && Math.abs(r / width - p.py) <= 1) {
                return true;
            }
        }
        return false;
    }

    private double score(Superposed p, int width) {
        int near = 0;
        java.util.BitSet possible = p.possible();
        for (int r = possible.nextSetBit(0); r >= 0; r = possible.nextSetBit(r + 1)) {
            if (Math.abs(r % width - p.px) <= 2 && Math.abs(r / width - p.py) <= 2) {
                near++;
            }
        }
        int charges = Math.min(p.charges, 10);
        return -10.0 * searched.distanceToExit(p.px, p.py) + 12.0 * charges - 5.0 * near
                - 0.5 * possible.cardinality();
    }
}
