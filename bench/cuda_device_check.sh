#!/usr/bin/env bash
# The CUDA executor's checks on a machine with an NVIDIA GPU, as one prepared
# run (a GPU machine is lent to some sessions only, for minutes).
#
#   bench/cuda_device_check.sh pack [BUILD]   here: copy the built tools, the
#       CUDA module and the Debian libraries they load into .cuda-check/
#       (ignored by git; carry it to the GPU machine, which has the CUDA
#       runtime but none of our -dev packages)
#   bench/cuda_device_check.sh run            there: writes into $OUT (or
#       ./cuda-check-out) what bench/RESULTS.md records:
#         conformance.txt   `hlo-cts run --backend cuda` over suites/ and examples/
#         results.json      its results (hlo-cts report renders them)
#         bench.txt         cuda_bench on bench/programs: launch times, achieved
#                           bandwidth and its fraction of the device's peak
#         differential.txt  a campaign of generated programs against the oracle
#         xla-gpu.txt       where the machine has XLA:GPU's PJRT plugin
#                           (HLO_CTS_CUDA_PJRT=/path/to/xla_cuda_plugin.so, from
#                           the wheel jax-cuda12-pjrt): the same suites through
#                           `pjrt:` beside the built-in executor. The wheel is
#                           174 MB (0.10.2), more than a device run may carry,
#                           and loads CUDA's libraries (cuBLAS, cuDNN) besides:
#                           it must be installed on the GPU machine itself.
set -euo pipefail
cd "$(dirname "$0")/.."
pack=.cuda-check

case "${1:-}" in
  pack)
    build="${2:-build}"
    rm -rf "$pack" && mkdir -p "$pack/lib"
    grep -qx "/$pack/" .git/info/exclude 2>/dev/null || echo "/$pack/" >> .git/info/exclude
    for f in tools/hlo-cts bench/cuda_bench backends/libhlo_cts_cuda.so; do
      cp "$build/$f" "$pack/"
      strip --strip-debug "$pack/$(basename "$f")"
    done
    # The libraries outside the C/C++ runtime that the tools load.
    ldd "$build/tools/hlo-cts" | awk '/=> \// {print $3}' |
      grep -v -E '/(libc|libm|libstdc\+\+|libgcc_s|libpthread|libdl|ld-linux)[.-]' |
      xargs -r cp -L -t "$pack/lib"
    du -sh "$pack"
    ;;
  run)
    out="${OUT:-cuda-check-out}"
    mkdir -p "$out"
    export LD_LIBRARY_PATH="$PWD/$pack/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export HLO_CTS_CUDA_MODULE="$PWD/$pack/libhlo_cts_cuda.so"
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv > "$out/device.txt" || true
    "$pack/hlo-cts" run --backend cuda -q --results-dir /tmp/cuda-results suites examples \
      > "$out/conformance.txt" 2>&1 || true
    cp /tmp/cuda-results/results.json "$out/" 2>/dev/null || true
    "$pack/cuda_bench" bench/programs/*.mlir > "$out/bench.txt" 2>&1 || true
    "$pack/hlo-cts" fuzz --backend cuda --count 2000 --seed 1 --findings /tmp/cuda-findings \
      > "$out/differential.txt" 2>&1 || true
    if [ -n "${HLO_CTS_CUDA_PJRT:-}" ] && [ -f "$HLO_CTS_CUDA_PJRT" ]; then
      "$pack/hlo-cts" run --backend "pjrt:$HLO_CTS_CUDA_PJRT" -q \
        --results-dir /tmp/xla-gpu-results suites examples > "$out/xla-gpu.txt" 2>&1 || true
      cp /tmp/xla-gpu-results/results.json "$out/xla-gpu-results.json" 2>/dev/null || true
    fi
    tail -n 3 "$out"/*.txt
    ;;
  *)
    echo "usage: $0 pack [BUILD] | run" >&2
    exit 2
    ;;
esac
