package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.record.RecordLine;
import dev.robots.record.RecordReader;
import dev.robots.record.RecordedGame;
import dev.robots.record.Recording;
import dev.robots.record.GameSeeds;
import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.SplitMix64;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page's reading of a record ({@link ReplayGames}) against robots-cli's {@link RecordReader} on
 * records the CLI wrote: the same games, seeds, sizes, commands and end lines; the game-seed rule of
 * each format (format 3: {@code GameSeeds.of(session seed, k)}; formats 1 and 2: the SplitMix64
 * chain); a tampered, too large or unplayable record refused in one line; and {@link Replay}'s
 * steps, back past checkpoints, equal to the game played forward.
 */
class ReplayGamesTest {
    @TempDir
    Path directory;

    @Test
    void theGamesAreTheCliReadersGames() throws Exception {
        for (long seed : new long[] {7, (1L << 53) + 1, Long.MIN_VALUE}) {
            String text = RecordRun.of(seed, directory, 2).text();
            List<ReplayGames.Entry> entries = ReplayGames.read(text);
            List<RecordedGame> games = RecordReader.parse(text).sessions().get(0).games();
            assertEquals(3, games.size());
            assertEquals(games.size(), entries.size());
            for (int g = 0; g < games.size(); g++) {
                RecordLine.GameStart start = games.get(g).start();
                ReplayGames.Entry entry = entries.get(g);
                assertEquals(start.seed(), entry.seed());
                assertEquals(GameSeeds.of(seed, g), entry.seed(), "format 3: game " + (g + 1) + "'s seed");
                assertEquals(GameParameters.of(start.width(), start.height(), start.robots(), start.pits()),
                        entry.parameters());
                assertEquals(OptionalInt.of(3), entry.variant().charges(entry.level()));
                assertEquals(games.get(g).turns().stream().map(RecordLine.Turn::command).toList(),
                        entry.commands().stream().map(Command::text).toList());
                assertEquals(games.get(g).ended() ? games.get(g).end().result() : "", entry.end());
            }
            assertEquals("session 1, game 3", entries.get(2).name());
            assertNotEquals(new SplitMix64(entries.get(1).seed()).nextLong(), entries.get(2).seed(),
                    "format 3's third seed is not the chain's (else the rule below tests nothing)");
        }
    }

    @Test
    void formatsOneAndTwoChainTheSeeds() throws Exception {
        long seed = -355;
        String text = RecordRun.of(seed, directory, 2).text();
        Recording recording = RecordReader.parse(text);
        RecordLine.GameStart third = recording.sessions().get(0).games().get(2).start();
        long chained = new SplitMix64(new SplitMix64(seed).nextLong()).nextLong();
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> ReplayGames.read(text.replace("session format=4 ", "session format=2 ")));
        assertEquals("line " + third.line() + " (session 1, game 3): seed=" + third.seed() + " (expected: " + chained
                + ", the seed chain from game 2's seed)", e.getMessage());
        // A format 1 record (no digests) of chained seeds plays: each game waits until it ends.
        StringBuilder old = new StringBuilder("session format=1 seed=" + seed
                + " charges=3 max-cells=4000000 field=random\n");
        long gameSeed = seed;
        List<List<String>> fields = new ArrayList<>();
        for (int g = 1; g <= 3; g++) {
            old.append("game ").append(g).append(" seed=").append(gameSeed).append(" w=10 h=5 r=3 p=6\n");
            Session game = Session.start(gameSeed, GameParameters.of(10, 5, 3, 6));
            List<String> shown = new ArrayList<>(List.of(game.fieldText()));
            while (game.outcome().isEmpty()) {
                game.play(Command.WAIT);
                old.append("turn ").append(game.game().turn()).append(" W\n");
                shown.add(game.fieldText());
            }
            old.append("end turns=").append(game.game().turn()).append(" result=").append(game.outcome()).append('\n');
            fields.add(shown);
            gameSeed = new SplitMix64(gameSeed).nextLong();
        }
        Replay replay = new Replay(ReplayGames.read(old.toString()));
        for (int g = 0; g < 3; g++) {
            replay.showGame(g);
            for (int t = fields.get(g).size() - 1; t >= 0; t--) {
                replay.goTo(t);
                assertEquals(fields.get(g).get(t), replay.fieldText(), "format 1, game " + (g + 1) + ", turn " + t);
            }
        }
    }

    @Test
    void aTamperedOrUnplayableRecordIsRefusedInOneLine() throws Exception {
        String text = RecordRun.of(16, directory).text();
        String[] lines = text.split("\n");
        int turn = 2; // the first turn line: line 3
        String digest = lines[turn].substring(lines[turn].indexOf("board=") + 6);
        String changed = text.replace(lines[turn], lines[turn].replace(digest, "0123456789abcdef"));
        assertEquals("line 3 (session 1, game 1, turn 1): the position after W differs from the recorded one"
                + " (board=0123456789abcdef, replayed " + digest + ")", message(changed));
        assertEquals("line 3 (session 1, game 1, turn 1): command 'w' is not written the way robots records it"
                + " (expected: W)", message(text.replace("turn 1 W ", "turn 1 w ")));
        assertTrue(message(text.replace(" w=10 h=5 ", " w=400 h=500 ")).startsWith(
                "line 2 (session 1, game 1): 400 x 500 = 200000 cells (expected: at most 40000 in the page)"));
        assertEquals("line 1: field='f.txt': games from a --field file cannot be replayed in the page"
                + " (robots replay can)", message(text.replace("field=random", "field=f.txt")));
        assertEquals("record of " + (ReplayGames.MAX_CHARS + 1) + " characters (expected: at most "
                + ReplayGames.MAX_CHARS + ")", message(text + "\n".repeat(ReplayGames.MAX_CHARS + 1 - text.length())));
        assertEquals("the record holds no game", message("session format=3 seed=1 charges=3 max-cells=9"
                + " field=random\n"));
        assertEquals("line 1: unknown line kind 'hello' (expected: session, game, turn, end or stop)",
                message("hello\n"));
    }

    @Test
    void stepsBackPastCheckpointsEqualTheGamePlayedForward() throws Exception {
        List<Command> commands = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        Session game = null;
        for (long seed = 1; commands.size() <= 2 * Replay.EVERY + 5; seed++) { // a game the autopilot plays long
            game = Session.start(seed, Link.STATEMENT);
            commands.clear();
            fields.clear();
            fields.add(game.fieldText());
            while (game.outcome().isEmpty() && game.game().turn() < 400) {
                Command move = game.hint();
                game.play(move);
                commands.add(move);
                fields.add(game.fieldText());
            }
        }
        Replay replay = new Replay(List.of(new ReplayGames.Entry("t", Long.parseLong(game.seedText()),
                Link.STATEMENT, dev.robots.core.Variant.single(Link.STATEMENT, OptionalInt.of(3)), 1, commands,
                game.outcome())));
        int last = commands.size();
        for (int t : new int[] {last, 0, Replay.EVERY + 1, Replay.EVERY - 1, last - 1, 2 * Replay.EVERY, 1, last}) {
            replay.goTo(t);
            assertEquals(t, replay.turn());
            assertEquals(fields.get(t), replay.fieldText(), "turn " + t);
        }
        replay.goTo(last + 5);
        assertEquals(last, replay.turn(), "clamped to the last recorded turn");
    }

    private static String message(String record) {
        return assertThrows(InvalidInputException.class, () -> ReplayGames.read(record)).getMessage();
    }
}
