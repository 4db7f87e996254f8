package dev.robots.web;

import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/**
 * A game as the page reads it, the game it holds or a replayed one: every property reads the game
 * as it is now (a view, not a copy), cells as flat int arrays of x, y pairs in the order the core
 * visits them (row by row). The page draws from these; the protocol's text of the same position goes
 * to {@code #field-text}, where the tests hold it to the CLI's.
 */
public final class GameView {
    private final Game game;

    GameView(Game game) {
        this.game = game;
    }

    /** Turns played. */
    @JSExport
    @JSProperty
    public int getTurn() {
        return game.turn();
    }

    /** Charges left, or -1 for a game without charges. */
    @JSExport
    @JSProperty
    public int getCharges() {
        return game.chargesLeft().orElse(-1);
    }

    /** Robots on the field. */
    @JSExport
    @JSProperty
    public int getRobotCount() {
        return game.robotCount();
    }

    /** The player's column. */
    @JSExport
    @JSProperty
    public int getPlayerX() {
        return game.playerX();
    }

    /** The player's row. */
    @JSExport
    @JSProperty
    public int getPlayerY() {
        return game.playerY();
    }

    /** The field's width. */
    @JSExport
    @JSProperty
    public int getWidth() {
        return game.parameters().width();
    }

    /** The field's height. */
    @JSExport
    @JSProperty
    public int getHeight() {
        return game.parameters().height();
    }

    /** The size as {@code W,H,R,P}: the setup's four numbers, the key of the page's scores. */
    @JSExport
    @JSProperty
    public String getSize() {
        GameParameters p = game.parameters();
        return p.width() + "," + p.height() + "," + p.robots() + "," + p.pits();
    }

    /** How the game ended ({@link Ending}): {@code "won"}, {@code "hit"}, {@code "fall"}, {@code "capture"} or {@code ""}. */
    @JSExport
    @JSProperty
    public String getEnding() {
        return Ending.of(game.outcome());
    }

    /** The protocol's end line ({@code WIN}, {@code LOST BY ...}) to show, or {@code ""}. */
    @JSExport
    @JSProperty
    public String getOutcome() {
        return game.outcome().map(TurnResult.Ended::line).orElse("");
    }

    /** The robots on the board now, x, y pairs. */
    @JSExport
    public int[] robots() {
        CellList cells = new CellList();
        game.forEachRobot(cells::add);
        return cells.toArray();
    }

    /** The pits, x, y pairs (they never change during a game). */
    @JSExport
    public int[] pits() {
        CellList cells = new CellList();
        game.field().forEachPit(cells::add);
        return cells.toArray();
    }

    /** The field in the protocol's text, or the end line once the game ended (as protocol mode prints). */
    @JSExport
    public String fieldText() {
        return game.outcome().map(ended -> ended.line() + "\n").orElseGet(() -> TextFormat.render(game));
    }

    /** The field in the protocol's text, also after the end (the player on the cell where it ended). */
    @JSExport
    public String boardText() {
        return TextFormat.render(game);
    }
}
