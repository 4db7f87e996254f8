package dev.robots.cli.play;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The finished games of {@code robots play} across sessions ({@link ScoredGame}, the newest
 * {@value #MAX_GAMES} kept), and what they give: per kind of game ({@link ScoredGame.Key}) the games
 * played, won on one's own and won with help, and the top list of the games played without help, by
 * points. Immutable; {@link ScoresFile} reads and writes it. The text form:
 * <pre>
 * # robots play scores, format 2
 * game date=2026-12-05 seed=-5 variant=single level=1 w=30 h=17 r=20 p=40 charges=3 result=WIN ...
 * 30x17 wins=3 losses=5 best=41
 * </pre>
 * A line of format 1 (wins, losses and the fewest turns to a win per board size, kept before games
 * had points) is kept as it is and shown apart: a user's old scores are never lost.
 */
public final class Scores {
    static final String HEADER = "# robots play scores, format 2";
    /** The most games kept: the oldest go first. */
    static final int MAX_GAMES = 1000;
    /** The length of a top list. */
    static final int TOP = 10;
    private static final Pattern EARLIER = Pattern.compile("(\\d{1,5})x(\\d{1,5}) wins=(\\d{1,9}) losses=(\\d{1,9})"
            + " best=(\\d{1,9}|-)");
    private static final Comparator<ScoredGame> RANK = Comparator.comparingInt(ScoredGame::points).reversed()
            .thenComparingInt(ScoredGame::turns).thenComparing(ScoredGame::date);
    private static final Scores EMPTY = new Scores(List.of(), List.of());

    /** How a kind of game went: games played, won without help, won with help, and the best points without help. */
    public record Standing(int played, int won, int helped, int best) {
    }

    private final List<ScoredGame> games;
    private final List<String> earlier;

    private Scores(List<ScoredGame> games, List<String> earlier) {
        this.games = List.copyOf(games);
        this.earlier = List.copyOf(earlier);
    }

    public static Scores empty() {
        return EMPTY;
    }

    /** These scores with {@code game} last; in place of the last game when {@code replacesLast} (its end taken back). */
    public Scores with(ScoredGame game, boolean replacesLast) {
        Objects.requireNonNull(game, "game");
        List<ScoredGame> copy = new ArrayList<>(games);
        if (replacesLast && !copy.isEmpty()) {
            copy.remove(copy.size() - 1);
        }
        copy.add(game);
        return new Scores(copy.subList(Math.max(0, copy.size() - MAX_GAMES), copy.size()), earlier);
    }

    /** The games kept, oldest first. */
    public List<ScoredGame> games() {
        return games;
    }

    /** The kinds of game played, in order. */
    public List<ScoredGame.Key> keys() {
        TreeSet<ScoredGame.Key> keys = new TreeSet<>();
        games.forEach(game -> keys.add(game.key()));
        return List.copyOf(keys);
    }

    /** How games of {@code key} went. */
    public Standing standing(ScoredGame.Key key) {
        int played = 0;
        int won = 0;
        int helped = 0;
        int best = 0;
        for (ScoredGame game : games) {
            if (game.key().equals(key)) {
                played++;
                won += game.won() && game.unaided() ? 1 : 0;
                helped += game.won() && !game.unaided() ? 1 : 0;
                best = game.unaided() ? Math.max(best, game.points()) : best;
            }
        }
        return new Standing(played, won, helped, best);
    }

    /** The best {@value #TOP} games of {@code key} played without help, by points (then fewer turns, then earlier). */
    public List<ScoredGame> top(ScoredGame.Key key) {
        return games.stream().filter(g -> g.key().equals(key) && g.unaided()).sorted(RANK).limit(TOP).toList();
    }

    /** Where {@code game} stands in its top list, from 1, or 0 when it is not in it. */
    public int rank(ScoredGame game) {
        return top(game.key()).indexOf(game) + 1;
    }

    /** The text form (see the class comment). */
    public String text() {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        games.forEach(game -> text.append(game.text()).append('\n'));
        earlier.forEach(line -> text.append(line).append('\n'));
        return text.toString();
    }

    /** The top list of {@code key} for a person, a line a game: rank, points, date, seed, level, result. */
    public List<String> topLines(ScoredGame.Key key) {
        List<ScoredGame> top = top(key);
        List<String> lines = new ArrayList<>(top.size());
        for (int i = 0; i < top.size(); i++) {
            ScoredGame g = top.get(i);
            lines.add(String.format("  %2d. %5d points  %s  seed %d  level %d  %s in %s", i + 1, g.points(),
                    g.date(), g.seed(), g.level(), g.won() ? "won" : "lost", Texts.count(g.turns(), "turn")));
        }
        return lines;
    }

    /** For a person: each kind of game, how it went and its top list; then the scores kept before points. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        for (ScoredGame.Key key : keys()) {
            Standing s = standing(key);
            lines.add(key + ": " + Texts.count(s.played(), "game") + ", " + s.won() + " won, " + s.helped()
                    + " won with help");
            lines.addAll(topLines(key));
        }
        if (!earlier.isEmpty()) {
            lines.add("Before games had points:");
            for (String line : earlier) {
                Matcher m = EARLIER.matcher(line);
                if (m.matches()) {
                    lines.add("  " + m.group(1) + "x" + m.group(2) + ": " + m.group(3) + " won, " + m.group(4) + " lost"
                            + (m.group(5).equals("-") ? "" : ", best win in " + m.group(5) + " turns"));
                }
            }
        }
        return lines;
    }

    /**
     * Reads the text form, format 2 or 1.
     *
     * @throws IllegalArgumentException naming the first bad line (1-based) and what was expected
     */
    public static Scores parse(byte[] bytes) {
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
        List<ScoredGame> games = new ArrayList<>();
        List<String> earlier = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                if (line.startsWith("game ")) {
                    games.add(ScoredGame.parse(line));
                } else if (EARLIER.matcher(line).matches()) {
                    earlier.add(line);
                } else {
                    throw new IllegalArgumentException(Expected.of(Texts.quote(line), "game date=... or, from format 1,"
                            + " WxH wins=N losses=N best=N|-"));
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return new Scores(games.subList(Math.max(0, games.size() - MAX_GAMES), games.size()), earlier);
    }
}
