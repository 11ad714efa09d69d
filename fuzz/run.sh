#!/usr/bin/env bash
# Builds a libFuzzer target with clang and runs it for N seconds.
#   fuzz/run.sh [TARGET] [SECONDS] [BUILD_DIR]     (defaults: parser_fuzzer 60 build-fuzz)
#   fuzz/run.sh SECONDS                            (the default target)
# Seeds: fuzz/seeds/TARGET/ when it exists; else fuzz/seeds/mlir/, examples/ and the StableHLO corpus (HLO_CTS_STABLEHLO_CORPUS or
# ../shared/corpora/stablehlo-interpret, when present), split at `// -----` lines. The
# working corpus lives in BUILD_DIR/fuzz-corpus/TARGET; crashes are written to
# BUILD_DIR/fuzz-artifacts/. Exit status: the fuzzer's (0 = nothing found).
set -euo pipefail

# Seeds are the `// -----` splits of the source files: small inputs keep the
# fuzzer fast (a whole 16 KB corpus file costs ~30 ms under ASan).
split_into_seeds() {
  awk -v dir="$2" -v base="$(basename "$1" .mlir)" '
    /^\/\/ -----/ { n++; next }
    { print > (dir "/" base "_" n ".mlir") }' "$1"
}

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

  if [[ ! -f "$build/build.ninja" ]]; then
    CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DHLO_CTS_FUZZ=ON \
      -DHLO_CTS_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  fi
  ninja -C "$build" -j "$jobs" "$target"

  local corpus="$build/fuzz-corpus/$target"
  local seeds="$build/fuzz-seeds/$target"
  local artifacts="$build/fuzz-artifacts"
  mkdir -p "$corpus" "$seeds" "$artifacts"
  local shared="${HLO_CTS_STABLEHLO_CORPUS:-$root/../shared/corpora/stablehlo-interpret}"
  local dir file
  if [[ -d "$root/fuzz/seeds/$target" ]]; then
    # A target that reads something other than programs has its own seeds.
    cp "$root/fuzz/seeds/$target"/* "$seeds/"
  else
    for dir in "$shared" "$root/examples" "$root/fuzz/seeds/mlir"; do
      [[ -d "$dir" ]] || continue
      while IFS= read -r -d '' file; do split_into_seeds "$file" "$seeds"; done \
        < <(find "$dir" -name '*.mlir' -print0)
    done
  fi
  # One dictionary of StableHLO tokens serves every target.
  local dict=("-dict=$root/fuzz/stablehlo.dict")

  "$build/fuzz/$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -max_len=8192 -print_final_stats=1 "${dict[@]}" -artifact_prefix="$artifacts/" \
    "$corpus" "$seeds"
}

main "$@"
