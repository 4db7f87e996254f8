package dev.robots.cli.options;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.util.OptionalInt;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --charges N|unlimited}: charges ({@code K}) per game, the one contract of every command:
 * a count {@code >= 0}, or {@code unlimited}; anything else, {@code -1} included, is a usage error.
 * The default is 3; protocol mode's is unlimited (its {@link OptionDefaults}).
 *
 * <p>Charges are an {@link OptionalInt} everywhere, empty for no limit, as the engine's API says them
 * ({@code Game.chargesLeft()}); the word {@value #UNLIMITED} is read and written here only.
 */
public final class ChargesOption {
    /** The option's name. */
    public static final String NAME = "--charges";
    /** The word for no limit, as the option takes it and as reports and records print it. */
    public static final String UNLIMITED = "unlimited";
    /** The default of every command but protocol mode. */
    public static final int DEFAULT = 3;
    /** What the option takes, as a usage error says it. */
    static final String EXPECTED = "a count >= 0 or \"" + UNLIMITED + "\"";

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private OptionalInt charges = OptionalInt.of(DEFAULT);

    /** Charges per game: a count, or empty for no limit. */
    public OptionalInt charges() {
        return charges;
    }

    /** The option's help text. */
    public static final String DESCRIPTION = "Charges (K) per game: a count >= 0, or " + UNLIMITED
            + " (default: ${DEFAULT-VALUE}).";

    @Option(names = NAME, paramLabel = "N", defaultValue = "" + DEFAULT, description = DESCRIPTION)
    void charges(String token) {
        charges = parse(command, NAME, token);
    }

    /**
     * The charges {@code token} gives, as given to the option {@code name} of {@code command} (a
     * command's old spelling of the option calls this too).
     *
     * @return the count, or empty for {@code unlimited}
     * @throws ParameterException if the token is neither a count nor {@code unlimited}
     */
    public static OptionalInt parse(CommandSpec command, String name, String token) {
        try {
            return parseForUsage(name, token);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(command.commandLine(), e.getMessage());
        }
    }

    /**
     * The charges {@code token} gives, as given to the option {@code name}.
     *
     * @return the count, or empty for {@code unlimited}
     * @throws IllegalArgumentException with the usage error's line, if the token is neither a count
     *     nor {@code unlimited}
     */
    public static OptionalInt parseForUsage(String name, String token) {
        if (!takes(token)) {
            String shown = token.matches("[-+]?[0-9]{1,30}") ? token : Texts.quote(token);
            throw new IllegalArgumentException(Expected.of(name + ": " + shown, EXPECTED));
        }
        return parse(token);
    }

    /**
     * Whether the option takes {@code token}: a count from 0 to 2^31 - 1 in decimal digits, or
     * {@code unlimited} in any case. The option's one contract, for the option and for protocol
     * mode's start-up fast path.
     */
    public static boolean takes(String token) {
        if (token.equalsIgnoreCase(UNLIMITED)) {
            return true;
        }
        return token.matches("[0-9]{1,10}") && Long.parseLong(token) <= Integer.MAX_VALUE;
    }

    /**
     * The charges of a token the option {@link #takes}: the count, or empty for {@code unlimited}.
     *
     * @throws IllegalArgumentException if the option does not take {@code token}
     */
    public static OptionalInt parse(String token) {
        if (!takes(token)) {
            throw new IllegalArgumentException(Expected.of(NAME + ": " + Texts.quote(token), EXPECTED));
        }
        return token.equalsIgnoreCase(UNLIMITED) ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(token));
    }

    /** Charges as the option takes them: the count, or {@code unlimited}. */
    public static String format(OptionalInt charges) {
        return charges.isPresent() ? Integer.toString(charges.getAsInt()) : UNLIMITED;
    }

    /** Charges per game in a report's prose: {@code 1 charge}, {@code N charges}, or {@code unlimited charges}. */
    public static String describe(OptionalInt charges) {
        return charges.isPresent() ? Texts.count(charges.getAsInt(), "charge") : UNLIMITED + " charges";
    }

    /** Charges left as a game's panel says them: {@code N left}, or {@code unlimited}. */
    public static String formatLeft(OptionalInt left) {
        return left.isPresent() ? left.getAsInt() + " left" : UNLIMITED;
    }

    /** Whether a count of charges is 0 (no limit never runs out). */
    public static boolean noneLeft(OptionalInt left) {
        return left.isPresent() && left.getAsInt() == 0;
    }
}
