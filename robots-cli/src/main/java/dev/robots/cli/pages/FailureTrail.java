package dev.robots.cli.pages;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The fields of the game a {@code check} or {@code bot} run is playing, kept so that a failure
 * can be drawn ({@link FailurePage}): each field as the program printed it (rows of cells, one
 * space apart, as the protocol prints them) under a label ("initial field", "turn 3: UL"), and,
 * when the failure is a field that does not follow, the expected and received fields and the
 * cells that differ. Only the game being played is kept, at most {@link #MAX_FIELDS} fields of it
 * and at most {@link #MAX_CHARS} characters of rows, but always the first and the latest field (the
 * earliest after the first are dropped and counted): on a 1000x1000 board 400 fields were 800 MB.
 */
public final class FailureTrail {
    /** Fields kept of one game. */
    static final int MAX_FIELDS = 400;
    /** Characters of rows kept of one game (beyond the first field and the latest). */
    static final long MAX_CHARS = 8_000_000;

    /** One field of the game and what led to it. */
    record Step(String label, List<String> rows) {
        Step {
            rows = List.copyOf(rows);
        }
    }

    private final Deque<Step> steps = new ArrayDeque<>();
    private Step first;
    private int dropped;
    /** Characters in the rows of {@link #steps}. */
    private long keptChars;
    private int game;
    private String size = "";
    private List<String> expected;
    private List<String> received;
    private List<int[]> differing = List.of();

    /** Forgets the last game: game {@code number} of the run, of this size ({@code W,H,R,P}), starts. */
    public void newGame(int number, String gameSize) {
        steps.clear();
        keptChars = 0;
        first = null;
        dropped = 0;
        game = number;
        size = gameSize;
        expected = null;
        received = null;
        differing = List.of();
    }

    /** The program printed {@code rows} after {@code label} (the command, or "initial field"). */
    public void field(String label, List<String> rows) {
        Step step = new Step(label, rows);
        if (first == null) {
            first = step;
            return;
        }
        long chars = chars(step);
        while (!steps.isEmpty() && (steps.size() >= MAX_FIELDS - 1 || keptChars + chars > MAX_CHARS)) {
            keptChars -= chars(steps.removeFirst());
            dropped++;
        }
        steps.addLast(step);
        keptChars += chars;
    }

    private static long chars(Step step) {
        long chars = 0;
        for (String row : step.rows()) {
            chars += row.length();
        }
        return chars;
    }

    /**
     * The failing turn: the field expected and the one received (rows as printed), and the cells
     * that differ as {@code {x, y}} pairs.
     */
    public void mismatch(List<String> expectedRows, List<String> receivedRows, List<int[]> differingCells) {
        this.expected = List.copyOf(expectedRows);
        this.received = List.copyOf(receivedRows);
        List<int[]> copy = new ArrayList<>(differingCells.size());
        for (int[] cell : differingCells) {
            copy.add(cell.clone());
        }
        this.differing = copy;
    }

    /** The game of the run the trail holds (from 1; 0 before any). */
    public int game() {
        return game;
    }

    /** The size of that game, {@code W,H,R,P}. */
    public String size() {
        return size;
    }

    /** The fields kept, in order (the first one, then the latest). */
    List<Step> steps() {
        List<Step> all = new ArrayList<>(steps.size() + 1);
        if (first != null) {
            all.add(first);
        }
        all.addAll(steps);
        return all;
    }

    /** Fields left out between the first and the ones kept. */
    int dropped() {
        return dropped;
    }

    /** The expected field of the failing turn, or {@code null} when the failure is of another kind. */
    List<String> expected() {
        return expected;
    }

    List<String> received() {
        return received;
    }

    List<int[]> differing() {
        return differing;
    }
}
