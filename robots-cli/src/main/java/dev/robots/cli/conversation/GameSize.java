package dev.robots.cli.conversation;

import dev.robots.cli.process.ProgramProcess;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The four INIT numbers the checker or the bot sends for a game: width, height, robots, pits.
 * Valid by {@code docs/rules.md}, "The field" (pits leave every corner but the player's and the exit's free), and
 * at most {@link #MAX_CELLS} cells, a size the checker's plain model still handles quickly, and
 * {@link #MAX_WIDTH} columns, so that a row fits in a line the checker reads.
 */
public record GameSize(int width, int height, int robots, int pits) {
    public static final long MAX_CELLS = 1_000_000;
    /** The widest field whose rows (2W-1 characters) the checker's line reader takes whole. */
    public static final long MAX_WIDTH = (ProgramProcess.MAX_LINE + 1) / 2;

    /** The statement's field: 30 by 17, 20 robots, 40 pits. */
    public static final GameSize STATEMENT = new GameSize(30, 17, 20, 40);

    public GameSize {
        String problem = problem(width, height, robots, pits);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /** The first limit broken, as one line, or {@code null}. */
    public static String problem(long width, long height, long robots, long pits) {
        if (width < 2) {
            return Expected.of("width: " + width, ">= 2");
        }
        if (height < 1) {
            return Expected.of("height: " + height, ">= 1");
        }
        if (robots < 0) {
            return Expected.of("robots: " + robots, ">= 0");
        }
        if (pits < 0) {
            return Expected.of("pits: " + pits, ">= 0");
        }
        long cells = width * height; // both below 2^31: no overflow in a long
        if (cells > MAX_CELLS) {
            return Expected.of("size: " + width + " x " + height + " = " + cells + " cells", "at most " + MAX_CELLS);
        }
        if (width > MAX_WIDTH) {
            return Expected.of("width: " + width, "at most " + MAX_WIDTH + ", so that a row of 2W-1 characters fits in"
                    + " a line of " + ProgramProcess.MAX_LINE);
        }
        long mid = height / 2;
        long otherCorners = height == 1 ? 0 : (mid == 0 || mid == height - 1) ? 2 : 4;
        long pitRoom = cells - 2 - otherCorners;
        if (pits > pitRoom) {
            return Expected.of("pits: " + pits, "<= " + pitRoom + " = cells - player - exit - free corners");
        }
        if (robots + pits > cells - 2) {
            return Expected.of("robots + pits: " + (robots + pits), "<= " + (cells - 2) + " = cells - player - exit");
        }
        return null;
    }

    /** The INIT answer: {@code "W H R P"}. */
    public String initLine() {
        return width + " " + height + " " + robots + " " + pits;
    }

    /** As the option takes it: {@code W,H,R,P}. */
    public String option() {
        return width + "," + height + "," + robots + "," + pits;
    }

    @Override
    public String toString() {
        return width + "x" + height + " R=" + robots + " P=" + pits;
    }

    /** Reads {@code W,H,R,P} for picocli. */
    public static final class Converter implements ITypeConverter<GameSize> {
        @Override
        public GameSize convert(String value) {
            String[] parts = value.split(",", -1);
            if (parts.length != 4) {
                throw new TypeConversionException(Expected.of(Texts.quote(value), "W,H,R,P, four integers"));
            }
            long[] n = new long[4];
            for (int i = 0; i < 4; i++) {
                String p = parts[i].trim();
                if (!p.matches("[0-9]{1,9}")) {
                    throw new TypeConversionException(Expected.of(Texts.quote(value) + ": " + Texts.quote(p)
                            + " is not a number from 0 to 999999999", "W,H,R,P"));
                }
                n[i] = Long.parseLong(p);
            }
            String problem = problem(n[0], n[1], n[2], n[3]);
            if (problem != null) {
                throw new TypeConversionException(Texts.quote(value) + ": " + problem);
            }
            return new GameSize((int) n[0], (int) n[1], (int) n[2], (int) n[3]);
        }
    }
}
