package dev.robots.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.robots.core.SplitMix64;
import org.junit.jupiter.api.Test;

/**
 * The one derivation of a game's seed from a run's seed. The pinned numbers come from a separate
 * Python transcription (not from this project's Java code), with {@code M = 2**64 - 1}:
 *
 * <pre>
 * def mix(z):
 *     z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) &amp; M
 *     z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) &amp; M
 *     return z ^ (z >> 31)
 * def game_seed(s, i):              # as a signed 64-bit value
 *     return s if i == 0 else mix((s + i * 0x9e3779b97f4a7c15) &amp; M)
 * def program_seed(s, i):           # as a signed 64-bit value
 *     return mix(((game_seed(s, i) &amp; M ^ 0x70726f6772616d73) + 0x9e3779b97f4a7c15) &amp; M)
 * </pre>
 */
class GameSeedsTest {
    /** 2^53 + 1: the first seed a JavaScript number (a double) cannot hold. */
    static final long ABOVE_2_TO_53 = (1L << 53) + 1;

    @Test
    void theFirstGameHasTheRunSeed() {
        for (long seed : new long[] {0, 1, -1, ABOVE_2_TO_53, Long.MIN_VALUE, Long.MAX_VALUE}) {
            assertEquals(seed, GameSeeds.of(seed, 0));
        }
    }

    @Test
    void pinnedSeedsAbove2To53() {
        assertEquals(386430782533759031L, GameSeeds.of(ABOVE_2_TO_53, 1));
        assertEquals(-5333437190599535262L, GameSeeds.of(ABOVE_2_TO_53, 2));
        assertEquals(5451226349904013435L, GameSeeds.of(ABOVE_2_TO_53, 3));
        assertEquals(-5787757136387093392L, GameSeeds.of(ABOVE_2_TO_53, 1_000_000));
        long negative = -(1L << 62) - 3;
        assertEquals(5194107986835074059L, GameSeeds.of(negative, 1));
        assertEquals(-5020035167552947916L, GameSeeds.of(negative, 2));
    }

    @Test
    void gameIndexIIsTheIthDrawOfTheRunSeedsSource() {
        for (long seed : new long[] {0, 7, -7, ABOVE_2_TO_53, Long.MIN_VALUE}) {
            SplitMix64 source = new SplitMix64(seed);
            for (int i = 1; i <= 200; i++) {
                assertEquals(source.nextLong(), GameSeeds.of(seed, i), "seed " + seed + ", game index " + i);
            }
        }
    }

    /**
     * The derivation {@code check} used (run seed + i * gamma) gave game i + 1 the stream of game i
     * shifted by one draw; the games of one run now draw from unrelated streams.
     */
    @Test
    void oneGamesDrawsAreNotTheNextGamesShifted() {
        long seed = ABOVE_2_TO_53;
        for (int i = 0; i < 100; i++) {
            SplitMix64 game = new SplitMix64(GameSeeds.of(seed, i));
            SplitMix64 next = new SplitMix64(GameSeeds.of(seed, i + 1));
            game.nextLong();
            assertNotEquals(game.nextLong(), next.nextLong(), "game index " + i);
        }
        SplitMix64 oldGame = new SplitMix64(seed + 0x9E3779B97F4A7C15L);
        SplitMix64 oldNext = new SplitMix64(seed + 2 * 0x9E3779B97F4A7C15L);
        oldGame.nextLong();
        assertEquals(oldGame.nextLong(), oldNext.nextLong(), "the old derivation's flaw, as the test would see it");
    }

    @Test
    void pinnedProgramSeeds() {
        assertEquals(7965301455248730372L, GameSeeds.program(1, 0));
        assertEquals(8890599360556344092L, GameSeeds.program(1, 1));
        assertEquals(2345233201959182026L, GameSeeds.program(20240601, 2));
    }

    /** The program's numbers are not the checker's own: its seed is none of the first draws of the game's stream. */
    @Test
    void aProgramSeedIsNotADrawOfTheCheckersStream() {
        for (int i = 0; i < 100; i++) {
            SplitMix64 checker = new SplitMix64(GameSeeds.of(ABOVE_2_TO_53, i));
            long program = GameSeeds.program(ABOVE_2_TO_53, i);
            for (int draw = 0; draw < 1000; draw++) {
                assertNotEquals(program, checker.nextLong(), "game index " + i + ", draw " + draw);
            }
        }
    }

    @Test
    void aNegativeIndexIsRefused() {
        assertEquals("index: -1 (expected: >= 0)",
                assertThrows(IllegalArgumentException.class, () -> GameSeeds.program(3, -1)).getMessage());
        assertEquals("index: -1 (expected: >= 0)",
                assertThrows(IllegalArgumentException.class, () -> GameSeeds.of(3, -1)).getMessage());
    }
}
