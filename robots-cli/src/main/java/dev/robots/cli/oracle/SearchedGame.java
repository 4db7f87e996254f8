package dev.robots.cli.oracle;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.text.Expected;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The game an oracle searches, shared by its phases: the real {@link Game}, built from the game's
 * seed on the project's seeded source (a {@link RandomSource.Restorable}, so a {@link Game#snapshot()}
 * holds the random state too and a restore replays the same reinforcements), the node count against
 * the budget, and what the phases ask of a position: its hash, its distance to the exit, whether a
 * robot is next to the player. With an adversary ({@link CornerChoice}) the start is the seed's and the
 * reinforcements go where the search says.
 *
 * <p>Not thread-safe: one per oracle.
 */
final class SearchedGame {
    final GameParameters size;
    final OptionalInt charges;
    final int maxTurns;
    private final long nodeBudget;
    /** Whether an adversary places the reinforcements ({@link CornerChoice}) instead of the game's seed. */
    private final boolean adversarial;
    private final long[] cellKeys;
    /** The commands without a charge, and those with one. */
    final Command[] plain;
    final Command[] charged;

    Game game;
    private RandomSource.Restorable random;
    private long nodes;

    /**
     * Checks the limits an oracle is built with, before it builds anything: one message naming the first
     * bad one.
     *
     * @param charges charges per game: a count, or empty for no limit
     * @param maxTurns lines still alive after this many turns count as not won
     * @param nodeBudget positions the search may play per game
     */
    static void checkLimits(GameParameters size, OptionalInt charges, int maxTurns, long nodeBudget) {
        Objects.requireNonNull(size, "size");
        if (Objects.requireNonNull(charges, "charges").orElse(0) < 0) {
            throw new IllegalArgumentException(Expected.of("charges: " + charges.getAsInt(), ">= 0, or empty"));
        }
        if (maxTurns < 1) {
            throw new IllegalArgumentException(Expected.of("maxTurns: " + maxTurns, ">= 1"));
        }
        if (nodeBudget < 1) {
            throw new IllegalArgumentException(Expected.of("nodeBudget: " + nodeBudget, ">= 1"));
        }
    }

    SearchedGame(GameParameters size, OptionalInt charges, int maxTurns, long nodeBudget) {
        this(size, charges, maxTurns, nodeBudget, false);
    }

    /** With {@code adversarial}, the game's reinforcements go where {@link #corners()} is told. */
    SearchedGame(GameParameters size, OptionalInt charges, int maxTurns, long nodeBudget, boolean adversarial) {
        this.adversarial = adversarial;
        this.size = size;
        this.charges = charges;
        this.maxTurns = maxTurns;
        this.nodeBudget = nodeBudget;
        SplitMix64 keys = new SplitMix64(0x5EED_0F_0AC1EL);
        cellKeys = new long[size.width() * size.height()];
        for (int i = 0; i < cellKeys.length; i++) {
            cellKeys[i] = keys.nextLong();
        }
        List<Command> withoutCharge = new ArrayList<>();
        List<Command> withCharge = new ArrayList<>();
        for (Command c : Command.all()) {
            (c.charge() ? withCharge : withoutCharge).add(c);
        }
        plain = withoutCharge.toArray(new Command[0]);
        charged = withCharge.toArray(new Command[0]);
    }

    /** Starts the game of {@code gameSeed} afresh (as {@code RandomSource.seeded(gameSeed)}); keeps the node count. */
    void start(long gameSeed) {
        random = adversarial ? new CornerChoice(gameSeed) : new SplitMix64(gameSeed);
        game = Game.builder(size).random(random).charges(charges).build();
        if (random instanceof CornerChoice corners) {
            corners.started();
        }
    }

    /** Where the adversary puts the reinforcements; only for an adversarial game. */
    CornerChoice corners() {
        return (CornerChoice) random;
    }

    /** Forgets the nodes searched: a new game's budget. */
    void resetNodes() {
        nodes = 0;
    }

    long nodes() {
        return nodes;
    }

    /** Counts one more node; false once the budget is spent. */
    boolean spend() {
        return ++nodes <= nodeBudget;
    }

    /** Whether the budget is left (no node counted). */
    boolean budgetLeft() {
        return nodes < nodeBudget;
    }

    /** The command's move stays on the field from the player's cell. */
    boolean onField(Command c) {
        int x = game.playerX() + c.dx();
        int y = game.playerY() + c.dy();
        return x >= 0 && y >= 0 && x < size.width() && y < size.height();
    }

    /** King-move distance from {@code (x, y)} to the exit, pits ignored: never more than the turns it takes. */
    int distanceToExit(int x, int y) {
        return Math.max(Math.abs(x - game.field().exitX()), Math.abs(y - game.field().exitY()));
    }

    /** Whether a search tries charges here: one is left and a robot is next to the player (else it is wasted). */
    boolean mayCharge() {
        return !ChargesOption.noneLeft(game.chargesLeft()) && robotNextToPlayer();
    }

    private boolean robotNextToPlayer() {
        int px = game.playerX();
        int py = game.playerY();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = px + dx;
                int y = py + dy;
                if ((dx != 0 || dy != 0) && x >= 0 && y >= 0 && x < size.width() && y < size.height()
                        && game.hasRobot(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A 64-bit hash of everything the game's future depends on: robots, player, charges, turn, random state. */
    long key() {
        long h = 0;
        int width = size.width();
        for (int y = 0; y < size.height(); y++) {
            for (int x = 0; x < width; x++) {
                if (game.hasRobot(x, y)) {
                    h ^= cellKeys[y * width + x];
                }
            }
        }
        h = mix(h ^ ((long) game.playerX() << 32 | game.playerY()));
        h = mix(h ^ ((long) game.chargesLeft().orElse(-1) << 32 | game.turn()));
        return mix(h ^ random.state());
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
