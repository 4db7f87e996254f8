package dev.robots.cli.docs;

import static java.util.Map.entry;

import java.util.Map;

/**
 * The documented commands {@link DocumentedCommandsIT} does not run, each with the reason, keyed by
 * page and command ({@link #key}). A command added to a page is run unless it is listed here; one
 * listed here that no page shows any more fails the test (the reason would be stale).
 */
final class Skipped {
    private static final String BUILD = "a build inside the build: ./build-and-test's own first step builds the same";
    private static final String BENCH = "a measurement (minutes of JMH or of games), and benchmarks.jar is built after"
            + " robots-cli, this test's module";
    private static final String MEASUREMENT = "a measurement: minutes to hours of games, whose figures the page reports"
            + " with the machine and date";

    private Skipped() {
    }

    static String key(String page, String command) {
        return page + ": " + command;
    }

    static final Map<String, String> REASONS = Map.ofEntries(
            entry(key("README.md", "./build-and-test"), "it runs this test: the build would run itself"),
            entry(key("README.md", "./mvnw -B -Pdist package -DskipTests"), BUILD + " files (-Pdist), which the lines"
                    + " after it use"),
            entry(key("README.md", "sudo dpkg -i robots-cli/target/dist/robots355_1.0.0~SNAPSHOT_amd64.deb"), "it would"
                    + " install onto the machine: test-bundle installs and removes this .deb in a dpkg root of its own"),
            entry(key("README.md", "./mvnw -B -q -pl robots-web -am package -DskipTests"), BUILD + " page"),
            entry(key("README.md", "robots-bench/run-quick.sh"), BENCH),
            entry(key("README.md", "java -jar robots-bench/target/benchmarks.jar StepBenchmark -p scenario=B4096_1M -prof gc"),
                    BENCH),
            entry(key("CONTRIBUTING.md", "./build-and-test"), "it runs this test: the build would run itself"),
            entry(key("CONTRIBUTING.md", "./mvnw -B verify"), BUILD),
            entry(key("CONTRIBUTING.md", "./mvnw -B -q -pl robots-core test -Dtest=GameTest"), BUILD),
            entry(key("CONTRIBUTING.md", "./mvnw -B -q -pl robots-cli -am test -Dtest=ProtocolSessionTest"
                    + " -Dsurefire.failIfNoSpecifiedTests=false"), BUILD),
            entry(key("CONTRIBUTING.md", "./mvnw -B -q -pl robots-cli -am -DskipTests package -Dspotbugs.skip"
                    + " -Denforcer.skip"), BUILD),
            entry(key("CONTRIBUTING.md", "./mvnw -B -q -pl robots-bench -am package -DskipTests -Dspotbugs.skip"), BUILD),
            entry(key("CONTRIBUTING.md", "java -jar robots-bench/target/benchmarks.jar StepBenchmark -p scenario=B4096_1M"
                    + " -p impl=CORE -f 1 -wi 2 -i 3"), BENCH),
            entry(key("CONTRIBUTING.md", "./mvnw -B deploy -Dmaven.test.skip"
                    + " \"-DaltDeploymentRepository=staging::file:$PWD/target/staging\""), BUILD + " (a deploy)"),
            entry(key("CONTRIBUTING.md", "find target/staging -type f -not -name '*.md5' -not -name '*.sha1' | sort"),
                    "it lists what the deploy above made, which is not run here"),
            entry(key("docs/autopilot.md", "java -cp robots-bench/target/benchmarks.jar dev.robots.bench.DecisionTimes"
                    + " \"32,16,0/64,16,0/128,16,0/32,20,4/32,20,8\" 100 20"), BENCH),
            entry(key("docs/autoplay.md", "./robots autoplay --games 2000 --seed 20261222 --threads 1 --no-timing"),
                    MEASUREMENT),
            entry(key("docs/autoplay.md", "java -Xmx256m -jar robots-cli/target/robots.jar autoplay --threads 64 --size"
                    + " 1000,1000,1000,1000 --beam 4096 --depth 50"), "minutes of searches on a 1000x1000 board; the"
                    + " transcript shows only its first line"),
            entry(key("docs/autoplay.md", "java -Xmx64m -jar robots-cli/target/robots.jar autoplay --threads 64 --size"
                    + " 1000,1000,1000,1000 --beam 4096 --depth 50"), "its line is shown shortened (...);"
                    + " AutoplayCommandTest checks the refusal"),
            entry(key("docs/autoplay.md", "seq 1 64 | parallel -j \"$(nproc)\" java -jar robots-cli/target/robots.jar"
                    + " autoplay --games 1000000 --seed 9001 --threads 1 --shard {}/64 --json shards/{}.json --no-timing"
                    + " '>' shards/{}.txt"), "a million games (hours), with GNU parallel, which the build does not"
                    + " install; ShardMergeTest merges shards"),
            entry(key("docs/autoplay.md", "java -jar robots-cli/target/robots.jar autoplay merge shards/*.json"),
                    "it merges the shards of the line before, which is not run here"),
            entry(key("docs/checker-reports.md", "./robots check --seed 7 --games 20 --lua my.lua"), "my.lua stands for"
                    + " your solution (here one with a slip); the report's parts are tested in the check package"),
            entry(key("docs/cli.md", "./robots --seed 16"), "a session typed by hand (the lines after > are typed);"
                    + " the README's transcript plays the same game from a pipe"),
            entry(key("docs/install.md", "./mvnw -B -Pdist package -DskipTests"), BUILD + " files (-Pdist), which the"
                    + " lines after it use"),
            entry(key("docs/install.md", "sudo dpkg -i robots-cli/target/dist/robots355_1.0.0~SNAPSHOT_amd64.deb"),
                    "it would install onto the machine: test-bundle installs and removes this .deb in a dpkg root of"
                    + " its own"),
            entry(key("docs/install.md", "sudo dpkg -r robots355"), "it would remove a package from the machine:"
                    + " test-bundle does it in a dpkg root of its own"),
            entry(key("docs/install.md", "./release --dry-run"), BUILD + " (./build-and-test runs ./release --dry-run"
                    + " --no-build on the files it made)"),
            entry(key("docs/measurements-autopilot.md", "java -cp robots-bench/target/benchmarks.jar"
                    + " dev.robots.bench.DecisionTimes \"32,16,0\" 100 20"), BENCH),
            entry(key("docs/measurements-autopilot.md", "java -jar robots-cli/target/robots.jar autoplay --oracle --games"
                    + " 2000 --seed 20261130 --threads 1"), MEASUREMENT),
            entry(key("docs/measurements-autopilot.md", "java -jar robots-cli/target/robots.jar autoplay --games 2000"
                    + " --seed 20261204 --threads 1 --no-timing --beam 32 --depth 20 --samples 8"), MEASUREMENT),
            entry(key("docs/measurements-autopilot.md", "java -jar robots-cli/target/robots.jar autoplay --size"
                    + " 60,33,119,158 --seed 7 --from-game 455 --games 1 --threads 1 --beam 64"), MEASUREMENT),
            entry(key("docs/measurements.md", "hyperfine -N --warmup 5 --runs 40 'java -cp /tmp/hello Hello'"
                    + " 'java -jar /tmp/robots-before.jar --seed 1' 'java -jar robots-cli/target/robots.jar --seed 1'"
                    + " './robots --seed 1' 'BUNDLE/bin/robots --seed 1' 'BUNDLE/runtime/bin/java -cp /tmp/hello Hello'"
                    + " 'java -cp /tmp/hello Hello'"), "a measurement with hyperfine, which the build does not install,"
                    + " of a /tmp/hello, an earlier jar and an unpacked bundle the page describes"),
            entry(key("docs/measurements.md", "python3 robots-cli/src/test/scripts/pipe_bench.py --turns 50000 -- java"
                    + " -jar robots-cli/target/robots.jar --seed 1"), "a measurement: its output is a rate of this"
                    + " machine's"),
            entry(key("docs/measurements.md", "(echo \"30 17 0 0\"; yes W | head -500000) > /tmp/waits.txt"),
                    "the input of the measurement below, which is not run here"),
            entry(key("docs/measurements.md", "/usr/bin/time java -jar robots-cli/target/robots.jar --seed 1 <"
                    + " /tmp/waits.txt > /dev/null"), "a measurement of half a million turns"),
            entry(key("docs/measurements.md", "robots-bench/run-quick.sh"), BENCH),
            entry(key("docs/measurements.md", "java -jar robots-bench/target/benchmarks.jar StepBenchmark -p"
                    + " scenario=B4096_1M -prof gc"), BENCH),
            entry(key("docs/play.md", "./robots play --scores"), "it prints the scores of the person who runs it;"
                    + " ScoresTest and PlayCommandTest check the format"),
            entry(key("docs/web.md", "./mvnw -B -pl robots-web -am verify -Dtest=KeyToFrameInBrowserTest"
                    + " -Dsurefire.failIfNoSpecifiedTests=false -Dspotbugs.skip"), BUILD),
            entry(key("docs/web.md", "cat robots-web/target/key-to-frame.txt"), "it shows what the build above wrote,"
                    + " which is not run here"),
            entry(key("docs/web.md", "./mvnw -B -pl robots-web -am package -DskipTests"), BUILD),
            entry(key("docs/web.md", "rsync -a robots-web/target/site/ HOST:/var/www/robots/"), "HOST stands for your"
                    + " web server"),
            entry(key("examples/embedding/README.md", "./mvnw -B install -Dmaven.test.skip"), BUILD + " (./build-and-test"
                    + " builds and runs examples/embedding itself)"),
            entry(key("examples/embedding/README.md", "../../mvnw -q compile exec:exec"), BUILD + " (./build-and-test"
                    + " builds and runs examples/embedding itself)"),
            entry(key("robots-bench/README.md", "robots-bench/run-quick.sh"), BENCH),
            entry(key("robots-bench/README.md", "./mvnw -B -pl robots-bench -am package -DskipTests"), BUILD),
            entry(key("robots-bench/README.md", "java -jar robots-bench/target/benchmarks.jar StepBenchmark -p"
                    + " scenario=B4096_1M -prof gc"), BENCH),
            entry(key("robots-bench/README.md", "java -jar robots-bench/target/benchmarks.jar TurnBenchmark -p"
                    + " impl=CORE,PARALLEL"), BENCH),
            entry(key("robots-bench/README.md", "java -jar robots-bench/target/benchmarks.jar"), BENCH),
            entry(key("robots-bench/README.md", "java -Xmx2g -cp robots-bench/target/benchmarks.jar"
                    + " dev.robots.bench.MemoryReport"), BENCH),
            entry(key("robots-web/README.md", "./mvnw -B -pl robots-web -am package -DskipTests"), BUILD),
            entry(key("robots-web/README.md", "xdg-open robots-web/target/site/index.html"), "it opens a browser for a"
                    + " person; the browser tests open the page"),
            entry(key("robots-web/README.md", "java -Xmx2g -cp ~/.m2/repository/dev/robots/robots-core/1.0.0-SNAPSHOT/"
                    + "robots-core-1.0.0-SNAPSHOT.jar:robots-web/target/classes dev.robots.web.StepTiming 4096 4096"
                    + " 1000000 160000 40 5"), "a measurement, of classes robots-web builds after robots-cli"),
            entry(key("robots-web/README.md", "chromium --headless --no-sandbox --virtual-time-budget=5000 --dump-dom"
                    + " robots-web/target/site/bench.html"), "a measurement, of a page robots-web builds after"
                    + " robots-cli"));
}
