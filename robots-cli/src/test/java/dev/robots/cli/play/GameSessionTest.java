package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.record.GameRecord;
import dev.robots.core.GameParameters;
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

    /** Plays the actions, then the end of input; the frames shown, in order. */
    static final class Script implements Screen {
        final Deque<Action> actions;
        final List<Frame> frames = new ArrayList<>();

        Script(List<Action> actions) {
            this.actions = new ArrayDeque<>(actions);
        }

        @Override
        public void show(Frame frame) {
            frames.add(frame);
        }

        @Override
        public Action next() {
            return actions.isEmpty() ? Action.Simple.QUIT_NOW : actions.poll();
        }

        Frame last() {
            return frames.get(frames.size() - 1);
        }
    }

    private static Script play(GameParameters parameters, long seed, boolean safety, Path record, Action... actions)
            throws IOException {
        Script script = new Script(List.of(actions));
        GameRecord file = record == null ? GameRecord.none() : GameRecord.append(record);
        try (file) {
            new GameSession(script, new GameSession.Settings(seed, parameters, OptionalInt.of(3), safety, ""),
                    new PlayRecord(file), ScoreKeeper.inMemory()).run();
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

    @Test
    void aMoveThatLosesIsRefusedOnceThenPlayed() throws IOException {
        // 4 x 1: the exit at x = 0, the player at x = 3, one pit at x = 1 or 2 (drawn by the seed).
        GameParameters parameters = GameParameters.of(4, 1, 0, 1);
        Script look = play(parameters, 3, true, null);
        int pit = -1;
        for (int x = 0; x < 4; x++) {
            if (look.frames.get(0).board().field().isPit(x, 0)) {
                pit = x;
            }
        }
        assertTrue(pit == 1 || pit == 2, "pit at " + pit);
        // The player starts at x = 3: 3 - pit steps reach the pit, the last one refused once.
        Action[] towardPit = new Action[4 - pit];
        java.util.Arrays.fill(towardPit, LEFT);
        Script script = play(parameters, 3, true, null, towardPit);
        assertEquals("That move loses: that is a pit. Press it again to do it anyway.",
                script.frames.get(3 - pit).message());
        assertTrue(script.last().message().startsWith("You fell into a pit."), script.last().message());
        Action[] unsafeSteps = new Action[3 - pit];
        java.util.Arrays.fill(unsafeSteps, LEFT);
        Script unsafe = play(parameters, 3, false, null, unsafeSteps);
        assertTrue(unsafe.last().message().startsWith("You fell into a pit."), unsafe.last().message());
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

    @Test
    void theAutopilotShowsItsMoveThenPlaysIt() throws IOException {
        GameParameters parameters = GameParameters.of(30, 17, 20, 40);
        Script script = play(parameters, 7, true, null, Action.Simple.AUTOPILOT, Action.Simple.AUTOPILOT);
        assertTrue(script.frames.get(1).message().startsWith("Autopilot: "), script.frames.get(1).message());
        assertTrue(script.frames.get(1).panel().get(0).equals("Turn    1"));
        assertEquals("Turn    2", script.frames.get(2).panel().get(0));
    }

    @Test
    void oneEndMessageAndAGameCountsOnceAtItsFirstEndUndoneOrNot() throws IOException {
        // 3 x 1, nothing on it: the player at x = 2, two steps left win. Win, undo, win again.
        GameParameters parameters = GameParameters.of(3, 1, 0, 0);
        Script script = new Script(List.of(LEFT, LEFT, Action.Simple.UNDO, LEFT));
        ScoreKeeper scores = ScoreKeeper.inMemory();
        new GameSession(script, new GameSession.Settings(11, parameters, OptionalInt.of(3), true, ""),
                new PlayRecord(GameRecord.none()), scores).run();
        List<String> messages = script.frames.stream().map(Frame::message).toList();
        assertEquals("You escaped in 2 turns! Again? y/n, z undoes", messages.get(2));
        assertEquals("You escaped in 2 turns! Again? y/n, z undoes  (not counted: this game's first end was)",
                messages.get(4));
        assertEquals(new Scores.Tally(1, 0, 2), scores.scores().of(new Scores.Size(3, 1)), "one win, once");
    }

    @Test
    void winningAndTheRecordOfTheGamesAsFinallyPlayed(@TempDir Path dir) throws IOException {
        GameParameters parameters = GameParameters.of(3, 1, 0, 0);
        Path record = dir.resolve("record");
        // Game 1: L, undo, W, L, L (win). Then y: game 2, one wait, then the input ends.
        Script script = play(parameters, 11, true, record, LEFT, Action.Simple.UNDO, WAIT, LEFT, LEFT,
                new Action.Step(-1, -1), WAIT);
        assertTrue(script.frames.stream().anyMatch(f -> f.message().startsWith("You escaped in 3 turns!")));
        long second = dev.robots.cli.seeds.GameSeeds.of(11, 1);
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
}
