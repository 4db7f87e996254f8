package dev.robots.bench;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.InvalidInputException;
import java.io.IOException;
import java.util.Locale;

/** The quick suite's allocation table: bytes a step and a turn allocate on the working threads. */
final class AllocationTable {
    private AllocationTable() {
    }

    /**
     * Heap bytes per turn on the threads that do the work ({@link AllocationCounter}), for the
     * engine's resolvers on every scenario: a step as {@link StepBenchmark} plays it, and a full
     * turn as {@link TurnBenchmark} does; in this JVM, after the JMH runs.
     */
    static String table(boolean smoke) throws IOException {
        int warmUp = smoke ? 2 : 30;
        int runs = smoke ? 3 : 100;
        StringBuilder sb = new StringBuilder();
        String header = String.format(Locale.ROOT, "%-26s %-9s %16s %16s%n",
                "scenario", "resolver", "step B/turn", "turn B/turn");
        sb.append("Allocation counted on the working threads (").append(warmUp)
                .append(" turns of warm-up, then the least of 3 rounds of ")
                .append(runs).append(" turns):\n").append(header).append("-".repeat(header.length() - 1)).append('\n');
        for (Scenario scenario : Scenario.values()) {
            Position position = scenario.position();
            for (Impl impl : new Impl[] {Impl.CORE, Impl.PARALLEL}) {
                Stepper stepper = impl.stepper(position);
                long step = AllocationCounter.bytes(() -> {
                    stepper.reset();
                    stepper.step();
                }, warmUp, runs);
                Game game = TurnBenchmark.game(position, TurnBenchmark.resolver(impl));
                Game.Snapshot start = game.snapshot();
                Command command;
                try {
                    command = TurnBenchmark.chooseCommand(game, start);
                } catch (InvalidInputException e) {
                    throw new IOException(e);
                }
                long turn = AllocationCounter.bytes(() -> {
                    game.restore(start);
                    game.play(command);
                }, warmUp, runs);
                sb.append(String.format(Locale.ROOT, "%-26s %-9s %16.2f %16.2f%n", scenario.label(),
                        impl.name().toLowerCase(Locale.ROOT), (double) step / runs, (double) turn / runs));
            }
        }
        return sb.toString();
    }
}
