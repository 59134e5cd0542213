#!/usr/bin/env python3
"""Proves that Scripts/apple-check/apple-check.py catches what a real Xcode build catches.

    Scripts/apple-check/apple-check-selftest.py [--scratch-path DIR] [--jobs N] [--plant LETTER]

For each planted fault it copies the checked sources (Sources/ and Examples/) to a temporary folder, appends the
fault to one real file of the copy, runs the whole check on the copy (`--source-root`), and expects it to fail
with the planted file and line in its output:

  (a) definite initialisation: a main-actor default value in a nonisolated initializer (PageControlSwiftUI's
      first real compile error), a SIL diagnostic;
  (b) an iOS 26 symbol (`UIGlassEffect`) outside `#if compiler(>=6.2)`: fails in the Xcode 16.3 era;
  (c) a call unavailable on visionOS (`UIScreen.main`): fails in the visionOS passes;
  (d) a missing `return` in a function of PageControlUIKit, a SIL diagnostic that `-typecheck` never reports;
  (e) a call to `onChange(of:perform:)`, deprecated in iOS 17 and visionOS 1.0: a warning in the iOS 26 pass and
      the visionOS passes, none at the minimums of iOS, tvOS, macOS and watchOS; and beside it the pattern our code
      uses, the old call in the `else` of `if #available(iOS 17.0, …)`, which no pass may report.

Each fault names the passes that must report it, so a check that lost an era, a platform, its SIL stage or the
stubs' deprecations fails here; and, where it matters, the passes that must not (a deprecation reported before
its version, or in code no deployment target reaches, would make the check cry wolf). A fault runs the check with only
the passes it names (`--only`), or with every pass when it names lines that no pass may report. Exit status 0 when every
fault is caught where it must be and nowhere else, 1 otherwise (2 for bad arguments).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
CHECK = REPO / "Scripts" / "apple-check" / "apple-check.py"


@dataclass(frozen=True)
class Plant:
    label: str
    file: str
    code: str
    # The line of `code` (1-based) the compiler must report.
    line_in_code: int
    # Text that must be in the diagnostic, and pass names (substrings) that must report it.
    message: str
    passes: tuple[str, ...]
    # Pass names (substrings) that must stay clean (report nothing at all), and lines of `code` that no pass may
    # report.
    silent_passes: tuple[str, ...] = ()
    silent_lines: tuple[int, ...] = ()


PLANTS = [
    Plant(
        "(a) definite initialisation: a main-actor default value in a nonisolated init",
        "Sources/PageControlSwiftUI/PageIndicator.swift",
        """#if canImport(SwiftUI)
    @MainActor struct PlantedDresser {
        init() {}
    }
    @MainActor final class PlantedModel: ObservableObject {
        private var dresser = PlantedDresser()
        nonisolated init() {}
    }
#endif
""", 7, "return from initializer without initializing all stored properties",
        ("xcode16.3-iOS16.0", "xcode26-iOS26.0", "macOS", "watchOS", "visionOS")),
    Plant(
        "(b) an iOS 26 symbol outside #if compiler(>=6.2)",
        "Sources/PageControlUIKit/PageControlView+Platter.swift",
        """#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
    @MainActor func plantedGlassEffect() -> UIVisualEffect? {
        if #available(iOS 26.0, tvOS 26.0, *) { return UIGlassEffect(style: .regular) }
        return nil
    }
#endif
""", 3, "cannot find 'UIGlassEffect' in scope", ("xcode16.3-iOS16.0", "xcode16.3-tvOS16.0")),
    Plant(
        "(c) a call unavailable on visionOS",
        "Sources/PageControlUIKit/PageControlView.swift",
        """#if canImport(UIKit) && !os(watchOS)
    @MainActor func plantedScreenScale() -> CGFloat {
        UIScreen.main.scale
    }
#endif
""", 3, "is unavailable in visionOS", ("xcode16.3-visionOS1.0", "xcode26-visionOS1.0")),
    Plant(
        "(d) a missing return in PageControlUIKit",
        "Sources/PageControlUIKit/UIKit+PageControlCore.swift",
        """#if canImport(UIKit) && !os(watchOS)
    func plantedPageCount(_ pages: Int) -> Int {
        if pages > 0 { return pages }
    }
#endif
""", 4, "missing return in global function expected to return 'Int'",
        ("xcode16.3-iOS16.0", "xcode26-iOS26.0", "tvOS", "visionOS")),
    Plant(
        "(e) a deprecated call, where the SDK deprecates it (and the #available pattern nowhere)",
        "Sources/PageControlSwiftUI/ScrubPreviewOverlay.swift",
        """#if canImport(SwiftUI)
    @MainActor func plantedTracker(_ value: Int) -> some View {
        Color.clear.onChange(of: value) { _ in }
    }
    @MainActor @ViewBuilder func plantedGuardedTracker(_ value: Int) -> some View {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            Color.clear.onChange(of: value) { _, _ in }
        } else {
            Color.clear.onChange(of: value) { _ in }
        }
    }
#endif
""", 3, "warning: 'onChange(of:perform:)' was deprecated in",
        ("xcode16.3-visionOS1.0", "xcode26-visionOS1.0", "xcode26-iOS26.0"),
        silent_passes=("iOS16.0", "tvOS16.0", "macOS13.0", "watchOS9.0"), silent_lines=(9,)),
]


def copy_sources(destination: Path) -> None:
    shutil.copytree(REPO / "Sources", destination / "Sources", symlinks=True)
    shutil.copytree(REPO / "Examples", destination / "Examples", symlinks=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scratch-path", default=os.path.join(tempfile.gettempdir(), "pagecontrol-apple-check"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--plant", action="append", default=[],
                        help="plant only the fault with this letter (repeatable), e.g. --plant e")
    args = parser.parse_args()

    plants = [plant for plant in PLANTS if not args.plant or plant.label[1] in args.plant]
    if not plants:
        print(f"apple-check self-test: no fault is labelled {args.plant}", file=sys.stderr)
        return 2
    started = time.time()
    failures = 0
    for plant in plants:
        plant_started = time.time()
        with tempfile.TemporaryDirectory(prefix="pagecontrol-apple-plant.") as folder:
            root = Path(folder)
            copy_sources(root)
            target = root / plant.file
            original = target.read_text()
            if not original.endswith("\n"):
                original += "\n"
            line = original.count("\n") + plant.line_in_code
            target.write_text(original + plant.code)
            # Only the passes the fault names are run, unless a line must stay unreported by every pass.
            only = [] if plant.silent_lines else [
                argument for name in plant.passes + plant.silent_passes for argument in ("--only", name)]
            process = subprocess.run(
                [sys.executable, str(CHECK), "--source-root", str(root), "--scratch-path", args.scratch_path,
                 "--jobs", str(args.jobs), *only], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        output = process.stdout
        first_line = original.count("\n")
        location = f"{plant.file}:{line}:"
        silent_locations = [f"{plant.file}:{first_line + silent}:" for silent in plant.silent_lines]
        # The passes whose report names the planted line with the expected message, those that fail at all, and
        # those that report a line no pass may report.
        reporting = []
        failing = []
        noisy = []
        for block in re.split(r"\n(?=--- )", output):
            header = re.match(r"--- .*\[([^\]]+)\]", block)
            if not header:
                continue
            rows = block.splitlines()
            if any(location in row and plant.message in row for row in rows):
                reporting.append(header.group(1))
            if any(row.startswith("  FAIL  ") for row in rows):
                failing.append(header.group(1))
            if any(silent in row for silent in silent_locations for row in rows):
                noisy.append(header.group(1))
        missing = [name for name in plant.passes if not any(name in passed for passed in reporting)]
        early = [failed for failed in failing if any(name in failed for name in plant.silent_passes)]
        seconds = time.time() - plant_started
        if process.returncode == 1 and reporting and not missing and not early and not noisy:
            print(f"  caught  {plant.label}: {location} in {len(reporting)} passes ({seconds:.0f}s)")
            print(f"          {', '.join(reporting)}")
        else:
            failures += 1
            print(f"  MISSED  {plant.label}: exit {process.returncode}, {location} \"{plant.message}\"")
            print(f"          reported by: {', '.join(reporting) or 'no pass'}; expected also: {', '.join(missing)}")
            if early:
                print(f"          failed where it must stay clean: {', '.join(early)}")
            if noisy:
                print(f"          {', '.join(silent_locations)} reported by: {', '.join(noisy)}")
            print("\n".join("          " + row for row in output.splitlines()[-60:]))
    elapsed = time.time() - started
    if failures:
        print(f"\napple-check self-test: {failures} of {len(plants)} planted faults missed ({elapsed:.0f}s)")
        return 1
    print(f"\napple-check self-test: all {len(plants)} planted faults caught ({elapsed:.0f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
