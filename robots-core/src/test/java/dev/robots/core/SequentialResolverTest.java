package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The resolver contract for the default, single-threaded resolver. */
class SequentialResolverTest extends ResolverContractTest {

    @Override
    protected Resolver resolver() {
        return Resolver.sequential();
    }

    @Test
    void isTheDefault() {
        Game g = Game.start(GameParameters.of(4, 3, 1, 1), RandomSource.seeded(1));
        assertSame(Resolver.sequential(), g.resolver());
    }
}
