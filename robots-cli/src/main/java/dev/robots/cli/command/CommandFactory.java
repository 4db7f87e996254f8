package dev.robots.cli.command;

import java.lang.reflect.Constructor;
import picocli.CommandLine;

/**
 * Makes the commands picocli instantiates: one with a public constructor taking {@link Streams} gets
 * the run's streams there; any other class is made by picocli's default factory. So a command never
 * reaches up into {@code Main} for its streams, and a test makes it with streams of its own.
 */
public final class CommandFactory implements CommandLine.IFactory {
    private final Streams streams;

    /** A factory that hands {@code streams} to every command that takes them. */
    public CommandFactory(Streams streams) {
        this.streams = streams;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        if (streams != null) {
            for (Constructor<?> constructor : type.getConstructors()) {
                Class<?>[] parameters = constructor.getParameterTypes();
                if (parameters.length == 1 && parameters[0] == Streams.class) {
                    return type.cast(constructor.newInstance(streams));
                }
            }
        }
        return CommandLine.defaultFactory().create(type);
    }
}
