package dev.robots.cli.play;

import dev.robots.record.GameRecord;
import dev.robots.record.PositionDigest;
import dev.robots.record.RecordLine;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * The {@code --record} file of {@code robots play}, in the protocol's record format
 * ({@code docs/replay.md}). It holds the turns as played, never an undone one, so a replay gives the
 * game that was played. On a regular file it keeps the protocol's rule: every line is written as it
 * happens, so a process stopped at any moment (a signal, {@code kill -9}) leaves every turn played so
 * far, and the record replays up to there; an undo takes the undone turn's line (and the game's end
 * line, if it ended on that turn) back out of the file. A pipe or a device cannot take a line back:
 * there a game's lines are held and written when the game is over (the next game starts or the
 * session stops). A person's quit is recorded as {@code stop end-of-input}.
 */
final class PlayRecord implements AutoCloseable {
    /** The largest board {@code robots play} accepts: its {@code max-cells}. */
    static final int MAX_CELLS = 20_000;

    private final GameRecord record;
    /** The current game's lines not written yet: on a record that cannot take a line back, else none. */
    private final List<String> held = new ArrayList<>();
    /** Where each turn line of the current game begins: in the file, or in {@link #held}. */
    private long[] turnStarts = new long[64];
    private int turns;
    private boolean ended;
    private int game;

    PlayRecord(GameRecord record) {
        this.record = record;
    }

    void session(long seed, OptionalInt charges) throws IOException {
        write(RecordLine.Session.of(seed, charges, MAX_CELLS, null).text());
    }

    /**
     * A new game, seeded {@code seed}, at {@code level} of {@code variant}, whose start position is
     * {@code start}'s; the line names the variant and level unless it is the statement's game.
     */
    void game(long seed, Variant variant, int level, Game start) throws IOException {
        writeHeld();
        game++;
        turns = 0;
        ended = false;
        GameParameters p = variant.parameters(level);
        String digest = PositionDigest.text(PositionDigest.start(start));
        boolean single = variant.name().equals(RecordLine.GameStart.SINGLE);
        write(new RecordLine.GameStart(0, game, seed, p.width(), p.height(), p.robots(), p.pits(), digest,
                variant.name(), single ? 1 : level).text());
    }

    /** A turn played: its command, and the position it led to ({@code after}), as the protocol records them. */
    void turn(Command command, Game after) throws IOException {
        if (turns == turnStarts.length) {
            turnStarts = Arrays.copyOf(turnStarts, turns * 2);
        }
        turnStarts[turns] = position();
        write(new RecordLine.Turn(0, turns + 1, command.text(), PositionDigest.text(PositionDigest.of(after))).text());
        turns++;
    }

    /** The last turn taken back: its line, and the end line written after it, leave the file. */
    void undo() throws IOException {
        turns--;
        if (record.canTakeBack()) {
            record.takeBack(turnStarts[turns]);
        } else {
            held.subList((int) turnStarts[turns], held.size()).clear();
        }
        ended = false;
    }

    /** The game ended (until an undo takes its last turn back). */
    void end(TurnResult.Ended result) throws IOException {
        write(new RecordLine.End(0, result.turn(), result.line()).text());
        ended = true;
    }

    /** The session ends: the stop line, naming the game left unfinished if any. */
    void stop() throws IOException {
        write(new RecordLine.Stop(0, "end-of-input", ended || game == 0 ? -1 : game, turns).text());
        writeHeld();
    }

    private long position() throws IOException {
        return record.canTakeBack() ? record.length() : held.size();
    }

    private void write(String line) throws IOException {
        if (record.canTakeBack()) {
            record.line(line);
        } else {
            held.add(line);
        }
    }

    private void writeHeld() throws IOException {
        for (String line : held) {
            record.line(line);
        }
        held.clear();
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
}
