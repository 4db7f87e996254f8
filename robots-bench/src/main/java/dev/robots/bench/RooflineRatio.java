package dev.robots.bench;

import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;

/**
 * An engine step as a multiple of the roofline, measured <em>interleaved</em>: each round times
 * one step ({@link StepBenchmark}'s operation: back to the start, then one step) and then one
 * roofline pass ({@link RooflineBenchmark#pass}) of the same scenario, in one JVM, and the ratio
 * reported is the median of the rounds' ratios. On a shared machine whose load changes from one
 * second to the next, the two halves of a round see nearly the same load, where two JMH
 * benchmarks run one after the other may not. A check beside the JMH figures, not a replacement.
 *
 * <pre>
 * HOW TO RUN (after the JIT warm-up rounds, 400 measured rounds per scenario and resolver):
 *   java -Xms2g -Xmx2g -cp robots-bench/target/benchmarks.jar dev.robots.bench.RooflineRatio
 *   java -Xms2g -Xmx2g -cp robots-bench/target/benchmarks.jar dev.robots.bench.RooflineRatio B4096_1M CORE 1000
 * </pre>
 * Arguments, all optional: scenarios (comma-separated, default {@code B4096_1M,B16384_4M}),
 * resolvers (default {@code CORE}), rounds (default 400; the warm-up is a quarter as many).
 */
public final class RooflineRatio {
    private static long sink;

    private RooflineRatio() {
    }

    public static void main(String[] args) {
        String[] scenarios = (args.length > 0 ? args[0] : "B4096_1M,B16384_4M").split(",");
        String[] impls = (args.length > 1 ? args[1] : "CORE").split(",");
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 400;
        System.out.println("RooflineRatio " + Instant.now() + ", " + Runtime.getRuntime().availableProcessors()
                + " CPUs, load average " + MachineInfo.loadAverage() + ", " + rounds + " rounds");
        for (String name : scenarios) {
            Scenario scenario = Scenario.valueOf(name);
            Position position = scenario.position();
            RooflineBenchmark roofline = new RooflineBenchmark();
            roofline.scenario = scenario;
            roofline.setUp();
            for (String implName : impls) {
                Stepper stepper = Impl.valueOf(implName).stepper(position);
                measure(stepper, roofline, Math.max(10, rounds / 4));
                double[][] m = measure(stepper, roofline, rounds);
                System.out.println(String.format(Locale.ROOT,
                        "%-10s %-8s step %10.1f us  roofline %10.1f us  x roofline %.2f (median of rounds;"
                                + " quartiles %.2f-%.2f)",
                        name, implName, median(m[0]) / 1e3, median(m[1]) / 1e3, median(m[2]),
                        quantile(m[2], 0.25), quantile(m[2], 0.75)));
            }
        }
        System.out.println("load average after " + MachineInfo.loadAverage() + (sink == 42 ? "" : ""));
    }

    /** Per round: step ns, roofline ns, their ratio. */
    private static double[][] measure(Stepper stepper, RooflineBenchmark roofline, int rounds) {
        double[][] m = new double[3][rounds];
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            stepper.reset();
            sink += stepper.step();
            long t1 = System.nanoTime();
            sink += roofline.pass();
            long t2 = System.nanoTime();
            m[0][i] = t1 - t0;
            m[1][i] = t2 - t1;
            m[2][i] = (double) (t1 - t0) / (t2 - t1);
        }
        return m;
    }

    static double median(double[] values) {
        return quantile(values, 0.5);
    }

    static double quantile(double[] values, double q) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))];
    }
}
