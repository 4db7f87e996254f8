package dev.robots.bench;

/**
 * The benchmark positions, each drawn from {@link Boards#SEED} by {@link Position#generate}:
 * the statement's 30x17 field with the player at its start, and three large boards with the
 * player in the middle.
 */
public enum Scenario {
    STATEMENT_30X17(30, 17, 20, 40, false),
    B1000_100K(1000, 1000, 100_000, 50_000, true),
    B4096_1M(4096, 4096, 1_000_000, 160_000, true),
    B16384_4M(16384, 16384, 4_000_000, 2_700_000, true);

    final int width;
    final int height;
    final int robots;
    final int pits;
    final boolean playerInMiddle;

    Scenario(int width, int height, int robots, int pits, boolean playerInMiddle) {
        this.width = width;
        this.height = height;
        this.robots = robots;
        this.pits = pits;
        this.playerInMiddle = playerInMiddle;
    }

    /** The start position (about a second for the largest). */
    public Position position() {
        return Position.generate(width, height, robots, pits, playerInMiddle, Boards.SEED);
    }

    /**
     * The start position with no robot within {@code clear} cells of the player in the middle: a game
     * that can go on for {@code clear} turns ({@link StepOnBenchmark}). Large boards only.
     */
    public Position position(int clear) {
        return Position.generate(width, height, robots, pits, clear, Boards.SEED);
    }

    public int robots() {
        return robots;
    }

    /** A short description for reports, e.g. {@code 4096x4096 R=1M P=160k}. */
    public String label() {
        return width + "x" + height + " R=" + Boards.human(robots) + " P=" + Boards.human(pits);
    }
}
