package dev.robots.core.bot;

/**
 * One turn's positions of the beam search, in numbered slots (structure of arrays): the player's
 * cell, the charges in hand, the robots, the first command of the line that led there and the
 * position's score. The robots of slot {@code s} are {@code robots[s * stride ..]}, {@code
 * robotCount[s]} of them; the search sets the stride and grows the array with the robots in view.
 */
final class Generation {
    final int[] player;
    final int[] charges;
    final int[] robotCount;
    /** The command played at the root of the line; -1 at the root itself. */
    final int[] firstCommand;
    final double[] score;
    int[] robots = new int[0];

    Generation(int slots) {
        this.player = new int[slots];
        this.charges = new int[slots];
        this.robotCount = new int[slots];
        this.firstCommand = new int[slots];
        this.score = new double[slots];
    }
}
