package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.core.Command;
import dev.robots.core.TestCharges;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import org.junit.jupiter.api.Test;

/**
 * The autopilot's decisions, pinned: every command it chooses in a fixed set of seeded games, folded
 * into one digest per setup. A restructuring of the search must leave each digest as it is (the
 * autopilot plays exactly as before); a deliberate change of the search or its weights changes them,
 * and then the new values go here in the same commit, with the win rates measured in
 * docs/autopilot.md.
 *
 * <p>The plain search, which leaves the reinforcements out (no ghosts, 10 turns deep: the default
 * before issue 28's ghosts), keeps its digests of before the ghosts: the ghosts were added around
 * it, not into it.
 */
class AutopilotDecisionsTest {

    /**
     * Plays {@code games} seeded games with the given budget and folds every command, the turns and
     * the end of each game into a 64-bit digest.
     */
    private static long digest(GameParameters parameters, int charges, int games, int maxTurns, Tuning tuning) {
        Autopilot autopilot = new Autopilot(tuning);
        long digest = 17;
        for (long seed = 0; seed < games; seed++) {
            Game game = TestCharges.set(Game.builder(parameters).random(RandomSource.seeded(seed)), charges).build();
            while (!game.isOver() && game.turn() < maxTurns) {
                Command command = autopilot.choose(Situation.of(game));
                digest = digest * 31 + SearchRulesTest.command(command);
                game.play(command);
            }
            digest = digest * 31 + game.turn();
            digest = digest * 31 + game.outcome().map(ended -> ended.line().hashCode()).orElse(0);
        }
        return digest;
    }

    private static void assertDigest(long expected, long actual, String setup) {
        assertEquals(expected, actual, () -> setup + ": the autopilot's decisions changed (digest 0x"
                + Long.toHexString(actual) + "); if that is intended, pin the new digest here");
    }

    /** The default before the ghosts: beam 32, 10 turns deep, the reinforcements left out. */
    private static final Tuning PLAIN = Tuning.DEFAULT.withBudget(32, 10).withGhostRisk(Double.NaN);

    @Test
    void theStatementsSetupWithThreeCharges() {
        assertDigest(0x373f6cdd110a1f6L, digest(GameParameters.of(30, 17, 20, 40), 3, 40, 1000, Tuning.DEFAULT),
                "30x17, R=20, P=40, 3 charges, 40 games");
    }

    @Test
    void aSmallCrowdedFieldWithUnlimitedCharges() {
        assertDigest(0x2ee9cd370edd14ffL,
                digest(GameParameters.of(15, 9, 8, 8), TestCharges.UNLIMITED, 40, 1000, Tuning.DEFAULT),
                "15x9, R=8, P=8, unlimited charges, 40 games");
    }

    @Test
    void aNarrowShallowBudgetWithoutCharges() {
        assertDigest(0x1f2d047604901addL,
                digest(GameParameters.of(30, 17, 20, 40), 0, 40, 1000, Tuning.DEFAULT.withBudget(5, 3)),
                "30x17, R=20, P=40, no charges, beam 5 depth 3, 40 games");
    }

    @Test
    void aLargeFieldSeenThroughAWindow() {
        assertDigest(0x5034ae74a9b0d699L, digest(GameParameters.of(200, 180, 300, 800), 3, 3, 150, Tuning.DEFAULT),
                "200x180, R=300, P=800, 3 charges, 3 games of at most 150 turns");
    }

    @Test
    void thePlainSearchOnTheStatementsSetupAsBefore() {
        assertDigest(0x65eb567af57c4b60L, digest(GameParameters.of(30, 17, 20, 40), 3, 40, 1000, PLAIN),
                "plain 32 x 10, 30x17, R=20, P=40, 3 charges, 40 games");
    }

    @Test
    void thePlainSearchOnASmallCrowdedFieldAsBefore() {
        assertDigest(0xfa8ec5cb19f3889aL,
                digest(GameParameters.of(15, 9, 8, 8), TestCharges.UNLIMITED, 40, 1000, PLAIN),
                "plain 32 x 10, 15x9, R=8, P=8, unlimited charges, 40 games");
    }

    @Test
    void thePlainSearchNarrowAndShallowAsBefore() {
        assertDigest(0x941864d20e98df5L,
                digest(GameParameters.of(30, 17, 20, 40), 0, 40, 1000, PLAIN.withBudget(5, 3)),
                "plain 5 x 3, 30x17, R=20, P=40, no charges, 40 games");
    }

    @Test
    void thePlainSearchThroughAWindowAsBefore() {
        assertDigest(0x27a513e49e7a470dL, digest(GameParameters.of(200, 180, 300, 800), 3, 3, 150, PLAIN),
                "plain 32 x 10, 200x180, R=300, P=800, 3 charges, 3 games of at most 150 turns");
    }
}
