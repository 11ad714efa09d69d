#!/usr/bin/env python3
"""The oracle's op-only throughput on the speed workloads, each beside a
plain loop doing the same work in the same run.

    bench/oracle_workloads.py [--build build] [--runs 5] [WORKLOADS_DIR]

WORKLOADS_DIR holds the argument-less programs of ../shared/workloads (its
README): each program is timed as a whole `hlo-cts interpret` process
(the median of --runs), and its op-only time is T(program) - T(its base).
The plain loops are build/bench/oracle_bench's Plain/* benchmarks (host
libm and double accumulation, one thread). Prints work/s for both, their
ratio, and the target of issue 11 where it names one.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
M = 1 << 20

# workload: (its base, units of work (elements; multiply-adds for dot), target in units/s)
WORKLOADS = {
    "exp_1M": ("base_unary_1M", M, 150e6),
    "sine_1M": ("base_unary_1M", M, 150e6),
    "exp_1M_f64": ("base_unary_1M_f64", M, 100e6),
    "sine_1M_f64": ("base_unary_1M_f64", M, 100e6),
    "exp8_1M": ("exp_1M", 7 * M, 150e6),
    "exp8_1M_f64": ("exp_1M_f64", 7 * M, 100e6),
    "add_1M": ("base_1M", M, 1e9),
    "add8_1M": ("add_1M", 7 * M, 1e9),
    "add_16M": ("base_16M", 16 * M, 1e9),
    "reduce_4M": ("base_4M", 4 * M, 150e6),
    "dot_128": ("base_dot_128", 128**3, 150e6),
    "dot_256": ("base_dot_256", 256**3, 150e6),
}


def process_time(hlo_cts, path, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([hlo_cts, "interpret", "-q", path], check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    # The median: the fastest run of a program and of its base may each be
    # a lucky outlier, and their difference (a few milliseconds for 1M
    # elements) then swings by half.
    return statistics.median(times)


def plain_rates(build):
    bench = os.path.join(build, "bench", "oracle_bench")
    out = subprocess.run([bench, "--benchmark_filter=^Plain/", "--benchmark_format=json"],
                         check=True, capture_output=True, text=True).stdout
    return {b["name"].split("/", 1)[1]: b["items_per_second"] for b in json.loads(out)["benchmarks"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("workloads", nargs="?",
                        default=os.path.join(ROOT, "..", "shared", "workloads"))
    args = parser.parse_args()
    if not os.path.isdir(args.workloads):
        sys.exit(f"no workloads folder at {args.workloads} (pass one)")
    hlo_cts = os.path.join(args.build, "tools", "hlo-cts")
    plain = plain_rates(args.build)
    cache = {}

    def timed(name):
        if name not in cache:
            cache[name] = process_time(hlo_cts, os.path.join(args.workloads, name + ".mlir"),
                                       args.runs)
        return cache[name]

    print(f"{'workload':<14} {'oracle':>14} {'plain loop':>14} {'oracle/plain':>13} {'target':>10}")
    for name, (base, work, target) in WORKLOADS.items():
        if not os.path.exists(os.path.join(args.workloads, name + ".mlir")):
            continue
        op_time = timed(name) - timed(base)
        reference = plain.get(name)
        if op_time <= 0.002:  # under the noise of timing a whole process
            print(f"{name:<14} {'(noise)':>14} {(reference or 0) / 1e6:9.1f} M/s")
            continue
        rate = work / op_time
        ratio = f"{rate / reference:13.2f}" if reference else f"{'-':>13}"
        met = "met" if rate >= target else "below"
        print(f"{name:<14} {rate / 1e6:9.1f} M/s {(reference or 0) / 1e6:9.1f} M/s {ratio} "
              f"{f'{target / 1e6:.0f}M':>6} {met}")
    print(f"(work per second of op-only time: elements, or multiply-adds for dot; "
          f"{os.cpu_count()} cores; plain loops on one)")


if __name__ == "__main__":
    main()
