package dev.robots.core.bot;

/**
 * The best candidates of a turn, as a bounded binary heap of slot numbers with the worst on top,
 * ranked by {@code scores[slot]}: a lower score is worse, and of equal scores the higher slot
 * number is worse, so the order is total and the search deterministic. When full, a candidate
 * better than the worst replaces it.
 */
final class CandidateHeap {
    private final int[] heap;
    private int size;

    CandidateHeap(int capacity) {
        this.heap = new int[capacity];
    }

    /** Empties the heap. */
    void clear() {
        size = 0;
    }

    int size() {
        return size;
    }

    /**
     * Offers {@code slot}. Returns the slot that is left out: -1 if the heap had room, the worst
     * slot it held if {@code slot} ranks above it, or {@code slot} itself.
     */
    int offer(int slot, double[] scores) {
        if (size < heap.length) {
            int i = size++;
            heap[i] = slot;
            siftUp(i, scores);
            return -1;
        }
        if (worse(heap[0], slot, scores)) {
            int out = heap[0];
            heap[0] = slot;
            siftDown(0, size, scores);
            return out;
        }
        return slot;
    }

    /**
     * Sorts the slots held best first, in place (a heap sort: the worst-on-top heap leaves the
     * array best first); then {@link #get} reads them in that order. Clear before offering again.
     */
    void sortBestFirst(double[] scores) {
        for (int end = size - 1; end > 0; end--) {
            int top = heap[0];
            heap[0] = heap[end];
            heap[end] = top;
            siftDown(0, end, scores);
        }
    }

    /** The slot at {@code index}: after {@link #sortBestFirst}, the {@code index}-th best. */
    int get(int index) {
        return heap[index];
    }

    private void siftUp(int i, double[] scores) {
        while (i > 0) {
            int parent = (i - 1) >> 1;
            if (!worse(heap[i], heap[parent], scores)) {
                return;
            }
            swap(i, parent);
            i = parent;
        }
    }

    private void siftDown(int i, int end, double[] scores) {
        while (true) {
            int left = 2 * i + 1;
            if (left >= end) {
                return;
            }
            int right = left + 1;
            int child = right < end && worse(heap[right], heap[left], scores) ? right : left;
            if (!worse(heap[child], heap[i], scores)) {
                return;
            }
            swap(i, child);
            i = child;
        }
    }

    private void swap(int i, int j) {
        int t = heap[i];
        heap[i] = heap[j];
        heap[j] = t;
    }

    /** The total order: a lower score is worse; of equal scores, the higher slot number. */
    private static boolean worse(int slotA, int slotB, double[] scores) {
        return scores[slotA] < scores[slotB] || (scores[slotA] == scores[slotB] && slotA > slotB);
    }
}
