package dev.robots.cli.check.model;

import dev.robots.cli.text.Expected;

/**
 * A command the rules accept: an optional charge, then a step of {@code dx}, {@code dy} (each -1, 0
 * or 1). The checker's own type, so that it does not depend on the engine's command parser.
 */
public record Move(int dx, int dy, boolean charge) {

    public Move {
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1) {
            throw new IllegalArgumentException(Expected.of("step: (" + dx + ", " + dy + ")", "each -1, 0 or 1"));
        }
    }

    /** The same step without the charge: the command as played when its {@code K} does nothing. */
    public Move withoutCharge() {
        return new Move(dx, dy, false);
    }

    /** Whether the player stays where it is. */
    public boolean stays() {
        return dx == 0 && dy == 0;
    }

    /** The canonical letters: vertical, horizontal, then K; W for a plain wait. */
    public String letters() {
        StringBuilder sb = new StringBuilder(3);
        if (dy != 0) {
            sb.append(dy < 0 ? 'U' : 'D');
        }
        if (dx != 0) {
            sb.append(dx < 0 ? 'L' : 'R');
        }
        if (charge) {
            sb.append('K');
        }
        return sb.length() == 0 ? "W" : sb.toString();
    }

    /** In words, for reports: "charge, then move up-left". */
    public String describe() {
        String step;
        if (stays()) {
            step = "stay";
        } else {
            String v = dy < 0 ? "up" : dy > 0 ? "down" : "";
            String h = dx < 0 ? "left" : dx > 0 ? "right" : "";
            step = "move " + (v.isEmpty() || h.isEmpty() ? v + h : v + "-" + h);
        }
        return charge ? "charge, then " + step : step;
    }

    @Override
    public String toString() {
        return letters();
    }
}
