package dev.robots.core.bot;

import java.util.Arrays;

/**
 * Beam search over the player's commands, on a private, allocation-free copy of the rules.
 *
 * <p>From the current position every command that does not lose at once is played; of all the
 * positions one turn ahead the best {@code beamWidth} (by evaluation, at most {@code cellCap} per
 * player cell) are kept and expanded in turn, {@code depth} turns deep. The command chosen is the
 * first command of the best line at the last turn reached. A line that reaches the exit ends the
 * search at once (the shortest such line is found first). When every line is lost before the
 * horizon, the best line of the last turn where some were alive is followed: it lives longest.
 *
 * <p>Robots move deterministically, so the only thing the search does not know is where
 * reinforcements will arrive; it leaves them out (the evaluation's {@code missingRobot} term
 * accounts for robots that died).
 *
 * <p>Not thread-safe: it owns its scratch space.
 */
final class BeamSearch {
    /** Charges given as this or more count as unlimited. */
    static final int UNLIMITED = Integer.MAX_VALUE / 2;
    /** The move that stays: moves are {@code m = (dy + 1) * 3 + (dx + 1)}, 0 to 8. */
    static final int STAY = 4;
    /** A command is a move, plus {@code CHARGE} when it fires a charge first. */
    static final int CHARGE = 9;
    /** After this many turns the exit weighs more and more, so that no game stalls forever. */
    static final int HURRY_AFTER = 100;

    /** {@code KILLS[(dy + 2) * 5 + dx + 2]}: the moves that a robot at offset (dx, dy) makes fatal. */
    private static final int[] KILLS = new int[25];

    static {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int mask = 0;
                for (int m = 0; m < 9; m++) {
                    if (Math.abs(dx - (m % 3 - 1)) <= 1 && Math.abs(dy - (m / 3 - 1)) <= 1) {
                        mask |= 1 << m;
                    }
                }
                KILLS[(dy + 2) * 5 + dx + 2] = mask;
            }
        }
    }

    private final Tuning tuning;
    private final int width;
    private final int depth;
    /** How many children the selection heap holds before the per-cell cap is applied. */
    private final int heapCapacity;
    private final int slots;

    // per-arena tables
    private Arena arena;
    private double[] placeValue;
    private int[] exitChebyshev;
    private int[] blocked;
    private long[] zobrist;
    private final int[] moveDelta = new int[9];
    /** {@code robotValue[min(d, 63)]}: a robot ahead, {@code d} cells away; plus 64: one behind. */
    private final double[] robotValue = new double[128];
    /** {@code chargeValue[k]}: the value of {@code k} charges in hand (3 or more: 3). */
    private final double[] chargeValue = new double[4];

    // the decision under way
    private int target;
    private double hurry;

    // two generations of positions, in slots; robots are a flat array with a fixed stride
    private int stride;
    private final int[][] robots = new int[2][];
    private final int[][] player = new int[2][];
    private final int[][] charges = new int[2][];
    private final int[][] count = new int[2][];
    private final int[][] first = new int[2][];
    private final double[][] score = new double[2][];

    private final int[] selected;
    private final int[] heap;
    private int heapSize;
    private final int[] freeSlots;
    private int freeCount;

    private int[] arrived = new int[0];
    private int arrivedEpoch;
    private int[] cellSeen = new int[0];
    private int[] cellTaken = new int[0];
    private int cellEpoch;
    private final long[] seenKeys;
    private final int[] seenStamp;
    private int seenEpoch;

    // results of the last simulate call
    private long simHash;
    private double simScore;

    /** Positions generated so far (a cost measure for tests and benchmarks). */
    long generated;

    BeamSearch(Tuning tuning) {
        this.tuning = tuning;
        this.width = tuning.beamWidth;
        this.depth = tuning.depth;
        this.heapCapacity = 2 * width;
        this.slots = heapCapacity + 1;
        for (int g = 0; g < 2; g++) {
            player[g] = new int[slots];
            charges[g] = new int[slots];
            count[g] = new int[slots];
            first[g] = new int[slots];
            score[g] = new double[slots];
            robots[g] = new int[0];
        }
        this.selected = new int[width];
        this.heap = new int[heapCapacity];
        this.freeSlots = new int[slots];
        // room for every child of a turn at a load factor of at most 1/4
        int table = Integer.highestOneBit(Math.max(64, width * 18 * 4) - 1) << 1;
        this.seenKeys = new long[table];
        this.seenStamp = new int[table];
    }

    /**
     * The command to play: a move {@code m} ({@code dx = m % 3 - 1}, {@code dy = m / 3 - 1}), plus
     * {@link #CHARGE} to fire a charge first. Its move stays in the arena, and it fires a charge
     * only if {@code chargesLeft > 0}.
     *
     * @param robotCells the robots' cells, {@code n} of them
     * @param chargesLeft charges in hand, {@link #UNLIMITED} or more for no limit
     * @param target the reinforcement target {@code R}
     * @param turn turns played so far
     */
    int decide(Arena arena, int playerCell, int[] robotCells, int n, int chargesLeft, int target, int turn) {
        this.target = target;
        this.hurry = tuning.exitStep * Math.max(0, turn - HURRY_AFTER) / HURRY_AFTER;
        prepare(arena, n);
        int g = 0;
        System.arraycopy(robotCells, 0, robots[g], 0, n);
        player[g][0] = playerCell;
        charges[g][0] = chargesLeft;
        count[g][0] = n;
        first[g][0] = -1;
        selected[0] = 0;
        int size = 1;
        int best = -1;
        for (int d = 0; d < depth; d++) {
            int cg = 1 - g;
            heapSize = 0;
            freeCount = 0;
            for (int i = slots - 1; i >= 0; i--) {
                freeSlots[freeCount++] = i;
            }
            nextSeenEpoch();
            for (int k = 0; k < size; k++) {
                int won = expand(g, selected[k], cg, d);
                if (won >= 0) {
                    return won;
                }
            }
            if (heapSize == 0) {
                break; // every line is lost within this turn: follow the one that lasts longest
            }
            size = select(cg);
            g = cg;
            best = first[g][selected[0]];
        }
        // when every command loses at once, stay: always on the field and never a charge
        return best >= 0 ? best : STAY;
    }

    /**
     * Plays one command by this search's copy of the rules, for tests that hold it against the
     * engine: the robots' cells afterwards (no reinforcement), {@code null} if the player is lost,
     * or an empty array if the player reached the exit. The command's move must stay in the arena.
     */
    int[] play(Arena arena, int playerCell, int[] robotCells, int n, int command) {
        this.target = 0;
        this.hurry = 0;
        prepare(arena, n);
        int m = command % CHARGE;
        boolean charge = command >= CHARGE;
        int px = arena.xOf[playerCell];
        int py = arena.yOf[playerCell];
        int next = playerCell + moveDelta[m];
        if (arena.pit[next]) {
            return null;
        }
        boolean nextToRobot = false;
        for (int i = 0; i < n; i++) {
            int r = robotCells[i];
            if (charge && Math.abs(arena.xOf[r] - px) <= 1 && Math.abs(arena.yOf[r] - py) <= 1) {
                continue;
            }
            if (r == next) {
                return null;
            }
            nextToRobot |= Math.abs(arena.xOf[r] - arena.xOf[next]) <= 1
                    && Math.abs(arena.yOf[r] - arena.yOf[next]) <= 1;
        }
        if (next == arena.exitCell) {
            return new int[0];
        }
        if (nextToRobot) {
            return null;
        }
        int kept = simulate(robotCells, 0, n, playerCell, m, charge, UNLIMITED, robots[1], 0);
        return Arrays.copyOf(robots[1], kept);
    }

    private void prepare(Arena a, int n) {
        if (a != arena) {
            arena = a;
            int cells = a.cells;
            placeValue = new double[cells];
            exitChebyshev = new int[cells];
            blocked = new int[cells];
            zobrist = new long[cells];
            for (int cell = 0; cell < cells; cell++) {
                int x = a.xOf[cell];
                int y = a.yOf[cell];
                exitChebyshev[cell] = Math.max(Math.abs(x - a.exitX), Math.abs(y - a.exitY));
                placeValue[cell] = placeValue(a, x, y);
                int mask = 0;
                for (int m = 0; m < 9; m++) {
                    int nx = x + m % 3 - 1;
                    int ny = y + m / 3 - 1;
                    if (!a.inside(nx, ny) || a.pit[ny * a.width + nx]) {
                        mask |= 1 << m;
                    }
                }
                blocked[cell] = mask;
                zobrist[cell] = mix(cell + 0x9E3779B97F4A7C15L);
            }
            for (int m = 0; m < 9; m++) {
                moveDelta[m] = (m / 3 - 1) * a.width + (m % 3 - 1);
            }
            for (int k = 0; k < chargeValue.length; k++) {
                chargeValue[k] = tuning.charges(k);
            }
            for (int d = 0; d < 64; d++) {
                robotValue[d] = tuning.robot(true, Tuning.band(d));
                robotValue[64 + d] = tuning.robot(false, Tuning.band(d));
            }
            if (arrived.length < cells) {
                arrived = new int[cells];
                cellSeen = new int[cells];
                cellTaken = new int[cells];
                arrivedEpoch = 0;
                cellEpoch = 0;
            }
        }
        if (stride < n) {
            int newStride = Math.max(n, 24);
            Runtime rt = Runtime.getRuntime();
            String problem = searchSpaceProblem(n, width, slots, newStride, rt.maxMemory() - (rt.totalMemory() - rt.freeMemory()));
            if (problem != null) {
                throw new IllegalStateException(problem);
            }
            stride = newStride;
            robots[0] = new int[slots * stride];
            robots[1] = new int[slots * stride];
        }
    }

    /**
     * An upper bound of the heap one search holds, in bytes, at beam width {@code beamWidth} on a
     * window of {@code windowCells} cells with at most {@code robotsInView} robots in it: the robot
     * planes ({@code 2 * slots * stride} ints, as {@link #searchSpaceProblem} counts them), the
     * per-slot and per-cell arrays, and the hash table of positions seen.
     */
    static long bytesNeeded(int beamWidth, int windowCells, int robotsInView) {
        long slots = 2L * beamWidth + 1;
        long stride = Math.max(robotsInView, 24);
        long planes = 2L * Integer.BYTES * slots * stride;
        long perSlot = slots * (2 * (4 * Integer.BYTES + Double.BYTES) + Integer.BYTES) + 3L * Integer.BYTES * beamWidth;
        long table = Long.highestOneBit(Math.max(64, beamWidth * 18L * 4) - 1) << 1;
        long perCell = 3L * Integer.BYTES * windowCells;
        return planes + perSlot + table * (Long.BYTES + Integer.BYTES) + perCell;
    }

    /**
     * Why the robot planes of a search ({@code 2 * slots * stride} ints) do not fit in {@code free}
     * bytes of heap, or {@code null} if they do. They grow with the beam and the robots in view
     * (at most a 160x160 window): about 1.7 GB at the widest beam on a crowded window.
     */
    static String searchSpaceProblem(int robotsInView, int beamWidth, int slots, int stride, long free) {
        long need = 2L * Integer.BYTES * slots * stride;
        if (need <= free) {
            return null;
        }
        return "autopilot: " + robotsInView + " robots in view at beam width " + beamWidth + " need about "
                + Math.max(1, need >> 20) + " MiB of search space, " + (Math.max(0, free) >> 20)
                + " MiB free (a narrower beam, or raise -Xmx)";
    }

    /** The part of the evaluation that depends on the player's cell alone. */
    private double placeValue(Arena a, int x, int y) {
        int pits = 0;
        for (int yy = y - 3; yy <= y + 3; yy++) {
            for (int xx = x - 3; xx <= x + 3; xx++) {
                if (a.inside(xx, yy) && a.pit[yy * a.width + xx]) {
                    pits++;
                }
            }
        }
        boolean onWall = y == 0 || y == a.height - 1 || x == a.width - 1;
        return tuning.exitStep * a.exitDistance[y * a.width + x]
                + tuning.rowOffset * Math.abs(y - a.exitY)
                + (onWall ? tuning.wall : 0)
                + tuning.pitNearby * pits;
    }

    /**
     * Plays every command that does not lose at once from slot {@code s} of generation {@code g},
     * offering the results to the heap of generation {@code cg}. Returns the first command of a
     * line that reaches the exit, or -1.
     */
    private int expand(int g, int s, int cg, int d) {
        Arena a = arena;
        int[] rs = robots[g];
        int base = s * stride;
        int n = count[g][s];
        int p = player[g][s];
        int px = a.xOf[p];
        int py = a.yOf[p];
        int[] xOf = a.xOf;
        int[] yOf = a.yOf;
        int danger = 0;
        int ringDanger = 0; // from robots two cells away: what is left after a charge
        boolean adjacent = false;
        for (int i = 0; i < n; i++) {
            int r = rs[base + i];
            int dx = xOf[r] - px;
            int dy = yOf[r] - py;
            if (dx >= -2 && dx <= 2 && dy >= -2 && dy <= 2) {
                int kills = KILLS[(dy + 2) * 5 + dx + 2];
                danger |= kills;
                if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1) {
                    adjacent = true;
                } else {
                    ringDanger |= kills;
                }
            }
        }
        int f0 = first[g][s];
        int exit = a.exitCell;
        if (exit >= 0 && Math.abs(a.exitX - px) <= 1 && Math.abs(a.exitY - py) <= 1) {
            // Stepping onto the exit wins before the robots move: only a robot on it is in the way,
            // and a charge removes that one (it is next to the player).
            int m = (a.exitY - py + 1) * 3 + (a.exitX - px + 1);
            boolean robotOnExit = false;
            for (int i = 0; i < n; i++) {
                robotOnExit |= rs[base + i] == exit;
            }
            if (!robotOnExit) {
                return d == 0 ? m : f0;
            }
            if (charges[g][s] > 0) {
                return d == 0 ? m + CHARGE : f0;
            }
        }
        int blockedHere = blocked[p];
        danger |= blockedHere;
        for (int m = 0; m < 9; m++) {
            if ((danger & (1 << m)) == 0) {
                offer(g, s, cg, m, false, d == 0 ? m : f0);
            }
        }
        // a charge is only worth trying when it removes something
        if (adjacent && charges[g][s] > 0) {
            int charged = ringDanger | blockedHere;
            for (int m = 0; m < 9; m++) {
                if ((charged & (1 << m)) == 0) {
                    offer(g, s, cg, m, true, d == 0 ? m + CHARGE : f0);
                }
            }
        }
        return -1;
    }

    /** Plays one command into a free slot of generation {@code cg} and keeps it if it ranks. */
    private void offer(int g, int s, int cg, int m, boolean charge, int f) {
        int slot = freeSlots[--freeCount];
        int ch = charges[g][s];
        int left = charge && ch < UNLIMITED ? ch - 1 : ch;
        int n = simulate(robots[g], s * stride, count[g][s], player[g][s], m, charge, left,
                robots[cg], slot * stride);
        generated++;
        if (!addSeen(simHash)) {
            freeSlots[freeCount++] = slot; // the same position by another line
            return;
        }
        player[cg][slot] = player[g][s] + moveDelta[m];
        charges[cg][slot] = left;
        count[cg][slot] = n;
        first[cg][slot] = f;
        double[] sc = score[cg];
        sc[slot] = simScore;
        if (heapSize < heapCapacity) {
            int i = heapSize++;
            heap[i] = slot;
            siftUp(i, sc);
        } else if (worse(heap[0], slot, sc)) {
            freeSlots[freeCount++] = heap[0];
            heap[0] = slot;
            siftDown(0, sc);
        } else {
            freeSlots[freeCount++] = slot;
        }
    }

    /**
     * The robots' turn after the player's command (one that does not lose at once): the charge,
     * then every robot's step toward the player's new cell, pits and merges. Writes the survivors
     * to {@code dst} and leaves the position's hash in {@link #simHash} and its evaluation in
     * {@link #simScore}.
     */
    private int simulate(int[] src, int base, int n, int p, int m, boolean charge, int chargesLeft,
            int[] dst, int dbase) {
        Arena a = arena;
        int[] xOf = a.xOf;
        int[] yOf = a.yOf;
        boolean[] pit = a.pit;
        int[] arr = arrived;
        int[] exitCheb = exitChebyshev;
        long[] zob = zobrist;
        double[] rv = robotValue;
        int w = a.width;
        int px = xOf[p];
        int py = yOf[p];
        int next = p + moveDelta[m];
        int nx = xOf[next];
        int ny = yOf[next];
        int pe = exitCheb[next];
        int e = nextArrivedEpoch();
        long hash = zob[next] * 31 + Math.min(chargesLeft, 3);
        double robotsValue = 0;
        int danger = blocked[next];
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int r = src[base + i];
            int rx = xOf[r];
            int ry = yOf[r];
            if (charge && rx - px <= 1 && px - rx <= 1 && ry - py <= 1 && py - ry <= 1) {
                continue;
            }
            int sx = Integer.signum(nx - rx);
            int sy = Integer.signum(ny - ry);
            int t = r + sy * w + sx;
            if (pit[t] || arr[t] == e) {
                continue; // fell, or merged with a robot that arrived first
            }
            arr[t] = e;
            dst[dbase + kept++] = t;
            hash += zob[t];
            int dx = rx + sx - nx;
            int dy = ry + sy - ny;
            int dist = Math.max(Math.abs(dx), Math.abs(dy));
            robotsValue += rv[(exitCheb[t] <= pe ? 0 : 64) + Math.min(dist, 63)];
            if (dist <= 2) {
                danger |= KILLS[(dy + 2) * 5 + dx + 2];
            }
        }
        simHash = hash;
        simScore = placeValue[next] + hurry * a.exitDistance[next] + robotsValue
                + chargeValue[Math.min(chargesLeft, 3)]
                + tuning.safeMove * (9 - Integer.bitCount(danger & 511))
                + tuning.missingRobot * Math.max(0, target - kept);
        return kept;
    }

    /** Keeps the best of the heap, at most {@code cellCap} per player cell, best first. */
    private int select(int cg) {
        double[] sc = score[cg];
        int n = heapSize;
        // heap sort in place: the heap is worst-on-top, so this leaves the array best first
        for (int end = n - 1; end > 0; end--) {
            int t = heap[0];
            heap[0] = heap[end];
            heap[end] = t;
            heapSize = end;
            siftDown(0, sc);
        }
        heapSize = n;
        int cap = tuning.cellCap;
        int epoch = nextCellEpoch();
        int taken = 0;
        int[] pl = player[cg];
        for (int i = 0; i < n && taken < width; i++) {
            int slot = heap[i];
            int cell = pl[slot];
            if (cellSeen[cell] != epoch) {
                cellSeen[cell] = epoch;
                cellTaken[cell] = 0;
            }
            if (cellTaken[cell] < cap) {
                cellTaken[cell]++;
                selected[taken++] = slot;
            }
        }
        return taken;
    }

    private void siftUp(int i, double[] sc) {
        while (i > 0) {
            int parent = (i - 1) >> 1;
            if (!worse(heap[i], heap[parent], sc)) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[parent];
            heap[parent] = t;
            i = parent;
        }
    }

    private void siftDown(int i, double[] sc) {
        int n = heapSize;
        while (true) {
            int l = 2 * i + 1;
            if (l >= n) {
                return;
            }
            int r = l + 1;
            int w = r < n && worse(heap[r], heap[l], sc) ? r : l;
            if (!worse(heap[w], heap[i], sc)) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[w];
            heap[w] = t;
            i = w;
        }
    }

    /** A total order on slots: lower score is worse; equal scores are ordered by slot number. */
    private static boolean worse(int a, int b, double[] sc) {
        return sc[a] < sc[b] || (sc[a] == sc[b] && a > b);
    }

    /** Adds a position's hash to this turn's set; false if it was there already. */
    private boolean addSeen(long h) {
        int mask = seenKeys.length - 1;
        int i = (int) (h ^ (h >>> 29)) & mask;
        while (seenStamp[i] == seenEpoch) {
            if (seenKeys[i] == h) {
                return false;
            }
            i = (i + 1) & mask;
        }
        seenStamp[i] = seenEpoch;
        seenKeys[i] = h;
        return true;
    }

    private void nextSeenEpoch() {
        if (++seenEpoch == Integer.MAX_VALUE) {
            Arrays.fill(seenStamp, 0);
            seenEpoch = 1;
        }
    }

    private int nextArrivedEpoch() {
        if (++arrivedEpoch == Integer.MAX_VALUE) {
            Arrays.fill(arrived, 0);
            arrivedEpoch = 1;
        }
        return arrivedEpoch;
    }

    private int nextCellEpoch() {
        if (++cellEpoch == Integer.MAX_VALUE) {
            Arrays.fill(cellSeen, 0);
            cellEpoch = 1;
        }
        return cellEpoch;
    }

    /** SplitMix64's finalizer: a well-mixed 64-bit value for each cell. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
