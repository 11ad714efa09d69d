#!/usr/bin/env bash
# Writes the seed inputs of a fuzz target into a folder:
#   fuzz/seeds.sh TARGET DIR
# fuzz/seeds/TARGET/ when it exists (a target that reads something other
# than programs: entropy bytes, journals); else the `// -----` splits of
# fuzz/seeds/mlir/, examples/ and the StableHLO corpus
# (HLO_CTS_STABLEHLO_CORPUS or ../shared/corpora/stablehlo-interpret, when
# present). Used by fuzz/run.sh and .clusterfuzzlite/build.sh.
set -euo pipefail

# Seeds are the `// -----` splits of the source files: small inputs keep the
# fuzzer fast (a whole 16 KB corpus file costs ~30 ms under ASan).
split_into_seeds() {
  awk -v dir="$2" -v base="$(basename "$1" .mlir)" '
    /^\/\/ -----/ { n++; next }
    { print > (dir "/" base "_" n ".mlir") }' "$1"
}

main() {
  local target="$1" seeds="$2"
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  mkdir -p "$seeds"
  if [[ -d "$root/fuzz/seeds/$target" ]]; then
    cp "$root/fuzz/seeds/$target"/* "$seeds/"
    return
  fi
  local shared="${HLO_CTS_STABLEHLO_CORPUS:-$root/../shared/corpora/stablehlo-interpret}"
  local dir file
  for dir in "$shared" "$root/examples" "$root/fuzz/seeds/mlir"; do
    [[ -d "$dir" ]] || continue
    while IFS= read -r -d '' file; do split_into_seeds "$file" "$seeds"; done \
      < <(find "$dir" -name '*.mlir' -print0)
  done
}

main "$@"
