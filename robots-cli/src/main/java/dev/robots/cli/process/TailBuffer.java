package dev.robots.cli.process;

import dev.robots.cli.text.Expected;
import java.nio.charset.StandardCharsets;

/** The last bytes written to it, up to a fixed capacity: a program's stderr, bounded. */
final class TailBuffer {
    private final byte[] ring;
    private long total;

    TailBuffer(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException(Expected.of("capacity: " + capacity, "> 0"));
        }
        this.ring = new byte[capacity];
    }

    synchronized void write(byte[] bytes, int offset, int length) {
        for (int i = 0; i < length; i++) {
            ring[(int) (total++ % ring.length)] = bytes[offset + i];
        }
    }

    /** Bytes written so far, including those no longer held. */
    synchronized long total() {
        return total;
    }

    /** The last {@code maxLines} lines held, as text. */
    synchronized String lastLines(int maxLines) {
        int held = (int) Math.min(total, ring.length);
        byte[] bytes = new byte[held];
        long start = total - held;
        for (int i = 0; i < held; i++) {
            bytes[i] = ring[(int) ((start + i) % ring.length)];
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        String[] lines = text.split("\n", -1);
        int end = lines.length;
        if (end > 0 && lines[end - 1].isEmpty()) {
            end--;
        }
        int from = Math.max(0, end - maxLines);
        // The first held line may be cut in the middle when older bytes were dropped.
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < end; i++) {
            sb.append(lines[i]).append('\n');
        }
        return sb.toString();
    }
}
