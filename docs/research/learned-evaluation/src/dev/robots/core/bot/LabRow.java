// A research experiment, not part of the build: one decision of a collected game, as
// EvaluationLab writes it and FitTables reads it (docs/research/log.md, "A learned evaluation").
package dev.robots.core.bot;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One decision: the features {@link Evaluation} reads, whether the game was won, and the larger
 * search's values (none, or its best then the 18 commands'). Binary, big-endian, a row after
 * another: game, exit distance, row offset, wall, pits, safe moves, charges, missing robots, the
 * robots (a byte each: distance, plus 64 behind), won, the values.
 */
record LabRow(int game, int exitDistance, int rowOffset, boolean wall, int pits, int safe, int charges,
        int missing, byte[] robots, boolean won, float[] values) {
LabRow(int game, int exitDistance, int rowOffset, boolean wall, int pits, int safe, int charges,
            int missing, byte[] robots, boolean won) {
        this(game, exitDistance, rowOffset, wall, pits, safe, charges, missing, robots, won, new float[0]);
    }

    /** This decision in a game won or lost. */
    LabRow withOutcome(boolean outcome) {
        return new LabRow(game, exitDistance, rowOffset, wall, pits, safe, charges, missing, robots, outcome, values);
    }

    /** This decision with the larger search's values. */
    LabRow withValues(float[] labels) {
        return new LabRow(game, exitDistance, rowOffset, wall, pits, safe, charges, missing, robots, won, labels);
    }

    /** The big search's value of the position: its best command's mean value. */
    float value() {
        return values[0];
    }

    void write(DataOutputStream out) throws IOException {
        out.writeInt(game);
        out.writeShort(Math.min(exitDistance, 30000));
        out.writeByte(rowOffset);
        out.writeBoolean(wall);
        out.writeByte(pits);
        out.writeByte(safe);
        out.writeByte(charges);
        out.writeByte(missing);
        out.writeShort(robots.length);
        out.write(robots);
        out.writeBoolean(won);
        out.writeByte(values.length);
        for (float v : values) {
            out.writeFloat(v);
        }
    }

    static LabRow read(DataInputStream in) throws IOException {
        int game = in.readInt();
        int exit = in.readShort();
        int row = in.readByte();
        boolean wall = in.readBoolean();
        int pits = in.readByte();
        int safe = in.readByte();
        int charges = in.readByte();
        int missing = in.readByte();
        byte[] robots = new byte[in.readShort()];
        in.readFully(robots);
        boolean won = in.readBoolean();
        float[] values = new float[in.readUnsignedByte()];
        for (int i = 0; i < values.length; i++) {
            values[i] = in.readFloat();
        }
        return new LabRow(game, exit, row, wall, pits, safe, charges, missing, robots, won, values);
    }

    static List<LabRow> readAll(Path file) throws IOException {
        List<LabRow> rows = new ArrayList<>();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            while (true) {
                rows.add(read(in));
            }
        } catch (EOFException end) {
            return rows;
        }
    }
}
