package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;

/**
 * The engine's step timed the same way in the page (through {@link PageEngine#stepMicros}) and
 * on the JVM ({@link #main}): the game of seed 1 on the given board, and then, again and again,
 * back to its start ({@code Game.restore}) and one turn of the player waiting, in which every robot
 * steps (as robots-bench's {@code StepBenchmark} times it, restore included). The clock is
 * {@link System#nanoTime}, which the page's script takes from {@code performance.now()}.
 */
public final class StepTiming {
    private StepTiming() {
    }

    /**
     * The median, over {@code rounds} rounds of {@code turns} turns each after one round of
     * warm-up, of the microseconds a turn took.
     */
    public static double micros(GameParameters parameters, int turns, int rounds) {
        Game game = Game.builder(parameters).seed(1).charges(Session.CHARGES).build();
        Game.Snapshot start = game.snapshot();
        double[] perTurn = new double[rounds];
        for (int round = -1; round < rounds; round++) {
            long begin = System.nanoTime();
            for (int i = 0; i < turns; i++) {
                game.restore(start);
                game.play(Command.WAIT);
            }
            if (round >= 0) {
                perTurn[round] = (System.nanoTime() - begin) / 1000.0 / turns;
            }
        }
        java.util.Arrays.sort(perTurn);
        return perTurn[rounds / 2];
    }

    /**
     * On the JVM: {@code java -cp robots-core.jar:robots-web.jar dev.robots.web.StepTiming W H R P
     * TURNS ROUNDS} prints the median microseconds a turn took.
     */
    public static void main(String[] args) {
        GameParameters p = GameParameters.of(Integer.parseInt(args[0]), Integer.parseInt(args[1]),
                Integer.parseInt(args[2]), Integer.parseInt(args[3]));
        double micros = micros(p, Integer.parseInt(args[4]), Integer.parseInt(args[5]));
        System.out.printf(java.util.Locale.ROOT, "%s: %.2f us a turn (JVM %s)%n", String.join(",", args), micros,
                System.getProperty("java.version"));
    }
}
