package dev.robots.cli.process;

/**
 * What the {@code --lua} harness reported between two runs of the chunk (a line of its own on the
 * program's standard output; see {@link LuaHarness}).
 */
public sealed interface HarnessEvent {

    /** The chunk fell through its end: the normal end of a run. */
    record Returned() implements HarnessEvent {
    }

    /** The chunk called {@code os.exit}; {@code traceback} says where. */
    record Exited(String traceback) implements HarnessEvent {
    }

    /** The chunk raised an error; {@code traceback} holds the message and the Lua stack. */
    record Raised(String traceback) implements HarnessEvent {
    }

    /** The file did not load (a syntax error, a missing file). */
    record NotLoaded(String message) implements HarnessEvent {
    }
}
