package dev.robots.core.engine;

import dev.robots.core.Event;
import java.util.function.Consumer;

/**
 * The simultaneous robot move of a turn (docs/rules.md, "A turn", step 4), as the engine's
 * resolvers do it: every robot steps one cell straight toward the player, deciding from the
 * positions before the step; a robot arriving on a pit is gone; robots arriving on one cell merge
 * into one. The public {@code Resolver} names one of these ({@link SequentialResolver},
 * {@link ParallelResolver}); all give identical positions, bit for bit.
 */
public interface RobotStep {
    /**
     * Moves every robot in {@code robots} toward {@code (px, py)} on {@code field}.
     *
     * @param events receives {@link Event.FellIntoPit} and {@link Event.Merged}, or {@code null}
     * @return whether a robot arrived on the player's cell
     */
    boolean step(FieldBits field, Robots robots, int px, int py, Consumer<? super Event> events);

    /** A short name for reports. */
    String name();
}
