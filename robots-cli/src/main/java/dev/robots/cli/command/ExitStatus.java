package dev.robots.cli.command;

/**
 * The one exit-status rule of every {@code robots} command (see {@code docs/cli.md}), as the
 * careful Unix tools have it: 0 success, 1 the run failed or could not go on (a file, a stream,
 * memory, or for {@code check}/{@code bot} the program under test), 2 the command line itself is
 * wrong, found before anything ran. Each command's {@code --help} lists it under the same heading.
 */
public final class ExitStatus {
    /** The command did what it was asked (the input ended; every game passed; the games were played). */
    public static final int OK = 0;
    /** The run failed or could not go on: a file, a stream, memory, the program under test. */
    public static final int FAILURE = 1;
    /** The command line is wrong: an unknown option or a bad option value; nothing was run. */
    public static final int USAGE = 2;

    /** The heading of every command's exit status list. */
    public static final String HEADING = "%nExit status (the same rule for every robots command):%n";
    /** The line for status 2, the same in every command's help. */
    public static final String USAGE_LINE = "2:usage error: an unknown option or a bad option value (nothing was run)";

    /** For the commands that run another program: stopped by SIGINT, which takes that program along. */
    public static final String SIGINT_LINE =
            "130:stopped by SIGINT (Ctrl-C); the program under test is stopped with it";
    /** The same for SIGTERM. */
    public static final String SIGTERM_LINE = "143:stopped by SIGTERM (kill, a CI job's time limit); the same";
    /** The same for SIGHUP. */
    public static final String SIGHUP_LINE = "129:stopped by SIGHUP (its terminal closed); the same";
    /**
     * For every other command: stopped by a signal, the status a shell gives (128 + its number), after
     * the JVM's shutdown: no {@code .partial} file is left, a record keeps the lines written.
     */
    public static final String SIGNALS_LINE = "129/130/143:stopped by SIGHUP, SIGINT (Ctrl-C) or SIGTERM, as a shell has"
            + " it (128 + the signal's number); no temporary file is left";

    /**
     * A command whose own rule gives another status than {@link #FAILURE} when it could not finish
     * for want of a stream or of memory: {@code replay}, whose 1 says "a tampered record" (its rule:
     * {@code docs/cli.md}, "Records"), gives 2 for standard output closed or full, and for too little
     * memory, as for anything else it cannot read, write or hold.
     */
    public interface OwnFailureStatus {
        /** The status when standard output failed or memory ran out. */
        int cannotFinish();
    }

    /** The status for a run of {@code command} that could not finish (output failed, out of memory). */
    public static int cannotFinish(Object command) {
        return command instanceof OwnFailureStatus own ? own.cannotFinish() : FAILURE;
    }

    private ExitStatus() {
    }
}
