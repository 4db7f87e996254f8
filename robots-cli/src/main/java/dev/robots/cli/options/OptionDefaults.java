package dev.robots.cli.options;

import java.util.Map;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A command's defaults for shared options whose default differs between commands, by option name.
 * A command names a subclass in {@code @Command(defaultValueProvider = ...)}; picocli then applies the
 * default before parsing and shows it as {@code ${DEFAULT-VALUE}} in the help. Options not named
 * here keep the default of their annotation.
 */
public abstract class OptionDefaults implements IDefaultValueProvider {
    private final Map<String, String> byName;

    /** @param byName default values by an option's longest name, e.g. {@code "--games" -> "100"} */
    protected OptionDefaults(Map<String, String> byName) {
        this.byName = Map.copyOf(byName);
    }

    @Override
    public String defaultValue(ArgSpec argument) {
        return argument instanceof OptionSpec option ? byName.get(option.longestName()) : null;
    }
}
