package dev.robots.cli.terminal;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import org.jline.utils.Signals;

/**
 * Stops this process as a terminal's Ctrl-Z does, for a full-screen program that has put the
 * terminal back first: {@code SIGTSTP} with its default action (stop), sent to itself, and the
 * handler that was there restored once the process is continued ({@code fg}, {@code SIGCONT}).
 * Java can raise only a signal it handles itself, so the shell's {@code kill} sends it.
 */
public final class ProcessStop {
    private static final String STOP = "TSTP";

    private ProcessStop() {
    }

    /**
     * Returns once the process is continued, or at once where the system does not stop it (an
     * orphaned process group: no shell to continue it); {@code false} if it could not be sent.
     */
    static boolean stopSelf() {
        Object previous = Signals.registerDefault(STOP);
        try {
            Process kill = new ProcessBuilder("sh", "-c", "kill -" + STOP + " " + ProcessHandle.current().pid())
                    .redirectInput(Redirect.PIPE).redirectOutput(Redirect.DISCARD).redirectError(Redirect.DISCARD)
                    .start();
            kill.getOutputStream().close();
            return kill.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            Signals.unregister(STOP, previous);
        }
    }
}
