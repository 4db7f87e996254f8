package dev.robots.cli;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.FileNames;
import dev.robots.cli.options.RecordOption;
import dev.robots.cli.options.SeedOption;
import dev.robots.cli.protocol.SessionOptions;
import dev.robots.cli.text.Expected;
import dev.robots.core.GameParameters;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.OptionalInt;

/**
 * Protocol mode's options, one entry each: the one table that both {@link Main}'s root command
 * (picocli, which builds an option from each entry) and the start-up fast path
 * ({@link ProtocolArguments#plain}) read. A new protocol option is a new entry and a component of
 * {@link ProtocolArguments}.
 *
 * <p>Each entry says what picocli converts a value to ({@link #type}, with picocli's own converter
 * and messages), how that value becomes the session's ({@link #finish}), and how the fast path reads a
 * token: the same value where the token is beyond doubt, {@code null} (declined: picocli decides,
 * and words any error) for anything else. No picocli type appears here: the fast path loads none;
 * and the readings are plain methods, not lambdas, which would cost the fast path milliseconds to spin up.
 */
enum ProtocolOption {
    SEED(SeedOption.NAME, "N", SeedOption.DESCRIPTION, Long.class, null, null),
    CHARGES(ChargesOption.NAME, "N", ChargesOption.DESCRIPTION, String.class, null, OptionalInt.empty()),
    FIELD("--field", "FILE", "Start every game from the field in FILE (the protocol's text form)."
            + " INIT's W, H and P must match it; R sets the reinforcement target.", Path.class, null, null),
    RECORD(RecordOption.NAME, "FILE", RecordOption.DESCRIPTION, Path.class, null, null),
    MAX_CELLS("--max-cells", "N", "Largest board accepted, in cells (W x H). Default: ${DEFAULT-VALUE}.",
            Long.class, "" + SessionOptions.DEFAULT_MAX_CELLS, SessionOptions.DEFAULT_MAX_CELLS);

    private final String optionName;
    private final String label;
    private final String description;
    private final Class<?> type;
    private final String defaultText;
    private final Object initial;

    ProtocolOption(String optionName, String label, String description, Class<?> type, String defaultText,
            Object initial) {
        this.optionName = optionName;
        this.label = label;
        this.description = description;
        this.type = type;
        this.defaultText = defaultText;
        this.initial = initial;
    }

    /** The option's name, such as {@code --seed}. */
    String optionName() {
        return optionName;
    }

    /** The value's name in help, such as {@code N} or {@code FILE}. */
    String label() {
        return label;
    }

    /** The help text. */
    String description() {
        return description;
    }

    /** What picocli converts the token to, with its own converter (and its messages). */
    Class<?> type() {
        return type;
    }

    /** The default picocli shows and applies, or {@code null} for none (a command's defaults may give one). */
    String defaultText() {
        return defaultText;
    }

    /** The session's value without the option. */
    Object initial() {
        return initial;
    }

    /**
     * The session's value of picocli's converted {@code value}.
     *
     * @throws IllegalArgumentException with the usage error's line, for a value the option refuses
     */
    Object finish(Object value) {
        // Switch expressions: a new entry that no case names does not compile.
        return switch (this) {
            case SEED, FIELD, RECORD -> value;
            case CHARGES -> ChargesOption.parseForUsage(ChargesOption.NAME, (String) value);
            case MAX_CELLS -> {
                long cells = (Long) value;
                if (!SessionOptions.isAllowedMaxCells(cells)) {
                    throw new IllegalArgumentException(Expected.of("--max-cells: " + cells,
                            "2 to " + GameParameters.MAX_CELLS));
                }
                yield cells;
            }
        };
    }

    /** The fast path's reading of {@code token}: the session's value, or {@code null} to leave it to picocli. */
    Object readFast(String token) {
        return switch (this) {
            case SEED -> decimal(token);
            case CHARGES -> ChargesOption.takes(token) ? ChargesOption.parse(token) : null;
            case FIELD, RECORD -> file(token);
            case MAX_CELLS -> {
                Long cells = decimal(token);
                yield cells != null && SessionOptions.isAllowedMaxCells(cells) ? cells : null;
            }
        };
    }

    /** Every option's value without it, by {@link #ordinal}. */
    static Object[] initials() {
        Object[] values = new Object[values().length];
        for (ProtocolOption option : values()) {
            values[option.ordinal()] = option.initial;
        }
        return values;
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
        if (token.charAt(0) == '-' || FileNames.problem(token) != null) {
            return null;
        }
        try {
            return Path.of(token);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
