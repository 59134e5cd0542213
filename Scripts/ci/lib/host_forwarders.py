#!/usr/bin/env python3
"""Hosts expose `control` and copy no core setting (issue #37, "hosts one way again").

Fails (exit 1, one line per finding) when a host file holds a `public` (or `open`) `var` or `func` whose body reads
or writes `control.<name>` (or `$0.<name>` in a closure handed the control), unless the declaration's name is on
ALLOWED: the names UIKit itself gives a `UIPageControl` and a `UIView` (the UIControl subclass keeps UIKit's API)
and the host's own plumbing. A deprecated forwarder is a forwarder too: 0.2.0 has none (issue #48).

Usage: host_forwarders.py [--root DIR] FOLDER...     |     host_forwarders.py --self-test
"""

import argparse
import os
import re
import sys
import tempfile
import unittest

# UIPageControl's own names, which PageControlView keeps as UIKit's API.
UIPAGECONTROL = {"numberOfPages", "currentPage", "setCurrentPage"}
# UIView, UIControl, UIResponder and UIAccessibility overrides: the host forwards input, bounds and VoiceOver.
UIKIT_OVERRIDES = {
    "intrinsicContentSize", "sizeThatFits", "point", "layoutSubviews", "setNeedsDisplay", "didUpdateFocus",
    "didMoveToWindow", "isEnabled", "semanticContentAttribute", "canBecomeFocused", "touchesBegan",
    "touchesMoved", "touchesEnded", "touchesCancelled", "pressesBegan", "pressesEnded", "pressesCancelled",
    "isAccessibilityElement", "accessibilityLabel", "accessibilityValue", "accessibilityLanguage",
    "accessibilityTraits", "accessibilityCustomActions", "accessibilityIncrement", "accessibilityDecrement",
    "accessibilityActivate", "accessibilityElementDidBecomeFocused", "accessibilityElementDidLoseFocus",
    "accessibilityFrame", "accessibilityActivationPoint", "traitCollectionDidChange", "tintColorDidChange",
    "accessibilityElements",
}
# The hosts' own plumbing: showing `control` after a change, binding a page source, forwarding input (the GTK
# widget's event entry points, which tests and embedders drive), drawing.
PLUMBING = {
    "control", "update", "setNeedsControlUpdate", "changeControl", "bind", "unbind", "handlePointer", "handleKey",
    "handleScroll", "body", "draw", "snapshot",
}
ALLOWED = UIPAGECONTROL | UIKIT_OVERRIDES | PLUMBING

DECL = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open)\s+)(?:(?:override|final|nonisolated|static|class)\s+)*"
    r"(?:var|func)\s+`?(\w+)")
TOUCH = re.compile(r"(?<![\w.])(?:control|\$0)\.(\w+)")


def body(lines, start):
    """The text from the declaration at `start` to the brace that closes its body: '' for a stored property (a
    `var` with no brace on its line), and a function's signature may span lines before its brace."""
    if re.search(r"\bvar\b", lines[start]) and "{" not in lines[start].split("//")[0]:
        return ""
    depth, text, opened = 0, [], False
    for line in lines[start:]:
        code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line.split("//")[0])
        text.append(code)
        for char in code:
            if char == "{":
                depth, opened = depth + 1, True
            elif char == "}":
                depth -= 1
        if opened and depth <= 0:
            return "\n".join(text)
    return "\n".join(text) if opened else ""


def findings(path):
    """`path:line: name forwards control.x, ...` for each public forwarder in the file."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found = []
    for index, line in enumerate(lines):
        match = DECL.match(line)
        if not match or match.group(1) in ALLOWED:
            continue
        touched = sorted(set(TOUCH.findall(body(lines, index))))
        if touched:
            names = ", ".join(f"control.{name}" for name in touched)
            found.append(f"{path}:{index + 1}: {match.group(1)} forwards {names}")
    return found


def scan(folders):
    """Every finding in the Swift files under `folders`, sorted."""
    result = []
    for folder in folders:
        for directory, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(".swift"):
                    result += findings(os.path.join(directory, name))
    return sorted(result)


class SelfTest(unittest.TestCase):
    """Plants forwarders and allowed names in a temporary host folder."""

    def check(self, source, name="PageControlView.swift"):
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                handle.write(source)
            return [line.split(": ", 1)[1] for line in scan([folder])]

    def test_forwarding_property_fails(self):
        source = "public var hidesForSinglePage: Bool {\n    get { control.hidesForSinglePage }\n" \
            "    set { control.hidesForSinglePage = newValue }\n}\n"
        self.assertEqual(self.check(source), ["hidesForSinglePage forwards control.hidesForSinglePage"])

    def test_forwarding_through_a_closure_fails(self):
        source = "public func setBadgeColor(_ color: Color) {\n    update { $0.presentation.badgeColor = color }\n}\n"
        self.assertEqual(self.check(source), ["setBadgeColor forwards control.presentation"])

    def test_uikit_names_pass(self):
        source = "public var numberOfPages: Int {\n    get { control.numberOfPages }\n" \
            "    set { update { $0.numberOfPages = newValue } }\n}\n" \
            "public override var accessibilityLanguage: String? {\n    get { control.environment.language }\n}\n"
        self.assertEqual(self.check(source), [])

    def test_deprecated_forwarder_fails_too(self):
        source = '@available(*, deprecated, message: "use control.badgeColor")\n' \
            "public var badgeColor: Color {\n    control.presentation.badgeColor\n}\n"
        self.assertEqual(self.check(source), ["badgeColor forwards control.presentation"])
        forwarder = "public var badgeColor: Color { control.presentation.badgeColor }\n"
        self.assertEqual(
            self.check(forwarder, name="PageControlView+Deprecations.swift"), ["badgeColor forwards control.presentation"])

    def test_host_state_passes(self):
        source = "public var showsScrubPreviewLabel = true { didSet { updateScrubPreviewLabel() } }\n" \
            "public var onChange: (() -> Void)?\ninit() {\n    control.environment.language = nil\n}\n" \
            "public var label: String { \"control.x\" } // control.y\n"
        self.assertEqual(self.check(source), [])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("folders", nargs="*")
    arguments = parser.parse_args()
    if arguments.self_test:
        sys.argv = sys.argv[:1]
        unittest.main(verbosity=1)
    result = scan(arguments.folders)
    for line in result:
        print(line)
    return 1 if result else 0


if __name__ == "__main__":
    sys.exit(main())
