package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.record.RecordReader;
import dev.robots.record.Recording;
import dev.robots.cli.terminal.Action;
import dev.robots.cli.terminal.Frame;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The terminal player's state machine over seeded records: keys in, the game and turn shown out,
 * and every position shown checked against a straight replay (the recorded position digests).
 */
class ReplayPlayerTest {

    private static ReplayTape tape(Path record) throws Exception {
        Recording recording = RecordReader.read(record);
        FieldFiles fields = new FieldFiles(record, null);
        Replayer.verify(recording, fields);
        return ReplayTape.of(recording, fields);
    }

    /** A record with at least one game of at least {@code turns} turns, from the seeded sessions. */
    private static Path recordWithLongGame(Path dir, int turns) throws Exception {
        for (long seed = 1; seed < 500; seed++) {
            Path record = RecordedSessions.play(dir, seed);
            ReplayTape tape = tape(record);
            for (int i = 0; i < tape.size(); i++) {
                if (tape.get(i).turns() >= turns && tape.size() >= 2) {
                    return record;
                }
            }
        }
        throw new AssertionError("no seeded session from 1 to 499 has two games and one of " + turns + " turns");
    }

    /** The digest the record holds for the position after {@code turn} of game {@code index}. */
    private static String recordedDigest(ReplayTape tape, int index, int turn) {
        return tape.get(index).recorded().turns().get(turn - 1).digest();
    }

    private static String shownDigest(ReplayPlayer player) {
        return player.positionDigest();
    }

    @Test
    void arrowsStepExactlyBackAndForthAndPause(@TempDir Path dir) throws Exception {
        Path record = recordWithLongGame(dir, 5);
        ReplayTape tape = tape(record);
        int index = 0;
        while (tape.get(index).turns() < 5) {
            index++;
        }
        int turns = tape.get(index).turns();
        ReplayPlayer player = new ReplayPlayer(tape, "r", index, 0, 4, true);
        assertTrue(player.playing(), "without --turn it plays from the start");
        player.handle(ReplayKey.FORWARD);
        assertFalse(player.playing(), "a step pauses");
        assertEquals(1, player.turn());
        Random random = new Random(42);
        for (int i = 0; i < 300; i++) {
            ReplayKey key = random.nextBoolean() ? ReplayKey.FORWARD : ReplayKey.BACK;
            int before = player.turn();
            player.handle(key);
            int expected = key == ReplayKey.FORWARD ? Math.min(turns, before + 1) : Math.max(0, before - 1);
            assertEquals(expected, player.turn(), "seed 42, key " + i + ": " + key + " from turn " + before);
            if (player.turn() > 0) {
                assertEquals(recordedDigest(tape, index, player.turn()), shownDigest(player),
                        "seed 42, key " + i + ": the position after turn " + player.turn() + " is the recorded one");
            }
        }
        player.handle(ReplayKey.LAST);
        assertEquals(turns, player.turn());
        assertEquals(recordedDigest(tape, index, turns), shownDigest(player));
        player.handle(ReplayKey.FIRST);
        assertEquals(0, player.turn());
        player.handle(ReplayKey.PAUSE);
        assertTrue(player.playing(), "space plays on");
        player.handle(ReplayKey.PAUSE);
        assertFalse(player.playing(), "space again pauses");
    }

    @Test
    void stepsBackFarAcrossCheckpointsAreExact(@TempDir Path dir) throws Exception {
        int far = ReplayPlayer.CHECKPOINT_EVERY * 2 + 5;
        // The seeded sessions are short: a long game of charges (unlimited) that destroy each robot next to the player.
        Path record = dir.resolve("long.rec");
        String input = "40 9 1 0\n" + "K\n".repeat(far);
        dev.robots.cli.Sessions.run(input, "--seed", "9", "--record", record.toString());
        ReplayTape tape = tape(record);
        int index = 0;
        assertTrue(tape.get(0).turns() > ReplayPlayer.CHECKPOINT_EVERY, "turns: " + tape.get(0).turns());
        ReplayPlayer player = new ReplayPlayer(tape, "r", index, tape.get(index).turns(), 4, false);
        assertFalse(player.playing(), "with --turn it starts paused");
        for (int turn = tape.get(index).turns(); turn > 0; turn--) {
            assertEquals(turn, player.turn());
            assertEquals(recordedDigest(tape, index, turn), shownDigest(player), "after turn " + turn);
            player.handle(ReplayKey.BACK);
        }
        assertEquals(0, player.turn());
    }

    @Test
    void playingRunsThroughEveryGameAndStopsAtTheEnd(@TempDir Path dir) throws Exception {
        Path record = recordWithLongGame(dir, 2);
        ReplayTape tape = tape(record);
        ReplayPlayer player = new ReplayPlayer(tape, "r", 0, 0, 4, true);
        List<String> seen = new ArrayList<>();
        int ticks = 0;
        while (player.playing()) {
            seen.add(player.gameIndex() + ":" + player.turn());
            player.tick();
            ticks++;
            assertTrue(ticks < 100_000, "playing ends");
        }
        List<String> expected = new ArrayList<>();
        for (int g = 0; g < tape.size(); g++) {
            for (int t = 0; t <= tape.get(g).turns(); t++) {
                expected.add(g + ":" + t);
            }
            for (int hold = 0; hold < ReplayPlayer.HOLD_AT_END; hold++) {
                expected.add(g + ":" + tape.get(g).turns());
            }
        }
        assertEquals(expected, seen, "every turn of every game once, the end of each held");
        assertEquals(tape.size() - 1, player.gameIndex());
        assertTrue(player.frame().message().startsWith("End of the record"), player.frame().message());
    }

    @Test
    void gamesKeysHelpSpeedAndQuit(@TempDir Path dir) throws Exception {
        Path record = recordWithLongGame(dir, 2);
        ReplayTape tape = tape(record);
        ReplayPlayer player = new ReplayPlayer(tape, "r", 0, 0, 4, false);
        player.handle(ReplayKey.PREVIOUS_GAME);
        assertEquals(0, player.gameIndex(), "no game before the first");
        for (int g = 1; g < tape.size(); g++) {
            player.handle(ReplayKey.FORWARD);
            player.handle(ReplayKey.NEXT_GAME);
            assertEquals(g, player.gameIndex());
            assertEquals(0, player.turn(), "a game starts at its start");
        }
        player.handle(ReplayKey.NEXT_GAME);
        assertEquals(tape.size() - 1, player.gameIndex(), "no game after the last");
        player.handle(ReplayKey.PREVIOUS_GAME);
        assertEquals(tape.size() - 2, player.gameIndex());

        player.handle(ReplayKey.FASTER);
        assertEquals(8, player.speed());
        player.handle(ReplayKey.SLOWER);
        player.handle(ReplayKey.SLOWER);
        assertEquals(2, player.speed());
        assertEquals(500, player.tickMillis());

        player.handle(ReplayKey.HELP);
        assertEquals(ReplayScreen.HELP, player.frame().overlay());
        player.handle(ReplayKey.FORWARD);
        assertEquals(List.of(), player.frame().overlay(), "any key closes the help, and does nothing else");
        assertEquals(0, player.turn());
        assertTrue(player.handle(ReplayKey.OTHER));
        assertTrue(player.frame().message().contains("? for help"), player.frame().message());
        assertFalse(player.handle(ReplayKey.QUIT), "q quits");
    }

    @Test
    void thePanelSaysGameTurnSeedAndOutcome(@TempDir Path dir) throws Exception {
        Path record = recordWithLongGame(dir, 2);
        ReplayTape tape = tape(record);
        ReplayPlayer player = new ReplayPlayer(tape, "r.rec", 0, tape.get(0).turns(), 4, false);
        Frame frame = player.frame();
        var start = tape.get(0).recorded().start();
        String panel = String.join("\n", frame.panel());
        assertTrue(frame.title().contains("game 1 of " + tape.size()) && frame.title().contains("seed " + start.seed()),
                frame.title());
        assertTrue(panel.contains("Turn    " + tape.get(0).turns() + " of " + tape.get(0).turns()), panel);
        assertTrue(panel.contains("Result  " + ReplayScreen.outcome(tape.get(0))), panel);
        assertTrue(panel.contains("PAUSED"), panel);
    }

    /** A game cut short (no end line) plays to its last whole turn, and the player says so there. */
    @Test
    void aGameCutShortSaysSo(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("cut.rec");
        dev.robots.cli.Sessions.run("9 3 0 0\nW\nW\n", "--seed", "3", "--record", record.toString());
        ReplayTape tape = tape(record);
        assertTrue(tape.get(0).cutShort());
        ReplayPlayer player = new ReplayPlayer(tape, "cut.rec", 0, 1, 4, false);
        player.handle(ReplayKey.FORWARD);
        assertEquals(2, player.turn());
        assertTrue(player.frame().message().contains("cut short after turn 2"), player.frame().message());
        assertTrue(String.join("\n", player.frame().panel()).contains("Result  cut short after turn 2"));
    }

    @Test
    void playKeysMeanReplayKeys() {
        assertEquals(ReplayKey.PAUSE, ReplayKey.of(new Action.Step(0, 0)));
        assertEquals(ReplayKey.FORWARD, ReplayKey.of(new Action.Step(1, 0)));
        assertEquals(ReplayKey.BACK, ReplayKey.of(new Action.Step(-1, 0)));
        assertEquals(ReplayKey.FIRST, ReplayKey.of(new Action.Step(-1, -1)));
        assertEquals(ReplayKey.LAST, ReplayKey.of(new Action.Step(-1, 1)));
        assertEquals(ReplayKey.NEXT_GAME, ReplayKey.of(new Action.Step(1, 1)));
        assertEquals(ReplayKey.OTHER, ReplayKey.of(new Action.Step(0, 1)));
        assertEquals(ReplayKey.PREVIOUS_GAME, ReplayKey.of(new Action.Unbound("p")));
        assertEquals(ReplayKey.FASTER, ReplayKey.of(new Action.Unbound("+")));
        assertEquals(ReplayKey.SLOWER, ReplayKey.of(new Action.Unbound("-")));
        assertEquals(ReplayKey.OTHER, ReplayKey.of(new Action.Unbound("x")));
        assertEquals(ReplayKey.QUIT, ReplayKey.of(Action.Simple.QUIT));
        assertEquals(ReplayKey.QUIT, ReplayKey.of(Action.Simple.QUIT_NOW));
        assertEquals(ReplayKey.HELP, ReplayKey.of(Action.Simple.HELP));
        assertEquals(ReplayKey.REDRAW, ReplayKey.of(Action.Simple.REDRAW));
        assertEquals(ReplayKey.OTHER, ReplayKey.of(Action.Simple.UNDO));
    }
}
