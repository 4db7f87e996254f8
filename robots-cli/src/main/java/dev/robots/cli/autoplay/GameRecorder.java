package dev.robots.cli.autoplay;

import dev.robots.record.GameRecord;
import dev.robots.record.PositionDigest;
import dev.robots.record.RecordLine;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * {@code autoplay --record}: writes played games in the record format of {@code docs/replay.md}
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
            lines.append(RecordLine.Session.of(seed, settings.charges(), AutoplayCommand.MAX_CELLS, null).text())
                    .append('\n')
                    .append(new RecordLine.GameStart(0, 1, seed, settings.size().width(), settings.size().height(),
                            settings.size().robots(), settings.size().pits(),
                            PositionDigest.text(PositionDigest.start(game))).text()).append('\n');
        }

        void turn(Command command, Game game) {
            lines.append(new RecordLine.Turn(0, game.turn(), command.text(), PositionDigest.text(PositionDigest.of(game)))
                    .text()).append('\n');
        }

        void end(Game game) {
            if (game.outcome().isPresent()) {
                TurnResult.Ended end = game.outcome().get();
                lines.append(new RecordLine.End(0, end.turn(), end.line()).text()).append('\n');
            } else {
                lines.append(new RecordLine.Stop(0, "turn-limit", 1, game.turn()).text()).append('\n');
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
