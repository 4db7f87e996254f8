package dev.robots.cli.play;

import dev.robots.cli.options.ChargesOption;
import dev.robots.record.GameRecord;
import dev.robots.record.PositionDigest;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The {@code --record} file of {@code robots play}, in the protocol's record format (version 1,
 * {@code docs/cli.md}). Since a turn can be undone (even the last one of a game), a game's lines
 * are written when the next game starts or the session stops, with the turns as finally played:
 * replaying the record gives the game that was played. A person's quit is recorded as
 * {@code stop end-of-input}.
 */
final class PlayRecord implements AutoCloseable {
    /** The largest board {@code robots play} accepts: its {@code max-cells}. */
    static final int MAX_CELLS = 20_000;

    private final GameRecord record;
    private final List<String> turns = new ArrayList<>();
    private String gameLine;
    private String endLine;
    private int game;

    PlayRecord(GameRecord record) {
        this.record = record;
    }

    void session(long seed, OptionalInt charges) throws IOException {
        record.line("session format=" + GameRecord.FORMAT + " seed=" + seed + " charges="
                + ChargesOption.format(charges) + " max-cells=" + MAX_CELLS + " field=random");
    }

    /** A new game, seeded {@code seed}, whose start position is {@code start}'s. */
    void game(long seed, GameParameters parameters, Game start) throws IOException {
        if (gameLine != null) {
            writeGame();
        }
        game++;
        turns.clear();
        gameLine = "game " + game + " seed=" + seed + " w=" + parameters.width() + " h=" + parameters.height()
                + " r=" + parameters.robots() + " p=" + parameters.pits()
                + " start=" + PositionDigest.text(PositionDigest.start(start));
    }

    /** A turn played: its command, and the position it led to ({@code after}), as the protocol records them. */
    void turn(Command command, Game after) {
        turns.add(command.text() + " board=" + PositionDigest.text(PositionDigest.of(after)));
    }

    void undo() {
        turns.remove(turns.size() - 1);
        endLine = null;
    }

    /** The game ended (until an undo takes its last turn back). */
    void end(TurnResult.Ended ended) {
        endLine = "end turns=" + ended.turn() + " result=" + ended.line();
    }

    /** Writes the current game's lines and the stop line. */
    void stop() throws IOException {
        boolean ended = endLine != null;
        writeGame();
        record.line(ended ? "stop end-of-input" : "stop end-of-input game=" + game + " turns=" + turns.size());
    }

    /** Closes the record file (every line was written through already: a failing close loses nothing). */
    @Override
    public void close() {
        try {
            record.close();
        } catch (IOException e) {
            // nothing is lost
        }
    }

    private void writeGame() throws IOException {
        record.line(gameLine);
        for (int i = 0; i < turns.size(); i++) {
            record.line("turn " + (i + 1) + " " + turns.get(i));
        }
        if (endLine != null) {
            record.line(endLine);
        }
        gameLine = null;
        endLine = null;
    }
}
