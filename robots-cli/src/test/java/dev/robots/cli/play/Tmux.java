package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.robots.cli.JarRun;
import dev.robots.cli.Sessions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * A private tmux server (its own socket) for tests that need a real pseudo-terminal: start a
 * command in a session of a given size, send keys, read the screen. Polls with a generous
 * deadline; never asserts on time.
 */
final class Tmux implements AutoCloseable {
    /** How long to wait for a screen to show what is expected: a loaded machine starts a JVM slowly. */
    static final Duration DEADLINE = Duration.ofSeconds(90);

    /** Numbers the servers of this JVM: a new server on the socket of one just killed may fail to start. */
    private static final AtomicInteger SERVERS = new AtomicInteger();

    private final String socket = "robots-it-" + ProcessHandle.current().pid() + "-" + SERVERS.incrementAndGet();

    /** The jar under test as a shell words: {@code 'java' -jar 'robots.jar'}. */
    static String robots() {
        return Sessions.shQuoted(JarRun.java()) + " -jar " + Sessions.shQuoted(JarRun.jar());
    }

    /**
     * A server, once tmux is known to be installed; without it, {@link dev.robots.cli.ToolCheck}'s rule.
     */
    static Tmux start() throws IOException, InterruptedException {
        boolean installed;
        try {
            installed = new Tmux().run("-V").startsWith("tmux");
        } catch (IOException e) {
            installed = false;
        }
        if (!installed) {
            dev.robots.cli.ToolCheck.missing("tmux is not installed (apt-get install -y tmux): the terminal tests need it");
        }
        return new Tmux();
    }

    /** Starts {@code shellCommand} (run by {@code sh -c}) in a new detached session of this size. */
    void session(String name, int columns, int rows, String shellCommand) throws IOException, InterruptedException {
        run("new-session", "-d", "-s", name, "-x", Integer.toString(columns), "-y", Integer.toString(rows),
                "sh", "-c", shellCommand);
    }

    /** Resizes the session's window, as a person drags a terminal's corner. */
    void resize(String name, int columns, int rows) throws IOException, InterruptedException {
        run("resize-window", "-t", name, "-x", Integer.toString(columns), "-y", Integer.toString(rows));
    }

    /** Sends keys as tmux names them ({@code h}, {@code Left}, {@code C-c}), without Enter. */
    void keys(String name, String... keys) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("send-keys", "-t", name));
        args.addAll(List.of(keys));
        run(args.toArray(String[]::new));
    }

    /**
     * The visible screen, with lines the pane wrapped joined back exactly as written ({@code -J}
     * keeps the spaces at the wrap), so no assertion depends on the pane's width or on where a long
     * path happens to wrap; with escapes when {@code escapes}.
     */
    String screen(String name, boolean escapes) throws IOException, InterruptedException {
        return escapes ? run("capture-pane", "-p", "-J", "-e", "-t", name)
                : run("capture-pane", "-p", "-J", "-t", name);
    }

    /**
     * The process id of the one process whose command line starts with {@code java} and holds
     * {@code marker} (a unique {@code --seed}, say), waiting for it to start; the shell that started
     * it holds the marker too, hence the anchor.
     */
    long pid(String marker) throws IOException, InterruptedException {
        Instant end = Instant.now().plus(DEADLINE);
        while (true) {
            Process process = new ProcessBuilder("pgrep", "-f", "^[^ ]*java .*" + marker).redirectErrorStream(true)
                    .start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            process.waitFor(60, TimeUnit.SECONDS);
            if (!out.isEmpty() && out.lines().count() == 1) {
                return Long.parseLong(out);
            }
            if (Instant.now().isAfter(end)) {
                fail("no single java process with " + marker + ": " + out);
            }
            Thread.sleep(100);
        }
    }

    /** Sends {@code signal} ({@code TERM}, {@code HUP}...) to process {@code pid}. */
    static void signal(long pid, String signal) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0, "kill -" + signal + ": " + out);
    }

    /** Whether the pane shows the alternate screen, and whether its cursor is visible: {@code "1 0"}. */
    String modes(String name) throws IOException, InterruptedException {
        return run("display-message", "-p", "-t", name, "#{alternate_on} #{cursor_flag}").strip();
    }

    /** The lines the pane's scrollback holds. */
    int history(String name) throws IOException, InterruptedException {
        return Integer.parseInt(run("display-message", "-p", "-t", name, "#{history_size}").strip());
    }

    /** Polls the screen until {@code expected} holds, failing with the last screen after {@link #DEADLINE}. */
    String await(String name, String what, Predicate<String> expected) throws IOException, InterruptedException {
        Instant end = Instant.now().plus(DEADLINE);
        String screen = screen(name, false);
        while (!expected.test(screen)) {
            if (Instant.now().isAfter(end)) {
                fail("waited " + DEADLINE.toSeconds() + " s for " + what + "; the screen:\n" + screen);
            }
            Thread.sleep(100);
            screen = screen(name, false);
        }
        return screen;
    }

    private String run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("tmux", "-L", socket));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("tmux did not answer: " + command);
        }
        if (process.exitValue() != 0) {
            throw new IOException("tmux " + String.join(" ", args) + ": status " + process.exitValue() + ": " + out);
        }
        return out;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            run("kill-server");
        } catch (IOException e) {
            // No server left (every session ended): nothing to stop.
        }
    }
}
