package dev.robots.core;

import java.util.concurrent.Callable;

/**
 * Run by {@link HeapLimitsTest} in a JVM with a small heap: tries every public way to make a
 * board-sized allocation at a size that heap cannot hold, and prints one line per try:
 * {@code name: accepted} or {@code name: ExceptionClass: message}.
 */
public final class HeapLimitsChild {
    private HeapLimitsChild() {
    }

    public static void main(String[] args) {
        int side = 1 << 15; // 2^30 cells
        run("FieldGenerator.generate",
                () -> FieldGenerator.generate(GameParameters.of(side, side, 0, 0), RandomSource.seeded(1)));
        run("Field.builder", () -> Field.builder(side, side));
        // Fields with the size of a huge one and no room for its pits: only what the call under
        // test allocates is tried (a real one would not fit either).
        Field huge = Field.adopt(side, side, new long[1]);
        run("Board.builder", () -> Board.builder(huge));
        Field half = Field.adopt(side, side / 2, new long[1]); // 2^29 cells, 2^30 characters of text
        run("TextFormat.render", () -> TextFormat.render(Board.adopt(half, new long[1], 0, 0)));
        run("TextFormat.parse", () -> TextFormat.parse(largestRow()));
        run("Game.build", () -> Game.builder(GameParameters.of(side, side, 0, 0)).random(RandomSource.seeded(1)).build());
        // The autopilot's widest beam on a crowded 160 x 160 board: its search space is about 1.6 GiB.
        Board.Builder crowded = Board.builder(Field.builder(160, 160).build());
        for (int y = 0; y < 160; y++) {
            for (int x = 0; x < 160; x++) {
                if (!(x == 0 || x == 159) || y != 80) {
                    crowded.robot(x, y);
                }
            }
        }
        Board start = crowded.build();
        run("Autopilot.choose", () -> new dev.robots.core.bot.Autopilot(dev.robots.core.bot.Autopilot.MAX_BEAM_WIDTH, 1)
                .choose(new dev.robots.core.bot.Situation(start, GameParameters.of(160, 160, 0, 0),
                        java.util.OptionalInt.of(0), 0)));
        // The backstop behind those checks: 2^31 - 9 longs (16 GiB) in a heap of 64 MiB.
        run("Heap.longs", () -> dev.robots.core.memory.Heap.longs(Integer.MAX_VALUE - 8,
                "snapshot of a 65536 x 65536 board"));
    }

    private static void run(String name, Callable<?> call) {
        String outcome;
        try {
            call.call();
            outcome = "accepted";
        } catch (Throwable t) {
            outcome = t.getClass().getSimpleName() + ": " + t.getMessage();
        }
        System.out.println(name + ": " + outcome);
    }

    /** One row of 2^30 cells, {@code Integer.MAX_VALUE} characters, made up as it is read. */
    static CharSequence largestRow() {
        int length = Integer.MAX_VALUE;
        return new CharSequence() {
            @Override
            public int length() {
                return length;
            }

            @Override
            public char charAt(int i) {
                if (i < 0 || i >= length) {
                    throw new IndexOutOfBoundsException(i);
                }
                return i == 0 ? '<' : i == length - 1 ? '@' : (i & 1) == 1 ? ' ' : '.';
            }

            @Override
            public CharSequence subSequence(int start, int end) {
                throw new UnsupportedOperationException();
            }

            @Override
            public String toString() {
                return "< . . ... . @ (2^30 cells)";
            }
        };
    }
}
