#!/usr/bin/env bash
# Builds a libFuzzer target with clang and runs it for N seconds.
#   fuzz/run.sh [TARGET] [SECONDS] [BUILD_DIR]     (defaults: parser_fuzzer 60 build-fuzz)
#   fuzz/run.sh SECONDS                            (the default target)
# Seeds: fuzz/seeds/, examples/ and the StableHLO corpus (HLO_CTS_STABLEHLO_CORPUS or
# ../shared/corpora/stablehlo-interpret, when present). The working corpus lives in
# BUILD_DIR/fuzz-corpus/TARGET;
# crashes are written to BUILD_DIR/fuzz-artifacts/. Exit status: the fuzzer's (0 = nothing found).
set -euo pipefail
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then set -- parser_fuzzer "$@"; fi
target="${1:-parser_fuzzer}"
seconds="${2:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${3:-$root/build-fuzz}"
jobs="${HLO_CTS_FUZZ_JOBS:-2}"

if [[ ! -f "$build/build.ninja" ]]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DHLO_CTS_FUZZ=ON \
    -DHLO_CTS_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
ninja -C "$build" -j "$jobs" "$target"

corpus="$build/fuzz-corpus/$target"
seeds="$build/fuzz-seeds/$target"
artifacts="$build/fuzz-artifacts"
mkdir -p "$corpus" "$seeds" "$artifacts"
# Seeds are the `// -----` splits of the source files: small inputs keep the
# fuzzer fast (a whole 16 KB corpus file costs ~30 ms under ASan).
split_into_seeds() {
  awk -v dir="$seeds" -v base="$(basename "$1" .mlir)" '
    /^\/\/ -----/ { n++; next }
    { print > (dir "/" base "_" n ".mlir") }' "$1"
}
shared="${HLO_CTS_STABLEHLO_CORPUS:-$root/../shared/corpora/stablehlo-interpret}"
for dir in "$shared" "$root/examples" "$root/fuzz/seeds"; do
  [[ -d "$dir" ]] || continue
  while IFS= read -r -d '' file; do split_into_seeds "$file"; done \
    < <(find "$dir" -name '*.mlir' -print0)
done
dict=()
[[ -f "$root/fuzz/$target.dict" ]] && dict=("-dict=$root/fuzz/$target.dict")

"$build/fuzz/$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
  -max_len=8192 -print_final_stats=1 "${dict[@]}" -artifact_prefix="$artifacts/" \
  "$corpus" "$seeds"
