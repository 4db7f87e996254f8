#!/usr/bin/env bash
# Runs the quick benchmark suite (several minutes on 2 cores) and writes its JSON and table under
# robots-bench/results/. Builds robots-bench/target/benchmarks.jar first when it is missing or
# older than the sources. Arguments go to dev.robots.bench.QuickSuite (--out DIR, --smoke).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAR="$ROOT/robots-bench/target/benchmarks.jar"

stale() {
  [ ! -f "$JAR" ] && return 0
  [ -n "$(find "$ROOT/robots-core/src/main" "$ROOT/robots-bench/src/main" "$ROOT/pom.xml" \
            "$ROOT/robots-core/pom.xml" "$ROOT/robots-bench/pom.xml" -newer "$JAR" -print -quit 2>/dev/null)" ]
}

if stale; then
  echo "run-quick: building $JAR ..." >&2
  (cd "$ROOT" && ./mvnw -B -q -pl robots-bench -am package -DskipTests -Dspotbugs.skip -Denforcer.skip) >&2
fi
cd "$ROOT"
# The module only so that the notes can name the vectors the forks use (each fork adds it itself).
exec java --add-modules=jdk.incubator.vector -cp "$JAR" dev.robots.bench.QuickSuite "$@"
