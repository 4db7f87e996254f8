package dev.robots.bench;

import dev.robots.bench.baseline.ArenaResolver;
import dev.robots.bench.baseline.ObjectResolver;
import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.Resolver;
import dev.robots.core.TurnResult;
import java.util.Set;

/**
 * One resolver set up on one start position, stepping with the player standing still, able to
 * go back to the start. The benchmarks call {@link #reset()} then {@link #step()} in each
 * measured invocation, so every invocation moves the same robots (JMH sample 38).
 */
public abstract class Stepper {

    /** Back to the start position. */
    public abstract void reset();

    /** One simultaneous step of every robot; returns the robots left (negative if one reached the player). */
    public abstract long step();

    /** The current position (slow; for tests). */
    public abstract Board board();

    /** The engine through its public API: a game with no reinforcement, played with {@code W}. */
    static final class Core extends Stepper {
        private final Game game;
        private final Game.Snapshot start;

        Core(Position position, Resolver resolver) {
            Board board = position.board();
            GameParameters p = GameParameters.of(board.width(), board.height(), 0, board.field().pitCount());
            this.game = Game.builder(p).start(board).random(RandomSource.seeded(Boards.SEED)).resolver(resolver)
                    .build();
            this.start = game.snapshot();
        }

        @Override
        public void reset() {
            game.restore(start);
        }

        @Override
        public long step() {
            TurnResult r = game.play(Command.WAIT);
            return r instanceof TurnResult.Continues ? game.robotCount() : -1 - game.robotCount();
        }

        @Override
        public Board board() {
            return game.board();
        }
    }

    /**
     * The engine's game played on, turn after turn, as a game is played: back to the start only
     * every {@link #TURNS} steps, and then one step on at once, so that every measured step finds the
     * plane the game's own (the dense step then runs in place; right after a restore it reads the
     * snapshot and writes the spare plane). The start must keep robots {@link #TURNS} cells or more
     * from the player ({@link Scenario#position(int)}), or a step ends the game.
     */
    static final class OnGoing {
        /** Steps between two returns to the start. */
        static final int TURNS = 32;
        private final Core core;
        private int since = TURNS;

        OnGoing(Position start, Resolver resolver) {
            this.core = new Core(start, resolver);
        }

        /** Back to the start and one step on, when {@link #TURNS} steps have passed; else nothing. */
        void restartIfDue() {
            if (since >= TURNS) {
                core.reset();
                core.step();
                since = 1;
            }
        }

        /** One step of the game as it stands (as {@link Stepper#step()}). */
        long step() {
            since++;
            return core.step();
        }
    }

    /** The object baseline: the start set is never changed, so a reset only drops the current one. */
    static final class ObjectBaseline extends Stepper {
        private final ObjectResolver resolver;
        private final Position position;
        private final Set<ObjectResolver.Pos> start;
        private Set<ObjectResolver.Pos> current;

        ObjectBaseline(Position position) {
            this.resolver = new ObjectResolver(position.width(), position.pitInts());
            this.position = position;
            this.start = ObjectResolver.cells(position.width(), position.robotInts());
            this.current = start;
        }

        @Override
        public void reset() {
            current = start;
        }

        @Override
        public long step() {
            ObjectResolver.Step s = resolver.step(current, position.playerX(), position.playerY());
            current = s.robots();
            return s.captured() ? -1 - current.size() : current.size();
        }

        @Override
        public Board board() {
            return ObjectResolver.board(position.field(), current, position.playerX(), position.playerY());
        }
    }

    /** The arena baseline: steps from the current arena into the other scratch one, never writing the start. */
    static final class ArenaBaseline extends Stepper {
        private final ArenaResolver resolver;
        private final Position position;
        private final byte[] start;
        private final byte[] a;
        private final byte[] b;
        private byte[] current;

        ArenaBaseline(Position position) {
            this.resolver = new ArenaResolver(position.width(), position.height(), position.pitInts());
            this.position = position;
            this.start = resolver.arena(position.robotInts());
            this.a = new byte[start.length];
            this.b = new byte[start.length];
            this.current = start;
        }

        @Override
        public void reset() {
            current = start;
        }

        @Override
        public long step() {
            byte[] next = current == a ? b : a;
            int r = resolver.step(current, next, position.playerX(), position.playerY());
            current = next;
            return r;
        }

        @Override
        public Board board() {
            return ArenaResolver.board(position.field(), current, position.playerX(), position.playerY());
        }
    }
}
