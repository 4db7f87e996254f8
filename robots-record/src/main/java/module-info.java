/**
 * The record format of {@code robots --record}: writing, reading and checking records, and the
 * seeds of a session's games. Requires only the engine; used by the command line and the web page.
 */
module dev.robots.record {
    requires transitive dev.robots.core;

    exports dev.robots.record;
}
