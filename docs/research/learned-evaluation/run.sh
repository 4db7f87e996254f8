#!/bin/bash
# A research experiment, not part of the build (docs/research/log.md, "A learned evaluation").
# Compiles the lab into robots-core's package, beside a copy of robots-core/target/classes (build
# them first: ./mvnw -B -q -pl robots-core compile), and runs one of its programs:
#   bash run.sh EvaluationLab collect 1000 2026120801 d1.bin        # positions of 1000 self-played games
#   bash run.sh FitTables tables 1000 0.0001 200 t.txt d1.bin       # tables fitted to their outcomes
#   bash run.sh EvaluationLab play 2000 1001 t.txt                  # the win rate with those tables
#   bash run.sh EvaluationLab values 600 2026120811 v.bin           # decisions valued by 64,24,64
#   bash run.sh FitTables residual-value 1000 0.01 200 r.txt v.bin  # the default's tables plus a fit
#   bash run.sh EvaluationLab times 220 7 t.txt                     # CPU time per decision, one thread
# Each output file must be new. The data are this lab's own binary rows (LabRow.java).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
if [ ! -f "$here/cp.txt" ]; then
    "$root/mvnw" -q -f "$here/pom.xml" dependency:build-classpath -Dmdep.outputFile="$here/cp.txt" >&2
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# a copy of robots-core's classes: a rebuild of the module must not change a run under way
cp -r "$root/robots-core/target/classes" "$out/core"
cp="$out/core:$(cat "$here/cp.txt")"
javac -d "$out" -cp "$cp" "$here"/src/dev/robots/core/bot/*.java 2>&1 | grep -v '^Note:' >&2 || true
program=$1
shift
java -cp "$out:$cp" "dev.robots.core.bot.$program" "$@"
