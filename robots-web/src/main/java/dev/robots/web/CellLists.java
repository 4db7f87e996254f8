package dev.robots.web;

import dev.robots.core.CellVisitor;
import dev.robots.core.Game;
import java.util.function.Consumer;

/**
 * Cells as the page's script reads them: {@code x,y,x,y,...} in decimal, the order the core
 * visits them in (row by row), {@code ""} for none. The page draws from these lists; the protocol's
 * text of the same position stays in {@code #field-text}, where the tests hold it to the CLI's.
 */
final class CellLists {
    private CellLists() {
    }

    /** The pits of {@code game}'s field (they never change during a game). */
    static String pits(Game game) {
        return of(visitor -> game.field().forEachPit(visitor));
    }

    /** The robots on {@code game}'s board now. */
    static String robots(Game game) {
        return of(game::forEachRobot);
    }

    private static String of(Consumer<CellVisitor> cells) {
        StringBuilder text = new StringBuilder();
        cells.accept((x, y) -> text.append(text.length() == 0 ? "" : ",").append(x).append(',').append(y));
        return text.toString();
    }
}
