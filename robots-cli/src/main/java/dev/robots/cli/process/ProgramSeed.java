package dev.robots.cli.process;

import java.util.HashMap;
import java.util.Map;

/**
 * The seed a run of the program under test gets for its own random numbers, so that a game it plays
 * can be played again exactly. Under {@code --lua} the harness seeds the Lua state's
 * {@code math.random} with {@link #luaCall} before each run of the chunk. A program after {@code --}
 * gets it in its environment ({@link #environment}): {@value #VARIABLE} (the 64-bit value, for a
 * program that seeds its own generator from it) and, unless the environment already sets one, a
 * {@code LUA_INIT} that every standard Lua interpreter runs before the script.
 *
 * @param value the seed, any 64-bit value
 */
public record ProgramSeed(long value) {
    /** The environment variable that holds {@link #value} for a program after {@code --}. */
    public static final String VARIABLE = "ROBOTS_PROGRAM_SEED";

    /**
     * The Lua call that seeds {@code math.random}: {@code math.randomseed(X, Y)}, X the high 32 bits as
     * a signed integer and Y the low 32 bits unsigned, so that Lua 5.4 gets all 64 bits (joined into its
     * seed) and an older Lua, which takes only X, an integer it can hold.
     */
    public String luaCall() {
        return "math.randomseed(" + high() + ", " + low() + ")";
    }

    /** The line that asks the {@code --lua} harness for a run of the chunk, seeded with this seed. */
    public String harnessRunLine() {
        return LuaHarness.RUN_AGAIN + " " + high() + " " + low();
    }

    private int high() {
        return (int) (value >> 32);
    }

    private long low() {
        return value & 0xFFFF_FFFFL;
    }

    /**
     * What a program after {@code --} gets added to {@code inherited}: {@value #VARIABLE}, and
     * {@code LUA_INIT} with {@link #luaCall} unless {@code inherited} has a {@code LUA_INIT} of any Lua
     * version (the user's own, left alone: then a Lua program is not seeded).
     */
    public Map<String, String> environment(Map<String, String> inherited) {
        Map<String, String> added = new HashMap<>();
        added.put(VARIABLE, Long.toString(value));
        if (inherited.keySet().stream().noneMatch(name -> name.startsWith("LUA_INIT"))) {
            added.put("LUA_INIT", luaCall());
        }
        return added;
    }
}
