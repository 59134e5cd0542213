#!/usr/bin/env python3
"""Rewrites uses of deprecated PageControl spellings to their replacements, from the compiler's warnings.

Reads a build log (`swift build --build-tests 2>&1 | tee log`) and, for every
`file:line:col: warning: 'name' is deprecated: renamed to 'replacement'`, replaces `name` at that column with
the replacement (a trailing `()` or argument-label list in the replacement is dropped: the call keeps its
arguments). Warnings inside a macro expansion (`#expect`) are found through the note that names where the
expanded code originates, and rewritten on that line by name. Message-only deprecations with a known shape
(`setIndicatorState(_:forPage:)`, `indicatorState(forPage:)`, the accessibility titles,
`isAssistiveTechnologyRunning`) are rewritten by pattern on their line.

Usage: Scripts/tools/migrate-deprecated.py LOG   Prints what it changed; run the build again until nothing is left.
"""
import collections
import re
import sys

WARNING = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): warning: '([\w]+)(?:\([^)]*\))?' is deprecated: (.*?) \[#")
EXPANDED = re.compile(r"^`- (/[^:]+\.swift):(\d+):(\d+): note: expanded code originates here")
RENAMED = re.compile(r"(?:renamed to|replaced by) '([^']+)'")

TIMER = "(\\1.progress as? PageControlTimerProgress)"
PATTERNS = {
    "isScrubbing": [(r"(\w+(?:\.\w+)*)\.isScrubbing\b", r"(\1.interactionState == .continuous)")],
    "autoplayPauseReasons": [(r"(\w+(?:\.\w+)*)\.autoplayPauseReasons\b", "(" + TIMER + "?.pauseReasons ?? [])")],
    "isAutoplayOn": [(r"(\w+(?:\.\w+)*)\.isAutoplayOn\b", "(" + TIMER + "?.isSlideShowOn == true)")],
    "timerProgress": [(r"(\w+(?:\.\w+)*)\.timerProgress\b", TIMER)],
    "stopAutoplay": [(r"(\w+(?:\.\w+)*)\.stopAutoplay\(\)", TIMER + "?.stopForPerson()")],
    "startAutoplay": [(r"(\w+(?:\.\w+)*)\.startAutoplay\(\)", TIMER + "?.startForPerson()")],
    "accessibilityIncrement": [(r"\.accessibilityIncrement\(\)", ".performAccessibilityAction(.increment)")],
    "accessibilityDecrement": [(r"\.accessibilityDecrement\(\)", ".performAccessibilityAction(.decrement)")],
    "accessibilityActivate": [(r"\.accessibilityActivate\(\)", ".performAccessibilityAction(.activate)")],
    "performAccessibilityAction": [(r"\.performAccessibilityAction\((\w+(?:\.\w+)*)\)", r".performAccessibilityAction(AccessibilityAction(\1))")],
    "command": [(r"(\w+(?:\.\w+)*)\.command\(for: ([^()]*(?:\([^()]*\))?[^()]*)\)", r"PageCommand(key: \2, direction: \1.layout.direction)")],
    "resolvedAppearance": [(r"\.resolvedAppearance\b", ".currentLook")],
    "overflowLabel": [(r"\.overflowLabel\b", ".compactLabel")],
    "idleOpacity": [(r"\.idleOpacity\b", ".currentOpacity")],
    "setIndicatorState": [(r"\.setIndicatorState\(([^,()]+(?:\([^()]*\))?), forPage: ([^()]+?)\)", r".indicatorStates[\2] = \1"),
                          (r"(?<![\w.])setIndicatorState\(([^,()]+(?:\([^()]*\))?), forPage: ([^()]+?)\)", r"indicatorStates[\2] = \1")],
    "indicatorState": [(r"\.indicatorState\(forPage: ([^()]+?)\)", r".indicatorStates[\1]"),
                       (r"(?<![\w.])indicatorState\(forPage: ([^()]+?)\)", r"indicatorStates[\1]")],
    "setAccessibilityTitle": [(r"\.setAccessibilityTitle\(([^,]+), forPage: ([^()]+?)\)", r".accessibilityTitles[\2] = \1")],
    "accessibilityTitle": [(r"\.accessibilityTitle\(forPage: ([^()]+?)\)", r".accessibilityTitles[\1]")],
    "isAssistiveTechnologyRunning": [(r"\.isAssistiveTechnologyRunning = ", r".environment.isScreenReaderRunning = "),
                                     (r"\.isAssistiveTechnologyRunning\b", r".environment.isAssistiveTechnologyRunning")],
}


def replacement(text):
    target = RENAMED.search(text)
    if not target:
        return None
    name = target.group(1)
    return re.sub(r"\([^)]*\)$", "", name)


def main():
    edits = collections.defaultdict(dict)  # file -> {(line, col): (name, new)} or (line, None)
    pending = None
    with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
        for raw in log:
            line = raw.rstrip("\n")
            match = WARNING.match(line)
            if match:
                path, number, column, name, text = match.groups()
                pending = (name, replacement(text))
                if "macro expansion" in path or "@__swiftmacro" in path:
                    continue
                edits[path][(int(number), int(column))] = pending
                pending = None
                continue
            stripped = line.strip()
            if stripped.startswith("macro expansion") and "warning:" in stripped and "is deprecated" in stripped:
                inner = re.search(r"warning: '(\w+)(?:\([^)]*\))?' is deprecated: (.*?) \[#", stripped)
                if inner:
                    pending = (inner.group(1), replacement(inner.group(2)))
                continue
            expanded = EXPANDED.match(stripped)
            if expanded and pending:
                path, number, _ = expanded.groups()
                edits[path][(int(number), None, pending[0])] = pending
                pending = None
    changed = 0
    for path, spots in edits.items():
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        # Columns from the right first, so earlier columns stay valid.
        for key in sorted(spots, key=lambda k: (k[0], k[1] or 0), reverse=True):
            name, new = spots[key]
            index = key[0] - 1
            text = lines[index]
            before = text
            if len(key) == 2 and new is not None:
                column = key[1] - 1
                if text[column:column + len(name)] == name:
                    text = text[:column] + new + text[column + len(name):]
            elif new is not None:
                text = re.sub(r"(?<=\.)" + name + r"\b", new, text)
                text = re.sub(r"(?<![\w.])" + name + r"\b(?!:)", new, text)
            if text == before and name in PATTERNS:
                for pattern, repl in PATTERNS[name]:
                    text = re.sub(pattern, repl, text)
            if text != before:
                lines[index] = text
                changed += 1
                print(f"{path}:{key[0]}: {name} -> {new or 'pattern'}")
            else:
                print(f"{path}:{key[0]}: {name} LEFT ({new})", file=sys.stderr)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
    print(f"migrate: {changed} lines changed")


if __name__ == "__main__":
    main()
