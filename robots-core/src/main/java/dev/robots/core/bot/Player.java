package dev.robots.core.bot;

import dev.robots.core.Command;

/** Something that plays the game: given what it sees, it chooses the next command. */
@FunctionalInterface
public interface Player {

    /**
     * Chooses a command for {@code situation}. It must be one the game accepts: its move stays on
     * the field and it uses a charge only if one is left.
     */
    Command choose(Situation situation);
}
