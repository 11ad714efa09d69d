#!/usr/bin/env bash
# Builds a libFuzzer target with clang and runs it for N seconds.
#   fuzz/run.sh [TARGET] [SECONDS] [BUILD_DIR]     (defaults: parser_fuzzer 60 build-fuzz)
#   fuzz/run.sh SECONDS                            (the default target)
# Seeds: fuzz/seeds.sh TARGET (fuzz/seeds/TARGET/, or the splits of the
# example and corpus programs). Dictionary: BUILD_DIR/fuzz/TARGET.dict when
# the build writes one (the text targets: fuzz/stablehlo.dict plus the op
# registry's names). The working corpus lives in BUILD_DIR/fuzz-corpus/TARGET;
# crashes are written to BUILD_DIR/fuzz-artifacts/. Exit status: the
# fuzzer's (0 = nothing found).
#   HLO_CTS_FUZZ_JOBS      ninja's -j for the build (default 2)
#   HLO_CTS_FUZZ_NO_BUILD  1: the target is already built (several runs in
#                          parallel on one build folder must not each run ninja)
set -euo pipefail

# Everything runs from this function, so bash has read the whole script
# before it starts (editing the file during a long run is then harmless).
main() {
  if [[ "${1:-}" =~ ^[0-9]+$ ]]; then set -- parser_fuzzer "$@"; fi
  local target="${1:-parser_fuzzer}"
  local seconds="${2:-60}"
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  local build="${3:-$root/build-fuzz}"
  local jobs="${HLO_CTS_FUZZ_JOBS:-2}"

  if [[ "${HLO_CTS_FUZZ_NO_BUILD:-0}" != 1 ]]; then
    if [[ ! -f "$build/build.ninja" ]]; then
      CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DHLO_CTS_FUZZ=ON \
        -DHLO_CTS_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
    fi
    ninja -C "$build" -j "$jobs" "$target"
  fi

  local corpus="$build/fuzz-corpus/$target"
  local seeds="$build/fuzz-seeds/$target"
  local artifacts="$build/fuzz-artifacts"
  mkdir -p "$corpus" "$artifacts"
  "$root/fuzz/seeds.sh" "$target" "$seeds"
  local dict=()
  if [[ -f "$build/fuzz/$target.dict" ]]; then dict=("-dict=$build/fuzz/$target.dict"); fi

  "$build/fuzz/$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -max_len=8192 -print_final_stats=1 "${dict[@]}" -artifact_prefix="$artifacts/" \
    "$corpus" "$seeds"
}

main "$@"
