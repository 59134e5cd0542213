#!/usr/bin/env python3
"""Proves that Scripts/apple-check.py catches what a real Xcode build catches.

    Scripts/apple-check-selftest.py [--scratch-path DIR] [--jobs N]

For each planted fault it copies the checked sources (Sources/ and Examples/) to a temporary folder, appends the
fault to one real file of the copy, runs the whole check on the copy (`--source-root`), and expects it to fail
with the planted file and line in its output:

  (a) definite initialisation: a main-actor default value in a nonisolated initializer (PageControlSwiftUI's
      first real compile error), a SIL diagnostic;
  (b) an iOS 26 symbol (`UIGlassEffect`) outside `#if compiler(>=6.2)`: fails in the Xcode 16.3 era;
  (c) a call unavailable on visionOS (`UIScreen.main`): fails in the visionOS passes;
  (d) a missing `return` in a function of PageControlUIKit, a SIL diagnostic that `-typecheck` never reports.

Each fault names the passes that must report it, so a check that lost an era, a platform or its SIL stage fails
here. Exit status 0 when every fault is caught where it must be, 1 otherwise.
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

REPO = Path(__file__).resolve().parent.parent
CHECK = REPO / "Scripts" / "apple-check.py"


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
]


def copy_sources(destination: Path) -> None:
    shutil.copytree(REPO / "Sources", destination / "Sources", symlinks=True)
    shutil.copytree(REPO / "Examples", destination / "Examples", symlinks=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scratch-path", default=os.path.join(tempfile.gettempdir(), "pagecontrol-apple-check"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    started = time.time()
    failures = 0
    for plant in PLANTS:
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
            process = subprocess.run(
                [sys.executable, str(CHECK), "--source-root", str(root), "--scratch-path", args.scratch_path,
                 "--jobs", str(args.jobs)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        output = process.stdout
        location = f"{plant.file}:{line}:"
        # The passes whose report names the planted line with the expected message.
        reporting = []
        for block in re.split(r"\n(?=--- )", output):
            header = re.match(r"--- .*\[([^\]]+)\]", block)
            if header and any(location in row and plant.message in row for row in block.splitlines()):
                reporting.append(header.group(1))
        missing = [name for name in plant.passes if not any(name in passed for passed in reporting)]
        seconds = time.time() - plant_started
        if process.returncode == 1 and reporting and not missing:
            print(f"  caught  {plant.label}: {location} in {len(reporting)} passes ({seconds:.0f}s)")
            print(f"          {', '.join(reporting)}")
        else:
            failures += 1
            print(f"  MISSED  {plant.label}: exit {process.returncode}, {location} \"{plant.message}\"")
            print(f"          reported by: {', '.join(reporting) or 'no pass'}; expected also: {', '.join(missing)}")
            print("\n".join("          " + row for row in output.splitlines()[-60:]))
    elapsed = time.time() - started
    if failures:
        print(f"\napple-check self-test: {failures} of {len(PLANTS)} planted faults missed ({elapsed:.0f}s)")
        return 1
    print(f"\napple-check self-test: all {len(PLANTS)} planted faults caught ({elapsed:.0f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
