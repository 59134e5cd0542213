#!/usr/bin/env python3
"""Prints a module's public API, one sorted line a symbol, from the symbol graphs swift-symbolgraph-extract
writes (`<Module>.symbols.json` and `<Module>@<Other>.symbols.json` for extensions of other modules' types).

Usage: api_summary.py DIR MODULE   Each line: `kind path: declaration`.
"""
import glob
import json
import os
import sys


def declaration(symbol):
    fragments = symbol.get("declarationFragments") or []
    text = "".join(f.get("spelling", "") for f in fragments)
    return " ".join(text.split())


def main():
    folder, module = sys.argv[1], sys.argv[2]
    lines = set()
    paths = glob.glob(os.path.join(folder, f"{module}.symbols.json")) + glob.glob(
        os.path.join(folder, f"{module}@*.symbols.json"))
    if not paths:
        sys.exit(f"api_summary: no symbol graph for {module} in {folder}")
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(symbol.get("pathComponents", []))
            lines.add(f"{kind} {name}: {declaration(symbol)}")
    for line in sorted(lines):
        print(line)


if __name__ == "__main__":
    main()
