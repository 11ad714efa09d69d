#!/usr/bin/env bash
# Programs per second of one short fuzz campaign (same seed, same count)
# through the XLA CPU PJRT plugin in process, isolated in hlo-cts serve
# workers, and through the Python XLA:CPU adapter, one after the other in
# one run (bench/README.md, "PJRT plugin against the Python adapter").
# Real types only: the plugin aborts on some complex programs, which ends
# the in-process run (isolated, they are Crash results).
#   bench/pjrt_campaign.sh [COUNT] [SEED]    (needs tools/setup-peers.sh)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
hlo_cts="${HLO_CTS_BINARY:-$root/build/tools/hlo-cts}"
count="${1:-300}"
seed="${2:-11}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for run in "xla-cpu-pjrt --isolate no" "xla-cpu-pjrt" "xla-cpu"; do
  name="${run// /_}"
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  "$hlo_cts" fuzz --backend $run --count "$count" --seed "$seed" -j 1 --clean --types f32 bf16 i32 \
      --max-judge-calls 0 -o "$out/$name" > "$out/$name.log" 2>&1 || true
  end=$(date +%s.%N)
  printf '%-28s %5d programs in %6.1f s: %6.1f programs/s  (%s)\n' "$run" "$count" \
      "$(echo "$end - $start" | bc)" "$(echo "$count / ($end - $start)" | bc -l)" \
      "$(grep -m1 -o '[0-9]* findings\?' "$out/$name.log" || echo '?')"
done
