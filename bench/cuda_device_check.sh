#!/usr/bin/env bash
# The CUDA executor's checks on a machine with an NVIDIA GPU, as one prepared
# run (a GPU machine is lent to some sessions only, for minutes).
#
#   bench/cuda_device_check.sh pack [BUILD]   here: copy the built tools, the
#       CUDA module and the Debian libraries they load into .cuda-check/,
#       and that as .cuda-check.tar.xz (both ignored by git; carry either to
#       the GPU machine, which has the CUDA runtime but none of our -dev
#       packages; a run's 64 MiB count the tracked tree, so mostly the .xz)
#   bench/cuda_device_check.sh run            there: writes into $OUT (or
#       ./cuda-check-out) what bench/RESULTS.md records:
#         conformance.txt   `hlo-cts run --backend cuda` over suites/ and examples/
#         results.json      its results (hlo-cts report renders them)
#         bench.txt         cuda_bench on bench/programs: launch times, achieved
#                           bandwidth and its fraction of the device's peak
#         profile-*.txt     Nsight Compute's sections for the chain and the
#                           reduction kernels, where the machine has ncu
#         differential.txt  a campaign of generated programs against the oracle
#         xla-gpu.txt       where the machine has XLA:GPU's PJRT plugin
#                           (HLO_CTS_CUDA_PJRT=/path/to/xla_cuda_plugin.so, else
#                           found in the machine's Python, wheel jax-cuda13-pjrt):
#                           suites through `pjrt:` beside the built-in executor.
#                           The wheel is 174 MB (0.10.2), more than a device run
#                           may carry, and loads CUDA's libraries (cuBLAS, cuDNN)
#                           besides: it must be installed on the GPU machine.
#         xla-gpu-fuzz.txt  a short campaign against XLA:GPU
#         xla-cpu-fuzz.txt  one against XLA:CPU at the same time: its PJRT plugin
#                           (HLO_CTS_XLA_CPU_PJRT: the plugin, or an .xz of it),
#                           else the XLA:CPU adapter in the machine's Python;
#                           both findings folders come back as tarballs
#       Every run executes each compiled program three times (--repeat 3):
#       outputs that differ between executions (reductions and scatters with
#       atomics) are nondeterministic findings, not passes or failures.
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
    # A device run carries 64 MiB with the tracked tree (reports/campaigns/
    # holds findings folders): carry the pack's .xz (a quarter of its size),
    # which `run` unpacks.
    grep -qx "/$pack.tar.xz" .git/info/exclude 2>/dev/null || echo "/$pack.tar.xz" >> .git/info/exclude
    tar -cf - "$pack" | xz -T0 -6 > "$pack.tar.xz"
    du -sh "$pack" "$pack.tar.xz"
    ;;
  run)
    [ -d "$pack" ] || tar -xJf "$pack.tar.xz"
    out="${OUT:-cuda-check-out}"
    mkdir -p "$out"
    # cuBLAS: the toolkit's, else the one PyTorch's wheels carry.
    cublas=
    for d in /usr/local/cuda/lib64 /usr/local/cuda/lib; do [ -d "$d" ] && cublas+="$d:"; done
    cublas+=$(python3 -c 'import nvidia.cublas, os; print(os.path.join(nvidia.cublas.__path__[0], "lib"))' 2>/dev/null || true)
    export LD_LIBRARY_PATH="$PWD/$pack/lib:$cublas${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export HLO_CTS_CUDA_MODULE="$PWD/$pack/libhlo_cts_cuda.so"
    # XLA:GPU's plugin: the one named, else the jax-cuda*-pjrt wheel of the
    # machine's own Python (the lent image carries jax-cuda13-pjrt).
    if [ -z "${HLO_CTS_CUDA_PJRT:-}" ]; then
      HLO_CTS_CUDA_PJRT=$(python3 -c 'import glob, site, sys
for d in site.getsitepackages() + [site.getusersitepackages()]:
    for f in glob.glob(d + "/jax_plugins/xla_cuda*/xla_cuda_plugin.so"):
        print(f); sys.exit()' 2>/dev/null || true)
    fi
    # Each step has its own limit, so that one slow step still leaves the
    # others' figures (a device lease is minutes).
    step() { local seconds=$1; shift; timeout -k 5 "$seconds" "$@" || echo "(exit $?)"; }
    { nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv || true
      echo "cublas: $cublas"; echo "xla-gpu plugin: ${HLO_CTS_CUDA_PJRT:-none}"; } > "$out/device.txt" 2>&1
    # HLO_CTS_CHECK_STEPS names the steps to run (default: all of them);
    # HLO_CTS_XLA_GPU_FUZZ_SECONDS how long the campaigns against XLA:GPU and
    # XLA:CPU run; HLO_CTS_XLA_{GPU,CPU}_FUZZ_{JOBS,SEED} their workers and seeds.
    steps=" ${HLO_CTS_CHECK_STEPS:-cuda bench profile differential xla-gpu xla-gpu-fuzz xla-cpu-fuzz} "
    wanted() { [[ "$steps" == *" $1 "* ]]; }
    fuzz_seconds=${HLO_CTS_XLA_GPU_FUZZ_SECONDS:-75}
    wanted cuda && step 120 "$pack/hlo-cts" run --backend cuda -q --repeat 3 --results-dir /tmp/cuda-results suites examples \
      > "$out/conformance.txt" 2>&1
    wanted cuda && { cp /tmp/cuda-results/results.json "$out/" 2>/dev/null || true; }
    wanted bench && step 60 "$pack/cuda_bench" bench/programs/*.mlir > "$out/bench.txt" 2>&1
    # Nsight Compute's speed-of-light and memory sections for the element-wise
    # chain and the reduction (one launch each), where the machine has ncu.
    ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -n 1 || true)
    if wanted profile && [ -n "$ncu" ]; then
      for program in ew_chain_16M reduce_16M; do
        step 90 "$ncu" --kernel-name 'regex:chainKernel|reduceSegmentsKernel' --launch-count 1 \
          --section SpeedOfLight --section MemoryWorkloadAnalysis --section LaunchStats --section Occupancy \
          "$pack/cuda_bench" "bench/programs/$program.mlir" > "$out/profile-$program.txt" 2>&1
      done
    elif wanted profile; then
      echo "no ncu on this machine" > "$out/profile.txt"
    fi
    wanted differential && { { step 60 "$pack/hlo-cts" fuzz --backend cuda --count 2000 --seed 1 --repeat 3 --findings /tmp/cuda-findings
      cat /tmp/cuda-findings/summary.md 2>/dev/null || true; } > "$out/differential.txt" 2>&1; }
    if [ -n "${HLO_CTS_CUDA_PJRT:-}" ] && [ -f "$HLO_CTS_CUDA_PJRT" ]; then
      # Workers of their own (--isolate auto), each taking memory as it needs
      # it rather than XLA's default 75% of the device.
      xla_gpu="pjrt:$HLO_CTS_CUDA_PJRT?preallocate=false&allocator=platform"
      if wanted xla-gpu; then
        step 150 "$pack/hlo-cts" run --backend "$xla_gpu" -q -j 8 --repeat 3 \
          --results-dir /tmp/xla-gpu-results suites/spec-examples suites/edge suites/rewrites examples \
          > "$out/xla-gpu.txt" 2>&1
        cp /tmp/xla-gpu-results/results.json "$out/xla-gpu-results.json" 2>/dev/null ||
          cp /tmp/xla-gpu-results/journal.jsonl "$out/xla-gpu-journal.jsonl" 2>/dev/null || true
      fi
      if wanted xla-gpu-fuzz; then
        { step $((fuzz_seconds + 60)) "$pack/hlo-cts" fuzz --backend "$xla_gpu" -j "${HLO_CTS_XLA_GPU_FUZZ_JOBS:-12}" \
            --time "${fuzz_seconds}s" --seed "${HLO_CTS_XLA_GPU_FUZZ_SEED:-1}" --repeat 3 --inputs-per-program 2 \
            --known-issues reports/campaigns/known-issues.json --findings /tmp/xla-gpu-findings
          cat /tmp/xla-gpu-findings/summary.md 2>/dev/null || true; } > "$out/xla-gpu-fuzz.txt" 2>&1 &
      fi
    fi
    # A campaign against XLA:CPU's PJRT plugin on the machine's cores, beside
    # the one against XLA:GPU: HLO_CTS_XLA_CPU_PJRT names the plugin (or an
    # .xz of it, which a device run carries in a third of the size).
    # Without it (a device run carries 64 MiB with the tree, less than the
    # plugin), the XLA:CPU adapter runs in the machine's own Python when
    # that has jaxlib.
    cpu_plugin="${HLO_CTS_XLA_CPU_PJRT:-}" xla_cpu=
    if [ -n "$cpu_plugin" ] && [ -f "$cpu_plugin" ]; then
      if [[ "$cpu_plugin" == *.xz ]]; then
        xz -dc "$cpu_plugin" > /tmp/pjrt_c_api_cpu_plugin.so && cpu_plugin=/tmp/pjrt_c_api_cpu_plugin.so
      fi
      xla_cpu="pjrt:$cpu_plugin"
    elif HLO_CTS_PEERS_VENV=$(python3 -c 'import jaxlib, sys; print(sys.prefix)' 2>/dev/null); then
      export HLO_CTS_PEERS_VENV
      xla_cpu="subprocess:exec $PWD/backends/adapters/run-adapter.sh xla-cpu"
    fi
    echo "xla-cpu: ${xla_cpu:-none}" >> "$out/device.txt"
    if wanted xla-cpu-fuzz && [ -n "$xla_cpu" ]; then
      { step $((fuzz_seconds + 60)) "$pack/hlo-cts" fuzz --backend "$xla_cpu" -j "${HLO_CTS_XLA_CPU_FUZZ_JOBS:-12}" \
          --time "${fuzz_seconds}s" --seed "${HLO_CTS_XLA_CPU_FUZZ_SEED:-1}" --inputs-per-program 2 \
          --known-issues reports/campaigns/known-issues.json --findings /tmp/xla-cpu-findings
        cat /tmp/xla-cpu-findings/summary.md 2>/dev/null || true; } > "$out/xla-cpu-fuzz.txt" 2>&1 &
    fi
    wait
    for campaign in xla-gpu-findings xla-cpu-findings; do
      [ -d "/tmp/$campaign" ] && tar -C /tmp -czf "$out/$campaign.tar.gz" "$campaign"
    done
    tail -n 4 "$out"/*.txt
    ;;
  *)
    echo "usage: $0 pack [BUILD] | run" >&2
    exit 2
    ;;
esac
