package dev.robots.record;

import java.util.OptionalInt;

/**
 * One line of a record file (formats 1 to 4, see {@code docs/replay.md}), parsed on its own: the syntax
 * only. Whether the numbers fit together (turns counted from 1, the seed chain, the outcome) is
 * for the replay to check. Every writer of records writes its lines with {@link #text()}, here beside
 * {@link #parse}: the format is written and read in one place ({@code RecordLineTextTest} holds
 * {@code parse(text())} to the line).
 */
public sealed interface RecordLine {
    /** A session line's {@code charges=} for no limit. */
    String UNLIMITED_CHARGES = "unlimited";


    /** The line's number in its file, from 1 (0 for a line being written). */
    int line();

    /** The line as a record holds it, without its line end. */
    String text();

    /** {@code session format=F seed=S charges=N|unlimited max-cells=M field=random|PATH}, F 1 to 3. */
    record Session(int line, int format, long seed, OptionalInt charges, long maxCells, String field)
            implements RecordLine {
        /**
         * The session line this program writes: the current format, {@code field} the path as given
         * or {@code null} for random fields.
         */
        public static Session of(long seed, OptionalInt charges, long maxCells, String field) {
            return new Session(0, GameRecord.FORMAT, seed, charges, maxCells, field == null ? "random" : field);
        }

        @Override
        public String text() {
            String path = format >= 2 && !randomField() ? GameRecord.escape(field) : field;
            return "session format=" + format + " seed=" + seed + " charges="
                    + (charges.isPresent() ? Integer.toString(charges.getAsInt()) : UNLIMITED_CHARGES)
                    + " max-cells=" + maxCells + " field=" + path;
        }

        /** Whether the games start from random fields rather than a {@code --field} file. */
        public boolean randomField() {
            return "random".equals(field);
        }
    }

    /**
     * {@code game K seed=G w=W h=H r=R p=P start=D [variant=V level=L]}; {@code startDigest} is the
     * {@link PositionDigest} of the start, 16 hex digits ({@code null} in format 1); {@code variant}
     * and {@code level} name the game variant the start was drawn by and its level, from format 4:
     * {@value #SINGLE} and 1 (the statement's game, written without the two tokens) unless the line
     * names another.
     */
    record GameStart(int line, int number, long seed, int width, int height, int robots, int pits,
            String startDigest, String variant, int level) implements RecordLine {
        /** The statement's game: the variant of every game line that names none. */
        public static final String SINGLE = "single";

        /**
         * A game line.
         *
         * @throws IllegalArgumentException if the statement's game has a level other than 1
         */
        public GameStart {
            if (SINGLE.equals(variant) && level != 1) {
                throw new IllegalArgumentException(Expected.of("level " + level + " of the statement's game", 1));
            }
        }

        /** A game line of the statement's game. */
        public GameStart(int line, int number, long seed, int width, int height, int robots, int pits,
                String startDigest) {
            this(line, number, seed, width, height, robots, pits, startDigest, SINGLE, 1);
        }

        @Override
        public String text() {
            return "game " + number + " seed=" + seed + " w=" + width + " h=" + height + " r=" + robots + " p=" + pits
                    + (startDigest == null ? "" : " start=" + startDigest)
                    + (SINGLE.equals(variant) ? "" : " variant=" + variant + " level=" + level);
        }
    }

    /**
     * {@code turn T COMMAND board=D}, the command in its canonical form, {@code digest} the
     * {@link PositionDigest} after the turn ({@code null} in format 1).
     */
    record Turn(int line, int number, String command, String digest) implements RecordLine {
        @Override
        public String text() {
            return "turn " + number + " " + command + (digest == null ? "" : " board=" + digest);
        }
    }

    /** {@code end turns=T result=WIN|LOST BY ...}. */
    record End(int line, int turns, String result) implements RecordLine {
        @Override
        public String text() {
            return "end turns=" + turns + " result=" + result;
        }
    }

    /** {@code stop WHY [game=K turns=T]}; {@code game} and {@code turns} are -1 when absent. */
    record Stop(int line, String why, int game, int turns) implements RecordLine {
        @Override
        public String text() {
            return "stop " + why + (game < 0 ? "" : " game=" + game + " turns=" + turns);
        }
    }

    /**
     * Parses one line (without its line end).
     *
     * @param format the format of the session the line is in (0 before any): 2 and 3 have digests
     * @throws RecordFormatException naming the bad token
     */
    static RecordLine parse(int number, String text, int format) throws RecordFormatException {
        boolean isRecord = format > 0;
        LineTokens tokens = new LineTokens(number, text, isRecord);
        String kind = tokens.word("a line kind (session, game, turn, end, stop)");
        switch (kind) {
            case "session" -> {
                long version = tokens.number("format", 1, Integer.MAX_VALUE);
                if (version > GameRecord.FORMAT) {
                    throw tokens.error(Expected.of("format=" + version, "1 to " + GameRecord.FORMAT));
                }
                long seed = tokens.number("seed", Long.MIN_VALUE, Long.MAX_VALUE);
                String chargesText = tokens.value("charges");
                OptionalInt charges = UNLIMITED_CHARGES.equals(chargesText) ? OptionalInt.empty()
                        : OptionalInt.of((int) tokens.parse("charges", chargesText, 0, Integer.MAX_VALUE));
                long maxCells = tokens.number("max-cells", 2, Long.MAX_VALUE);
                String field = tokens.rest("field");
                if (version >= 2) {
                    // Format 2 escapes the path (GameRecord.escape): a newline in it cannot forge a line.
                    try {
                        field = GameRecord.unescape(field);
                    } catch (IllegalArgumentException e) {
                        throw tokens.error("field=: " + e.getMessage());
                    }
                }
                return new Session(number, (int) version, seed, charges, maxCells, field);
            }
            case "game" -> {
                int game = (int) tokens.bare("game number", 1, Integer.MAX_VALUE);
                long seed = tokens.number("seed", Long.MIN_VALUE, Long.MAX_VALUE);
                int width = (int) tokens.number("w", 0, Integer.MAX_VALUE);
                int height = (int) tokens.number("h", 0, Integer.MAX_VALUE);
                int robots = (int) tokens.number("r", 0, Integer.MAX_VALUE);
                int pits = (int) tokens.number("p", 0, Integer.MAX_VALUE);
                String digest = format >= 2 ? tokens.digest("start") : null;
                String variant = GameStart.SINGLE;
                int level = 1;
                if (format >= 4 && !tokens.atEnd()) {
                    variant = tokens.value("variant");
                    if (!variant.matches("[A-Za-z0-9-]{1,40}")) {
                        throw tokens.error(Expected.of("variant=" + MessageText.quote(variant),
                                "1 to 40 letters, digits or -"));
                    }
                    level = (int) tokens.number("level", 1, Integer.MAX_VALUE);
                }
                tokens.end();
                return new GameStart(number, game, seed, width, height, robots, pits, digest, variant, level);
            }
            case "turn" -> {
                int turn = (int) tokens.bare("turn number", 1, Integer.MAX_VALUE);
                String command = tokens.word("a command");
                String digest = format >= 2 ? tokens.digest("board") : null;
                tokens.end();
                return new Turn(number, turn, command, digest);
            }
            case "end" -> {
                int turns = (int) tokens.number("turns", 0, Integer.MAX_VALUE);
                String result = tokens.rest("result");
                if (!result.equals("WIN") && !result.startsWith("LOST BY ")) {
                    throw tokens.error(Expected.of("result=" + MessageText.quote(result), "WIN or LOST BY ..."));
                }
                return new End(number, turns, result);
            }
            case "stop" -> {
                String why = tokens.word("why the session stopped");
                if (tokens.atEnd()) {
                    return new Stop(number, why, -1, -1);
                }
                int game = (int) tokens.number("game", 1, Integer.MAX_VALUE);
                int turns = (int) tokens.number("turns", 0, Integer.MAX_VALUE);
                tokens.end();
                return new Stop(number, why, game, turns);
            }
            default -> throw tokens.error(Expected.of("unknown line kind " + MessageText.quote(kind),
                    "session, game, turn, end or stop"));
        }
    }
}
