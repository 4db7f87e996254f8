package dev.robots.core.engine;

import dev.robots.core.Event;
import dev.robots.core.engine.SequentialResolver.Walk;
import java.util.function.Consumer;

/**
 * The sequential resolver made to take one walk every step, whatever the board's density (the
 * robots are converted to the walk's representation first): so the resolver contract and the
 * differential games run against the list walk on boards where the default would not pick it.
 */
public final class ForcedWalk implements RobotStep {
    private final Walk walk;

    /** The sequential resolver, always by {@code walk}. */
    public ForcedWalk(Walk walk) {
        this.walk = walk;
    }

    @Override
    public boolean step(FieldBits field, Robots robots, int px, int py, Consumer<? super Event> events) {
        return SequentialResolver.step(field, robots, px, py, events, walk);
    }

    @Override
    public String name() {
        return "sequential, " + walk + " walk forced";
    }
}
