package dev.robots.cli.play;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.io.FailureKeepingOutput;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** {@code robots play --scores}: the kept scores for a person: each kind of game, how it went and its top list. */
final class ScoresReport {
    private ScoresReport() {
    }

    /** Prints the scores in {@code file}; status 0, or 1 if standard output failed. A bad file is a warning. */
    static int print(ScoresFile file, FailureKeepingOutput stdout, PrintWriter err) {
        ScoresFile.Loaded loaded = file.load();
        if (loaded.warning() != null) {
            err.println("robots play: " + loaded.warning());
            err.flush();
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), false);
        out.println("Scores in " + file.path() + ":");
        if (loaded.scores().games().isEmpty() && loaded.scores().describe().isEmpty()) {
            out.println("no games yet (the full-screen game keeps them: robots play at a terminal)");
        }
        for (String line : loaded.scores().describe()) {
            out.println(line);
        }
        out.flush();
        if (out.checkError()) {
            err.println("robots play: cannot write to standard output (" + stdout.failureDetail() + ")");
            err.flush();
            return ExitStatus.FAILURE;
        }
        return ExitStatus.OK;
    }
}
