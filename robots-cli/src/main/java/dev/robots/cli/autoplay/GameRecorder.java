package dev.robots.cli.autoplay;

import dev.robots.cli.options.ChargesOption;
import dev.robots.record.GameRecord;
import dev.robots.record.PositionDigest;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * {@code autoplay --record}: writes played games in the record format of {@code docs/cli.md}
 * ({@link GameRecord#FORMAT}), each game as a session of its own ({@code session seed=} the game's
 * seed, one {@code game 1}), since the games are written as they finish and {@code --record-losses}
 * leaves some out. So {@code robots replay} checks and draws them, and {@code robots --seed G}
 * replays one by hand.
 * A game cut off at the turn limit ends with {@code stop turn-limit game=1 turns=T}. Games are
 * written whole, one at a time, in the order they finish (with {@code --threads 1}, in game order).
 */
final class GameRecorder {
    private final GameRecord record;
    private final boolean lossesOnly;

    GameRecorder(GameRecord record, boolean lossesOnly) {
        this.record = record;
        this.lossesOnly = lossesOnly;
    }

    /** The lines of one game, gathered while it is played. */
    static final class GameLog {
        private final StringBuilder lines = new StringBuilder();

        GameLog(long seed, RunSettings settings, Game game) {
            lines.append("session format=").append(GameRecord.FORMAT).append(" seed=").append(seed)
                    .append(" charges=").append(ChargesOption.format(settings.charges()))
                    .append(" max-cells=").append(AutoplayCommand.MAX_CELLS).append(" field=random\n")
                    .append("game 1 seed=").append(seed).append(" w=").append(settings.size().width())
                    .append(" h=").append(settings.size().height()).append(" r=").append(settings.size().robots())
                    .append(" p=").append(settings.size().pits()).append(" start=")
                    .append(PositionDigest.text(PositionDigest.start(game))).append('\n');
        }

        void turn(Command command, Game game) {
            lines.append("turn ").append(game.turn()).append(' ').append(command.text()).append(" board=")
                    .append(PositionDigest.text(PositionDigest.of(game))).append('\n');
        }

        void end(Game game) {
            if (game.outcome().isPresent()) {
                TurnResult.Ended end = game.outcome().get();
                lines.append("end turns=").append(end.turn()).append(" result=").append(end.line()).append('\n');
            } else {
                lines.append("stop turn-limit game=1 turns=").append(game.turn()).append('\n');
            }
        }
    }

    /** Writes a finished game, unless only losses are kept and it was won. */
    synchronized void write(GameLog log, Autoplay.Outcome outcome) {
        if (lossesOnly && outcome == Autoplay.Outcome.WIN) {
            return;
        }
        String text = log.lines.toString();
        try {
            record.line(text.substring(0, text.length() - 1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
