package dev.robots.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Protocol mode's options as the command line gave them, before any file is opened: what {@link Main}
 * starts a session from, whether picocli parsed them or {@link #plain} did. The options themselves
 * are {@link ProtocolOption}'s table, which both read.
 *
 * @param seed the {@code --seed} given, or {@code null} (a random one is drawn and announced)
 * @param charges {@code --charges}: per game, or empty for no limit (protocol mode's default)
 * @param field the {@code --field} file, or {@code null}
 * @param record the {@code --record} file, or {@code null}
 * @param maxCells {@code --max-cells}
 */
record ProtocolArguments(Long seed, OptionalInt charges, Path field, Path record, long maxCells) {

    /** The arguments of the session's values, by {@link ProtocolOption#ordinal}. */
    static ProtocolArguments of(Object[] values) {
        return new ProtocolArguments((Long) values[ProtocolOption.SEED.ordinal()],
                (OptionalInt) values[ProtocolOption.CHARGES.ordinal()], (Path) values[ProtocolOption.FIELD.ordinal()],
                (Path) values[ProtocolOption.RECORD.ordinal()], (Long) values[ProtocolOption.MAX_CELLS.ordinal()]);
    }

    /**
     * The start-up fast path: the options of a plain protocol-mode command line, read without building
     * picocli's command model (its reflection is most of the start-up time of a session), or empty for
     * anything else. It takes only {@link ProtocolOption}'s options, each at most once, as
     * {@code --name value} or {@code --name=value}, with a value each option's fast reading takes (a
     * decimal seed or {@code --max-cells} in range, charges that {@code ChargesOption} takes, a file
     * name that starts with neither {@code -} nor {@code @}). Everything else is declined to picocli
     * (help, version, subcommands, {@code --}, {@code @files}, unknown or repeated options, bad
     * values, a {@code picocli.*} system property), so that its messages, help and exit statuses stay
     * its own. Where it takes a command line, picocli's parse of it gives the same options
     * ({@code ProtocolArgumentsTest} holds the two to that).
     */
    static Optional<ProtocolArguments> plain(String[] args) {
        if (picocliConfigured()) {
            return Optional.empty();
        }
        ProtocolOption[] options = ProtocolOption.values();
        Object[] values = ProtocolOption.initials();
        boolean[] given = new boolean[options.length];
        for (int i = 0; i < args.length; i++) {
            String token = args[i];
            ProtocolOption option = optionOf(token);
            if (option == null) {
                return Optional.empty();
            }
            String value;
            if (token.length() == option.optionName().length()) {
                if (i + 1 == args.length) {
                    return Optional.empty();
                }
                value = args[++i];
            } else {
                value = token.substring(option.optionName().length() + 1);
            }
            if (given[option.ordinal()] || value.isEmpty() || value.charAt(0) == '@') {
                // Repeated (picocli's error), empty, or an argument file picocli would expand.
                return Optional.empty();
            }
            Object read = option.readFast(value);
            if (read == null) {
                return Optional.empty();
            }
            given[option.ordinal()] = true;
            values[option.ordinal()] = read;
        }
        return Optional.of(of(values));
    }

    /** The option {@code token} names, alone or followed by {@code =value}; {@code null} for anything else. */
    private static ProtocolOption optionOf(String token) {
        for (ProtocolOption option : ProtocolOption.values()) {
            String name = option.optionName();
            if (token.startsWith(name)
                    && (token.length() == name.length() || token.charAt(name.length()) == '=')) {
                return option;
            }
        }
        return null;
    }

    /**
     * Whether a {@code picocli.*} system property is set: picocli would then trace, or read values its own
     * way (trimming quotes, say), and the fast path could not be sure to do the same.
     */
    private static boolean picocliConfigured() {
        for (String property : System.getProperties().stringPropertyNames()) {
            if (property.startsWith("picocli.")) {
                return true;
            }
        }
        return false;
    }
}
