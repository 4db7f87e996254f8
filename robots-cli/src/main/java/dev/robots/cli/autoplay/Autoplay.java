package dev.robots.cli.autoplay;

import dev.robots.cli.options.SearchBudget;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.LossReason;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import dev.robots.record.GameSeeds;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Plays seeded games with the {@link Autopilot} in process and sums them up. Game {@code i} is
 * played from seed {@link #gameSeed gameSeed(seed, i)} on its own {@link Game} and its own
 * autopilot, so a game's course depends on nothing but the settings and {@code i}: the summary
 * (but for timing) is the same for any number of threads.
 */
final class Autoplay {

    /** How one game ended. */
    enum Outcome {
        WIN("WIN"), CAPTURE("LOST BY CAPTURE"), HIT("LOST BY HIT"), FALL("LOST BY FALL"), CUT_OFF("CUT OFF");

        final String label;

        Outcome(String label) {
            this.label = label;
        }
    }

    /** One game: its outcome, turns played and charges used. */
    record GameResult(Outcome outcome, int turns, int chargesUsed) {
    }

    /**
     * A game did not fit in the heap (an autopilot's beam holds {@code 2 * beam + 1} positions of
     * every robot): one line for the person, saying what to lower.
     */
    static final class OutOfMemory extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfMemory(RunSettings settings, int workers) {
            super("out of memory: " + workers + (workers == 1 ? " game" : " games") + " at once on "
                    + settings.size().width() + "x" + settings.size().height() + " with " + settings.size().robots()
                    + " robots, autopilot "
                    + SearchBudget.describe(settings.beamWidth(), settings.depth(), settings.samples())
                    + ", in a heap of at most "
                    + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                    + " MiB (lower --beam or --threads, or raise -Xmx)",
                    null, false, false);
        }
    }

    private Autoplay() {
    }

    /** The seed of game {@code index} (from 0) of the run seeded with {@code seed}: {@link GameSeeds#of}. */
    static long gameSeed(long seed, int index) {
        return GameSeeds.of(seed, index);
    }

    /**
     * Plays one game to its end or to the turn limit, recording how long each decision took in
     * {@code times} (shared by the run's workers).
     *
     * @throws IllegalStateException if the game refuses one of the autopilot's commands (a bug)
     */
    static GameResult playOne(RunSettings settings, int index, DecisionTimes times) {
        return playOne(settings, index, times, null);
    }

    /** {@link #playOne}, writing the game to {@code recorder} too (when not {@code null}). */
    static GameResult playOne(RunSettings settings, int index, DecisionTimes times, GameRecorder recorder) {
        long seed = gameSeed(settings.seed(), index);
        Game game = Variant.single(settings.size(), settings.charges()).start(1, RandomSource.seeded(seed));
        GameRecorder.GameLog log = recorder == null ? null : new GameRecorder.GameLog(seed, settings, game);
        Autopilot autopilot = new Autopilot(settings.beamWidth(), settings.depth(), settings.samples());
        while (!game.isOver()) {
            if (game.turn() >= settings.maxTurns()) {
                if (log != null) {
                    log.end(game);
                    recorder.write(log, Outcome.CUT_OFF);
                }
                return new GameResult(Outcome.CUT_OFF, game.turn(), chargesUsed(settings, game));
            }
            long start = System.nanoTime();
            Command command = autopilot.choose(Situation.of(game));
            times.record(System.nanoTime() - start);
            if (game.play(command) instanceof TurnResult.Refused refused) {
                throw new IllegalStateException("game " + index + ", turn " + (game.turn() + 1)
                        + ": the autopilot chose " + command + ", which was refused: " + refused.message());
            }
            if (log != null) {
                log.turn(command, game);
            }
        }
        TurnResult.Ended end = game.outcome().orElseThrow();
        Outcome outcome = end instanceof TurnResult.Lost lost ? lossOutcome(lost.reason()) : Outcome.WIN;
        if (log != null) {
            log.end(game);
            recorder.write(log, outcome);
        }
        return new GameResult(outcome, end.turn(), chargesUsed(settings, game));
    }

    private static int chargesUsed(RunSettings settings, Game game) {
        return settings.charges().isEmpty() ? 0 : settings.charges().getAsInt() - game.chargesLeft().getAsInt();
    }

    private static Outcome lossOutcome(LossReason reason) {
        return switch (reason) {
            case CAPTURE -> Outcome.CAPTURE;
            case HIT -> Outcome.HIT;
            case FALL -> Outcome.FALL;
        };
    }

    /**
     * Plays all the games on {@code settings.threads()} threads and sums them up, calling
     * {@code progress} with the number of games finished after each one. Each worker takes the next
     * game index and adds its result to its own {@link Tally}: nothing is held per game, so any
     * number of games runs in the same memory. If {@code progress} throws, the workers stop after
     * their current game and the exception is passed on.
     *
     * @throws IllegalStateException if the autopilot chose a refused command
     * @throws OutOfMemory if a game did not fit in the heap
     */
    static Summary run(RunSettings settings, IntConsumer progress) throws InterruptedException {
        return run(settings, Shard.WHOLE, progress, null);
    }

    /** {@link #run(RunSettings, IntConsumer)}, writing the games to {@code recorder} (when not {@code null}). */
    static Summary run(RunSettings settings, IntConsumer progress, GameRecorder recorder)
            throws InterruptedException {
        return run(settings, Shard.WHOLE, progress, recorder);
    }

    /** {@link #run(RunSettings, Shard, IntConsumer, GameRecorder)} without a record. */
    static Summary run(RunSettings settings, Shard shard, IntConsumer progress) throws InterruptedException {
        return run(settings, shard, progress, null);
    }

    /**
     * Plays the games of one {@link Shard} of the run {@code settings} describes, as
     * {@link #run(RunSettings, IntConsumer)} plays them all: game {@code i} of the run is played from
     * the same seed whichever shard plays it, so the shards' tallies add up to the whole run's. Writes
     * the games to {@code recorder} when not {@code null}.
     *
     * @throws IllegalArgumentException if the shard has no game ({@code settings.games() < shard.index()})
     */
    static Summary run(RunSettings settings, Shard shard, IntConsumer progress, GameRecorder recorder)
            throws InterruptedException {
        int shardGames = shard.gamesIn(settings.games());
        if (shardGames < 1) {
            throw new IllegalArgumentException("shard " + shard + " of " + settings.games() + " games has no game");
        }
        int workers = Math.min(settings.threads(), shardGames);
        Tally[] tallies = new Tally[workers];
        DecisionTimes times = new DecisionTimes();
        AtomicLong nextGame = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        // Made before any game: a worker out of memory only stores it (allocating nothing), so no
        // raw OutOfMemoryError can come out of a worker, its catch block or an uncaught-exception handler.
        OutOfMemory outOfMemory = new OutOfMemory(settings, workers);
        // one permit per finished game, and one more from a worker that failed
        Semaphore finished = new Semaphore(0);
        Thread[] threads = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            Tally tally = new Tally();
            tallies[w] = tally;
            threads[w] = new Thread(() -> {
                try {
                    for (long i = nextGame.getAndIncrement(); i < shardGames && !stop.get();
                            i = nextGame.getAndIncrement()) {
                        int index = settings.firstGame() + shard.gameIndex((int) i);
                        tally.add(index, playOne(settings, index, times, recorder));
                        finished.release();
                    }
                } catch (OutOfMemoryError e) {
                    failure.compareAndSet(null, outOfMemory);
                    finished.release();
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    finished.release();
                }
            }, "autoplay-" + w);
            threads[w].setDaemon(true);
            // Only reached if the catch blocks above themselves fail: say nothing, the run reports it.
            threads[w].setUncaughtExceptionHandler((thread, e) -> {
                failure.compareAndSet(null, outOfMemory);
                finished.release();
            });
        }
        try {
            for (Thread thread : threads) {
                thread.start();
            }
            for (int done = 1; done <= shardGames; done++) {
                finished.acquire();
                Throwable cause = failure.get();
                if (cause instanceof RuntimeException re) {
                    throw re;
                }
                if (cause != null) {
                    throw new IllegalStateException(cause);
                }
                progress.accept(done);
            }
        } finally {
            stop.set(true);
            // a game takes a moment: let the workers finish theirs, so nothing plays on after the run
            for (Thread thread : threads) {
                thread.join(TimeUnit.MINUTES.toMillis(1));
            }
        }
        Tally all = new Tally();
        for (Tally t : tallies) {
            all.add(t);
        }
        Summary summary = Summary.of(settings, all, times);
        summary.shard = shard;
        return summary;
    }
}
