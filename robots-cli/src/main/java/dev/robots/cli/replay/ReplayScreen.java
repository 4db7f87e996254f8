package dev.robots.cli.replay;

import dev.robots.cli.options.ChargesOption;
import dev.robots.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text of the replay screen around the field: its title, the side panel and the help overlay.
 * The {@link ReplayPlayer}'s state goes in, lines come out; nothing here changes a game.
 */
final class ReplayScreen {
    static final List<String> HELP = List.of(
            "robots replay plays the games of a record again, turn by turn,",
            "from each game's seed and its recorded commands.",
            "",
            "  space     pause, or play on",
            "  -> or l   one turn forward (pauses)",
            "  <- or h   one turn back (pauses)",
            "  Home End  the game's start, its last recorded turn",
            "  n  p      the next game, the previous game",
            "  +  -      twice as fast, half as fast",
            "  q         quit (Ctrl-C too)    Ctrl-L redraw",
            "",
            "Cells where something happened this turn are in reverse video;",
            "the cell that ended the game is on red.",
            "",
            "Press any key to go back.");

    private ReplayScreen() {
    }

    /** The title line: the record, the game shown and its start. */
    static String title(String recordName, ReplayTape tape, int index) {
        var start = tape.get(index).recorded().start();
        return "robots replay  " + recordName + "  game " + (index + 1) + " of " + tape.size() + "  seed "
                + start.seed() + "  " + start.width() + "x" + start.height() + "  R " + start.robots() + "  P "
                + start.pits();
    }

    /** The side panel for game {@code index} of {@code tape}, shown at {@code game}'s position. */
    static List<String> panel(ReplayTape tape, int index, Game game, boolean playing, double speed) {
        ReplayTape.Entry entry = tape.get(index);
        var start = entry.recorded().start();
        List<String> panel = new ArrayList<>();
        panel.add("Game    " + (index + 1) + " of " + tape.size()
                + (tape.get(tape.size() - 1).session() > 1 ? " (session " + entry.session() + ")" : ""));
        panel.add("Turn    " + game.turn() + " of " + entry.turns());
        panel.add("Command " + (game.turn() == 0 ? "-" : entry.commands().get(game.turn() - 1).text()));
        panel.add("Robots  " + game.robotCount());
        panel.add("Charges " + ChargesOption.formatLeft(game.chargesLeft()));
        panel.add("Seed    " + start.seed());
        panel.add("Field   " + (entry.header().randomField() ? "random" : shortened(entry.header().field(), 24)));
        panel.add("Result  " + outcome(entry));
        panel.add((playing ? "PLAYING " : "PAUSED  ") + speedText(speed) + " turns/s");
        panel.add("");
        panel.add("space   pause/play");
        panel.add("<- ->   step");
        panel.add("n p     next/prev game");
        panel.add("+ -     speed");
        panel.add("? help  q quit");
        return panel;
    }

    /** Turns a second as the panel and the messages show them: whole numbers without decimals. */
    static String speedText(double speed) {
        return speed == Math.rint(speed) ? Long.toString((long) speed) : String.format(Locale.ROOT, "%.2f", speed);
    }

    /** The recorded outcome, one line for the panel. */
    static String outcome(ReplayTape.Entry entry) {
        return entry.cutShort() ? "cut short after turn " + entry.turns()
                : entry.recorded().end().result() + " on turn " + entry.recorded().end().turns();
    }

    /** {@code text}, or its end after "..." when it is longer than {@code max} characters. */
    private static String shortened(String text, int max) {
        return text.length() <= max ? text : "..." + text.substring(text.length() - (max - 3));
    }
}
