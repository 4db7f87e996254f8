package dev.robots.cli.replay;

import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.io.OutputFile;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.MaxCells;
import dev.robots.cli.options.SeedOption;
import dev.robots.cli.pages.PageText;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordedGame;
import dev.robots.record.RecordedSession;
import dev.robots.cli.text.Texts;
import dev.robots.core.Event;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code replay --html}: collects the replayed games turn by turn and writes them into one
 * self-contained page (the template {@code replay-page.html}: inline SVG, CSS and script, nothing
 * fetched). The page's data is one JavaScript object; see the template for how it is drawn.
 *
 * <p>Bounds, so that any record gives a page a browser can open: a board wider than
 * {@link #MAX_COLUMNS} or taller than {@link #MAX_ROWS} squares is drawn at one square per block
 * of k x k cells (a block shows a robot, pit or event if any of its cells has one); and the page
 * holds at most {@link #MAX_POSITIONS} drawn positions in all: the turns (and games) after that
 * are left out. The page says both.
 */
final class HtmlPage implements Replayer.Watcher {
    static final int MAX_COLUMNS = 320;
    static final int MAX_ROWS = 200;
    /** Robot squares, pits and markers over all games and turns. */
    static final long MAX_POSITIONS = 1_500_000;
    /** Cells read to find the robots, over all games and turns (each turn reads the whole board). */
    static final long MAX_CELLS_SCANNED = 300_000_000L;
    /** Characters of game data a page holds; a record that needs more is refused ({@link TooBig}). */
    static final int MAX_DATA_CHARS = 32 << 20;
    private static final String TEMPLATE = "replay-page.html";
    private static final String DATA_MARK = "/*REPLAY-DATA*/";

    private final String title;
    private final Path record;
    private final StringBuilder games = new StringBuilder();
    private final PositionWriter positions = new PositionWriter(games);
    private int gamesStarted;
    private int gamesDrawn;
    private long turnsLeftOut;
    // The game being collected.
    private boolean drawing;

    private final long maxPositions;
    /** The words that start this program, for the page's re-create command ({@link Invocation}). */
    private final List<String> program;
    private final long maxDataChars;

    /** The page of the record at {@code record} (its file name the title). */
    HtmlPage(Path record) {
        this(record, MAX_POSITIONS, Invocation.words());
    }

    /**
     * A page that holds at most {@code maxPositions} positions (tests use a small bound) and whose
     * commands start with {@code program}.
     */
    HtmlPage(Path record, long maxPositions, List<String> program) {
        this(record, maxPositions, program, MAX_DATA_CHARS);
    }

    /** A page with a bound on its data too (tests use a small one). */
    HtmlPage(Path record, long maxPositions, List<String> program, long maxDataChars) {
        Path fileName = record.getFileName();
        this.title = (fileName == null ? record : fileName).toString();
        this.record = record;
        this.maxPositions = maxPositions;
        this.program = List.copyOf(program);
        this.maxDataChars = maxDataChars;
    }

    @Override
    public void gameStarted(RecordLine.Session header, RecordedGame recorded, Game game) {
        finishGame();
        gamesStarted++;
        requireRoom();
        RecordLine.GameStart start = recorded.start();
        Field field = game.field();
        long cells = field.cells();
        drawing = !budgetSpent(cells);
        if (!drawing) {
            turnsLeftOut += recorded.turns().size();
            return;
        }
        gamesDrawn++;
        int block = Math.max(1, Math.max(ceilDiv(field.width(), MAX_COLUMNS), ceilDiv(field.height(), MAX_ROWS)));
        positions.useBlock(block);
        StringBuilder sb = games;
        // Seeds as strings: a JavaScript number holds 53 bits, and a seed is any 64-bit value.
        sb.append(games.length() == 0 ? "" : ",\n").append("{\"session\":").append(PageText.seedString(header.seed()))
                .append(",\"game\":").append(start.number())
                .append(",\"seed\":").append(PageText.seedString(start.seed()))
                .append(",\"w\":").append(start.width()).append(",\"h\":").append(start.height())
                .append(",\"r\":").append(start.robots()).append(",\"p\":").append(start.pits())
                .append(",\"charges\":").append(header.charges().orElse(-1)) // the page's -1: no limit
                .append(",\"field\":").append(PageText.jsString(header.randomField() ? "random" : header.field()))
                .append(",\"recorded\":").append(recorded.turns().size())
                .append(",\"ended\":").append(recorded.ended() ? PageText.jsString(recorded.end().result()) : "null")
                .append(",\"again\":").append(PageText.jsString(Invocation.shellLine(again(header, start))))
                .append(",\"block\":").append(block)
                .append(",\"exit\":[").append(field.exitX() / block).append(',').append(field.exitY() / block)
                .append("],\"pits\":");
        int[] pits = new int[2 * field.pitCount()];
        int n = 0;
        for (int y = 0; y < field.height(); y++) {
            for (int x = 0; x < field.width(); x++) {
                if (field.isPit(x, y)) {
                    pits[n++] = x;
                    pits[n++] = y;
                }
            }
        }
        positions.blocks(Arrays.copyOf(pits, n));
        sb.append(",\"turns\":[");
        positions.turn(null, List.of(), null, game);
    }

    @Override
    public void turnPlayed(RecordLine.Turn turn, List<Event> events, TurnResult result, Game game) {
        requireRoom();
        if (!drawing) {
            turnsLeftOut++;
            return;
        }
        if (budgetSpent((long) game.width() * game.height())) {
            drawing = false;
            turnsLeftOut++;
            games.append("],\"cut\":true");
            games.append('}');
            return;
        }
        games.append(",\n");
        positions.turn(turn.command(), events, result, game);
    }

    /**
     * The command that plays this game again from its commands on standard input: this program as
     * it was started, the game's seed (game 1 of a session with that seed is this game) and the
     * session's options.
     */
    private List<String> again(RecordLine.Session header, RecordLine.GameStart start) {
        List<String> words = new ArrayList<>(program);
        words.addAll(List.of(SeedOption.NAME, Long.toString(start.seed())));
        if (header.charges().isPresent()) {
            words.addAll(List.of(ChargesOption.NAME, ChargesOption.format(header.charges())));
        }
        if (!header.randomField()) {
            words.addAll(List.of("--field", header.field()));
        }
        if ((long) start.width() * start.height() > MaxCells.DEFAULT) {
            words.addAll(List.of("--max-cells", Long.toString(header.maxCells())));
        }
        return words;
    }

    /**
     * Refuses a record too big for one page: past {@link #MAX_DATA_CHARS} characters of data the page
     * would be hundreds of megabytes (a million short games were 398 MB), which no browser shows.
     */
    private void requireRoom() {
        if (games.length() > maxDataChars) {
            throw new TooBig("the record is too big for one page: its first " + gamesStarted + " games already make"
                    + " more than " + maxDataChars + " characters of page data (a page holds at most that);"
                    + " nothing written");
        }
    }

    /** A record too big for one page (thrown from the watcher's calls): the message says so in one line. */
    static final class TooBig extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooBig(String message) {
            super(message, null, false, false);
        }
    }

    private boolean budgetSpent(long cells) {
        return positions.written() >= maxPositions || positions.cellsScanned() + cells > MAX_CELLS_SCANNED;
    }

    private void finishGame() {
        if (drawing) {
            games.append("]}");
            drawing = false;
        }
    }

    /** Where the page stands, for the command's last line: {@code ""} or what was left out. */
    String summary() {
        return " (" + gamesDrawn + " of " + gamesStarted + " games drawn"
                + (turnsLeftOut == 0 ? "" : ", " + Texts.count(turnsLeftOut, "turn") + " left out: the page's limit") + ")";
    }

    /** The page's text. */
    String html() {
        finishGame();
        List<String> verify = new ArrayList<>(program);
        verify.addAll(List.of("replay", "--verify", record.toString()));
        String data = "{\"title\":" + PageText.jsString(title)
                + ",\"verify\":" + PageText.jsString(Invocation.shellLine(verify))
                + ",\"games\":[\n" + games + "],\"gamesInRecord\":"
                + gamesStarted + ",\"turnsLeftOut\":" + turnsLeftOut + ",\"maxPositions\":" + maxPositions
                + ",\"maxColumns\":" + MAX_COLUMNS + ",\"maxRows\":" + MAX_ROWS + "}";
        String template = PageText.template(TEMPLATE).replace("<!--TITLE-->", PageText.htmlText(title));
        int at = template.indexOf(DATA_MARK);
        return template.substring(0, at) + data + template.substring(at + DATA_MARK.length());
    }

    /** Writes the page to {@code file} by the write rule ({@link OutputFile}). */
    void write(Path file) throws IOException {
        OutputFile.write(file, html());
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
