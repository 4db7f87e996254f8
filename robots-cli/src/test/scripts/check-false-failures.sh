#!/usr/bin/env bash
# Runs `robots check` with N seeds against one correct program and counts the runs that fail: the
# measurement of false failures (docs/checker-tests.md, "The random choices, judged across the run"). Every run's exit status and the
# smallest p-value of its randomness tests go to OUT/runs.tsv; a failed run's report to OUT/fail-SEED.txt.
#
#   check-false-failures.sh N FIRST_SEED OUT JAR [check options...] -- PROGRAM...   (or --lua FILE)
#
# e.g. check-false-failures.sh 1000 1 /tmp/lua robots-cli/target/robots.jar --lua examples/lua/robots.lua
# Prints a summary at the end: runs, failures, and how the smallest p-values are spread.
# CHECK_JAVA_OPTS, if set, goes to the checker's JVM (e.g. -XX:TieredStopAtLevel=1 -XX:+UseSerialGC,
# which halves the CPU a run takes: thousands of runs are mostly JVM start-up and warm-up).
set -u
if [ $# -lt 5 ]; then
  sed -n '2,11p' "$0" >&2
  exit 2
fi
runs=$1 first=$2 out=$3 jar=$4
shift 4
mkdir -p "$out"
: > "$out/runs.tsv"
for ((seed = first; seed < first + runs; seed++)); do
  # shellcheck disable=SC2086 # CHECK_JAVA_OPTS is a list of words
  report=$(java ${CHECK_JAVA_OPTS:-} -jar "$jar" check --seed "$seed" "$@" 2>/dev/null)
  status=$?
  p=$(printf '%s\n' "$report" | sed -n 's/.*smallest p = \([^ ]*\).*/\1/p' | head -1)
  printf '%s\t%s\t%s\n' "$seed" "$status" "${p:-none}" >> "$out/runs.tsv"
  if [ "$status" -ne 0 ]; then
    printf '%s\n' "$report" > "$out/fail-$seed.txt"
  fi
done
awk -F'\t' '
  { n++; if ($2 != 0) f++; if ($3 != "none") { m++; p = ($3 ~ /^</) ? 0 : $3 + 0;
      if (p < 0.001) a++; if (p < 0.01) b++; if (p < 0.1) c++; if (min == "" || p < min) min = p } }
  END { printf "runs %d, failed %d; smallest p per run: < 0.001 in %d, < 0.01 in %d, < 0.1 in %d of %d; least %s\n",
        n, f, a, b, c, m, min }' "$out/runs.tsv"
