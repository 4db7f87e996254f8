package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.terminal.Action;
import dev.robots.cli.terminal.Frame;
import dev.robots.cli.terminal.Screen;
import dev.robots.core.GameParameters;
import dev.robots.core.Variant;
import dev.robots.record.GameRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link GameSession} driven by a scripted {@link Screen}: every frame it shows is kept. */
class GameSessionTest {

    /**
     * Plays the actions, then the end of input; the frames shown, in order. Its clock moves on
     * {@link #GAP_MILLIS} before each key ({@code gaps} may say otherwise per key); {@link #TICK}
     * is a pause with no key, for an animation ({@link Screen#next(long)}), and an animation runs on
     * when the script has no key left.
     */
    static final class Script implements Screen {
        static final long GAP_MILLIS = 1000;
        static final Action TICK = new Action.Unbound("(no key)");
        final Deque<Action> actions;
        final Deque<Long> gaps;
        final List<Frame> frames = new ArrayList<>();
        long nanos;
        /** What {@link #showsBoard} answers: false stands for the "Terminal too small" screen. */
        boolean boardShown = true;

        Script(List<Action> actions) {
            this(actions, List.of());
        }

        Script(List<Action> actions, List<Long> gapsMillis) {
            this.actions = new ArrayDeque<>(actions);
            this.gaps = new ArrayDeque<>(gapsMillis);
        }

        @Override
        public void show(Frame frame) {
            frames.add(frame);
        }

        @Override
        public boolean showsBoard() {
            return boardShown;
        }

        @Override
        public Action next() {
            while (actions.peek() == TICK) {
                actions.poll();
            }
            nanos += java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(gaps.isEmpty() ? GAP_MILLIS : gaps.poll());
            return actions.isEmpty() ? Action.Simple.QUIT_NOW : actions.poll();
        }

        @Override
        public Action next(long millis) {
            if (actions.isEmpty()) {
                return null;
            }
            if (actions.peek() == TICK) {
                actions.poll();
                return null;
            }
            return next();
        }

        long nanos() {
            return nanos;
        }

        Frame last() {
            return frames.get(frames.size() - 1);
        }

        List<String> messages() {
            return frames.stream().map(Frame::message).toList();
        }
    }

    /** A session on {@code script}, timed by its clock. */
    static GameSession session(Script script, GameParameters parameters, long seed, boolean safety, PlayRecord record,
            ScoreKeeper scores) {
        return new GameSession(script, new GameSession.Settings(seed, Variant.single(parameters, OptionalInt.of(3)), 1, safety, ""), record, scores,
                script::nanos, 1);
    }

    private static Script play(GameParameters parameters, long seed, boolean safety, Path record, Action... actions)
            throws IOException {
        Script script = new Script(List.of(actions));
        GameRecord file = record == null ? GameRecord.none() : GameRecord.append(record);
        try (file) {
            session(script, parameters, seed, safety, new PlayRecord(file), ScoreKeeper.inMemory()).run();
        }
        return script;
    }

    private static final Action LEFT = new Action.Step(-1, 0);
    private static final Action WAIT = new Action.Step(0, 0);

    @Test
    void undoRestoresTheGameAndTheSameMoveGivesTheSameReinforcement() throws IOException {
        // No pits, 2 robots to keep: charges destroy robots, so new ones arrive on random corners.
        GameParameters parameters = GameParameters.of(12, 7, 2, 0);
        Script script = play(parameters, 5, false, null, Action.Simple.ARM_CHARGE, WAIT, Action.Simple.ARM_CHARGE,
                WAIT, Action.Simple.UNDO, Action.Simple.ARM_CHARGE, WAIT);
        List<Frame> frames = script.frames;
        // frames: 0 start, 1 armed, 2 after turn 1, 3 armed, 4 after turn 2, 5 after undo, 6 armed, 7 after redo
        assertEquals(frames.get(2).board(), frames.get(5).board(), "undo goes back to the board after turn 1");
        assertEquals(frames.get(4).board(), frames.get(7).board(), "the same move again: the same board");
        assertTrue(frames.get(5).message().startsWith("Took back turn 2"), frames.get(5).message());
        assertTrue(frames.get(1).panel().contains("Charges 3 ARMED"), frames.get(1).panel().toString());
    }

    /** 4 x 1, one pit, no robot: the exit at x = 0, the player at x = 3, the pit at x = 1 or 2 (by the seed). */
    static final GameParameters PIT_ROW = GameParameters.of(4, 1, 0, 1);

    /** A seed of {@link #PIT_ROW} whose pit is at {@code x}. */
    static long pitAt(int x) {
        for (long seed = 0; ; seed++) {
            if (dev.robots.core.Game.builder(PIT_ROW).seed(seed).build().field().isPit(x, 0)) {
                return seed;
            }
        }
    }

    /** The seed of {@link #PIT_ROW} with the pit next to the player: the first step left loses. */
    static final long PIT_NEXT = pitAt(2);

    @Test
    void aLosingMoveWaitsForEnterAndAnyOtherKeyDoesNotPlayIt() throws IOException {
        Script script = new Script(List.of(LEFT, LEFT, Action.Simple.CANCEL, LEFT, WAIT, LEFT, Action.Simple.YES));
        session(script, PIT_ROW, PIT_NEXT, true, new PlayRecord(GameRecord.none()), ScoreKeeper.inMemory()).run();
        List<String> messages = script.messages();
        String asks = "h (left) loses: that is a pit. Enter plays it anyway; any other key does not.";
        assertEquals(asks, messages.get(1), "the first h asks, naming the move and the loss");
        assertEquals(asks, messages.get(2), "the same key again (a second later) asks again: it does not play it");
        assertEquals("Not played.", messages.get(3), "Esc");
        assertEquals(asks, messages.get(4));
        assertEquals("Turn    2", script.frames.get(5).panel().get(0), "another key is played as usual: . waits");
        assertEquals(asks, messages.get(6));
        assertTrue(messages.get(7).startsWith("You fell into a pit."), "Enter plays it: " + messages.get(7));

        Script unsafe = play(PIT_ROW, PIT_NEXT, false, null, LEFT);
        assertTrue(unsafe.last().message().startsWith("You fell into a pit."), "--no-safety: " + unsafe.last());
    }

    @Test
    void aHeldKeyNeverAnswersAQuestion() throws IOException {
        // h held (a repeat every 30 ms), then Enter held: the loss, and the end stays on the screen.
        Script script = new Script(List.of(LEFT, LEFT, LEFT, LEFT, Action.Simple.YES, Action.Simple.YES,
                Action.Simple.YES, Action.Simple.YES), List.of(1000L, 30L, 30L, 30L, 1000L, 30L, 30L, 1000L));
        session(script, PIT_ROW, PIT_NEXT, true, new PlayRecord(GameRecord.none()), ScoreKeeper.inMemory()).run();
        List<Frame> frames = script.frames;
        for (int i = 1; i <= 4; i++) {
            assertFalse(frames.get(i).board().field().isPit(frames.get(i).board().playerX(), 0), "held h, " + i);
            assertEquals("Turn    1", frames.get(i).panel().get(0));
        }
        assertTrue(frames.get(5).message().startsWith("You fell into a pit."), frames.get(5).message());
        assertEquals(frames.get(5), frames.get(6), "Enter's repeat does not start the next game");
        assertEquals(frames.get(5), frames.get(7));
        assertTrue(frames.get(8).title().startsWith("robots  game 2 "), "Enter, released and pressed again");

        // q held mid-game: the question stays up; q pressed again quits.
        Script quit = new Script(List.of(WAIT, Action.Simple.QUIT, Action.Simple.QUIT, Action.Simple.QUIT, WAIT),
                List.of(1000L, 1000L, 30L, 1000L, 1000L));
        session(quit, GameParameters.of(10, 5, 0, 0), 1, true, new PlayRecord(GameRecord.none()),
                ScoreKeeper.inMemory()).run();
        assertEquals(4, quit.frames.size(), "the third q quits, not the held second one: " + quit.messages());
    }

    @Test
    void quitAsksOnlyInTheMiddleOfAGame() throws IOException {
        GameParameters parameters = GameParameters.of(10, 5, 0, 0);
        Script atStart = play(parameters, 1, true, null, Action.Simple.QUIT, WAIT);
        assertEquals(1, atStart.frames.size(), "q before the first move quits at once");
        Script midGame = play(parameters, 1, true, null, WAIT, Action.Simple.QUIT, WAIT, Action.Simple.QUIT,
                Action.Simple.QUIT, WAIT);
        assertEquals("Quit this game? y or q quits, any other key goes on.", midGame.frames.get(2).message());
        assertEquals("Go on, then.", midGame.frames.get(3).message());
        assertEquals(5, midGame.frames.size(), "the second q q quits: " + midGame.frames.size());
    }

    /** On the "Terminal too small" screen no key plays a turn the player cannot see; q quits, as it says. */
    @Test
    void noKeyPlaysWhileTheBoardIsHidden() throws IOException {
        GameParameters parameters = GameParameters.of(10, 5, 0, 0);
        Script hidden = new Script(List.of(WAIT, new Action.Step(-1, 0), Action.Simple.AUTOPILOT, WAIT));
        hidden.boardShown = false;
        session(hidden, parameters, 1, true, new PlayRecord(GameRecord.none()), ScoreKeeper.inMemory()).run();
        for (Frame frame : hidden.frames) {
            assertEquals("Turn    1", frame.panel().get(0), hidden.messages().toString());
        }
        Script shown = play(parameters, 1, true, null, WAIT, new Action.Step(-1, 0));
        assertEquals("Turn    3", shown.last().panel().get(0), "the same keys play when the board is shown");
        Script quits = new Script(List.of(WAIT, Action.Simple.QUIT, WAIT));
        quits.boardShown = false;
        session(quits, parameters, 1, true, new PlayRecord(GameRecord.none()), ScoreKeeper.inMemory()).run();
        assertEquals(2, quits.frames.size(), "q on the notice quits at once: " + quits.messages());
    }

    /** Ctrl-C mid-game asks as q does (before, it quit at once and the game was lost to a stray key). */
    @Test
    void ctrlCAsksInTheMiddleOfAGameAndASecondOneQuits() throws IOException {
        GameParameters parameters = GameParameters.of(10, 5, 0, 0);
        Script atStart = play(parameters, 1, true, null, Action.Simple.INTERRUPT, WAIT);
        assertEquals(1, atStart.frames.size(), "Ctrl-C before the first move quits at once");
        Script midGame = play(parameters, 1, true, null, WAIT, Action.Simple.INTERRUPT, WAIT,
                Action.Simple.INTERRUPT, Action.Simple.INTERRUPT, WAIT);
        assertEquals("Quit this game? y, q or Ctrl-C quits, any other key goes on.", midGame.frames.get(2).message());
        assertEquals("Turn    2", midGame.frames.get(2).panel().get(0), "the question plays no turn");
        assertEquals("Go on, then.", midGame.frames.get(3).message());
        assertEquals(5, midGame.frames.size(), "the second Ctrl-C quits: " + midGame.messages());
        // Held: a second Ctrl-C 30 ms later still quits (a held q does not).
        Script held = new Script(List.of(WAIT, Action.Simple.INTERRUPT, Action.Simple.INTERRUPT, WAIT),
                List.of(1000L, 1000L, 30L, 1000L));
        session(held, parameters, 1, true, new PlayRecord(GameRecord.none()), ScoreKeeper.inMemory()).run();
        assertEquals(3, held.frames.size(), held.messages().toString());
    }

    @Test
    void theAutopilotShowsItsMoveThenPlaysIt() throws IOException {
        GameParameters parameters = GameParameters.of(30, 17, 20, 40);
        Script script = play(parameters, 7, true, null, Action.Simple.AUTOPILOT, Action.Simple.AUTOPILOT);
        assertTrue(script.frames.get(1).message().startsWith("Autopilot: "), script.frames.get(1).message());
        assertTrue(script.frames.get(1).panel().get(0).equals("Turn    1"));
        assertEquals("Turn    2", script.frames.get(2).panel().get(0));
    }

    @Test
    void oneEndMessageAndAGameCountsOnceAsItEndedLast() throws IOException {
        // 3 x 1, nothing on it: the player at x = 2, two steps left win. Win, undo, win again.
        GameParameters parameters = GameParameters.of(3, 1, 0, 0);
        Script script = new Script(List.of(LEFT, LEFT, Action.Simple.UNDO, LEFT));
        ScoreKeeper scores = ScoreKeeper.inMemory();
        session(script, parameters, 11, true, new PlayRecord(GameRecord.none()), scores).run();
        List<String> messages = script.frames.stream().map(Frame::message).toList();
        assertEquals("You escaped in 2 turns! Again? y/n, g the campaign, z undoes", messages.get(2));
        assertEquals("You escaped in 2 turns! Again? y/n, g the campaign, z undoes  (counted as it ended now, with"
                + " undo)",
                messages.get(4));
        List<ScoredGame> games = scores.scores().games();
        assertEquals(1, games.size(), "one game, once: " + games);
        assertEquals("undo", games.get(0).help(), "ended again after a turn taken back: not unaided");
        assertTrue(games.get(0).won());
    }

    /** g at a game's end: the other game next, the campaign after the statement's game and back. */
    @Test
    void gAtAnEndPlaysTheOtherGameNext() throws IOException {
        GameParameters parameters = GameParameters.of(3, 1, 0, 0);
        Script script = new Script(List.of(LEFT, Action.Simple.OTHER_GAME, LEFT, Action.Simple.OTHER_GAME));
        session(script, parameters, 11, true, new PlayRecord(GameRecord.none()), ScoreKeeper.inMemory()).run();
        List<String> messages = script.messages();
        int asked = messages.indexOf("g plays the campaign next: at this game's end.");
        int won = messages.indexOf("You escaped in 2 turns! Again? y/n, g the campaign, z undoes");
        assertTrue(asked > 0 && won > asked, "mid-game not yet, then the end: " + messages);
        Frame campaign = script.frames.get(won + 1);
        assertTrue(campaign.title().contains("level 1") && campaign.title().contains("30x17  R 2"), campaign.title());
        assertTrue(campaign.message().startsWith("Level 1 of 14, 2 robots"), campaign.message());
    }

    @Test
    void winningAndTheRecordOfTheGamesAsFinallyPlayed(@TempDir Path dir) throws IOException {
        GameParameters parameters = GameParameters.of(3, 1, 0, 0);
        Path record = dir.resolve("record");
        // Game 1: L, undo, W, L, L (win). Then y: game 2, one wait, then the input ends.
        Script script = play(parameters, 11, true, record, LEFT, Action.Simple.UNDO, WAIT, LEFT, LEFT,
                new Action.Step(-1, -1), WAIT);
        assertTrue(script.frames.stream().anyMatch(f -> f.message().startsWith("You escaped in 3 turns!")));
        long second = dev.robots.record.GameSeeds.of(11, 1);
        assertEquals(List.of(
                "session format=" + GameRecord.FORMAT + " seed=11 charges=3 max-cells=20000 field=random",
                "game 1 seed=11 w=3 h=1 r=0 p=0",
                "turn 1 W",
                "turn 2 L",
                "turn 3 L",
                "end turns=3 result=WIN",
                "game 2 seed=" + second + " w=3 h=1 r=0 p=0",
                "turn 1 W",
                "stop end-of-input game=2 turns=1"),
                dev.robots.cli.Sessions.withoutDigests(Files.readAllLines(record)));
        // The record is the protocol's: replay --verify follows every game to the same positions.
        dev.robots.cli.Sessions.Run verify = dev.robots.cli.Sessions.run("", "replay", "--verify", record.toString());
        assertEquals(0, verify.status(), verify.toString());
        assertNotEquals(script.frames.get(0).title(), script.last().title());
    }

    /**
     * The record keeps the protocol's rule: after every key, the file holds every turn played so
     * far, as played (an undo takes the line back out, the end line with it), so a process killed
     * between two keys leaves a record that replays up to there.
     */
    @Test
    void everyTurnIsInTheRecordAsSoonAsItIsPlayedAndAnUndoTakesItBack(@TempDir Path dir) throws IOException {
        GameParameters parameters = GameParameters.of(3, 1, 0, 0);
        Path record = dir.resolve("record");
        List<List<String>> seen = new ArrayList<>();
        Script script = new Script(List.of(LEFT, Action.Simple.UNDO, WAIT, LEFT, LEFT, Action.Simple.UNDO));
        Screen watching = new Screen() {
            @Override
            public void show(Frame frame) {
                script.show(frame);
                try {
                    List<String> lines = dev.robots.cli.Sessions.withoutDigests(Files.readAllLines(record));
                    seen.add(lines.subList(2, lines.size()));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public Action next() {
                return script.next();
            }

            @Override
            public Action next(long millis) {
                return script.next(millis);
            }
        };
        try (GameRecord file = GameRecord.append(record)) {
            new GameSession(watching, new GameSession.Settings(11, Variant.single(parameters, OptionalInt.of(3)), 1, true, ""),
                    new PlayRecord(file), ScoreKeeper.inMemory(), script::nanos, 1).run();
        }
        assertEquals(List.of(
                List.of(),
                List.of("turn 1 L"),
                List.of(),
                List.of("turn 1 W"),
                List.of("turn 1 W", "turn 2 L"),
                List.of("turn 1 W", "turn 2 L", "turn 3 L", "end turns=3 result=WIN"),
                List.of("turn 1 W", "turn 2 L")), seen, "the record's turns after each key");
        List<String> all = Files.readAllLines(record);
        assertEquals("stop end-of-input game=1 turns=2", all.get(all.size() - 1));
        dev.robots.cli.Sessions.Run verify = dev.robots.cli.Sessions.run("", "replay", "--verify", record.toString());
        assertEquals(0, verify.status(), verify.toString());
    }
}
