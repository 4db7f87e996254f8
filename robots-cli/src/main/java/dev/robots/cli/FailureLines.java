package dev.robots.cli;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.command.RunFailure;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.text.Texts;
import java.io.PrintStream;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/**
 * The one line and the exit status {@link Main} gives a run that did not succeed, by the one rule
 * ({@link ExitStatus}): a usage error (2), the run failing ({@link RunFailure}, 1), the write rule
 * refusing the run's files ({@link OutputFiles.Refused}: 2 for a collision, else 1), out of memory
 * (1, or the command's own status), a bug (1).
 */
final class FailureLines {
    private FailureLines() {
    }

    /**
     * picocli's handler of a usage error: the line, with where to read more. picocli's message
     * quotes the bad token raw, so it is escaped and cut here ({@link Texts#libraryMessage}).
     */
    static int usageError(ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        String name = cmd.getCommandSpec().qualifiedName();
        // picocli starts an argument group's refusal with "Error: "; the line names the command already.
        String message = e.getMessage() != null && e.getMessage().startsWith("Error: ")
                ? e.getMessage().substring("Error: ".length()) : e.getMessage();
        cmd.getErr().println(name + ": " + Texts.libraryMessage(message) + " (see '" + name + " --help')");
        cmd.getErr().flush();
        return ExitStatus.USAGE;
    }

    /** An exception out of a command ({@code commandName}: as messages start): its line and status. */
    static int ofCommand(Exception e, String commandName, PrintStream err) {
        if (e instanceof RunFailure) {
            return line(commandName, e.getMessage(), err, ExitStatus.FAILURE);
        }
        if (e instanceof OutputFiles.Refused refused) {
            return line(commandName, e.getMessage(), err, refused.collision() ? ExitStatus.USAGE : ExitStatus.FAILURE);
        }
        return internalError(e, err);
    }

    private static int line(String commandName, String message, PrintStream err, int status) {
        err.println(commandName + ": " + Texts.oneLine(message));
        err.flush();
        return status;
    }

    /** The object of the (sub)command the last parse chose, or {@code null}. */
    static Object executed(CommandLine cl) {
        CommandLine.ParseResult parsed = cl.getParseResult();
        if (parsed == null) {
            return null;
        }
        while (parsed.hasSubcommand()) {
            parsed = parsed.subcommand();
        }
        return parsed.commandSpec().userObject();
    }

    static int outOfMemory(Throwable e, PrintStream err, int status) {
        // Not a bug in the input: say what to change. (The message is short; it allocates little.)
        err.println("robots: out of memory (" + e.getMessage() + "): raise -Xmx or ask for less");
        err.flush();
        return status;
    }

    static int internalError(Throwable e, PrintStream err) {
        if (e instanceof OutOfMemoryError) {
            return outOfMemory(e, err, ExitStatus.FAILURE);
        }
        err.println("robots: internal error: " + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + Texts.oneLine(e.getMessage())));
        err.flush();
        return ExitStatus.FAILURE;
    }
}
