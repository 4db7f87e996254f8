/**
 * The Robots game engine: field, generator, commands, the simultaneous-move resolver, the turn
 * loop, text render/parse and events ({@code dev.robots.core}), and players that choose commands,
 * the autopilot among them ({@code dev.robots.core.bot}). No runtime dependencies.
 */
module dev.robots.core {
    requires static com.github.spotbugs.annotations;

    exports dev.robots.core;
    exports dev.robots.core.bot;
}
