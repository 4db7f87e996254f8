package dev.robots.cli.check;

import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.process.Timeouts;
import dev.robots.cli.text.Expected;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * How {@code robots check} runs.
 *
 * @param games games to play
 * @param seed the seed of every choice the checker makes
 * @param sizes the game sizes, used in turn; {@code sizesGiven} whether they came from the user
 * @param timeout the longest wait for one answer
 * @param maxCharges charges the checker uses at most per game, or empty for no limit
 * @param maxTurns turns after which the checker heads for an end of the game
 * @param strict whether the decisions of {@code docs/rules.md} are required too
 * @param onlyGame the one game to play (as it is played in the whole run), or 0 for all of them
 */
public record CheckOptions(int games, long seed, List<GameSize> sizes, boolean sizesGiven, Duration timeout,
        OptionalInt maxCharges, int maxTurns, boolean strict, int onlyGame) {
    /**
     * The default spread of {@code robots check}: every shape from one row to the largest, sparse
     * and dense, the statement's 30x17/20/40 twice.
     */
    public static final List<GameSize> DEFAULT_SPREAD = List.of(
            new GameSize(2, 1, 0, 0),
            new GameSize(5, 1, 1, 1),
            new GameSize(3, 2, 1, 1),
            new GameSize(4, 3, 2, 2),
            new GameSize(30, 17, 20, 40),
            new GameSize(6, 4, 3, 4),
            new GameSize(8, 5, 4, 6),
            new GameSize(2, 9, 3, 4),
            new GameSize(10, 6, 6, 8),
            new GameSize(12, 7, 8, 12),
            new GameSize(10, 5, 20, 20),
            new GameSize(15, 8, 10, 15),
            new GameSize(7, 3, 0, 5),
            new GameSize(30, 17, 20, 40),
            new GameSize(9, 9, 10, 0),
            new GameSize(20, 10, 12, 25),
            new GameSize(40, 20, 30, 80),
            new GameSize(50, 25, 40, 120));

    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    static final int DEFAULT_GAMES = 100;
    static final OptionalInt DEFAULT_MAX_CHARGES = OptionalInt.of(ChargesOption.DEFAULT);
    static final int DEFAULT_MAX_TURNS = 300;

    public CheckOptions {
        if (games < 1) {
            throw new IllegalArgumentException(Expected.of("games: " + games, ">= 1"));
        }
        if (sizes.isEmpty()) {
            throw new IllegalArgumentException(Expected.of("sizes: none", "at least one"));
        }
        if (maxCharges.orElse(0) < 0) {
            throw new IllegalArgumentException(Expected.of("max charges: " + maxCharges.getAsInt(), ">= 0"));
        }
        if (maxTurns < 1) {
            throw new IllegalArgumentException(Expected.of("max turns: " + maxTurns, ">= 1"));
        }
        if (onlyGame < 0 || onlyGame > games) {
            throw new IllegalArgumentException(Expected.of("only game: " + onlyGame, "1 to games=" + games));
        }
        sizes = List.copyOf(sizes);
    }

    /** The defaults, with this seed and number of games; the {@code with...} methods change one option each. */
    public static CheckOptions defaults(int games, long seed) {
        return new CheckOptions(games, seed, DEFAULT_SPREAD, false, DEFAULT_TIMEOUT,
                DEFAULT_MAX_CHARGES, DEFAULT_MAX_TURNS, false, 0);
    }

    /** These sizes, given by the user (a report repeats them). */
    public CheckOptions withSizes(List<GameSize> newSizes) {
        return new CheckOptions(games, seed, newSizes, true, timeout, maxCharges, maxTurns, strict, onlyGame);
    }

    CheckOptions withStrict(boolean newStrict) {
        return new CheckOptions(games, seed, sizes, sizesGiven, timeout, maxCharges, maxTurns, newStrict, onlyGame);
    }

    public CheckOptions withTimeout(Duration newTimeout) {
        return new CheckOptions(games, seed, sizes, sizesGiven, newTimeout, maxCharges, maxTurns, strict, onlyGame);
    }

    /** The same run cut after game {@code count}: each game is played as in the longer run. */
    CheckOptions withGames(int count) {
        return new CheckOptions(count, seed, sizes, sizesGiven, timeout, maxCharges, maxTurns, strict, onlyGame);
    }

    CheckOptions withOnlyGame(int game) {
        return new CheckOptions(games, seed, sizes, sizesGiven, timeout, maxCharges, maxTurns, strict, game);
    }

    CheckOptions withMaxCharges(OptionalInt newMaxCharges) {
        return new CheckOptions(games, seed, sizes, sizesGiven, timeout, newMaxCharges, maxTurns, strict, onlyGame);
    }

    CheckOptions withMaxTurns(int newMaxTurns) {
        return new CheckOptions(games, seed, sizes, sizesGiven, timeout, maxCharges, newMaxTurns, strict, onlyGame);
    }

    /** The options as a command line, so that a report can say how to reproduce the run. */
    List<String> asArguments() {
        List<String> args = new ArrayList<>(List.of("--seed", Long.toString(seed), "--games", Integer.toString(games)));
        if (sizesGiven) {
            for (GameSize s : sizes) {
                args.add("--size");
                args.add(s.option());
            }
        }
        if (!timeout.equals(DEFAULT_TIMEOUT)) {
            args.add("--timeout");
            args.add(Timeouts.format(timeout));
        }
        if (!maxCharges.equals(DEFAULT_MAX_CHARGES)) {
            args.add(ChargesOption.NAME);
            args.add(ChargesOption.format(maxCharges));
        }
        if (maxTurns != DEFAULT_MAX_TURNS) {
            args.add("--max-turns");
            args.add(Integer.toString(maxTurns));
        }
        if (strict) {
            args.add("--strict");
        }
        if (onlyGame > 0) {
            args.add("--only-game");
            args.add(Integer.toString(onlyGame));
        }
        return args;
    }
}
