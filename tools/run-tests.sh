#!/usr/bin/env bash
# Builds hlo-cts and runs every test: the unit/property/corpus tests, the
# same tests built with clang under AddressSanitizer +
# UndefinedBehaviorSanitizer, and each libFuzzer target for a short run.
# CI (.ci/run) calls exactly this script.
#   HLO_CTS_FUZZ_SECONDS   seconds per fuzz target (default 60; 0 skips fuzzing)
#   HLO_CTS_SANITIZE_TESTS 0 skips the sanitizer build (default 1)
#   HLO_CTS_PEERS_VENV     where tools/setup-peers.sh keeps the peers' venv
#                          (default ~/.cache/hlo-cts/venv-peers, so that a
#                          machine installs the pinned packages only once)
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh

jobs=$(nproc)
fuzz_seconds=${HLO_CTS_FUZZ_SECONDS:-60}

echo "== build (RelWithDebInfo) and test"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j "$jobs"
ctest --test-dir build -j "$jobs" --output-on-failure

# The real compilers as backends: a failed install (PyPI unreachable after
# pip's retries) or a broken adapter fails the run, so none can land broken.
echo "== peer adapters: set up, then the smoke set on each"
export HLO_CTS_PEERS_VENV=${HLO_CTS_PEERS_VENV:-$HOME/.cache/hlo-cts/venv-peers}
tools/setup-peers.sh "$HLO_CTS_PEERS_VENV"
HLO_CTS_PEERS_REQUIRED=1 ctest --test-dir build -R '^Peers/PeerAdapters' --output-on-failure

# One clang build serves the sanitizers and the fuzzers: every test again
# under AddressSanitizer + UndefinedBehaviorSanitizer, then each libFuzzer
# target (the libraries carry libFuzzer's coverage instrumentation, which
# the tests do not mind). -O1 keeps the sanitized tests ~5x faster than -O0.
sanitized=build-asan
if [ "${HLO_CTS_SANITIZE_TESTS:-1}" != 0 ]; then
  echo "== build (clang, ASan + UBSan, fuzz targets) and test"
  CC=clang CXX=clang++ cmake -S . -B "$sanitized" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
    -DHLO_CTS_SANITIZE=ON -DHLO_CTS_FUZZ=ON -DHLO_CTS_BENCH=OFF
  cmake --build "$sanitized" -j "$jobs"
  ASAN_OPTIONS=detect_leaks=1 ctest --test-dir "$sanitized" -j "$jobs" --output-on-failure
else
  sanitized=build-fuzz  # fuzz/run.sh configures it
fi

if [ "$fuzz_seconds" != 0 ] && [ -x fuzz/run.sh ]; then
  echo "== fuzz targets, ${fuzz_seconds}s each"
  for source in fuzz/*_fuzzer.cpp; do
    target=$(basename "$source" .cpp)
    fuzz/run.sh "$target" "$fuzz_seconds" "$PWD/$sanitized"
  done
fi
echo "== all tests passed"
