package dev.robots.core.bot;

import java.util.Arrays;

/** Beam search over the player's commands with a fast private copy of the rules. */
final class Beam {
    static final int UNLIMITED = Planner.UNLIMITED;

    /** Bit m is set when a robot at offset (dx+2, dy+2) from the player kills move m. */
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
    private Arena arena;
    private int target;
    private int stride;

    // two generations of states: robots in a flat array with a fixed stride per state
    private int[][] robots = new int[2][];
    private int[][] player = new int[2][];
    private int[][] charges = new int[2][];
    private int[][] count = new int[2][];
    private int[][] first = new int[2][];
    private double[][] score = new double[2][];
    private long[][] hash = new long[2][];
    private int[] selected;
    private int[] nextSelected;
    private int[] stamp = new int[0];
    private int epoch;
    private long[] seen = new long[4096];
    private int[] seenStamp = new int[4096];
    private int seenEpoch;
    // the heap of the best children: indices into the child generation, worst on top
    private int[] heap;
    private int[] order;
    private final int[] perFirst = new int[18];
    private int[] cellCount = new int[0];
    long nodes;
    static final java.util.concurrent.atomic.AtomicLong DIED = new java.util.concurrent.atomic.AtomicLong();
    static final java.util.concurrent.atomic.AtomicLong DIED_EARLY = new java.util.concurrent.atomic.AtomicLong();
    static final java.util.concurrent.atomic.AtomicLong DECISIONS = new java.util.concurrent.atomic.AtomicLong();

    Beam(Tuning tuning) {
        this.tuning = tuning;
        this.width = tuning.beamWidth();
        this.depth = tuning.depth();
        this.heap = new int[width];
        this.selected = new int[width];
        this.nextSelected = new int[width];
        int slots = width * 18 + 18;
        this.order = new int[slots];
        for (int g = 0; g < 2; g++) {
            player[g] = new int[slots];
            charges[g] = new int[slots];
            count[g] = new int[slots];
            first[g] = new int[slots];
            score[g] = new double[slots];
            hash[g] = new long[slots];
            robots[g] = new int[0];
        }
    }

    /** The chosen command: move 0..8 ({@code (m % 3 - 1, m / 3 - 1)}), plus 9 with a charge. */
    int decide(Arena arena, int playerCell, int[] robotCells, int n, int chargesLeft, int target) {
        this.arena = arena;
        this.target = target;
        int cap = Math.max(n, target) + depth + 2;
        int slots = player[0].length;
        if (stride < cap || robots[0].length < slots * cap) {
            stride = Math.max(cap, 24);
            robots[0] = new int[slots * stride];
            robots[1] = new int[slots * stride];
        }
        if (stamp.length < arena.cells) {
            stamp = new int[arena.cells];
            cellCount = new int[arena.cells];
            epoch = 0;
        }
        DECISIONS.incrementAndGet();
        if (rng[0].length < player[0].length) {
            rng[0] = new long[player[0].length];
            rng[1] = new long[player[0].length];
        }
        int scenarios = tuning.scenarios();
        if (CHEAT.get() != null) {
            sampling = true;
            return runBeam(playerCell, robotCells, n, chargesLeft, CHEAT.get()[0]);
        }
        if (scenarios == 0) {
            sampling = false;
            return runBeam(playerCell, robotCells, n, chargesLeft, 0);
        }
        sampling = true;
        double[] total = new double[18];
        long seed = stateHash(robotCells, 0, n, playerCell, chargesLeft);
        for (int k = 0; k < scenarios; k++) {
            runBeam(playerCell, robotCells, n, chargesLeft, seed + k * 0x632BE59BD9B4E019L);
            for (int f = 0; f < 18; f++) {
                double v;
                if (firstDepth[f] < 0) {
                    v = -1e7;
                } else if (firstDepth[f] > depth) {
                    v = firstScore[f];
                } else if (firstDepth[f] == depth) {
                    v = firstScore[f];
                } else {
                    v = -1e6 + firstDepth[f] * 1e4 + firstScore[f];
                }
                total[f] += v;
            }
        }
        int best = 4;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int f = 0; f < 18; f++) {
            if (total[f] > bestValue && firstDepth[f] != -2) {
                bestValue = total[f];
                best = f;
            }
        }
        return best;
    }

    private boolean sampling;
    private final double[] firstScore = new double[18];
    private final int[] firstDepth = new int[18];

    private int runBeam(int playerCell, int[] robotCells, int n, int chargesLeft, long rngSeed) {
        java.util.Arrays.fill(firstDepth, -1);
        java.util.Arrays.fill(firstScore, Double.NEGATIVE_INFINITY);
        rng[0][0] = rngSeed;
        int g = 0;
        System.arraycopy(robotCells, 0, robots[g], 0, n);
        player[g][0] = playerCell;
        charges[g][0] = chargesLeft;
        count[g][0] = n;
        first[g][0] = -1;
        score[g][0] = 0;
        selected[0] = 0;
        int size = 1;
        int bestFirst = 4;
        for (int d = 0; d < depth; d++) {
            int children = 0;
            int heapSize = 0;
            nextSeen();
            int cg = 1 - g;
            for (int k = 0; k < size; k++) {
                int s = selected[k];
                int base = s * stride;
                int p = player[g][s];
                int n0 = count[g][s];
                int ch = charges[g][s];
                int mask = dangerMask(robots[g], base, n0, p);
                int chargedMask = ch > 0 ? chargedDangerMask(robots[g], base, n0, p) : -1;
                for (int c = 0; c < 18; c++) {
                    int m = c % 9;
                    boolean charge = c >= 9;
                    if (charge ? (ch == 0 || chargedMask == mask || (chargedMask & (1 << m)) != 0)
                            : (mask & (1 << m)) != 0) {
                        continue;
                    }
                    int next = p + (m / 3 - 1) * arena.width + (m % 3 - 1);
                    int f = d == 0 ? c : first[g][s];
                    if (next == arena.exitCell) {
                        firstDepth[f] = depth + 1;
                        firstScore[f] = 1e9 - d;
                        return f; // the shortest way out found so far
                    }
                    int slot = children++;
                    stepRng = rng[g][s];
                    int cn = step(robots[g], base, n0, p, next, charge, robots[cg], slot * stride, d);
                    rng[cg][slot] = stepRng;
                    nodes++;
                    player[cg][slot] = next;
                    charges[cg][slot] = charge && ch != UNLIMITED ? ch - 1 : ch;
                    count[cg][slot] = cn;
                    first[cg][slot] = f;
                    long h = stateHash(robots[cg], slot * stride, cn, next, charges[cg][slot]);
                    if (!addSeen(h)) {
                        children--;
                        continue;
                    }
                    double v = evaluate(robots[cg], slot * stride, cn, next, charges[cg][slot], d + 1);
                    score[cg][slot] = v;
                    order[heapSize++] = slot;
                    if (firstDepth[f] < d + 1) {
                        firstDepth[f] = d + 1;
                        firstScore[f] = v;
                    } else if (firstDepth[f] == d + 1 && v > firstScore[f]) {
                        firstScore[f] = v;
                    }
                }
            }
            if (heapSize == 0) {
                DIED.incrementAndGet();
                if (d < 4) DIED_EARLY.incrementAndGet();
                break; // every line loses here: keep the best of the previous generation
            }
            quickSort(order, 0, heapSize - 1, score[cg]);
            int taken = 0;
            int firstCap = tuning.firstCap();
            int cellCap = tuning.cellCap();
            java.util.Arrays.fill(perFirst, 0);
            int ce = nextEpoch();
            for (int i = 0; i < heapSize && taken < width; i++) {
                int slot = order[i];
                int f = first[cg][slot];
                if (perFirst[f] >= firstCap) {
                    continue;
                }
                int pc = player[cg][slot];
                if (stamp[pc] != ce) {
                    stamp[pc] = ce;
                    cellCount[pc] = 0;
                }
                if (cellCount[pc] >= cellCap) {
                    continue;
                }
                cellCount[pc]++;
                perFirst[f]++;
                nextSelected[taken++] = slot;
            }
            heapSize = taken;
            int[] t = selected;
            selected = nextSelected;
            nextSelected = t;
            size = heapSize;
            g = cg;
            bestFirst = first[g][selected[0]];
        }
        return bestFirst;
    }

    private static void quickSort(int[] a, int lo, int hi, double[] sc) {
        while (lo < hi) {
            if (hi - lo < 16) {
                for (int i = lo + 1; i <= hi; i++) {
                    int v = a[i];
                    int j = i - 1;
                    while (j >= lo && worse(a[j], v, sc)) {
                        a[j + 1] = a[j];
                        j--;
                    }
                    a[j + 1] = v;
                }
                return;
            }
            int pivot = a[(lo + hi) >>> 1];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (worse(pivot, a[i], sc)) {
                    i++;
                }
                while (worse(a[j], pivot, sc)) {
                    j--;
                }
                if (i <= j) {
                    int t = a[i];
                    a[i] = a[j];
                    a[j] = t;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quickSort(a, lo, j, sc);
                lo = i;
            } else {
                quickSort(a, i, hi, sc);
                hi = j;
            }
        }
    }

    private void heapPush(int i, int slot, double[] sc) {
        heap[i] = slot;
        while (i > 0) {
            int parent = (i - 1) >> 1;
            if (worse(heap[i], heap[parent], sc)) {
                int t = heap[i];
                heap[i] = heap[parent];
                heap[parent] = t;
                i = parent;
            } else {
                break;
            }
        }
    }

    private void siftDown(int i, int size, double[] sc) {
        while (true) {
            int l = 2 * i + 1;
            if (l >= size) {
                return;
            }
            int r = l + 1;
            int w = r < size && worse(heap[r], heap[l], sc) ? r : l;
            if (worse(heap[w], heap[i], sc)) {
                int t = heap[i];
                heap[i] = heap[w];
                heap[w] = t;
                i = w;
            } else {
                return;
            }
        }
    }

    /** Whether slot a ranks below slot b (lower score; on ties the later slot). */
    private static boolean worse(int a, int b, double[] sc) {
        return sc[a] < sc[b] || (sc[a] == sc[b] && a > b);
    }

    private static void sortByScore(int[] idx, int n, double[] sc) {
        for (int i = 1; i < n; i++) {
            int v = idx[i];
            int j = i - 1;
            while (j >= 0 && worse(idx[j], v, sc)) {
                idx[j + 1] = idx[j];
                j--;
            }
            idx[j + 1] = v;
        }
    }

    private void nextSeen() {
        if (++seenEpoch == Integer.MAX_VALUE) {
            Arrays.fill(seenStamp, 0);
            seenEpoch = 1;
        }
    }

    /** Adds a state hash to this generation's set; false if it was there already. */
    private boolean addSeen(long h) {
        int mask = seen.length - 1;
        int i = (int) (h ^ (h >>> 32)) & mask;
        while (seenStamp[i] == seenEpoch) {
            if (seen[i] == h) {
                return false;
            }
            i = (i + 1) & mask;
        }
        seenStamp[i] = seenEpoch;
        seen[i] = h;
        return true;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long stateHash(int[] rs, int base, int n, int p, int ch) {
        long h = mix(p * 0x9E3779B97F4A7C15L + ch);
        for (int i = 0; i < n; i++) {
            h += mix((rs[base + i] + 1L) * 0xD1B54A32D192ED03L);
        }
        return h;
    }

    private int dangerMask(int[] rs, int base, int n, int p) {
        Arena a = arena;
        int px = a.xOf[p];
        int py = a.yOf[p];
        int mask = 0;
        for (int i = 0; i < n; i++) {
            int r = rs[base + i];
            int dx = a.xOf[r] - px + 2;
            int dy = a.yOf[r] - py + 2;
            if (dx >= 0 && dx < 5 && dy >= 0 && dy < 5) {
                mask |= KILLS[dy * 5 + dx];
            }
        }
        return mask | blockedMask(p);
    }

    private int chargedDangerMask(int[] rs, int base, int n, int p) {
        Arena a = arena;
        int px = a.xOf[p];
        int py = a.yOf[p];
        int mask = 0;
        for (int i = 0; i < n; i++) {
            int r = rs[base + i];
            int ax = a.xOf[r] - px;
            int ay = a.yOf[r] - py;
            if (Math.max(Math.abs(ax), Math.abs(ay)) == 2) {
                mask |= KILLS[(ay + 2) * 5 + ax + 2];
            }
        }
        return mask | blockedMask(p);
    }

    private int blockedMask(int p) {
        Arena a = arena;
        int px = a.xOf[p];
        int py = a.yOf[p];
        int mask = 0;
        for (int m = 0; m < 9; m++) {
            int x = px + m % 3 - 1;
            int y = py + m / 3 - 1;
            if (!a.inside(x, y) || a.pit[y * a.width + x]) {
                mask |= 1 << m;
            }
        }
        return mask;
    }

    private int step(int[] src, int base, int n, int p, int next, boolean charge, int[] dst, int dbase, int d) {
        Arena a = arena;
        int[] xOf = a.xOf;
        int[] yOf = a.yOf;
        boolean[] pit = a.pit;
        int w = a.width;
        int px = xOf[p];
        int py = yOf[p];
        int nx = xOf[next];
        int ny = yOf[next];
        int e = nextEpoch();
        int[] st = stamp;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int r = src[base + i];
            int rx = xOf[r];
            int ry = yOf[r];
            if (charge && Math.abs(rx - px) <= 1 && Math.abs(ry - py) <= 1) {
                continue;
            }
            int t = r + Integer.signum(ny - ry) * w + Integer.signum(nx - rx);
            if (pit[t] || st[t] == e) {
                continue;
            }
            st[t] = e;
            dst[dbase + kept++] = t;
        }
        if (kept < target && sampling) {
            int[] free = new int[4];
            int f = 0;
            for (int corner : a.corners) {
                if (st[corner] != e && corner != next) {
                    free[f++] = corner;
                }
            }
            if (f > 0) {
                long[] rs = {stepRng};
                dst[dbase + kept++] = free[cheatInt(rs, f)];
                stepRng = rs[0];
            }
        } else if (kept < target && tuning.pessimisticReinforcements() && d < tuning.spawnDepth()) {
            int bestCorner = -1;
            int bestDistance = Integer.MAX_VALUE;
            for (int corner : a.corners) {
                if (st[corner] != e && corner != next) {
                    int dc = Math.max(Math.abs(xOf[corner] - nx), Math.abs(yOf[corner] - ny));
                    if (dc < bestDistance) {
                        bestDistance = dc;
                        bestCorner = corner;
                    }
                }
            }
            if (bestCorner >= 0 && bestDistance <= tuning.spawnRadius()) {
                dst[dbase + kept++] = bestCorner;
            }
        }
        return kept;
    }

    static final ThreadLocal<long[]> CHEAT = new ThreadLocal<>();
    private long stepRng;
    private long[][] rng = {new long[0], new long[0]};

    static long cheatNext(long[] st) {
        long z = (st[0] += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static int cheatInt(long[] st, int bound) {
        long m = (cheatNext(st) >>> 32) * bound;
        long low = m & 0xFFFF_FFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                m = (cheatNext(st) >>> 32) * bound;
                low = m & 0xFFFF_FFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    private int nextEpoch() {
        if (++epoch == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            epoch = 1;
        }
        return epoch;
    }

    /** The value of a position reached after {@code d} turns: higher is better. */
    private double evaluate(int[] rs, int base, int n, int p, int ch, int d) {
        Arena a = arena;
        int px = a.xOf[p];
        int py = a.yOf[p];
        int pe = Math.max(Math.abs(px - a.exitX), Math.abs(py - a.exitY));
        double v = -tuning.exitWeight() * a.exitDistance[p] - tuning.rowWeight() * Math.abs(py - a.exitY);
        double threat = 0;
        double near = 0;
        for (int i = 0; i < n; i++) {
            int r = rs[base + i];
            int rx = a.xOf[r];
            int ry = a.yOf[r];
            int re = Math.max(Math.abs(rx - a.exitX), Math.abs(ry - a.exitY));
            int dist = Math.max(Math.abs(rx - px), Math.abs(ry - py));
            if (re <= pe) {
                threat += 1.0;
            }
            if (dist <= 3) {
                near += 4 - dist;
            }
        }
        if (n < target && tuning.pendingWeight() != 0 && a.corners.length > 0) {
            int ahead = 0;
            for (int corner : a.corners) {
                int ce = Math.max(Math.abs(a.xOf[corner] - a.exitX), Math.abs(a.yOf[corner] - a.exitY));
                if (ce <= pe) {
                    ahead++;
                }
            }
            threat += tuning.pendingWeight() * (target - n) * ahead / a.corners.length;
        }
        v -= tuning.threatWeight() * threat + tuning.nearWeight() * near;
        v += tuning.chargeValue() * (ch >= UNLIMITED ? 3 : ch);
        if (tuning.wallWeight() != 0) {
            int wd = Math.min(Math.min(py, a.height - 1 - py), a.width - 1 - px);
            if (wd < 2) {
                v -= tuning.wallWeight() * (2 - wd);
            }
        }
        if (tuning.mobilityWeight() != 0) {
            int mask = dangerMask(rs, base, n, p);
            v += tuning.mobilityWeight() * (9 - Integer.bitCount(mask & 511));
        }
        if (tuning.cornerWeight() != 0) {
            for (int corner : a.corners) {
                int dc = Math.max(Math.abs(a.xOf[corner] - px), Math.abs(a.yOf[corner] - py));
                if (dc < tuning.cornerRadius()) {
                    v -= tuning.cornerWeight() * (tuning.cornerRadius() - dc);
                }
            }
        }
        return v;
    }
}
