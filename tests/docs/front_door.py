#!/usr/bin/env python3
"""Docs.FrontDoor: the README stays a front door and docs/ stays true.

Fails (exit 1, one line per problem) when
  - README.md has more than 220 lines;
  - a relative link in README.md or docs/*.md names a file that does not
    exist, or a heading (#anchor) that the target file does not have;
  - a file outside suites/profiles/ cites the project's shared facts,
    design, syntax or style notes (see CITATION), which the repository does
    not hold: cite the original source, or a docs/ page;
  - a subcommand that `hlo-cts --help` prints is missing from README.md's
    table of subcommands or has no `hlo-cts NAME` heading in
    docs/commands.md, or an option that `hlo-cts NAME --help` prints
    (nested subcommands included) is not written in that section.

Usage: front_door.py --source DIR --hlo-cts PATH
"""
import argparse
import os
import re
import subprocess
import sys

README_MAX_LINES = 220
# Assembled so that this file does not match itself.
CITATION = re.compile(r"\b" + "FA" + r"CTS\b|\b" + "DES" + r"IGN\.md\b|\b" + "SYN" +
                      r"TAX\.md\b|\b" + "STY" + r"LE(\.md)?\s*§")
EXEMPT_CITATION_DIRS = ("suites/profiles/",)
SKIP_DIRS = {".git", "node_modules", "__pycache__"}


def repository_files(source):
    """The files git tracks or would track; every file outside build trees otherwise."""
    try:
        out = subprocess.run(
            ["git", "-C", source, "ls-files", "-co", "--exclude-standard", "-z"],
            capture_output=True, check=True).stdout
        return [p for p in out.decode().split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for root, dirs, names in os.walk(source):
            dirs[:] = [d for d in dirs
                       if d not in SKIP_DIRS and not d.startswith((".", "build"))]
            for n in names:
                files.append(os.path.relpath(os.path.join(root, n), source))
        return files


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to '-'."""
    text = re.sub(r"`|\*\*|__", "", heading.strip()).lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def headings(path):
    anchors, seen, fence = set(), {}, False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("```"):
                fence = not fence
            if fence:
                continue
            m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if m:
                s = slug(m.group(1))
                n = seen.get(s, 0)
                seen[s] = n + 1
                anchors.add(s if n == 0 else f"{s}-{n}")
    return anchors


LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")


def markdown_without_code(text):
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def check_links(source, problems):
    pages = ["README.md"] + sorted(
        os.path.join("docs", n) for n in os.listdir(os.path.join(source, "docs"))
        if n.endswith(".md"))
    for page in pages:
        path = os.path.join(source, page)
        with open(path, encoding="utf-8") as f:
            text = markdown_without_code(f.read())
        for m in LINK.finditer(text):
            target = m.group(1) or m.group(2)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
                continue
            file_part, _, anchor = target.partition("#")
            resolved = (os.path.normpath(os.path.join(os.path.dirname(path), file_part))
                        if file_part else path)
            if not os.path.exists(resolved):
                problems.append(f"{page}: link to a missing file: {target}")
                continue
            if anchor and resolved.endswith(".md") and anchor not in headings(resolved):
                problems.append(f"{page}: link to a missing heading: {target}")


def check_citations(source, problems):
    for rel in repository_files(source):
        if rel.startswith(EXEMPT_CITATION_DIRS):
            continue
        path = os.path.join(source, rel)
        if not os.path.isfile(path) or os.path.getsize(path) > 4_000_000:
            continue
        with open(path, "rb") as f:
            data = f.read()
        if b"\0" in data:
            continue
        for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            if CITATION.search(line):
                problems.append(f"{rel}:{number}: cites a document the repository "
                                f"does not hold: {line.strip()[:100]}")


def help_text(binary, words):
    out = subprocess.run([binary, *words, "--help"], capture_output=True, text=True,
                         timeout=60)
    return out.stdout + out.stderr


def sections(text):
    """CLI11's help: {'Options': [lines], 'Subcommands': [lines], ...}."""
    result, current = {}, None
    for line in text.splitlines():
        m = re.match(r"^([A-Z][A-Za-z ]*):\s*$", line)
        if m:
            current = result.setdefault(m.group(1), [])
        elif current is not None and line.strip():
            current.append(line)
    return result


def options_of(text):
    names = []
    for line in sections(text).get("Options", []):
        m = re.match(r"^\s{1,4}(-[^\s=]+)", line)
        if not m:
            continue  # a wrapped description
        flags = re.sub(r"[{\[].*$", "", m.group(1)).split(",")
        longs = [f for f in flags if f.startswith("--")]
        for f in longs or flags:
            if f not in ("-h", "--help"):
                names.append(f)
    return names


def subcommands_of(text):
    return [m.group(1) for line in sections(text).get("Subcommands", [])
            if (m := re.match(r"^\s{1,4}([a-z][\w-]*)\b", line))]


def command_sections(commands_md):
    """'run' -> the text of the section headed `hlo-cts run` (to the next heading
    of the same or a higher level)."""
    lines = commands_md.splitlines()
    result = {}
    for i, line in enumerate(lines):
        m = re.match(r"^(#{1,6})\s+`?hlo-cts ([a-z][\w -]*?)`?\s*$", line)
        if not m:
            continue
        level = len(m.group(1))
        end = len(lines)
        for j in range(i + 1, len(lines)):
            h = re.match(r"^(#{1,6})\s", lines[j])
            if h and len(h.group(1)) <= level:
                end = j
                break
        result[m.group(2).strip()] = "\n".join(lines[i:end])
    return result


def readme_table_commands(readme):
    return set(re.findall(r"^\|\s*`hlo-cts ([a-z][\w-]*)", readme, flags=re.M))


def check_commands(source, binary, problems):
    with open(os.path.join(source, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    with open(os.path.join(source, "docs", "commands.md"), encoding="utf-8") as f:
        documented = command_sections(f.read())
    in_table = readme_table_commands(readme)
    top = help_text(binary, [])
    subs = subcommands_of(top)
    if not subs:
        problems.append(f"`{binary} --help` listed no subcommands:\n{top}")
    for sub in subs:
        if sub not in in_table:
            problems.append(f"README.md: the table of subcommands has no row "
                            f"`hlo-cts {sub}`")
    todo = [[s] for s in subs]
    while todo:
        words = todo.pop(0)
        name = " ".join(words)
        text = help_text(binary, words)
        section = documented.get(name)
        if section is None:
            problems.append(f"docs/commands.md: no section headed `hlo-cts {name}`")
            continue
        for option in options_of(text):
            if not re.search(re.escape(option) + r"(?![\w-])", section):
                problems.append(f"docs/commands.md: `hlo-cts {name}` does not "
                                f"document {option}")
        todo += [words + [s] for s in subcommands_of(text)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--hlo-cts", required=True)
    args = parser.parse_args()
    problems = []
    with open(os.path.join(args.source, "README.md"), encoding="utf-8") as f:
        count = sum(1 for _ in f)
    if count > README_MAX_LINES:
        problems.append(f"README.md has {count} lines, more than {README_MAX_LINES}: "
                        f"move the detail into docs/")
    check_links(args.source, problems)
    check_citations(args.source, problems)
    check_commands(args.source, args.hlo_cts, problems)
    for p in problems:
        print(p)
    print(f"Docs.FrontDoor: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
