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
        Game g = Game.builder(GameParameters.of(4, 3, 1, 1)).random(RandomSource.seeded(1)).build();
        assertSame(Resolver.sequential(), g.resolver());
    }
}
