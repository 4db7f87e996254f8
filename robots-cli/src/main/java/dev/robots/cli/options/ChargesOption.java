package dev.robots.cli.options;

import dev.robots.cli.text.Texts;
import dev.robots.core.Game;
import java.util.OptionalInt;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --charges N|unlimited}: charges ({@code K}) per game, the one contract of every command:
 * a count {@code >= 0}, or {@code unlimited}; anything else, {@code -1} included, is a usage error.
 * The default is 3; protocol mode's is unlimited (its {@link OptionDefaults}).
 */
public final class ChargesOption {
    /** The option's name. */
    public static final String NAME = "--charges";
    /** The word for no limit, as the option takes it and as reports print it. */
    public static final String UNLIMITED = "unlimited";
    /** The count for no limit in the commands' settings and records (the engine's is an empty OptionalInt). */
    public static final int NO_LIMIT = -1;
    /** The default of every command but protocol mode. */
    public static final int DEFAULT = 3;
    /** What the option takes, as a usage error says it. */
    static final String EXPECTED = "(expected: a count >= 0 or \"" + UNLIMITED + "\")";

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private int charges = DEFAULT;

    /** Charges per game, or {@link #NO_LIMIT}. */
    public int charges() {
        return charges;
    }

    @Option(names = NAME, paramLabel = "N", defaultValue = "" + DEFAULT,
            description = "Charges (K) per game: a count >= 0, or " + UNLIMITED + " (default: ${DEFAULT-VALUE}).")
    void charges(String token) {
        charges = parse(command, NAME, token);
    }

    /**
     * The charges {@code token} gives, as given to the option {@code name} of {@code command} (a
     * command's old spelling of the option calls this too).
     *
     * @return the count, or {@link #NO_LIMIT}
     * @throws ParameterException if the token is neither a count nor {@code unlimited}
     */
    public static int parse(CommandSpec command, String name, String token) {
        int parsed = parse(token);
        if (parsed < NO_LIMIT) {
            String shown = token.matches("[-+]?[0-9]{1,30}") ? token : Texts.quote(token);
            throw new ParameterException(command.commandLine(), name + ": " + shown + " " + EXPECTED);
        }
        return parsed;
    }

    /**
     * The count, {@link #NO_LIMIT} for {@code unlimited}, or {@code -2} for anything else: the
     * option's one contract, for the option and for protocol mode's start-up fast path.
     */
    public static int parse(String token) {
        if (token.equalsIgnoreCase(UNLIMITED)) {
            return NO_LIMIT;
        }
        if (!token.matches("[0-9]{1,10}")) {
            return -2;
        }
        long count = Long.parseLong(token);
        return count > Integer.MAX_VALUE ? -2 : (int) count;
    }

    /** Charges as the option takes them: the count, or {@code unlimited}. */
    public static String format(int charges) {
        return charges == NO_LIMIT ? UNLIMITED : Integer.toString(charges);
    }

    /** {@code builder} with {@code charges} per game: a count, or {@link #NO_LIMIT}. */
    public static Game.Builder apply(Game.Builder builder, int charges) {
        return charges == NO_LIMIT ? builder.unlimitedCharges() : builder.charges(charges);
    }

    /** The charges {@code game} has left, or {@link #NO_LIMIT}. */
    public static int left(Game game) {
        return game.chargesLeft().orElse(NO_LIMIT);
    }

    /** A count or {@link #NO_LIMIT} as the engine says it: empty for no limit. */
    public static OptionalInt optional(int charges) {
        return charges == NO_LIMIT ? OptionalInt.empty() : OptionalInt.of(charges);
    }
}
