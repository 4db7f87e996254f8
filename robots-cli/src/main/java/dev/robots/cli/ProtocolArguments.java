package dev.robots.cli;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.FileNames;
import dev.robots.cli.options.RecordOption;
import dev.robots.cli.options.SeedOption;
import dev.robots.cli.protocol.SessionOptions;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Protocol mode's options as the command line gave them, before any file is opened: what {@link Main}
 * starts a session from, whether picocli parsed them or {@link #plain} did.
 *
 * @param seed the {@code --seed} given, or {@code null} (a random one is drawn and announced)
 * @param charges {@code --charges}: per game, or empty for no limit (protocol mode's default)
 * @param field the {@code --field} file, or {@code null}
 * @param record the {@code --record} file, or {@code null}
 * @param maxCells {@code --max-cells}
 */
record ProtocolArguments(Long seed, OptionalInt charges, Path field, Path record, long maxCells) {
    static final String FIELD = "--field";
    static final String MAX_CELLS = "--max-cells";

    private static final String[] NAMES = {SeedOption.NAME, ChargesOption.NAME, FIELD, RecordOption.NAME, MAX_CELLS};

    /**
     * The start-up fast path: the options of a plain protocol-mode command line, read without building
     * picocli's command model (its reflection is most of the start-up time of a session), or empty for
     * anything else. It takes only the root command's five options, each at most once, as
     * {@code --name value} or {@code --name=value}, with a value beyond doubt: a decimal seed or
     * {@code --max-cells} in range, charges that {@link ChargesOption} takes, a file name that starts
     * with neither {@code -} nor {@code @}. Everything else is declined to picocli (help, version,
     * subcommands, {@code --}, {@code @files}, unknown or repeated options, bad values, a
     * {@code picocli.*} system property), so that its messages, help and exit statuses stay its own.
     * Where it takes a command line, picocli's parse of it gives the same options
     * ({@code ProtocolArgumentsTest} holds the two to that).
     */
    static Optional<ProtocolArguments> plain(String[] args) {
        if (picocliConfigured()) {
            return Optional.empty();
        }
        String[] values = new String[NAMES.length];
        for (int i = 0; i < args.length; i++) {
            String token = args[i];
            int option = optionIndex(token);
            if (option < 0) {
                return Optional.empty();
            }
            String value;
            if (token.length() == NAMES[option].length()) {
                if (i + 1 == args.length) {
                    return Optional.empty();
                }
                value = args[++i];
            } else {
                value = token.substring(NAMES[option].length() + 1);
            }
            if (values[option] != null || value.isEmpty() || value.charAt(0) == '@') {
                // Repeated (picocli's error), empty, or an argument file picocli would expand.
                return Optional.empty();
            }
            values[option] = value;
        }
        Long seed = values[0] == null ? null : decimal(values[0]);
        Path field = values[2] == null ? null : file(values[2]);
        Path record = values[3] == null ? null : file(values[3]);
        Long maxCells = values[4] == null ? Long.valueOf(SessionOptions.DEFAULT_MAX_CELLS) : decimal(values[4]);
        if ((values[0] != null && seed == null) || (values[1] != null && !ChargesOption.takes(values[1]))
                || (values[2] != null && field == null)
                || (values[3] != null && record == null) || maxCells == null
                || !SessionOptions.isAllowedMaxCells(maxCells)) {
            return Optional.empty();
        }
        OptionalInt charges = values[1] == null ? OptionalInt.empty() : ChargesOption.parse(values[1]);
        return Optional.of(new ProtocolArguments(seed, charges, field, record, maxCells));
    }

    /** Which of {@link #NAMES} the token is, alone or followed by {@code =value}; -1 for anything else. */
    private static int optionIndex(String token) {
        for (int option = 0; option < NAMES.length; option++) {
            String name = NAMES[option];
            if (token.startsWith(name)
                    && (token.length() == name.length() || token.charAt(name.length()) == '=')) {
                return option;
            }
        }
        return -1;
    }

    /**
     * The number an ASCII decimal token gives, as picocli's converter for a {@code long} reads it
     * ({@code Long.valueOf}); {@code null} for any other token (picocli then words its own error).
     */
    private static Long decimal(String token) {
        int start = token.charAt(0) == '-' || token.charAt(0) == '+' ? 1 : 0;
        if (start == token.length() || token.length() > 21) {
            return null;
        }
        for (int i = start; i < token.length(); i++) {
            if (token.charAt(i) < '0' || token.charAt(i) > '9') {
                return null;
            }
        }
        try {
            return Long.parseLong(token);
        } catch (NumberFormatException tooLarge) {
            return null;
        }
    }

    /** A file option's value as picocli's converter makes it; {@code null} for one that looks like an option. */
    private static Path file(String token) {
        // A name picocli's converter refuses (FileNames) is picocli's to word.
        if (token.isEmpty() || token.charAt(0) == '-' || FileNames.problem(token) != null) {
            return null;
        }
        try {
            return Path.of(token);
        } catch (InvalidPathException e) {
            return null;
        }
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
