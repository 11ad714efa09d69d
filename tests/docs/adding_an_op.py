#!/usr/bin/env python3
"""Docs.AddingAnOpNamesEveryPlace: docs/adding-an-op.md lists every place
that writes the ops it is modelled on.

docs/adding-an-op.md says what a new element-wise op touches, read off how
stablehlo.cbrt (unary) and stablehlo.atan2 (binary, with
chlo.broadcast_atan2) are wired. Every other table is derived from the
registry row. This check holds the page to that: every source file that
names one of those ops (its OpId, its MathFn, its registry id, its full
name, or its HLO opcode as a string) must be named on the page. A new
hand-written table of ops fails it until it is derived or documented.

Fails (exit 1, one line per file) when such a file is not on the page.

Usage: adding_an_op.py --source DIR
"""
import argparse
import os
import re
import sys

from front_door import repository_files  # this folder's: the files git tracks or would

PAGE = "docs/adding-an-op.md"
# The folders whose files make up the product (tests, suites and reports
# name ops as data, which the page covers by folder).
CODE_DIRS = ("spec/", "oracle/", "numerics/", "backends/", "generators/", "tools/",
             "reports/", "fuzz/", "suites/")
CODE_SUFFIXES = (".cpp", ".h", ".cc", ".cu", ".cuh", ".def", ".py", ".profile")
# Programs and findings that name ops as data.
DATA_DIRS = ("reports/campaigns/", "reports/accuracy/", "fuzz/seeds/")
LINE_COMMENT = re.compile(r"//[^\n]*")
# Files that name the ops for another reason than wiring them, with why.
NOT_WIRING = {
    # a probe program the PJRT backend runs to learn a plugin's refusals,
    # covered by the page's "peers" step as the adapters' refusals
    "backends/pjrt/pjrt_backend.cpp": "peers",
}
OPS = {
    "cbrt": [r"\bop=(stablehlo\.)?cbrt\b", r"\bk?Cbrt\b", r"stablehlo\.cbrt\b", r'"cbrt"'],
    "atan2": [r"\bop=(stablehlo\.)?atan2\b", r"\bk?Atan2\b", r"\bChloBroadcastAtan2\b",
              r"stablehlo\.atan2\b", r"chlo\.broadcast_atan2\b", r'"atan2"'],
}


def named_on_page(path, page):
    """Whether the page names the file, or (for profiles and suites) its folder."""
    if path in page:
        return True
    folder = os.path.dirname(path) + "/"
    return path.startswith(("suites/", "fuzz/seeds/")) and folder in page


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    args = parser.parse_args()
    with open(os.path.join(args.source, PAGE), encoding="utf-8") as f:
        page = f.read()
    patterns = {op: re.compile("|".join(p)) for op, p in OPS.items()}
    problems = []
    for path in sorted(repository_files(args.source)):
        if not path.startswith(CODE_DIRS) or not path.endswith(CODE_SUFFIXES):
            continue
        if path in NOT_WIRING or path.startswith(DATA_DIRS) or (
                path.startswith("suites/") and not path.endswith(".profile")):
            continue
        try:
            with open(os.path.join(args.source, path), encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        if not path.endswith((".py", ".profile")):
            text = LINE_COMMENT.sub("", text)  # what code writes, not what comments say
        named = [op for op, pattern in patterns.items() if pattern.search(text)]
        if named and not named_on_page(path, page):
            problems.append(f"{path} names {' and '.join(named)}, but {PAGE} does not list it: "
                            "derive the table from the registry row, or add the step to the page")
    for problem in problems:
        print(problem)
    print(f"{PAGE}: {'every place listed' if not problems else f'{len(problems)} places missing'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
