#!/usr/bin/env bash
# Builds hlo-cts and runs every test: the unit/property/corpus tests, the
# same tests built with clang under AddressSanitizer +
# UndefinedBehaviorSanitizer, and each libFuzzer target for a short run.
# CI (.ci/run) calls exactly this script.
#   HLO_CTS_FUZZ_SECONDS   seconds per fuzz target (default 45; 0 skips fuzzing)
#   HLO_CTS_SANITIZE_TESTS 0 skips the sanitizer build (default 1)
#   HLO_CTS_PEERS_VENV     where tools/setup-peers.sh keeps the peers' venv
#                          (default ~/.cache/hlo-cts/venv-peers, so that a
#                          machine installs the pinned packages only once)
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh

jobs=$(nproc)
fuzz_seconds=${HLO_CTS_FUZZ_SECONDS:-45}

# The peers' venv installs (mostly downloads, see below) while the release
# build compiles; its log is printed before the peers' smoke set runs.
export HLO_CTS_PEERS_VENV=${HLO_CTS_PEERS_VENV:-$HOME/.cache/hlo-cts/venv-peers}
mkdir -p build
tools/setup-peers.sh "$HLO_CTS_PEERS_VENV" >build/setup-peers.log 2>&1 &
peers_setup=$!

# Line tables only (-g1): backtraces and profiles keep file:line, and the
# build takes a third less compiler time than with full -g. The main job
# (tools/run-main.sh) configures build/ with the same flags.
echo "== build (RelWithDebInfo, -g1) and test"
# The test binaries' own sources build at -O1 (tests/CMakeLists.txt).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
  -DHLO_CTS_TEST_OPTIMIZATION=-O1
cmake --build build -j "$jobs"
# The peers' tests run below, once their venv is complete.
ctest --test-dir build -j "$jobs" --output-on-failure -E '^Peers/'

# The real compilers as backends: a failed install (PyPI unreachable after
# pip's retries) or a broken adapter fails the run, so none can land broken.
echo "== peer adapters: set up (during the build above), then the smoke set on each"
peers_status=0
wait "$peers_setup" || peers_status=$?
cat build/setup-peers.log
if [ "$peers_status" != 0 ]; then
  echo "setup-peers failed (exit $peers_status)"
  exit 1
fi
HLO_CTS_PEERS_REQUIRED=1 ctest --test-dir build -R '^Peers/PeerAdapters' --output-on-failure

# One clang build serves the sanitizers and the fuzzers: every test again
# under AddressSanitizer + UndefinedBehaviorSanitizer, then each libFuzzer
# target (the libraries carry libFuzzer's coverage instrumentation, which
# the tests do not mind). -O1 keeps the sanitized tests ~5x faster than -O0
# (test sources at -O0 alone made some tests 3x slower: the linker keeps
# their -O0 copies of the inline functions the libraries share); line
# tables are all the sanitizers' reports need.
sanitized=build-asan
if [ "${HLO_CTS_SANITIZE_TESTS:-1}" != 0 ]; then
  echo "== build (clang, ASan + UBSan, fuzz targets) and test"
  CC=clang CXX=clang++ cmake -S . -B "$sanitized" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
    -DHLO_CTS_SANITIZE=ON -DHLO_CTS_FUZZ=ON -DHLO_CTS_BENCH=OFF
  cmake --build "$sanitized" -j "$jobs"
  # The exhaustive arithmetic sweeps (every f16/bf16 input of every
  # function, the same tables beside a few elements evaluated one by one,
  # simd-cpu's accuracy claims over an f32 sample) and the whole-
  # suite sweeps (cuda-host over every suite test, simd-cpu against its
  # expectations file, the checked-in suites regenerated) ran above in the
  # optimized build; under the sanitizers they take minutes and reach no
  # code the other tests do not (the executors' and the generators' unit
  # tests run here). The same goes for the constraint breaker's survey of
  # every op (about three minutes of CPU under ASan, a third of this run):
  # it checks a property of the catalogue, which the optimized build
  # settles; the breaker's code runs here in its other tests, and the
  # checker under checker_fuzzer below. The oracle's bounded-time property
  # (ElementwiseBoundedTime) is a timing claim about the optimized build;
  # under the sanitizers it measures their overhead, not the oracle.
  ASAN_OPTIONS=detect_leaks=1 ctest --test-dir "$sanitized" -j "$jobs" --output-on-failure \
    -E '^(SimdCpuAccuracy\.|ElementwiseTranscendental\.EveryUnaryFunctionOnF16AndBf16Exhaustively$|ElementwiseTranscendental\.FewSixteenBitElementsGiveTheirTableEntries$|CudaHostConformance\.SuitesAndExamplesPassOrAreDeclaredNotSupported$|SimdCpuConformance\.SuitesAndExamplesMatchTheExpectationsFile$|SuiteCommand\.CheckedInSuitesAreUpToDate$|BreakConstraint\.EveryBreakableConstraintIsTheCheckersOnlyError$|ElementwiseBoundedTime\.)'
else
  sanitized=build-fuzz  # fuzz/run.sh configures it
fi

# The targets run two at a time (CI has two cores), after one ninja call
# has built them all (two ninjas must not race on one build folder). Each
# run's output goes to a log, printed when it fails.
run_fuzz_target() {
  local target=$1 log="$sanitized/fuzz-logs/$1.log"
  if HLO_CTS_FUZZ_NO_BUILD=1 fuzz/run.sh "$target" "$fuzz_seconds" "$PWD/$sanitized" >"$log" 2>&1; then
    echo "fuzz: $target clean ($(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || echo '?') runs)"
  else
    echo "fuzz: $target FAILED; its log ($log):"
    cat "$log"
    return 1
  fi
}

if [ "$fuzz_seconds" != 0 ] && [ -x fuzz/run.sh ]; then
  echo "== fuzz targets, ${fuzz_seconds}s each, two at a time"
  targets=()
  for source in fuzz/*_fuzzer.cpp; do targets+=("$(basename "$source" .cpp)"); done
  if [ ! -f "$sanitized/build.ninja" ]; then
    CC=clang CXX=clang++ cmake -S . -B "$sanitized" -G Ninja -DHLO_CTS_FUZZ=ON \
      -DHLO_CTS_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  fi
  ninja -C "$sanitized" -j "$jobs" "${targets[@]}"
  mkdir -p "$sanitized/fuzz-logs"
  fuzz_failed=0
  for ((i = 0; i < ${#targets[@]}; i += 2)); do
    pids=()
    for target in "${targets[@]:i:2}"; do
      run_fuzz_target "$target" &
      pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || fuzz_failed=1; done
  done
  if [ "$fuzz_failed" != 0 ]; then
    echo "== fuzzing found a failure (artifacts in $sanitized/fuzz-artifacts/)"
    exit 1
  fi
fi
echo "== all tests passed"
