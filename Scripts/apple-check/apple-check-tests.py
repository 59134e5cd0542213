#!/usr/bin/env python3
"""Tests of Scripts/apple-check/apple-check.py's own rules, run on Linux by Scripts/ci/apple-typecheck.sh before the check.

    Scripts/apple-check/apple-check-tests.py [-v]

PackageNameTests: the `-package-name` the check passes for the checkout is the one SwiftPM passes. SwiftPM makes
it from the checkout's folder name, and `package` declarations of PageControlCore (which `swift build` compiles)
are visible to the check's modules only under the same name; with another one, every check fails in a clone
named `bar.x1`, `page-control` or `PageControlKit.git`. The names are compared with what `swift build -v` itself
passes for a one-file package in folders named `a.b`, `a-b`, `A B`, `PageControlKit.git` and a few more (about
30 s on two cores, no network), and with the values SwiftPM gave for them, written out.

Exit status 0 when every test passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib.util
import shlex
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent


def load_check():
    spec = importlib.util.spec_from_file_location("apple_check", REPO / "Scripts" / "apple-check" / "apple-check.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


CHECK = load_check()

# Folder names and the `-package-name` Swift 6.3's SwiftPM passed for a package in each (`swift build -v`).
SWIFTPM_NAMES = [
    ("a.b", "a_b"),
    ("a-b", "a_b"),
    ("A B", "a_b"),
    ("PageControlKit.git", "pagecontrolkit"),
    ("PageControlKit", "pagecontrolkit"),
    ("page-control", "page_control"),
    ("bar.x1", "bar_x1"),
    ("7up", "_up"),
    ("x+y@z", "x_y_z"),
    ("\u00dcn\u00ef.\u00c7ode", "\u00fcn\u00ef_\u00e7ode"),  # Ünï.Çode: Latin letters of C99 Annex D stay
    ("xo\u0304o", "xo_o"),  # a combining macron (decomposed ō) is not in Annex D
    ("\u0660x", "_x"),  # an Arabic-Indic digit may not start an identifier
    ("\u4e2d\u6587", "\u4e2d\u6587"),  # 中文
    ("\U0001f600a", "_a"),  # an emoji
]

# The folders SwiftPM itself is asked about, on every run.
SWIFTPM_FOLDERS = ["a.b", "a-b", "A B", "PageControlKit.git", "7up", "\u00dcn\u00ef.\u00c7ode", "xo\u0304o", "\u0660x"]


def swiftpm_flag(folder: Path) -> str:
    """The `-package-name` in `swift build -v`'s compile command for a one-file package in `folder`."""
    (folder / "Sources" / "Probe").mkdir(parents=True)
    (folder / "Package.swift").write_text(
        "// swift-tools-version:5.9\n"
        "import PackageDescription\n"
        'let package = Package(name: "Probe", targets: [.target(name: "Probe")])\n')
    (folder / "Sources" / "Probe" / "Probe.swift").write_text("package func probe() {}\n")
    process = subprocess.run(["swift", "build", "-v"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True)
    if process.returncode != 0:
        raise AssertionError(f"swift build failed in {folder.name!r}:\n{process.stdout[-3000:]}")
    names = set()
    for line in process.stdout.splitlines():
        if "-package-name" not in line:
            continue
        words = shlex.split(line)
        names.update(words[index + 1] for index, word in enumerate(words[:-1]) if word == "-package-name")
    if len(names) != 1:
        raise AssertionError(f"expected one -package-name in {folder.name!r}, found {sorted(names)}")
    return names.pop()


class PackageNameTests(unittest.TestCase):
    def test_the_names_swiftpm_gave(self) -> None:
        for folder, expected in SWIFTPM_NAMES:
            with self.subTest(folder=folder):
                self.assertEqual(CHECK.swiftpm_package_name(Path("/checkouts") / folder), expected)

    def test_the_name_swift_build_passes_now(self) -> None:
        with tempfile.TemporaryDirectory(prefix="pagecontrol-package-name.") as root:
            folders = []
            for index, name in enumerate(SWIFTPM_FOLDERS):
                (Path(root) / str(index)).mkdir()
                folders.append(Path(root) / str(index) / name)
            with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
                flags = list(pool.map(swiftpm_flag, folders))
        for folder, flag in zip(folders, flags):
            with self.subTest(folder=folder.name):
                self.assertEqual(CHECK.swiftpm_package_name(folder), flag)

    def test_the_check_passes_the_checkouts_name(self) -> None:
        scratch = tempfile.mkdtemp(prefix="pagecontrol-package-name-scratch.")
        checker = CHECK.Checker(argparse.Namespace(scratch_path=scratch, source_root=str(REPO), keep=False))
        try:
            self.assertEqual(checker.package, CHECK.swiftpm_package_name(REPO))
        finally:
            shutil.rmtree(checker.work, ignore_errors=True)
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()
