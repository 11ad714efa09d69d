#!/usr/bin/env python3
"""Findings per hour of a campaign against a backend, before and after
compiling each program once and judging it on several input sets: the same
seed and wall time with `--inputs-per-program 1` and then `K`, side by side.

    bench/findings_per_hour.py [--build build] [--backend xla-cpu] [--time 4m]
                               [--seed 1] [--inputs 4] [-j 1] [--out DIR]
                               [--markdown FILE]

Each campaign writes its findings folder under --out (default
/tmp/hlo-cts-fph). Printed (and with --markdown written as a table): per
campaign the programs judged, the judgements (program x input set), the
distinct findings, findings per hour, and the same counts on the programs
both campaigns judged (program i of a seed is the same program in both, so
the comparison on those is fair whatever each campaign's speed). xla-cpu
needs the peers' venv: export HLO_CTS_PEERS_VENV=$HOME/.cache/hlo-cts/venv-peers.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def campaign(args, inputs):
    folder = os.path.join(args.out, f"inputs-{inputs}")
    shutil.rmtree(folder, ignore_errors=True)
    command = [os.path.join(args.build, "tools", "hlo-cts"), "fuzz", "--backend", args.backend,
               "--time", args.time, "--seed", str(args.seed), "-j", str(args.jobs),
               "--inputs-per-program", str(inputs), "-o", folder]
    print("$", " ".join(command), file=sys.stderr, flush=True)
    start = time.monotonic()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    seconds = time.monotonic() - start
    if done.returncode not in (0, 1):
        sys.exit(f"the campaign failed (exit {done.returncode}):\n{done.stdout}")
    journal = [json.loads(line) for line in open(os.path.join(folder, "journal.jsonl"))
               if line.strip()]
    findings = [json.loads(line) for line in open(os.path.join(folder, "findings.jsonl"))
                if line.strip()]
    return {"inputs": inputs, "seconds": seconds, "journal": journal, "findings": findings,
            "folder": folder}


def counts(run, programs=None):
    """Programs, judgements and distinct findings, on `programs` when given."""
    lines = [l for l in run["journal"] if programs is None or l["program"] in programs]
    found = {l["finding"] for l in lines if l.get("finding")}
    classes = {}
    for f in run["findings"]:
        if f["slug"] in found:
            classes[f["class"]] = classes.get(f["class"], 0) + 1
    return {"programs": len({l["program"] for l in lines}), "judgements": len(lines),
            "findings": len(found), "classes": classes,
            "failing": sum(1 for l in lines if l.get("finding"))}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--backend", default="xla-cpu")
    parser.add_argument("--time", default="4m")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--inputs", type=int, default=4)
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("--out", default="/tmp/hlo-cts-fph")
    parser.add_argument("--markdown")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    runs = [campaign(args, 1), campaign(args, args.inputs)]
    common = set(l["program"] for l in runs[0]["journal"]) & set(
        l["program"] for l in runs[1]["journal"])
    rows = []
    for run in runs:
        whole, shared = counts(run), counts(run, common)
        hours = run["seconds"] / 3600
        rows.append((run, whole, shared, whole["findings"] / hours))
    header = ("| --inputs-per-program | wall s | programs | judgements | failing judgements "
              "| distinct findings | findings/h | by class | on the common programs: programs, "
              "failing judgements, distinct findings |")
    lines = [header, "|" + "---|" * 9]
    for run, whole, shared, per_hour in rows:
        classes = ", ".join(f"{k} {v}" for k, v in sorted(whole["classes"].items())) or "-"
        lines.append(f"| {run['inputs']} | {run['seconds']:.0f} | {whole['programs']} | "
                     f"{whole['judgements']} | {whole['failing']} | {whole['findings']} | "
                     f"{per_hour:.0f} | {classes} | {shared['programs']}, {shared['failing']}, "
                     f"{shared['findings']} |")
    # Findings only one campaign made, by folder name.
    names = [set(f["name"] for f in run["findings"]) for run in runs]
    lines.append("")
    lines.append(f"only with --inputs-per-program 1: {sorted(names[0] - names[1]) or 'none'}")
    lines.append(f"only with --inputs-per-program {args.inputs}: "
                 f"{sorted(names[1] - names[0]) or 'none'}")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
