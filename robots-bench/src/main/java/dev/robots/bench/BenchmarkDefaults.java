package dev.robots.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The settings every benchmark of this module shares, inherited by its subclasses as in JMH's
 * {@code JMHSample_24_Inheritance}: average time per operation in nanoseconds, 3 warm-up and 5
 * measured iterations of 1 s, one fork with a 2 GB heap ({@code -Xms2g -Xmx2g}, which the
 * largest scenario needs), one state per thread. Every fork reads the JDK's incubating Vector API
 * ({@code --add-modules jdk.incubator.vector}, prepended, so that a heap given with
 * {@code -jvmArgsAppend} keeps it), as a program that wants the engine's fastest dense step does:
 * the engine's rows of whole words then go several words an instruction. Add
 * {@code -jvmArgsAppend -Ddev.robots.core.vector=false} to measure the scalar step instead. The quick suite overrides the iteration counts
 * and times from the command line's options, never these annotations.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsPrepend = {"--add-modules=jdk.incubator.vector"}, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
public abstract class BenchmarkDefaults {
}
