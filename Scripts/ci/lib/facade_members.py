#!/usr/bin/env python3
"""Counts the public members of PageControl (the facade) in PageControlCore's symbol graph and checks the facade's
limit and order (Guides/Architecture.md, "The public face"), and that no public symbol of the module is deprecated
(0.2.0 has one name for each thing: issue #48).

Usage: facade_members.py DIR [--list]   DIR holds PageControlCore.symbols.json (swift-symbolgraph-extract output).
Prints `facade: PageControl has N public members (at most LIMIT)`; exits 1 over the limit, for any deprecated
public symbol, or when PageControl.swift does not declare UIKit's members first (numberOfPages, currentPage, …
before our values).
"""
import json
import os
import sys

LIMIT = 60
# UIKit's members that PageControl.swift declares first, in UIPageControl's order.
UIKIT_ORDER = ["numberOfPages", "currentPage", "hidesForSinglePage", "defersCurrentPageDisplay",
               "updateCurrentPageDisplay()"]


def deprecated(symbol):
    return any(a.get("isUnconditionallyDeprecated") or "deprecated" in a for a in symbol.get("availability", []))


def main():
    folder = sys.argv[1]
    with open(os.path.join(folder, "PageControlCore.symbols.json"), encoding="utf-8") as handle:
        graph = json.load(handle)
    members = [s for s in graph["symbols"]
               if s["pathComponents"][:1] == ["PageControl"] and len(s["pathComponents"]) == 2]
    if "--list" in sys.argv:
        for s in sorted(members, key=lambda s: (s.get("location", {}).get("uri", ""),
                                                s.get("location", {}).get("position", {}).get("line", 0))):
            print(f"  {s['pathComponents'][1]}  ({os.path.basename(s.get('location', {}).get('uri', ''))})")
    print(f"facade: PageControl has {len(members)} public members (at most {LIMIT})")
    status = 0
    if len(members) > LIMIT:
        print(f"facade: over the limit by {len(members) - LIMIT}: group new settings into a value (see Architecture.md)")
        status = 1
    old = [".".join(s["pathComponents"]) for s in graph["symbols"] if deprecated(s)]
    if old:
        print(f"facade: {len(old)} deprecated public symbols ({', '.join(sorted(old)[:5])}, …): 0.2.0 has one name "
              "for each thing; remove the old name and add it to CHANGELOG's table of renames")
        status = 1
    # The order in PageControl.swift: UIKit's members first, before any other public member of that file.
    in_file = sorted((s for s in members if s.get("location", {}).get("uri", "").endswith("/PageControl.swift")),
                     key=lambda s: s["location"]["position"]["line"])
    names = [s["pathComponents"][1] for s in in_file if s["kind"]["identifier"] != "swift.init"]
    head = names[:len(UIKIT_ORDER)]
    if head != UIKIT_ORDER:
        print(f"facade: PageControl.swift must declare {', '.join(UIKIT_ORDER)} first, in that order; it has "
              f"{', '.join(head)}")
        status = 1
    sys.exit(status)


if __name__ == "__main__":
    main()
