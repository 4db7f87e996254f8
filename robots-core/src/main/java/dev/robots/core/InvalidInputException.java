package dev.robots.core;

/**
 * Text from a person or another program that the engine refuses: a bad command or a bad field.
 * The message is one line that names the bad token or the broken limit, fit to show as it is.
 * Checked, because bad input is expected and the caller must decide what to tell the person.
 */
public final class InvalidInputException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * An exception with this one-line message (no stack trace is recorded: bad input is not a bug).
     *
     * @param message one line for a person
     */
    public InvalidInputException(String message) {
        super(message, null, false, false);
    }
}
