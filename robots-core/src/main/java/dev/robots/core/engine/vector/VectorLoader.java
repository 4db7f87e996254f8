package dev.robots.core.engine.vector;

import java.util.function.Supplier;

/**
 * Finds the JDK's incubating Vector API and, if the program added it and its vectors hold at least
 * 4 longs, gives the engine's {@link VectorRuns}; else {@code null}. The engine loads this class by
 * name ({@code WholeWordRow}); this class loads {@link VectorRuns} by name only once the module is
 * known to be there, so that nothing touches the module's classes without it.
 */
public final class VectorLoader implements Supplier<RowRuns> {
    /** The module of the JDK's incubating Vector API. */
    public static final String MODULE = "jdk.incubator.vector";
    private static final String RUNS_CLASS = "dev.robots.core.engine.vector.VectorRuns";

    /** For {@code WholeWordRow}, which loads this class by name. */
    public VectorLoader() {
    }

    @Override
    public RowRuns get() {
        Module vector = ModuleLayer.boot().findModule(MODULE).orElse(null);
        if (vector == null) {
            return null;
        }
        // The module-info does not require it (see there): the engine's module reads it from now on.
        VectorLoader.class.getModule().addReads(vector);
        try {
            RowRuns runs = (RowRuns) Class.forName(RUNS_CLASS).getConstructor().newInstance();
            return runs.lanes() >= 4 ? runs : null;
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
