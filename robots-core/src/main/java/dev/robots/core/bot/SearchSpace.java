package dev.robots.core.bot;

/**
 * What a {@link BeamSearch}'s space costs in heap: an upper bound for a caller to plan with
 * ({@link #bytesNeeded}), and the check made before its robot planes grow ({@link #problem}).
 */
final class SearchSpace {
    private SearchSpace() {
    }

    /**
     * An upper bound of the heap one search holds, in bytes, at beam width {@code beamWidth} on a
     * window of {@code windowCells} cells with at most {@code robotsInView} robots in it: the robot
     * planes ({@code 2 * slots * stride} ints, as {@link #problem} counts them), the
     * per-slot arrays (the ghosts' included) and per-cell arrays, and the hash table of positions seen.
     */
    static long bytesNeeded(int beamWidth, int windowCells, int robotsInView) {
        long slots = 2L * beamWidth + 1;
        long stride = Math.max(robotsInView, 24);
        long planes = 2L * Integer.BYTES * slots * stride;
        long ghosts = Ghosts.CAP * (Integer.BYTES + Double.BYTES) + Integer.BYTES + 3 * Double.BYTES;
        long perSlot = slots * (2 * (4 * Integer.BYTES + Double.BYTES + ghosts) + Integer.BYTES)
                + 3L * Integer.BYTES * beamWidth;
        long table = Long.highestOneBit(Math.max(64, beamWidth * 18L * 4) - 1) << 1;
        long perCell = (3L + 2) * Integer.BYTES * windowCells; // the selection's 3, the ghosts' marks 2
        return planes + perSlot + table * (Long.BYTES + Integer.BYTES) + perCell;
    }

    /**
     * Why the robot planes of a search ({@code 2 * slots * stride} ints) do not fit in {@code free}
     * bytes of heap, or {@code null} if they do. They grow with the beam and the robots in view
     * (at most a 160x160 window): about 1.7 GB at the widest beam on a crowded window.
     */
    static String problem(int robotsInView, int beamWidth, int slots, int stride, long free) {
        long need = 2L * Integer.BYTES * slots * stride;
        if (need <= free) {
            return null;
        }
        return "autopilot: " + robotsInView + " robots in view at beam width " + beamWidth + " need about "
                + Math.max(1, need >> 20) + " MiB of search space, " + (Math.max(0, free) >> 20)
                + " MiB free (a narrower beam, or raise -Xmx)";
    }
}
