#!/usr/bin/env python3
"""Re-runs every recorded campaign reproducer on its peer and writes the
triage table, reports/campaigns/TRIAGE.md, from what hlo-cts says of each:
its verdict under the peer's own profile and under spec-ieee (the spec read
literally), the tier, the mechanism and the sentence that decides it
(tools/runner/grading.h), beside what a person wrote at the top of each
reproducer after checking it against the spec text (`// op:`, `// the
backend:`, `// the spec:`). The table is generated, never edited by hand,
so no grade in it can drift from the tool.

  tools/triage-campaigns.py [--hlo-cts build/tools/hlo-cts] [--out FILE]

Needs the peers' venv (tools/setup-peers.sh; $HLO_CTS_PEERS_VENV).
"""
import argparse
import datetime
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def run(hlo_cts, peer, folder, profile, results):
    backend = f"subprocess:exec {ROOT}/backends/adapters/run-adapter.sh {peer}"
    command = [hlo_cts, "run", "-q", "-j", "1", "--backend", backend,
               "--results-dir", str(results), str(folder)]
    if profile:
        command[2:2] = ["--profile", profile]
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    with open(results / "results.json") as f:
        document = json.load(f)
    return document["run"], {t["id"].split("::")[0]: t for t in document["tests"]}


def hand_checked(path):
    """The fields a person wrote at the top of a reproducer after checking it
    against the spec text: op, the backend (what it does), the spec."""
    fields, key = {}, None
    for line in path.read_text().splitlines():
        if not line.startswith("//"):
            break
        text = line[2:].strip()
        for name in ("op", "the backend", "the spec"):
            if text.startswith(name + ": "):
                key, text = name, text[len(name) + 2:]
                fields[key] = text
                break
        else:
            if key and line.startswith("//   "):
                fields[key] += " " + text
            else:
                key = None
    return fields


def cell(text):
    return (text or "").replace("|", "\\|").replace("\n", " ")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hlo-cts", default=str(ROOT / "build/tools/hlo-cts"))
    parser.add_argument("--out", default=str(ROOT / "reports/campaigns/TRIAGE.md"))
    args = parser.parse_args()
    # Folders of hand-annotated reproducers; a checked-in findings folder
    # (campaign.json) has its own report, `hlo-cts fuzz report`.
    folders = sorted(p for p in (ROOT / "reports/campaigns").iterdir()
                     if p.is_dir() and not (p / "campaign.json").exists())
    lines = [
        "# Campaign reproducers, graded (generated)",
        "",
        "Written by `tools/triage-campaigns.py` on "
        f"{datetime.date.today().isoformat()}: every reproducer of "
        "`reports/campaigns/<peer>-seed<N>/` re-run on its peer under the peer's own profile "
        "and under `spec-ieee` (the spec read literally: IEEE-754 where it names it, no "
        "accuracy where it gives none, no flushing, no compiler rewrites). The tier, mechanism "
        "and deciding sentence are hlo-cts's (`tools/runner/grading.h`): `semantic` is wrong "
        "under every reading of the spec; `ieee-reading` misses the IEEE-754 result the spec "
        "names, which its accuracy disclaimer or its clause on non-standard ops' exceptions "
        "could excuse; a test that passes under spec-ieee is at most a profile difference. "
        "Do not edit: re-run the script.",
        "",
    ]
    counts = {}
    with tempfile.TemporaryDirectory() as tmp:
        for folder in folders:
            peer = folder.name.split("-seed")[0]
            info, own = run(args.hlo_cts, peer, folder, None, pathlib.Path(tmp) / (folder.name + "-own"))
            _, spec = run(args.hlo_cts, peer, folder, "spec-ieee", pathlib.Path(tmp) / folder.name)
            lines += [f"## {folder.name} ({info.get('backendName', peer)}, "
                      f"{info.get('backendVersion', '?')})", "",
                      f"    hlo-cts run --backend \"subprocess:exec backends/adapters/run-adapter.sh "
                      f"{peer}\" --profile spec-ieee reports/campaigns/{folder.name}", "",
                      "| reproducer | op | what the peer does | the spec (hand-checked) | own profile "
                      "| spec-ieee | tier | mechanism | decided by |",
                      "|---|---|---|---|---|---|---|---|---|"]
            for name in sorted(spec):
                test = spec[name]
                tier = test.get("tier") or ("—" if test["verdict"] == "pass" else test["verdict"])
                counts[tier] = counts.get(tier, 0) + 1
                written = hand_checked(folder / name)
                lines.append("| `{}` | {} | {} | {} | {} | {} | {} | {} | {} |".format(
                    name, cell(written.get("op")), cell(written.get("the backend")),
                    cell(written.get("the spec")), own.get(name, {}).get("verdict", "?"),
                    test["verdict"], tier, cell(test.get("mechanism")),
                    cell(test.get("decidedBy"))))
            lines.append("")
    summary = ", ".join(f"{n} {tier}" for tier, n in sorted(counts.items()))
    lines[3:3] = [f"Totals over {len(folders)} folders: {summary}.", ""]
    pathlib.Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"{args.out}: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
