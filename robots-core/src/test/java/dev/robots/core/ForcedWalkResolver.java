package dev.robots.core;

import dev.robots.core.SequentialResolver.Walk;
import java.util.function.Consumer;

/**
 * The sequential resolver made to take one walk every step, whatever the board's density (the
 * robots are converted to the walk's representation first): so the resolver contract and the
 * differential games run against the list walk on boards where the default would not pick it.
 */
final class ForcedWalkResolver extends Resolver {
    private final Walk walk;

    ForcedWalkResolver(Walk walk) {
        this.walk = walk;
    }

    @Override
    boolean step(Field field, Robots robots, int px, int py, Consumer<? super Event> events) {
        return SequentialResolver.step(field, robots, px, py, events, walk);
    }

    @Override
    public String name() {
        return "sequential, " + walk + " walk forced";
    }
}
