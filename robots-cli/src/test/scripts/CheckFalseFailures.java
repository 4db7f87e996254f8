import dev.robots.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * check-false-failures.sh in one JVM: runs {@code robots check --seed S ARGS...} for N seeds through
 * {@code Main.run}, in process, so the thousands of runs the measurement needs do not each pay for a
 * JVM's start and warm-up. The program under test is still started as its own process each run, as
 * {@code robots check} always starts it. Writes OUT/runs.tsv (seed, status, smallest p) and each failed
 * run's report to OUT/fail-SEED.txt, as the script does.
 *
 *   java -cp robots-cli/target/robots.jar robots-cli/src/test/scripts/CheckFalseFailures.java \
 *       N FIRST_SEED OUT [check options...] -- PROGRAM...   (or --lua FILE)
 */
public final class CheckFalseFailures {
    private static final Pattern SMALLEST_P = Pattern.compile("smallest p = (\\S+)");

    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: CheckFalseFailures N FIRST_SEED OUT [check options...] -- PROGRAM...");
            System.exit(2);
        }
        int runs = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        Path out = Path.of(args[2]);
        Files.createDirectories(out);
        Path table = out.resolve("runs.tsv");
        List<String> rest = List.of(args).subList(3, args.length);
        int failed = 0;
        for (long seed = first; seed < first + runs; seed++) {
            List<String> command = new ArrayList<>(List.of("check", "--seed", Long.toString(seed)));
            command.addAll(rest);
            ByteArrayOutputStream report = new ByteArrayOutputStream();
            ByteArrayOutputStream errors = new ByteArrayOutputStream();
            int status = Main.run(command.toArray(new String[0]), new ByteArrayInputStream(new byte[0]), report,
                    new PrintStream(errors, true, StandardCharsets.UTF_8));
            String text = report.toString(StandardCharsets.UTF_8);
            Matcher m = SMALLEST_P.matcher(text);
            String p = m.find() ? m.group(1) : "none";
            Files.writeString(table, seed + "\t" + status + "\t" + p + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            if (status != 0) {
                failed++;
                Files.writeString(out.resolve("fail-" + seed + ".txt"), text + errors.toString(StandardCharsets.UTF_8),
                        StandardCharsets.UTF_8);
            }
        }
        System.out.println("runs " + runs + ", failed " + failed);
    }
}
