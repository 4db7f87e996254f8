package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ScriptedRandomTest {

    @Test
    void answersTheScriptInOrder() {
        ScriptedRandom r = ScriptedRandom.of(2, 0, 5);
        assertEquals(3, r.remaining());
        assertEquals(2, r.nextInt(3));
        assertEquals(0, r.nextInt(1));
        assertEquals(5, r.nextInt(6));
        assertEquals(0, r.remaining());
    }

    @Test
    void theScriptIsCopied() {
        int[] values = {1, 1};
        ScriptedRandom r = ScriptedRandom.of(values);
        values[0] = 7;
        assertEquals(1, r.nextInt(2));
    }

    @Test
    void aCallPastTheEndFailsLoudly() {
        ScriptedRandom r = ScriptedRandom.of(0);
        r.nextInt(4);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> r.nextInt(4));
        assertEquals("script used up: 1 values given, call 2 asked for one below 4", e.getMessage());
        IllegalStateException empty = assertThrows(IllegalStateException.class, () -> ScriptedRandom.of().nextInt(3));
        assertEquals("script used up: 0 values given, call 1 asked for one below 3", empty.getMessage());
    }

    @Test
    void aValueOutOfRangeFailsLoudly() {
        IllegalStateException high = assertThrows(IllegalStateException.class, () -> ScriptedRandom.of(4).nextInt(4));
        assertEquals("scripted value 4 (call 1) is out of range [0, 4)", high.getMessage());
        ScriptedRandom r = ScriptedRandom.of(0, -1);
        r.nextInt(2);
        IllegalStateException low = assertThrows(IllegalStateException.class, () -> r.nextInt(2));
        assertEquals("scripted value -1 (call 2) is out of range [0, 2)", low.getMessage());
    }

    @Test
    void aBadBoundIsTheCallersMistake() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ScriptedRandom.of(0).nextInt(0));
        assertEquals("bound: 0 (expected: > 0)", e.getMessage());
    }

    @Test
    void forcesTheReinforcementCorner() {
        // 5 x 3, no robots, R = 1: after the first turn all four corners are free (the exit (0,1) and
        // the player (4,1) are not corners); the script picks the third, (0, 2).
        Game g = Game.builder(GameParameters.of(5, 3, 1, 0))
                .start(Board.builder(Field.of(5, 3)).build())
                .random(ScriptedRandom.of(2))
                .build();
        java.util.List<Event> events = new java.util.ArrayList<>();
        g.play(Command.WAIT, events::add);
        assertEquals(java.util.List.of(new Event.PlayerMoved(4, 1, 4, 1), new Event.Reinforced(0, 2)), events);
    }
}
