package dev.robots.core;

/**
 * What can be seen of a game at one moment: the field, the robots and the player. Both the live
 * {@link Game} and an immutable {@link Board} are views; the text renderer takes either.
 */
public sealed interface BoardView permits Board, Game {

    Field field();

    default int width() {
        return field().width();
    }

    default int height() {
        return field().height();
    }

    /** Whether a robot stands on {@code (x, y)}. */
    boolean hasRobot(int x, int y);

    int robotCount();

    int playerX();

    int playerY();
}
