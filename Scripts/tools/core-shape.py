#!/usr/bin/env python3
"""Counts the shape of PageControlCore that issue #27 sets targets for, and prints one line per figure.

- `public members`: PageControl's own public members from the symbol graph (properties, methods, statics,
  initialisers, typealiases), deprecated forwarding members counted apart.
- `outside writes`: assignments to a sub-state's stored fields (`pages.`, `motion.`, `interaction.`,
  `attention.`, `announcements.`, `inputs.`, `environment.`) made from outside that type's own files
  (`Type.swift` and `Type+Concern.swift`).
- `longest file`: the longest Swift file under Sources/ (the target is 400 lines), and under Tests/.

Usage: Scripts/tools/core-shape.py [--no-symbols] [--list]   (--list prints each outside write)
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORE = os.path.join(ROOT, "Sources", "PageControlCore")

# The facade's stored sub-states and the type that owns each one's rules.
OWNERS = {
    "pages": "PageState",
    "motion": "MotionState",
    "session": "InteractionSession",
    "attention": "AttentionState",
    "announcements": "AnnouncementQueue",
    "inputs": "AppearanceInputs",
}
WRITE = re.compile(
    r"(?<![\w.])(?P<name>" + "|".join(OWNERS) + r")\.\w+[?!]?(?:\.\w+[?!]?|\[[^\]]*\])*\s*(?:[-+*/]?=)(?!=)"
)
INOUT = re.compile(r"&(?P<name>" + "|".join(OWNERS) + r")\.\w+")


def outside_writes():
    found = []
    for path in sorted(glob.glob(os.path.join(CORE, "**", "*.swift"), recursive=True)):
        base = os.path.basename(path)
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                code = line.split("//", 1)[0]
                for pattern in (WRITE, INOUT):
                    for match in pattern.finditer(code):
                        owner = OWNERS[match.group("name")]
                        if base == owner + ".swift" or base.startswith(owner + "+"):
                            continue
                        found.append((os.path.relpath(path, ROOT), number, line.strip()))
    return found


def public_members():
    triple = subprocess.check_output(["uname", "-m"], text=True).strip() + "-unknown-linux-gnu"
    subprocess.run(["swift", "build", "--target", "PageControlCore"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    with tempfile.TemporaryDirectory() as work:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", "PageControlCore", "-target", triple,
                        "-I", os.path.join(ROOT, ".build", "debug", "Modules"), "-minimum-access-level", "public",
                        "-skip-synthesized-members", "-output-dir", work], check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(work, "PageControlCore.symbols.json"), encoding="utf-8") as handle:
            graph = json.load(handle)
    own, deprecated = [], []
    for symbol in graph["symbols"]:
        path = symbol.get("pathComponents", [])
        if len(path) != 2 or path[0] != "PageControl":
            continue
        if symbol["kind"]["identifier"] in ("swift.class", "swift.struct", "swift.enum"):
            continue
        marks = symbol.get("availability") or []
        if any(mark.get("isUnconditionallyDeprecated") or "deprecated" in mark for mark in marks):
            deprecated.append(path[1])
        else:
            own.append(path[1])
    return sorted(own), sorted(deprecated)


def longest_file(folders=("Sources",)):
    lengths = []
    for folder in folders:
        for path in glob.glob(os.path.join(ROOT, folder, "**", "*.swift"), recursive=True):
            with open(path, encoding="utf-8") as handle:
                lengths.append((sum(1 for _ in handle), os.path.relpath(path, ROOT)))
    return max(lengths), sum(1 for n, _ in lengths if n > 400)


def main():
    args = sys.argv[1:]
    writes = outside_writes()
    if "--list" in args:
        for path, number, line in writes:
            print(f"  {path}:{number}: {line}")
    print(f"outside writes: {len(writes)} (target at most 10)")
    (length, path), over = longest_file()
    print(f"longest source file: {length} lines, {path}; source files over 400 lines: {over} (target 0)")
    (length, path), over = longest_file(("Tests",))
    print(f"longest test file: {length} lines, {path}; test files over 400 lines: {over}")
    if "--no-symbols" not in args:
        own, deprecated = public_members()
        if "--list" in args:
            print("  " + " ".join(own))
        print(f"public members of PageControl: {len(own)} (target at most 60), "
              f"deprecated forwarding members: {len(deprecated)}")


if __name__ == "__main__":
    main()
