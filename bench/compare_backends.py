#!/usr/bin/env python3
"""Runs the speed programs on simd-cpu, the oracle and XLA:CPU in one go and
prints each program's time per backend and the ratios to simd-cpu.

    bench/compare_backends.py [--build build] [--oracle] [PROGRAMS...]

PROGRAMS default to bench/programs/*.mlir. simd-cpu and the oracle run in
build/bench/backend_bench (Google Benchmark, medians of repetitions); XLA:CPU
runs in this process through jaxlib's PJRT client, on arguments drawn the
same way (uniform in [-2, 2)), when the peers' venv exists (tools/setup-peers.sh;
run this script with that venv's python, or set HLO_CTS_PEERS_VENV). The
oracle is slow by design (correct rounding); --oracle adds it.
"""

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def simd_and_oracle(build, programs, backends):
    out = subprocess.run(
        [os.path.join(build, "bench", "backend_bench"), "--backends=" + ",".join(backends),
         "--benchmark_format=json", "--benchmark_repetitions=3",
         "--benchmark_report_aggregates_only=true"] + programs,
        check=True, capture_output=True, text=True).stdout
    times = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        name, backend = b["run_name"].split("/")[:2]
        times[(name, backend)] = b["real_time"] / 1e3  # ms → s
    return times


def xla_times(programs):
    try:
        import jax
        import numpy as np
        from jax._src import xla_bridge
        from jax._src.lib import xla_client
    except ImportError:
        return None
    client = xla_bridge.get_backend("cpu")
    device = client.local_devices()[0]
    rng = np.random.default_rng(2026)
    times = {}
    for path in programs:
        name = os.path.basename(path).split(".")[0]
        text = open(path).read()
        exe = client.compile_and_load(text, xla_client.DeviceList((device,)),
                                      xla_client.CompileOptions())
        shapes = _argument_shapes(text)
        args = [jax.device_put(rng.uniform(-2, 2, s).astype(np.float32), device) for s in shapes]
        runs = []
        for _ in range(7):
            start = time.perf_counter()
            for r in exe.execute(args):
                r.block_until_ready()
            runs.append(time.perf_counter() - start)
        times[name] = statistics.median(runs[2:])
    return times


def _argument_shapes(text):
    """The f32 argument shapes of @main (the speed programs take only f32)."""
    import re
    header = re.search(r"func\.func @main\((.*?)\)\s*->", text, re.S).group(1)
    shapes = []
    for dims in re.findall(r"tensor<([0-9x]*)xf32>", header):
        shapes.append(tuple(int(d) for d in dims.split("x")) if dims else ())
    return shapes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--oracle", action="store_true")
    parser.add_argument("programs", nargs="*")
    args = parser.parse_args()
    programs = args.programs or sorted(glob.glob(os.path.join(ROOT, "bench", "programs", "*.mlir")))
    backends = ["simd-cpu"] + (["oracle"] if args.oracle else [])
    ours = simd_and_oracle(args.build, programs, backends)
    xla = xla_times(programs)
    print("%-22s %12s %12s %12s %10s %10s" % ("program", "simd-cpu s", "oracle s", "xla-cpu s",
                                              "simd/xla", "oracle/simd"))
    for path in programs:
        name = os.path.basename(path).split(".")[0]
        simd = ours.get((name, "simd-cpu"))
        oracle = ours.get((name, "oracle"))
        x = xla.get(name) if xla else None
        fmt = lambda v: "%12.4f" % v if v is not None else "%12s" % "-"
        ratio = lambda a, b: "%10.2f" % (a / b) if a and b else "%10s" % "-"
        print("%-22s %s %s %s %s %s" % (name, fmt(simd), fmt(oracle), fmt(x), ratio(simd, x),
                                         ratio(oracle, simd)))
    if xla is None:
        print("(xla-cpu: jax not importable here; run with the peers' venv python)", file=sys.stderr)


if __name__ == "__main__":
    main()
