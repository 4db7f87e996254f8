package dev.robots.cli.autoplay;

import dev.robots.cli.command.RunFailure;
import dev.robots.core.Game;
import dev.robots.core.bot.Autopilot;
import java.io.PrintWriter;

/**
 * How many games a run plays at once: as many as asked, or as many as the heap holds, each game with
 * its autopilot taking at most {@link #memoryPerGame}. The report is the same for any number of games
 * at once, so fewer is only slower.
 */
final class HeapPlan {
    /** Heap kept back for the run's own bookkeeping and the collector, in bytes. */
    static final long RESERVE = 16L << 20;

    private HeapPlan() {
    }

    /**
     * Heap the run may still take: the JVM's maximum less what is in use now. The engine has the
     * same three lines ({@code dev.robots.core.memory.Heap.free}), but in a package its module does
     * not export: outside the API its semantic versioning covers, and out of reach on the module path.
     */
    static long heapFree() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
    }

    /**
     * The settings with as many games at once as {@code free} bytes of heap hold; says so on
     * {@code err} when that is fewer than asked for (the report is the same for any number of threads).
     *
     * @throws RunFailure if not even one game fits
     */
    static RunSettings fitInHeap(RunSettings settings, long free, PrintWriter err) {
        long perGame = memoryPerGame(settings);
        int wanted = Math.min(settings.threads(), settings.games());
        long room = Math.max(0, free - RESERVE);
        long fit = room / perGame;
        if (fit >= wanted) {
            return settings;
        }
        String need = "each game at once needs up to " + mib(perGame) + " MiB (" + settings.size().width() + "x"
                + settings.size().height() + " with " + settings.size().robots() + " robots, autopilot beam "
                + settings.beamWidth() + ")";
        if (fit < 1) {
            throw new RunFailure("not enough memory: " + need + ", and the heap has " + (room >> 20) + " MiB to spare"
                    + " (of at most " + mib(Runtime.getRuntime().maxMemory()) + " MiB: lower --beam, or raise -Xmx)");
        }
        err.println("robots autoplay: " + need + ", and the heap has " + (room >> 20) + " MiB to spare: playing " + fit
                + (fit == 1 ? " game" : " games") + " at once, not " + wanted + " (the report is the same;"
                + " raise -Xmx for more)");
        err.flush();
        return settings.withThreads((int) fit);
    }

    /** An upper bound of the heap one game and its autopilot take (see {@link Autopilot#memoryNeeded}). */
    static long memoryPerGame(RunSettings settings) {
        return Game.memoryNeeded(settings.size()) + Autopilot.memoryNeeded(settings.size(), settings.beamWidth());
    }

    private static long mib(long bytes) {
        return Math.max(1, (bytes + (1 << 20) - 1) >> 20);
    }
}
