package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.core.LossReason;
import dev.robots.core.TurnResult;
import org.junit.jupiter.api.Test;

/** {@link SessionTally}: the one line printed when the full-screen game ends. */
class SessionTallyTest {
    @Test
    void noGameIsNotAGame() {
        SessionTally tally = new SessionTally();
        assertEquals("no game played", tally.summary());
        tally.started();
        assertEquals("no game played", tally.summary(), "a game with no turn played is not counted");
    }

    @Test
    void winsLossesByKindTheBestAndTheUnfinished() {
        SessionTally tally = new SessionTally();
        tally.started();
        tally.played(false);
        tally.ended(new TurnResult.Won(50));
        tally.started();
        tally.played(true);
        tally.ended(new TurnResult.Won(41));
        tally.started();
        tally.played(false);
        tally.ended(new TurnResult.Lost(LossReason.CAPTURE, 9));
        tally.ended(new TurnResult.Lost(LossReason.FALL, 9));
        tally.started();
        tally.played(false);
        tally.ended(new TurnResult.Lost(LossReason.FALL, 3));
        tally.started();
        tally.played(false);
        assertEquals("5 games: 2 won (best 41 turns, 1 with the autopilot's moves), 2 lost (1 caught, 1 into a pit),"
                + " 1 unfinished", tally.summary());
    }

    @Test
    void aWinInOneTurnIsOneTurn() {
        SessionTally tally = new SessionTally();
        tally.started();
        tally.played(false);
        tally.ended(new TurnResult.Won(1));
        assertEquals("1 game: 1 won (best 1 turn)", tally.summary());
    }
}
