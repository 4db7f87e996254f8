package dev.robots.cli.play;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.terminal.Frame;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.bot.MoveSafety;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the full-screen game shows, as a {@link Frame}: the title, the board with its marks (the
 * safe cells around the player when they are shown), the panel (the game's state, then a blank
 * line, then the key legend: {@link BoardScreen} folds the two side by side under the board when
 * the screen is short), the help, and the message line.
 */
final class SessionView {
    static final List<String> HELP = List.of(
            "Reach the exit < on the left. Robots X step toward you every turn,",
            "all at once: lure them into pits 0 and into each other.",
            "",
            "  y k u    move one cell; . or space waits; arrow keys,",
            "  h . l    Home End PgUp PgDn and the keypad move too",
            "  b j n    (the keypad with NumLock off: digits are counts)",
            "",
            "  5.  a count, then a move, a wait or z: that many times",
            "  w   wait until a robot is next to you      c  arm the charge",
            "  a   the autopilot's move (a again plays)   z  undo a turn",
            "  A   the autopilot plays on (any key stops) s  safe cells +",
            "  ?   this help      q  quit      Ctrl-L redraw  Ctrl-Z suspend",
            "  g   at a game's end: the campaign, or the statement's game",
            "",
            "A move that loses at once (onto a robot, into a pit, or where a",
            "robot reaches you) asks first: Enter plays it, another key not;",
            "a held key's repeats do not answer. Counts, w and A stop before",
            "such a move. A game counts in the scores at its first end.",
            "",
            "Press any key to go back to the game.");

    static final List<String> LEGEND = List.of(
            "y k u   . wait",
            " \\|/    w wait for X",
            "h-.-l   5. 5 turns",
            " /|\\    c charge",
            "b j n   z undo",
            "a hint  A autopilot",
            "s safe  ? help  q quit");

    private static final String[] KEYS = {"y", "k", "u", "h", ".", "l", "b", "j", "n"};
    private static final String[] NAMES = {"up-left", "up", "up-right", "left", "wait", "right", "down-left", "down",
        "down-right"};

    private SessionView() {
    }

    /** A command as the keys that play it, e.g. "c then h (left), firing a charge". */
    static String describe(Command command) {
        int index = MoveSafety.index(command.dx(), command.dy());
        String move = KEYS[index] + " (" + NAMES[index] + ")";
        return command.charge() ? "c then " + move + ", firing a charge" : move;
    }

    /** The frame for {@code played} now; {@code help} in place of the board, safe cells marked when {@code showSafe}. */
    static Frame frame(PlayedGame played, boolean help, boolean showSafe) {
        Game game = played.game();
        GameParameters parameters = played.parameters();
        String title = "robots  game " + played.number() + (played.levels() > 1 ? "  level " + played.level() : "")
                + "  seed " + played.seed() + "  " + parameters.width()
                + "x" + parameters.height() + "  R " + parameters.robots() + "  P " + parameters.pits();
        Map<Integer, Frame.Mark> shown = new HashMap<>(played.marks());
        List<String> safeKeys = new ArrayList<>();
        if (!game.isOver()) {
            List<MoveSafety.Verdict> verdicts = MoveSafety.around(game, played.armed());
            int width = game.field().width();
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (verdicts.get(MoveSafety.index(dx, dy)) instanceof MoveSafety.Verdict.Safe) {
                        safeKeys.add(KEYS[MoveSafety.index(dx, dy)]);
                        if (showSafe && (dx != 0 || dy != 0)) {
                            // Above every other highlight: the marks always equal the panel's Safe: list.
                            shown.put((game.playerY() + dy) * width + game.playerX() + dx, Frame.Mark.SAFE);
                        }
                    }
                }
            }
        }
        return new Frame(title, game.board(), help ? HELP : List.of(), panel(played, safeKeys), played.message(),
                shown);
    }

    private static List<String> panel(PlayedGame played, List<String> safeKeys) {
        Game game = played.game();
        List<String> lines = new ArrayList<>();
        if (played.levels() > 1) {
            lines.add("Level   " + played.level() + " of " + played.levels());
        }
        lines.add("Turn    " + (game.turn() + (game.isOver() ? 0 : 1)));
        lines.add("Robots  " + game.robotCount());
        lines.add("Charges " + ChargesOption.format(game.chargesLeft()) + (played.armed() ? " ARMED" : ""));
        if (game.isOver()) {
            lines.add(game.outcome().orElseThrow().line());
            lines.addAll(played.scoreLines());
        } else {
            lines.add(safeKeys.isEmpty() ? "No safe move!" : "Safe: " + String.join(" ", safeKeys));
        }
        lines.add("");
        lines.addAll(LEGEND);
        return lines;
    }
}
