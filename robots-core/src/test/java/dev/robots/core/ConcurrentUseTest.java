package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import dev.robots.core.guard.OneThreadGuard;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 25: two threads on one {@link Game} (or one {@link Autopilot}) used to slip past a
 * best-effort check: lost turns, a robot count that disagreed with the board, internal exceptions
 * ({@code NullPointerException}, {@code ArrayIndexOutOfBoundsException}) and other moves chosen in
 * silence. Now every overlap is a {@link ConcurrentModificationException} naming the thread that
 * holds the object, and nothing else. Races are many short rounds started together on a barrier,
 * so the two threads overlap often; and in each race one overlap is forced, so that a loaded machine
 * that runs the threads one after the other still races them: the second call is made while the first
 * provably holds the object (inside its listener, or holding its guard), with no timing involved.
 */
class ConcurrentUseTest {
    /** Turns per thread per race: more where a turn is short (few robots), so the threads do overlap. */
    @ParameterizedTest(name = "{0} x {1}, R {2}, P {3}: {4} races of {5} turns a thread")
    @CsvSource({"30, 17, 20, 40, 3000, 4", "200, 200, 4000, 400, 500, 4", "200, 200, 40, 400, 500, 40"})
    void twoThreadsPlayingOneGameLoseNoTurnAndTearNothing(int width, int height, int robots, int pits, int races,
            int turnsPerThread) throws Exception {
        Game game = Game.builder(GameParameters.of(width, height, robots, pits)).seed(25).build();
        Game.Snapshot start = game.snapshot();
        // The same game played alone, to compare each race's end position with: every command is W,
        // so the order the two threads' turns were played in does not matter, only how many.
        Game alone = Game.builder(GameParameters.of(width, height, robots, pits)).seed(25).build();
        Game.Snapshot aloneStart = alone.snapshot();
        List<Board> afterTurns = new ArrayList<>();
        afterTurns.add(alone.board());
        for (int t = 0; t < 2 * turnsPerThread && !alone.isOver(); t++) {
            alone.play(Command.WAIT);
            afterTurns.add(alone.board());
        }
        alone.restore(aloneStart);

        AtomicInteger played = new AtomicInteger();
        AtomicInteger forcedOverlaps = new AtomicInteger();
        AtomicReference<Throwable> wrong = new AtomicReference<>();
        CyclicBarrier go = new CyclicBarrier(3);
        // Each race's forced overlap: racer-a's first turn waits in its listener (the game held) until
        // racer-b's first call, made once racer-a is inside, has been refused.
        CountDownLatch[] aInside = new CountDownLatch[races];
        CountDownLatch[] bTried = new CountDownLatch[races];
        for (int r = 0; r < races; r++) {
            aInside[r] = new CountDownLatch(1);
            bTried[r] = new CountDownLatch(1);
        }
        Runnable player = () -> {
            boolean holder = Thread.currentThread().getName().equals("racer-a");
            for (int r = 0; r < races && wrong.get() == null; r++) {
                await(go);
                CountDownLatch inside = aInside[r];
                CountDownLatch tried = bTried[r];
                for (int t = 0; t < turnsPerThread; t++) {
                    boolean first = t == 0;
                    try {
                        TurnResult result;
                        if (first && holder) {
                            // Every turn played tells PlayerMoved, once: racer-a waits there, holding the game.
                            result = game.play(Command.WAIT, event -> {
                                if (event instanceof Event.PlayerMoved) {
                                    inside.countDown();
                                    await(tried);
                                }
                            });
                        } else if (first) {
                            try {
                                await(inside);
                                result = game.play(Command.WAIT);
                                wrong.compareAndSet(null, new AssertionError("race " + r
                                        + ": a play while racer-a held the game was not refused: " + result));
                            } finally {
                                tried.countDown();
                            }
                        } else {
                            result = game.play(Command.WAIT);
                        }
                        if (!(result instanceof TurnResult.Refused)) {
                            played.incrementAndGet();
                        }
                    } catch (ConcurrentModificationException e) {
                        if (first && !holder) {
                            forcedOverlaps.incrementAndGet();
                            if (!e.getMessage().contains("while thread \"racer-a\" was using this game")) {
                                wrong.compareAndSet(null, e);
                            }
                        }
                        String me = Thread.currentThread().getName();
                        if (!e.getMessage().startsWith("play called on thread \"" + me + "\" while ")
                                || !e.getMessage().contains("racer-")) {
                            wrong.compareAndSet(null, e);
                        }
                    } catch (Throwable t2) {
                        wrong.compareAndSet(null, t2);
                    }
                }
                await(go);
            }
        };
        Thread a = new Thread(player, "racer-a");
        Thread b = new Thread(player, "racer-b");
        a.start();
        b.start();
        try {
            for (int r = 0; r < races && wrong.get() == null; r++) {
                game.restore(start);
                played.set(0);
                await(go); // the race starts
                await(go); // and ends
                if (wrong.get() != null) {
                    break;
                }
                int turns = game.turn() - start.turn();
                assertEquals(played.get(), turns, "race " + r + ": a turn played is a turn counted");
                assertEquals(afterTurns.get(turns), game.board(), "race " + r + ": " + turns + " turns of W");
                int[] visited = {0};
                game.forEachRobot((x, y) -> visited[0]++);
                assertEquals(game.robotCount(), game.board().robotCount(), "race " + r);
                assertEquals(game.robotCount(), visited[0], "race " + r);
            }
        } finally {
            go.reset();
            a.join(10_000);
            b.join(10_000);
        }
        if (wrong.get() != null) {
            throw new AssertionError("not a ConcurrentModificationException naming the threads", wrong.get());
        }
        assertEquals(races, forcedOverlaps.get(), "every race's forced overlap was refused");
    }

    @Test
    void twoThreadsOnOneAutopilotGetTheCommandItChoosesAloneOrARefusal() throws Exception {
        GameParameters p = GameParameters.of(30, 17, 20, 40);
        List<Situation> situations = new ArrayList<>();
        List<Command> chosenAlone = new ArrayList<>();
        Autopilot alone = new Autopilot();
        for (long seed = 0; situations.size() < 40; seed++) {
            Game game = Game.builder(p).seed(seed).charges(3).build();
            for (int t = 0; t < 3 && !game.isOver(); t++) {
                Situation s = Situation.of(game);
                situations.add(s);
                chosenAlone.add(alone.choose(s));
                game.play(chosenAlone.get(chosenAlone.size() - 1));
            }
        }
        Autopilot shared = new Autopilot();
        // The forced overlap: choose calls nothing of the caller's, so this thread takes the autopilot's
        // guard as a choose in progress holds it, and a choose on another thread must be refused.
        java.lang.reflect.Field guardField = Autopilot.class.getDeclaredField("guard");
        guardField.setAccessible(true);
        OneThreadGuard guard = (OneThreadGuard) guardField.get(shared);
        assertTrue(guard.enter("choose"));
        AtomicReference<Throwable> refusal = new AtomicReference<>();
        Thread late = new Thread(() -> {
            try {
                refusal.set(new AssertionError("not refused: " + shared.choose(situations.get(0))));
            } catch (Throwable t) {
                refusal.set(t);
            }
        }, "chooser-late");
        late.start();
        late.join();
        guard.leave();
        assertTrue(refusal.get() instanceof ConcurrentModificationException, () -> String.valueOf(refusal.get()));
        assertTrue(refusal.get().getMessage().startsWith("choose called on thread \"chooser-late\" while thread \""
                + Thread.currentThread().getName() + "\" was using this autopilot"), refusal.get().getMessage());

        // Then a free race: a refusal in it is as the scheduler allows (perhaps none on a loaded machine).
        AtomicReference<Throwable> wrong = new AtomicReference<>();
        CyclicBarrier go = new CyclicBarrier(2);
        int rounds = 200;
        Runnable chooser = () -> {
            int offset = Thread.currentThread().getName().endsWith("a") ? 0 : 1;
            for (int r = 0; r < rounds && wrong.get() == null; r++) {
                await(go);
                int i = (r * 2 + offset) % situations.size();
                try {
                    Command c = shared.choose(situations.get(i));
                    if (!c.equals(chosenAlone.get(i))) {
                        wrong.compareAndSet(null, new AssertionError("situation " + i + ": chose " + c
                                + ", alone it chooses " + chosenAlone.get(i)));
                    }
                } catch (ConcurrentModificationException e) {
                    if (!e.getMessage().startsWith("choose called on thread \"" + Thread.currentThread().getName())) {
                        wrong.compareAndSet(null, e);
                    }
                } catch (Throwable t) {
                    wrong.compareAndSet(null, t);
                }
            }
        };
        Thread a = new Thread(chooser, "chooser-a");
        Thread b = new Thread(chooser, "chooser-b");
        a.start();
        b.start();
        a.join(600_000);
        b.join(600_000);
        if (wrong.get() != null) {
            throw new AssertionError("a shared autopilot went wrong", wrong.get());
        }
        assertEquals(chosenAlone.get(0), shared.choose(situations.get(0)), "the guard was given back");
    }

    /** A listener that plays on its own thread gets the listener's message, not the other thread's. */
    @Test
    void aListenerPlayingIsStillToldItIsAListener() {
        Game game = Game.builder(GameParameters.of(30, 17, 0, 40)).seed(1).build(); // no robots: never over
        AtomicReference<RuntimeException> inner = new AtomicReference<>();
        game.play(Command.WAIT, event -> {
            if (inner.get() == null) {
                inner.set(assertThrows(IllegalStateException.class, () -> game.play(Command.WAIT)));
                assertEquals(game.board().robotCount(), game.board().robotCount(), "a listener may read the board");
            }
        });
        assertEquals("play called during turn 1: a listener may read the game, not play, snapshot or restore it",
                inner.get().getMessage());
        assertTrue(!(inner.get() instanceof ConcurrentModificationException));
        game.play(Command.WAIT); // the guard was given back
        assertEquals(2, game.turn());
    }

    /** A game handed from thread to thread (one at a time) is not an overlap. */
    @Test
    void aGameMayMoveBetweenThreadsOneAtATime() throws Exception {
        Game game = Game.builder(GameParameters.of(30, 17, 0, 0)).seed(1).build();
        for (int i = 0; i < 20; i++) {
            Thread t = new Thread(() -> game.play(Command.WAIT), "turn-" + i);
            t.start();
            t.join();
        }
        assertEquals(20, game.turn());
    }

    /** Waits for {@code latch}; the bound only keeps a broken run from hanging (no timing is asserted). */
    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the other racer never got there");
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("barrier broken", e);
        }
    }
}
