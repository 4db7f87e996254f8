package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Every writing option of every command, and the two inputs some of them read (a record and a
 * shard report): the one list the write rule's tests ({@link WriteRuleTest}, {@link WriteMatrixTest})
 * run their cases over.
 */
final class WritingOptions {
    /** A small autoplay run, without the command's name. */
    static final List<String> AUTOPLAY = List.of("--games", "2", "--seed", "1", "--size", "8,5,1,2", "--threads",
            "1", "--no-timing");
    private static final List<String> ECHO = List.of("echo", "nonsense");

    private WritingOptions() {
    }

    /**
     * One writing option of one command: {@code command}, then {@code base}, the option and FILE, then
     * {@code --} and {@code program} when there is one; {@code stdin} its input, {@code ok} the status
     * of a run that writes, {@code appends} whether FILE grows rather than being replaced.
     */
    record Writer(String name, List<String> command, List<String> base, String option, List<String> program,
            String stdin, int ok, boolean appends) {
        /** The command line that writes {@code file}. */
        List<String> args(String file) {
            List<String> args = new ArrayList<>(command);
            args.addAll(base);
            args.addAll(List.of(option, file));
            if (!program.isEmpty()) {
                args.add("--");
                args.addAll(program);
            }
            return args;
        }

        /** Runs the command line that writes {@code file}, in process. */
        Sessions.Run run(Path file) {
            return Sessions.run(stdin, args(file.toString()).toArray(new String[0]));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** The record and the shard report the writers read, made once in a directory of the test's. */
    record Inputs(Path record, Path shard) {
        static Inputs in(Path dir) {
            Path record = dir.resolve("games.rec");
            Sessions.Run r = Sessions.run("5 1 0 0\nW\n", "--seed=1", "--record=" + record);
            assertEquals(0, r.status(), r.toString());
            Path shard = dir.resolve("shard.json");
            Sessions.Run s = Sessions.run("", autoplay("--json", shard.toString()).toArray(new String[0]));
            assertEquals(0, s.status(), s.toString());
            return new Inputs(record, shard);
        }
    }

    /** {@code autoplay}, the small run's options, then {@code more}. */
    static List<String> autoplay(String... more) {
        List<String> args = new ArrayList<>(List.of("autoplay"));
        args.addAll(AUTOPLAY);
        args.addAll(List.of(more));
        return args;
    }

    /** Every writing option, reading {@code inputs} where it reads a record or a shard. */
    static List<Writer> writers(Inputs inputs) {
        List<String> losses = new ArrayList<>(AUTOPLAY);
        losses.addAll(List.of("--max-turns", "1"));
        List<String> games = List.of("--games", "1");
        List<String> none = List.of();
        return List.of(
                new Writer("protocol --record", none, List.of("--seed=1"), "--record", none, "5 1 0 0\nW\n", 0, true),
                new Writer("play --record", List.of("play"), List.of("--seed=1"), "--record", none, "q\n", 0, true),
                new Writer("autoplay --record", List.of("autoplay"), AUTOPLAY, "--record", none, "", 0, true),
                new Writer("autoplay --record-losses", List.of("autoplay"), losses, "--record-losses", none, "", 0,
                        true),
                new Writer("autoplay --json", List.of("autoplay"), AUTOPLAY, "--json", none, "", 0, false),
                new Writer("autoplay merge --json", List.of("autoplay", "merge"), List.of(inputs.shard().toString()),
                        "--json", none, "", 0, false),
                new Writer("replay --html", List.of("replay"), List.of(inputs.record().toString()), "--html", none, "",
                        0, false),
                new Writer("check --html", List.of("check"), games, "--html", ECHO, "", 1, false),
                new Writer("bot --html", List.of("bot"), games, "--html", ECHO, "", 1, false));
    }
}
