#!/usr/bin/env bash
# The main job: builds hlo-cts and runs it over the project's own example
# programs in examples/: format (parse + print) each, check it against the op
# catalogue's constraints, and interpret it on the oracle, evaluating its
# check.* assertions. Then a conformance run (`hlo-cts run`) of the suites
# and the examples against the built-in simd-cpu executor and the oracle,
# an HTML report of both (`hlo-cts report`) and the spec coverage of what
# ran (`hlo-cts coverage`), all in
# build/main-job-results/. Prints one line per example and each run's
# summary; exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
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

# The conformance run: every suite (suites/: negative, ops, edge, and the
# others checked in there) and the examples on the built-in SIMD CPU
# executor, judged by the oracle under the profile simd-cpu claims and gated
# by its expectations file (the known findings, each with its reason); then
# the same files on the oracle itself (a self-test), and one HTML report of
# both side by side.
results=build/main-job-results
rm -rf "$results"
echo "== conformance run: suites/ and examples/ on simd-cpu"
if ! "$bin" run --backend simd-cpu -q --expectations suites/simd-cpu.expectations \
  --results-dir "$results/simd-cpu" suites examples; then
  failures=$((failures + 1))
fi
echo "== the same on the oracle backend (self-test)"
if ! "$bin" run --backend oracle -q --results-dir "$results/oracle" suites examples; then
  failures=$((failures + 1))
fi
if "$bin" report "$results/simd-cpu/results.json" "$results/oracle/results.json" -o "$results/report" >/dev/null; then
  echo "report: $results/report/index.html"
else
  failures=$((failures + 1))
fi
# Spec coverage of what ran: clauses (positive and negative), element types
# and semantic cases per op, from the programs of the tests the oracle ran.
if "$bin" coverage suites examples --results "$results/oracle/results.json" \
  -o "$results/coverage" | sed 's/^/coverage: /'; then
  echo "coverage: $results/coverage/coverage.html"
else
  failures=$((failures + 1))
fi
[ "$failures" -eq 0 ]
