package dev.robots.core.bot;

/**
 * The beam's bookkeeping for one turn of look-ahead of {@link BeamSearch}: which slots of the
 * generation being written are free, the bounded heap of the turn's candidates, and the selection
 * of the best of them, at most {@code cellCap} per player cell, as the positions the next turn
 * expands.
 *
 * <p>Invariants: a slot is either free, a candidate, or the one being played; a slot the heap drops
 * is free again at once. {@link #selected} holds slots of the generation just written, best first.
 * Not thread-safe.
 */
final class Beam {
    private final int beamWidth;
    private final int cellCap;
    /** Slots per generation: every candidate the heap holds, plus the one being played. */
    private final int slots;
    /** The slots of the generation just written that the next turn expands, best first. */
    private final int[] selected;
    private final CandidateHeap candidates;
    /** A stack of the free slots of the generation being written. */
    private final int[] freeSlots;
    private int freeCount;
    /** The player cells taken by a selection so far, and how many positions each. */
    private final EpochMarks cellsTaken = new EpochMarks(0);
    private int[] takenAt = new int[0];

    Beam(int beamWidth, int cellCap) {
        this.beamWidth = beamWidth;
        this.cellCap = cellCap;
        int heapCapacity = 2 * beamWidth;
        this.slots = heapCapacity + 1;
        this.selected = new int[beamWidth];
        this.candidates = new CandidateHeap(heapCapacity);
        this.freeSlots = new int[slots];
    }

    /** Slots each generation needs. */
    int slots() {
        return slots;
    }

    /** Makes room for an arena of {@code cells} cells. */
    void use(int cells) {
        cellsTaken.ensureSize(cells);
        if (takenAt.length < cells) {
            takenAt = new int[cells];
        }
    }

    /** The slots the next turn expands, best first (the first {@link #select}'s count of them). */
    int[] selected() {
        return selected;
    }

    /** Starts a turn: no candidates, every slot free. */
    void startTurn() {
        candidates.clear();
        freeCount = 0;
        for (int slot = slots - 1; slot >= 0; slot--) {
            freeSlots[freeCount++] = slot;
        }
    }

    /** A free slot to write a position into. */
    int takeSlot() {
        return freeSlots[--freeCount];
    }

    /** Frees a slot taken by {@link #takeSlot} and not offered. */
    void giveBack(int slot) {
        freeSlots[freeCount++] = slot;
    }

    /** Offers the position in {@code slot}, of score {@code score[slot]}; the slot the heap drops is free again. */
    void offer(int slot, double[] score) {
        int out = candidates.offer(slot, score);
        if (out >= 0) {
            freeSlots[freeCount++] = out;
        }
    }

    /** How many candidates the turn has. */
    int candidates() {
        return candidates.size();
    }

    /**
     * Keeps the best candidates in {@link #selected}, best first, at most {@code cellCap} per player
     * cell ({@code player[slot]}); returns how many.
     */
    int select(double[] score, int[] player) {
        candidates.sortBestFirst(score);
        cellsTaken.clearAll();
        int taken = 0;
        for (int i = 0; i < candidates.size() && taken < beamWidth; i++) {
            int slot = candidates.get(i);
            int cell = player[slot];
            if (cellsTaken.mark(cell)) {
                takenAt[cell] = 0;
            }
            if (takenAt[cell] < cellCap) {
                takenAt[cell]++;
                selected[taken++] = slot;
            }
        }
        return taken;
    }
}
