package dev.robots.cli.autoplay;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;

/**
 * One of {@code count} disjoint slices of a run's games: game {@code i} (from 0) belongs to shard
 * {@code i mod count + 1}. Shards are numbered from 1, as GNU parallel's {@code {#}} and Slurm's
 * usual array indices are. Interleaving (rather than contiguous ranges) gives every shard the same
 * mix of early and late games, and shards differ in size by at most one game.
 *
 * @param index this shard, 1 to {@code count}
 * @param count the number of shards, at least 1
 */
record Shard(int index, int count) {
    /** The whole run: shard 1 of 1. */
    static final Shard WHOLE = new Shard(1, 1);
    /** The most shards a run may be cut into. */
    static final int MAX_COUNT = 1_000_000;

    Shard {
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException(Expected.of("count: " + count, "1 to " + MAX_COUNT));
        }
        if (index < 1 || index > count) {
            throw new IllegalArgumentException(Expected.of("index: " + index, "1 to " + count));
        }
    }

    /**
     * Reads {@code K/N}.
     *
     * @throws IllegalArgumentException saying what is wrong, when the text is not a shard
     */
    static Shard parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException(Expected.of(Texts.quote(text), "K/N, e.g. 3/8"));
        }
        long index;
        long count;
        try {
            index = Long.parseLong(text.substring(0, slash).strip());
            count = Long.parseLong(text.substring(slash + 1).strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Expected.of(Texts.quote(text), "K/N, two integers, e.g. 3/8"));
        }
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException(Expected.of("N: " + count, "1 to " + MAX_COUNT));
        }
        if (index < 1 || index > count) {
            throw new IllegalArgumentException(Expected.of("K: " + index, "1 to N = " + count));
        }
        return new Shard((int) index, (int) count);
    }

    boolean isWhole() {
        return count == 1;
    }

    /** How many of a run's {@code totalGames} games this shard plays (it may be none). */
    int gamesIn(int totalGames) {
        int before = index - 1;
        return totalGames <= before ? 0 : (totalGames - 1 - before) / count + 1;
    }

    /** The run's index of this shard's {@code k}-th game (from 0). */
    int gameIndex(int k) {
        return (int) (index - 1 + (long) k * count);
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
