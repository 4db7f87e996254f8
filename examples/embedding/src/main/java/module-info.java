/** An application that embeds the Robots engine: it needs nothing but {@code dev.robots.core}. */
module dev.robots.example {
    requires dev.robots.core;
}
