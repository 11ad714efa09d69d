#!/usr/bin/env bash
# The main job: builds hlo-cts and runs it over the project's own example
# programs in examples/: format (parse + print) each, check it against the op
# catalogue's constraints, and interpret it on the oracle, evaluating its
# check.* assertions. Then a conformance run (`hlo-cts run`) of the examples
# and the negative suites against the oracle backend, with its reports in
# build/main-job-results/ (results.json, junit.xml, journal.jsonl). Prints
# one line per example and the run's summary; exits non-zero when any step
# fails.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$(nproc)" --target hlo-cts

bin=build/tools/hlo-cts
available=$("$bin" --help 2>&1)
has() { grep -qE "^\s+$1\b" <<<"$available"; }

failures=0
count=0
for file in examples/*.mlir; do
  count=$((count + 1))
  steps=()
  for step in fmt check interpret; do
    has "$step" || continue
    if "$bin" "$step" "$file" >/dev/null 2>"build/main-job.err"; then
      steps+=("$step:ok")
    else
      steps+=("$step:FAILED")
      failures=$((failures + 1))
      sed 's/^/    /' build/main-job.err
    fi
  done
  echo "$file ${steps[*]}"
done
echo "main job: $count examples, $failures failed steps"

echo "== conformance run: examples/ and suites/negative/ on the oracle backend"
if ! "$bin" run --backend oracle -q --results-dir build/main-job-results examples suites/negative; then
  failures=$((failures + 1))
fi
[ "$failures" -eq 0 ]
