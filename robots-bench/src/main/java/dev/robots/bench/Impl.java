package dev.robots.bench;

import dev.robots.core.Resolver;

/** The resolvers compared in one run: the engine's two and the bench module's own baselines. */
public enum Impl {
    /** {@code Resolver.sequential()}: the engine's default, single-threaded. */
    CORE {
        @Override
        Stepper stepper(Position start) {
            return new Stepper.Core(start, Resolver.sequential());
        }
    },
    /** {@code Resolver.parallel(2)}: bands of rows on two threads. */
    PARALLEL {
        @Override
        Stepper stepper(Position start) {
            return new Stepper.Core(start, Resolver.parallel(2));
        }
    },
    /** {@link dev.robots.bench.baseline.ObjectResolver}: HashSet of position records. */
    OBJECT {
        @Override
        Stepper stepper(Position start) {
            return new Stepper.ObjectBaseline(start);
        }
    },
    /** {@link dev.robots.bench.baseline.ArenaResolver}: one byte per cell, every cell scanned. */
    ARENA {
        @Override
        Stepper stepper(Position start) {
            return new Stepper.ArenaBaseline(start);
        }
    };

    abstract Stepper stepper(Position start);
}
