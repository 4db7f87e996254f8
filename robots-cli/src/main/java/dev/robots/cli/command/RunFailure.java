package dev.robots.cli.command;

/**
 * A run that cannot go on for a reason outside the command line (a file that cannot be read or
 * written, a closed standard input, too little memory): {@code Main} prints its message as one
 * line after the command's name and exits with {@link ExitStatus#FAILURE}. No stack trace is kept.
 */
public final class RunFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RunFailure(String message) {
        super(message, null, false, false);
    }
}
