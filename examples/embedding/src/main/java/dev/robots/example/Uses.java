package dev.robots.example;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Player;
import java.util.Optional;
import java.util.SplittableRandom;

/** The other five uses of the engine, one method each; every game has a turn cap. */
final class Uses {
    private static final GameParameters STATEMENT = GameParameters.of(30, 17, 20, 40);

    private Uses() {
    }

    /** A seeded game with a player of your own: straight to the exit, whatever is in the way. */
    static void ownPlayer() {
        Game game = Game.builder(STATEMENT).seed(7).charges(3).build();
        Player straightToTheExit = situation -> {
            Board board = situation.board();
            int dx = Integer.signum(board.field().exitX() - board.playerX());
            int dy = Integer.signum(board.field().exitY() - board.playerY());
            return new Command(dx, dy, false);
        };
        Optional<TurnResult.Ended> end = straightToTheExit.playOut(game, SeededGame.MAX_TURNS);
        System.out.println("own player: " + end.map(TurnResult.Ended::line).orElse("cut off") + " on turn "
                + game.turn());
    }

    /** The autopilot over several seeded games: how many it wins. */
    static void autopilotGames() {
        Autopilot autopilot = new Autopilot();                               // one per thread
        int won = 0;
        int games = 10;
        for (long seed = 1; seed <= games; seed++) {
            Game game = Game.builder(STATEMENT).seed(seed).charges(3).build();
            if (autopilot.playOut(game, SeededGame.MAX_TURNS).orElse(null) instanceof TurnResult.Won) {
                won++;
            }
        }
        System.out.println("autopilot: won " + won + " of " + games);
    }

    /** Counting events: robots in pits and robots merged, while walking left. */
    static void events() {
        Game game = Game.builder(STATEMENT).seed(7).build();
        int[] fell = {0};
        int[] merged = {0};
        int[] arrived = {0};
        for (int turn = 0; turn < SeededGame.MAX_TURNS && !game.isOver(); turn++) {
            TurnResult result = game.play(Command.LEFT, event -> {
                if (event instanceof Event.FellIntoPit) {
                    fell[0]++;
                } else if (event instanceof Event.Merged) {
                    merged[0]++;
                } else if (event instanceof Event.Reinforced) {
                    arrived[0]++;
                }
            });
            if (result instanceof TurnResult.Refused refused) {
                System.out.println("refused (" + refused.kind() + "): " + refused.message());
                break;
            }
        }
        System.out.println("events: " + fell[0] + " fell, " + merged[0] + " merged, " + arrived[0] + " arrived; "
                + game);
    }

    /** A board from text; three first moves tried from one snapshot. */
    static void snapshots() {
        Board board;
        try {
            board = TextFormat.parse("""
                    X . . . . .
                    < . 0 . . @
                    . . . . . X
                    """);
        } catch (InvalidInputException e) {
            throw new IllegalStateException("the example's own board: " + e.getMessage(), e);
        }
        Game game = Game.builder(board).seed(1).build();                    // W, H, P and R from the board
        Game.Snapshot start = game.snapshot();
        for (Command first : new Command[] {Command.LEFT, Command.UP_LEFT, Command.DOWN_LEFT.charged()}) {
            game.restore(start);                                             // as often as wanted
            TurnResult result = game.play(first);
            System.out.println("from " + start + ": " + first + " -> " + result + ", " + game.robotCount()
                    + " robots");
        }
    }

    /** A 4096 x 4096 board with a million robots: robots are bits, and forEachRobot is O(robots). */
    static void bigBoard() {
        GameParameters big = GameParameters.of(4096, 4096, 1_000_000, 100_000);
        try {
            Game game = Game.builder(big).seed(3).build();
            for (int turn = 0; turn < 5 && !game.isOver(); turn++) {
                game.play(Command.LEFT);
            }
            long[] rowSum = {0};
            game.forEachRobot((x, y) -> rowSum[0] += y);
            System.out.println("big board: " + game.robotCount() + " robots after " + game.turn()
                    + " turns, mean row " + rowSum[0] / Math.max(1, game.robotCount()));
        } catch (InsufficientHeapException e) {                               // one type for every refusal
            System.out.println("big board: " + e.getMessage());
        }
    }

    /** A random source of your own: every random choice of the engine goes through it. */
    static void ownRandomSource() {
        SplittableRandom dice = new SplittableRandom(2026);
        RandomSource mine = bound -> dice.nextInt(bound);
        Game game = Game.builder(STATEMENT).random(mine).charges(3).build();
        Optional<TurnResult.Ended> end = new Autopilot().playOut(game, SeededGame.MAX_TURNS);
        System.out.println("own random source: " + end.map(TurnResult.Ended::line).orElse("cut off")
                + " on turn " + game.turn());
    }
}
