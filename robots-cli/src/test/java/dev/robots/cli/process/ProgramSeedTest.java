package dev.robots.cli.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The program seed as a program gets it: the harness's run line and the Lua call (the 64 bits as a
 * signed high half and an unsigned low half), the environment of a program after {@code --}, and what
 * the harness writes of a chunk's own seeding.
 */
class ProgramSeedTest {
    @Test
    void theSixtyFourBitsAreSplitIntoASignedHighAndAnUnsignedLowHalf() {
        assertEquals("math.randomseed(0, 1)", new ProgramSeed(1).luaCall());
        assertEquals("math.randomseed(-1, 4294967295)", new ProgramSeed(-1).luaCall());
        assertEquals("math.randomseed(-2147483648, 0)", new ProgramSeed(Long.MIN_VALUE).luaCall());
        assertEquals("math.randomseed(2147483647, 4294967295)", new ProgramSeed(Long.MAX_VALUE).luaCall());
        assertEquals("\u0001robots-harness run 1 2", new ProgramSeed((1L << 32) | 2).harnessRunLine());
    }

    @Test
    void aProgramAfterTheDashesGetsTheSeedAndALuaInitUnlessOneIsSet() {
        Map<String, String> added = new ProgramSeed(-5).environment(Map.of("PATH", "/bin"));
        assertEquals(Map.of(ProgramSeed.VARIABLE, "-5", "LUA_INIT", "math.randomseed(-1, 4294967291)"), added);
        for (String own : List.of("LUA_INIT", "LUA_INIT_5_4", "LUA_INIT_5_3")) {
            Map<String, String> kept = new ProgramSeed(-5).environment(Map.of(own, "print(1)"));
            assertEquals(Map.of(ProgramSeed.VARIABLE, "-5"), kept, own);
        }
    }

    @Test
    void aProgramStartedWithASeedFindsItInItsEnvironment() throws Exception {
        try (ProgramProcess p = ProgramProcess.start(List.of("sh", "-c", "echo \"$ROBOTS_PROGRAM_SEED\""),
                new ProgramSeed(-1234567890123L))) {
            ProgramProcess.Read r = p.read(System.nanoTime() + 10_000_000_000L);
            assertEquals(new ProgramProcess.Line("-1234567890123"), r);
        }
    }

    @Test
    void theHarnessSeedingFileIsReadBackLineByLine() {
        HarnessSeeding s = HarnessSeeding.parse("1 clock 1796356206 clock.lua:1\n2 value 42 x.lua:3\n"
                + "3 none - [string \"a b\"]:7\nmore          5         12 differ\n");
        assertEquals(List.of(new SeedingCall(1, SeedingCall.Kind.CLOCK, "1796356206", "clock.lua:1"),
                new SeedingCall(2, SeedingCall.Kind.VALUE, "42", "x.lua:3"),
                new SeedingCall(3, SeedingCall.Kind.NONE, "-", "[string \"a b\"]:7")), s.calls());
        assertEquals(8, s.count());
        assertEquals(12, s.lastCallRun());
        assertTrue(s.moreDiffer());
        assertTrue(HarnessSeeding.parse("").isEmpty());
        assertTrue(HarnessSeeding.parse("garbage\n1 odd 3 x.lua:1\n").isEmpty());
        HarnessSeeding few = HarnessSeeding.parse("4 value 7 y.lua:2\n");
        assertEquals(4, few.lastCallRun());
        assertFalse(few.moreDiffer());
    }
}
