package dev.robots.core.bot;

/**
 * One turn's positions of the beam search, in numbered slots (structure of arrays): the player's
 * cell, the charges in hand, the robots, the first command of the line that led there and the
 * position's score, and its ghosts (the reinforcements the line expects, {@link Ghosts}). The
 * robots of slot {@code s} are {@code robots[s * stride ..]}, {@code robotCount[s]} of them; the
 * search sets the stride and grows the array with the robots in view.
 */
final class Generation {
    final int[] player;
    final int[] charges;
    final int[] robotCount;
    /** The command played at the root of the line; -1 at the root itself. */
    final int[] firstCommand;
    final double[] score;
    int[] robots = new int[0];
    /** The ghosts of slot {@code s}: {@code ghostCount[s]} cells and chances from {@code s * Ghosts.CAP}. */
    final int[] ghostCount;
    final int[] ghostCell;
    final double[] ghostChance;
    /** The reinforcements past {@link Ghosts#CAP}: their summed chance and value where they appeared. */
    final double[] settledChance;
    final double[] settledValue;
    /** ln of the line's chance that no ghost has reached the player. */
    final double[] lnSurvival;

    Generation(int slots) {
        this.ghostCount = new int[slots];
        this.ghostCell = new int[slots * Ghosts.CAP];
        this.ghostChance = new double[slots * Ghosts.CAP];
        this.settledChance = new double[slots];
        this.settledValue = new double[slots];
        this.lnSurvival = new double[slots];
        this.player = new int[slots];
        this.charges = new int[slots];
        this.robotCount = new int[slots];
        this.firstCommand = new int[slots];
        this.score = new double[slots];
    }
}
