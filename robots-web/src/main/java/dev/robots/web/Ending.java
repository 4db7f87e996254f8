package dev.robots.web;

import dev.robots.core.LossReason;
import dev.robots.core.TurnResult;
import java.util.Locale;
import java.util.Optional;

/**
 * How a game ended, as the page's script tells endings apart: {@code "won"}, {@code "hit"},
 * {@code "fall"}, {@code "capture"}, or {@code ""} while it goes on. The script shows the protocol's
 * end line beside it and never reads the line to learn what happened.
 */
final class Ending {
    private Ending() {
    }

    static String of(Optional<TurnResult.Ended> outcome) {
        return outcome.map(Ending::of).orElse("");
    }

    static String of(TurnResult.Ended ended) {
        return ended instanceof TurnResult.Lost lost ? of(lost.reason()) : "won";
    }

    static String of(LossReason reason) {
        return reason.name().toLowerCase(Locale.ROOT);
    }
}
