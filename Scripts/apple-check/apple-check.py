#!/usr/bin/env python3
"""Compiles the Apple-only code on Linux the way Xcode does, for every SDK era and every platform Package.swift
declares, and fails on any error or warning in it.

    Scripts/apple-check/apple-check.py [--scratch-path DIR] [--source-root DIR] [--jobs N] [--only TEXT] [--keep] [--list]

What is compiled: PageControlRendering (its Core Graphics renderer is Apple-only), PageControlTesting (the testing
kit, against Apple's Foundation, XCTest and Swift Testing), PageControlHostSupport, PageControlUIKit,
PageControlSwiftUI and the two examples (Examples/UIKit, Examples/SwiftUI), each module in one
frontend (-wmo) with -emit-sil: the type checker and then SILGen and the mandatory SIL passes, which report
what `-typecheck` cannot see (definite initialisation, missing returns, exclusivity, the region-based isolation
checks, unreachable code). Swift 6 mode, complete concurrency checking, warnings as errors but for deprecations:
a call to a deprecated declaration is reported as the warning Xcode shows (`-Wwarning DeprecatedDeclaration`),
and, like every warning, fails the check. PageControlCore and PageControlDesignSystem are platform-free and come
from `swift build`.

Deprecations: the stubs carry Apple's `@available(<platform>, introduced:, deprecated:)` for what our code meets
(`onChange(of:perform:)`: iOS and tvOS 17, macOS 14, watchOS 10, visionOS 1.0; `UIScreen.main`: iOS and tvOS 26,
Xcode 26 era), so a deprecated call warns in the passes whose deployment target is at or past the deprecation,
as on Apple's compiler: the iOS 26 pass and the visionOS passes for `onChange(of:perform:)`, never the passes
at the minimums of iOS, tvOS, macOS and watchOS. The compiler says nothing about a deprecated call in code no deployment target reaches (the `else` of an
`#available` that the pass's minimum already satisfies), so `if #available(iOS 17, …) { new } else { old }` is
clean in every pass.

The package name: `package` declarations are visible only between modules compiled with the same
`-package-name`, so the check passes the one SwiftPM passed to PageControlCore for this checkout's folder
(swiftpm_package_name: `a.b`, `a-b` and `A B` are all `a_b`). Scripts/apple-check/apple-check-tests.py compares it with what
`swift build -v` passes.

Against what: the hand-written SDK stubs in Scripts/apple-check/apple-stubs, one set. `<Module>.swift` holds the Xcode 16.3
era (Swift 6.1, the iOS 18.4 SDK: nothing newer); `<Module>+26.swift` holds what the Xcode 26 era's SDK adds
(iOS 26), and is compiled into the module only in that era. Platform differences are written as Apple writes
them, in the declarations' `@available(<platform>, …)` attributes and in `#if os(...)`.

The passes: each era (Xcode 16.3: `compiler(>=6.2)` is false and the iOS 26 symbols do not exist; Xcode 26:
`compiler(>=6.2)` is true) for each platform at its minimum from Package.swift (iOS, tvOS, visionOS, macOS,
watchOS), and iOS 26 in the Xcode 26 era (the newest deployment target, where the `#available` branches for the
glass are the ones taken and every deprecation up to iOS 26 warns).

How a platform is modelled: a Linux compiler checks availability only for one Apple-like platform, Android. So
the toolchain's Linux standard library is offered as Android's, and each pass renames its platform to Android
in a line-preserving copy of the stubs and of our sources: `os(P)` becomes `os(Android)`, `@available(P, …)`
becomes `@available(Android, …)`, and availability macros turn `P 17.0` into `Android 17.0` inside
`@available` and `#available`. The other platforms' names stay, and the compiler ignores them as it ignores
other platforms on a real build; so on visionOS `#available(iOS 26.0, *)` is true through `*`, as it is on a
real visionOS build. A pass deploys to `android<minimum>`. A module a platform lacks is not built for it (no UIKit on
macOS, so `canImport(UIKit)` is false there; no QuartzCore on watchOS; WatchKit only on watchOS). Compiler versions:
the era's `compiler(>=X)` conditions are decided by the era's compiler and written as `true` or `false` in the copy.

Objective-C: the frontend runs with Objective-C interop, and the ObjectiveC stub declares NSObject, Selector and
ObjCBool with their real layout and the Bool bridging functions, so the `@objc` entry points our code
declares (overrides of UIKit members, selectors, key-value observing) are lowered to SIL and checked too.

Exit status: 0 when every pass is clean, 1 when any error or warning is reported in our code (printed with its
repository path and line), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
STUBS = REPO / "Scripts" / "apple-check" / "apple-stubs"

# The stub modules in dependency order, and the platforms that lack one.
STUB_MODULES = [
    "ObjectiveC", "CoreFoundation", "Foundation", "CoreGraphics", "CoreText", "QuartzCore", "UIKit", "Combine",
    "Accessibility", "SwiftUI", "Testing", "XCTest", "WatchKit",
]
# WatchKit is declared for watchOS only (our code imports it only under `#if os(watchOS)`).
MISSING_MODULES = {"iOS": {"WatchKit"}, "tvOS": {"WatchKit"}, "visionOS": {"WatchKit"}, "macOS": {"UIKit", "WatchKit"},
                   "watchOS": {"QuartzCore"}}

# Our modules in dependency order: (name, source folders, whether it is a library others import, whether every
# file is lowered to SIL or only the Apple-only ones). PageControlRendering is platform-free but for its Core
# Graphics renderer: its other files are compiled for real by `swift build`, so here they are type-checked as
# far as the Apple-only files need them, and those are lowered to SIL one by one (as Xcode's per-file jobs do).
OUR_MODULES = [
    ("PageControlRendering", ["Sources/PageControlRendering"], True, "apple-files"),
    # The adopters' testing kit: platform-free, but on Apple platforms it meets Apple's Foundation, XCTest and Swift
    # Testing, and the UIKit example drives a PageControlView through it.
    ("PageControlTesting", ["Sources/PageControlTesting"], True, "whole"),
    ("PageControlHostSupport", ["Sources/PageControlHostSupport"], True, "whole"),
    ("PageControlUIKit", ["Sources/PageControlUIKit"], True, "whole"),
    ("PageControlSwiftUI", ["Sources/PageControlSwiftUI"], True, "whole"),
    ("UIKitExample", ["Examples/UIKit"], False, "whole"),
    ("SwiftUIExample", ["Examples/SwiftUI"], False, "whole"),
]
# Built by `swift build` for Linux and imported as they are (platform-free, no Apple-only code); PageControlFontData
# is the generated glyph data PageControlRendering imports.
PREBUILT_MODULES = ["PageControlCore", "PageControlDesignSystem", "PageControlFontData"]


@dataclass(frozen=True)
class Era:
    name: str
    title: str
    compiler: tuple[int, int]
    overlays: tuple[str, ...]


ERAS = [
    Era("xcode16.3", "Xcode 16.3 (Swift 6.1, iOS 18.4 SDK)", (6, 1), ()),
    Era("xcode26", "Xcode 26 (Swift 6.2, iOS 26 SDK)", (6, 2), ("26",)),
]
PLATFORM_NAMES = {"iOS": "iOS", "tvOS": "tvOS", "visionOS": "visionOS", "macOS": "macOS", "watchOS": "watchOS"}


@dataclass(frozen=True)
class Pass:
    era: Era
    platform: str
    deployment: str

    @property
    def name(self) -> str:
        return f"{self.era.name}-{self.platform}{self.deployment}"

    @property
    def title(self) -> str:
        return f"{self.era.title}, {self.platform} {self.deployment}"


@dataclass
class ModuleResult:
    name: str
    ok: bool
    seconds: float
    diagnostics: list[str] = field(default_factory=list)
    note: str = ""


@dataclass
class PassResult:
    check: Pass
    modules: list[ModuleResult]
    seconds: float

    @property
    def ok(self) -> bool:
        return all(module.ok for module in self.modules)


def run(command: list[str], cwd: Path | None = None) -> tuple[int, str]:
    process = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return process.returncode, process.stdout


def declared_platforms(package: Path) -> list[tuple[str, str]]:
    """The `platforms:` of Package.swift, as (platform, minimum version) pairs."""
    text = package.read_text()
    match = re.search(r"platforms:\s*\[([^\]]*)\]", text)
    if not match:
        sys.exit("apple-check: Package.swift declares no platforms")
    pairs = []
    for platform, version in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)*)\)", match.group(1)):
        version = version.replace("_", ".")
        pairs.append((platform, version if "." in version else version + ".0"))
    return pairs


def passes_for(package: Path) -> list[Pass]:
    platforms = declared_platforms(package)
    passes = [Pass(era, platform, version) for era in ERAS for platform, version in platforms]
    passes.append(Pass(ERAS[-1], "iOS", "26.0"))
    return passes


# MARK: SwiftPM's package name

# ISO C99 Annex D: the universal characters an identifier may contain, as inclusive code point ranges, and the ones
# it may not start with (the "Digits" of Annex D). SwiftPM mangles a package identity to this alphabet.
C99_IDENTIFIER_RANGES = [
    (0x00AA, 0x00AA), (0x00B5, 0x00B5), (0x00B7, 0x00B7), (0x00BA, 0x00BA), (0x00C0, 0x00D6), (0x00D8, 0x00F6),
    (0x00F8, 0x01F5), (0x01FA, 0x0217), (0x0250, 0x02A8), (0x02B0, 0x02B8), (0x02BB, 0x02BB), (0x02BD, 0x02C1),
    (0x02D0, 0x02D1), (0x02E0, 0x02E4), (0x037A, 0x037A), (0x0386, 0x0386), (0x0388, 0x038A), (0x038C, 0x038C),
    (0x038E, 0x03A1), (0x03A3, 0x03CE), (0x03D0, 0x03D6), (0x03DA, 0x03DA), (0x03DC, 0x03DC), (0x03DE, 0x03DE),
    (0x03E0, 0x03E0), (0x03E2, 0x03F3), (0x0401, 0x040C), (0x040E, 0x044F), (0x0451, 0x045C), (0x045E, 0x0481),
    (0x0490, 0x04C4), (0x04C7, 0x04C8), (0x04CB, 0x04CC), (0x04D0, 0x04EB), (0x04EE, 0x04F5), (0x04F8, 0x04F9),
    (0x0531, 0x0556), (0x0559, 0x0559), (0x0561, 0x0587), (0x05B0, 0x05B9), (0x05BB, 0x05BD), (0x05BF, 0x05BF),
    (0x05C1, 0x05C2), (0x05D0, 0x05EA), (0x05F0, 0x05F2), (0x0621, 0x063A), (0x0640, 0x0652), (0x0660, 0x0669),
    (0x0670, 0x06B7), (0x06BA, 0x06BE), (0x06C0, 0x06CE), (0x06D0, 0x06DC), (0x06E5, 0x06E8), (0x06EA, 0x06ED),
    (0x06F0, 0x06F9), (0x0901, 0x0903), (0x0905, 0x0939), (0x093D, 0x094D), (0x0950, 0x0952), (0x0958, 0x0963),
    (0x0966, 0x096F), (0x0981, 0x0983), (0x0985, 0x098C), (0x098F, 0x0990), (0x0993, 0x09A8), (0x09AA, 0x09B0),
    (0x09B2, 0x09B2), (0x09B6, 0x09B9), (0x09BE, 0x09C4), (0x09C7, 0x09C8), (0x09CB, 0x09CD), (0x09DC, 0x09DD),
    (0x09DF, 0x09E3), (0x09E6, 0x09EF), (0x09F0, 0x09F1), (0x0A02, 0x0A02), (0x0A05, 0x0A0A), (0x0A0F, 0x0A10),
    (0x0A13, 0x0A28), (0x0A2A, 0x0A30), (0x0A32, 0x0A33), (0x0A35, 0x0A36), (0x0A38, 0x0A39), (0x0A3E, 0x0A42),
    (0x0A47, 0x0A48), (0x0A4B, 0x0A4D), (0x0A59, 0x0A5C), (0x0A5E, 0x0A5E), (0x0A66, 0x0A6F), (0x0A74, 0x0A74),
    (0x0A81, 0x0A83), (0x0A85, 0x0A8B), (0x0A8D, 0x0A8D), (0x0A8F, 0x0A91), (0x0A93, 0x0AA8), (0x0AAA, 0x0AB0),
    (0x0AB2, 0x0AB3), (0x0AB5, 0x0AB9), (0x0ABD, 0x0AC5), (0x0AC7, 0x0AC9), (0x0ACB, 0x0ACD), (0x0AD0, 0x0AD0),
    (0x0AE0, 0x0AE0), (0x0AE6, 0x0AEF), (0x0B01, 0x0B03), (0x0B05, 0x0B0C), (0x0B0F, 0x0B10), (0x0B13, 0x0B28),
    (0x0B2A, 0x0B30), (0x0B32, 0x0B33), (0x0B36, 0x0B39), (0x0B3D, 0x0B43), (0x0B47, 0x0B48), (0x0B4B, 0x0B4D),
    (0x0B5C, 0x0B5D), (0x0B5F, 0x0B61), (0x0B66, 0x0B6F), (0x0B82, 0x0B83), (0x0B85, 0x0B8A), (0x0B8E, 0x0B90),
    (0x0B92, 0x0B95), (0x0B99, 0x0B9A), (0x0B9C, 0x0B9C), (0x0B9E, 0x0B9F), (0x0BA3, 0x0BA4), (0x0BA8, 0x0BAA),
    (0x0BAE, 0x0BB5), (0x0BB7, 0x0BB9), (0x0BBE, 0x0BC2), (0x0BC6, 0x0BC8), (0x0BCA, 0x0BCD), (0x0BE7, 0x0BEF),
    (0x0C01, 0x0C03), (0x0C05, 0x0C0C), (0x0C0E, 0x0C10), (0x0C12, 0x0C28), (0x0C2A, 0x0C33), (0x0C35, 0x0C39),
    (0x0C3E, 0x0C44), (0x0C46, 0x0C48), (0x0C4A, 0x0C4D), (0x0C60, 0x0C61), (0x0C66, 0x0C6F), (0x0C82, 0x0C83),
    (0x0C85, 0x0C8C), (0x0C8E, 0x0C90), (0x0C92, 0x0CA8), (0x0CAA, 0x0CB3), (0x0CB5, 0x0CB9), (0x0CBE, 0x0CC4),
    (0x0CC6, 0x0CC8), (0x0CCA, 0x0CCD), (0x0CDE, 0x0CDE), (0x0CE0, 0x0CE1), (0x0CE6, 0x0CEF), (0x0D02, 0x0D03),
    (0x0D05, 0x0D0C), (0x0D0E, 0x0D10), (0x0D12, 0x0D28), (0x0D2A, 0x0D39), (0x0D3E, 0x0D43), (0x0D46, 0x0D48),
    (0x0D4A, 0x0D4D), (0x0D60, 0x0D61), (0x0D66, 0x0D6F), (0x0E01, 0x0E3A), (0x0E40, 0x0E5B), (0x0E81, 0x0E82),
    (0x0E84, 0x0E84), (0x0E87, 0x0E88), (0x0E8A, 0x0E8A), (0x0E8D, 0x0E8D), (0x0E94, 0x0E97), (0x0E99, 0x0E9F),
    (0x0EA1, 0x0EA3), (0x0EA5, 0x0EA5), (0x0EA7, 0x0EA7), (0x0EAA, 0x0EAB), (0x0EAD, 0x0EAE), (0x0EB0, 0x0EB9),
    (0x0EBB, 0x0EBD), (0x0EC0, 0x0EC4), (0x0EC6, 0x0EC6), (0x0EC8, 0x0ECD), (0x0ED0, 0x0ED9), (0x0EDC, 0x0EDD),
    (0x0F00, 0x0F00), (0x0F18, 0x0F19), (0x0F20, 0x0F33), (0x0F35, 0x0F35), (0x0F37, 0x0F37), (0x0F39, 0x0F39),
    (0x0F3E, 0x0F47), (0x0F49, 0x0F69), (0x0F71, 0x0F84), (0x0F86, 0x0F8B), (0x0F90, 0x0F95), (0x0F97, 0x0F97),
    (0x0F99, 0x0FAD), (0x0FB1, 0x0FB7), (0x0FB9, 0x0FB9), (0x10A0, 0x10C5), (0x10D0, 0x10F6), (0x1E00, 0x1E9B),
    (0x1EA0, 0x1EF9), (0x1F00, 0x1F15), (0x1F18, 0x1F1D), (0x1F20, 0x1F45), (0x1F48, 0x1F4D), (0x1F50, 0x1F57),
    (0x1F59, 0x1F59), (0x1F5B, 0x1F5B), (0x1F5D, 0x1F5D), (0x1F5F, 0x1F7D), (0x1F80, 0x1FB4), (0x1FB6, 0x1FBC),
    (0x1FBE, 0x1FBE), (0x1FC2, 0x1FC4), (0x1FC6, 0x1FCC), (0x1FD0, 0x1FD3), (0x1FD6, 0x1FDB), (0x1FE0, 0x1FEC),
    (0x1FF2, 0x1FF4), (0x1FF6, 0x1FFC), (0x203F, 0x2040), (0x207F, 0x207F), (0x2102, 0x2102), (0x2107, 0x2107),
    (0x210A, 0x2113), (0x2115, 0x2115), (0x2118, 0x211D), (0x2124, 0x2124), (0x2126, 0x2126), (0x2128, 0x2128),
    (0x212A, 0x2131), (0x2133, 0x2138), (0x2160, 0x2182), (0x3005, 0x3007), (0x3021, 0x3029), (0x3041, 0x3093),
    (0x309B, 0x309C), (0x30A1, 0x30F6), (0x30FB, 0x30FC), (0x3105, 0x312C), (0x4E00, 0x9FA5), (0xAC00, 0xD7A3),
]
C99_DIGIT_RANGES = [
    (0x0660, 0x0669), (0x06F0, 0x06F9), (0x0966, 0x096F), (0x09E6, 0x09EF), (0x0A66, 0x0A6F), (0x0AE6, 0x0AEF),
    (0x0B66, 0x0B6F), (0x0BE7, 0x0BEF), (0x0C66, 0x0C6F), (0x0CE6, 0x0CEF), (0x0D66, 0x0D6F), (0x0E50, 0x0E59),
    (0x0ED0, 0x0ED9), (0x0F20, 0x0F33),
]


def swiftpm_package_name(root: Path) -> str:
    """The `-package-name` SwiftPM passes to swiftc for the package in `root`: `package` declarations are visible
    only between modules compiled with the same one, so ours must be the one `swift build` gave PageControlCore.

    SwiftPM derives the package's identity from its folder: the last path component without a `.git` suffix,
    lowercased (`PageControlKit.git` is `pagecontrolkit`). The flag is that identity as a C99 extended identifier:
    each Unicode scalar that C99 does not allow in an identifier (ASCII letters, digits and `_`, and the universal
    characters of Annex D) becomes `_`, and so does a first scalar that is a digit. So `a.b`, `a-b` and `A B` are
    all `a_b`, `7up` is `_up`, and `Ünï.Çode` is `ünï_çode`.
    """
    identity = root.name
    if identity.endswith(".git"):
        identity = identity[:-4]
    identity = identity.lower()

    def within(code: int, ranges: list[tuple[int, int]]) -> bool:
        return any(low <= code <= high for low, high in ranges)

    name = []
    for index, scalar in enumerate(identity):
        code = ord(scalar)
        if code < 0x80:
            allowed = scalar.isascii() and (scalar.isalpha() or scalar == "_" or (scalar.isdigit() and index > 0))
        else:
            allowed = within(code, C99_IDENTIFIER_RANGES) and not (index == 0 and within(code, C99_DIGIT_RANGES))
        name.append(scalar if allowed else "_")
    return "".join(name)


# MARK: Line-preserving rewrites

COMPILER_CONDITION = re.compile(r"compiler\(\s*(>=|<)\s*(\d+)(?:\.(\d+))?\s*\)")


def rewrite(text: str, platform: str, era: Era) -> str:
    """The copy a pass compiles: its platform spelled Android, the era's compiler conditions decided."""
    name = re.escape(PLATFORM_NAMES[platform])
    text = re.sub(rf"\bos\(\s*{name}\s*\)", "os(Android)", text)
    # The long form, `@available(tvOS, unavailable)` or `@available(iOS, introduced: 13, deprecated: 17)`.
    text = re.sub(rf"(@available\(\s*){name}(\s*,)", r"\1Android\2", text)

    def decide(match: re.Match[str]) -> str:
        version = (int(match.group(2)), int(match.group(3) or 0))
        holds = era.compiler >= version if match.group(1) == ">=" else era.compiler < version
        return "true" if holds else "false"

    return COMPILER_CONDITION.sub(decide, text)


def availability_versions(texts: list[str], platform: str) -> set[tuple[int, ...]]:
    """Every version of the platform the texts name (`iOS 17.0`, `iOS 17`: one version to the compiler)."""
    versions = set()
    for text in texts:
        for version in re.findall(rf"\b{re.escape(PLATFORM_NAMES[platform])} (\d+(?:\.\d+)*)", text):
            parts = [int(part) for part in version.split(".")]
            versions.add(tuple(parts + [0] * (2 - len(parts))))
    return versions


def availability_macros(versions: set[tuple[int, ...]], platform: str, driver: bool = True) -> list[str]:
    """`-define-availability "P N:Android N"` for each version (wrapped in -Xfrontend for the driver)."""
    flags = []
    for parts in sorted(versions):
        version = ".".join(str(part) for part in parts)
        flag = ["-define-availability", f"{platform} {version}:Android {version}"]
        flags += [item for part in flag for item in ("-Xfrontend", part)] if driver else flag
    return flags


def is_apple_only(text: str) -> bool:
    """Whether a source file is wrapped whole in `#if canImport(...)` or `#if os(...)` (Apple-only code)."""
    first = next((line for line in text.splitlines() if line.strip() and not line.startswith("//")), "")
    return bool(re.match(r"#if (canImport|os)\(", first))


# MARK: The check


class Checker:
    def __init__(self, args: argparse.Namespace) -> None:
        self.source_root = Path(args.source_root).resolve()
        self.scratch = Path(args.scratch_path).resolve()
        self.keep = args.keep
        self.work = Path(tempfile.mkdtemp(prefix="pagecontrol-apple-check."))
        self.swiftc = shutil.which("swiftc") or sys.exit("apple-check: swiftc is not on PATH")
        self.frontend = str(Path(self.swiftc).resolve().parent / "swift-frontend")
        self.arch = os.uname().machine
        self.stdlib = Path(self.swiftc).resolve().parent.parent / "lib" / "swift" / "linux"
        # `package` declarations are visible only between modules of the same package name: SwiftPM's, for this
        # checkout's folder, as `swift build` gave PageControlCore and PageControlDesignSystem.
        self.package = swiftpm_package_name(REPO)
        _, version = run([self.swiftc, "--version"])
        self.compiler_version = version.strip()

    def triple(self, deployment: str) -> str:
        return f"{self.arch}-unknown-linux-android{deployment}"

    def prepare(self) -> None:
        """Builds the platform-free modules with SwiftPM and offers the standard library as Android's."""
        started = time.time()
        for target in ["PageControlDesignSystem", "PageControlFontData"]:
            status, log = run(["swift", "build", "--scratch-path", str(self.scratch / "build"), "--target", target],
                              cwd=REPO)
            if status != 0:
                print(log[-4000:])
                sys.exit("apple-check: swift build failed")
        self.deps = self.work / "deps"
        self.deps.mkdir()
        for module in PREBUILT_MODULES:
            shutil.copy(self.scratch / "build" / "debug" / "Modules" / f"{module}.swiftmodule", self.deps)
        self.sdk = self.work / "sdk"
        for module in ["Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "SwiftOnoneSupport"]:
            folder = self.sdk / f"{module}.swiftmodule"
            folder.mkdir(parents=True)
            (folder / f"{self.arch}-unknown-linux-android.swiftmodule").symlink_to(
                self.stdlib / f"{module}.swiftmodule" / f"{self.arch}-unknown-linux-gnu.swiftmodule")
        print(f"--- swift build (PageControlCore, PageControlDesignSystem, PageControlFontData): "
              f"{time.time() - started:.0f}s")

    # Stubs, built once per era and platform and kept in the scratch folder by the hash of what went in.
    def stubs(self, check: Pass) -> tuple[Path, set[tuple[int, ...]]]:
        sources = {}
        for module in STUB_MODULES:
            if module in MISSING_MODULES.get(check.platform, set()):
                continue
            files = [STUBS / f"{module}.swift"] + [STUBS / f"{module}+{overlay}.swift" for overlay in check.era.overlays]
            sources[module] = [(path.name, rewrite(path.read_text(), check.platform, check.era))
                               for path in files if path.exists()]
        texts = [text for files in sources.values() for _, text in files]
        versions = availability_versions(texts, check.platform)
        macros = availability_macros(versions, check.platform)
        digest = hashlib.sha256()
        for text in [self.compiler_version, check.name, *macros, (STUBS / "include" / "UIKitStubC.h").read_text(),
                     *texts]:
            digest.update(text.encode())
        out = self.scratch / "stubs" / f"{check.name}-{digest.hexdigest()[:16]}"
        if (out / "done").exists():
            return out, versions
        shutil.rmtree(out, ignore_errors=True)
        source_dir = out / "src"
        source_dir.mkdir(parents=True)
        for module, files in sources.items():
            paths = []
            for name, text in files:
                path = source_dir / name
                path.write_text(text)
                paths.append(str(path))
            command = [
                self.swiftc, "-emit-module", "-parse-as-library", "-enable-library-evolution", "-swift-version", "5",
                "-wmo", "-Xfrontend", "-experimental-skip-all-function-bodies", "-target",
                self.triple(check.deployment), "-module-name", module, "-emit-module-path",
                str(out / f"{module}.swiftmodule"), "-I", str(self.sdk), "-I", str(out), "-I",
                str(STUBS / "include"), "-Xfrontend", "-enable-objc-interop", "-Xfrontend",
                "-disable-objc-attr-requires-foundation-module", *macros, *paths,
            ]
            status, log = run(command)
            if status != 0:
                print(log.replace(str(source_dir) + "/", "Scripts/apple-check/apple-stubs/"))
                sys.exit(f"apple-check: the {module} stub does not compile for {check.title}")
        (out / "done").write_text("")
        return out, versions

    def sources(self, folders: list[str]) -> list[str]:
        files = []
        for folder in folders:
            root = self.source_root / folder
            if root.is_dir():
                files += sorted(str(path.relative_to(self.source_root)) for path in root.rglob("*.swift"))
        return files

    def run_pass(self, check: Pass) -> PassResult:
        started = time.time()
        stubs, stub_versions = self.stubs(check)
        folder = self.work / check.name
        source_dir = folder / "src"
        modules_dir = folder / "modules"
        modules_dir.mkdir(parents=True)
        texts = []
        plan = []
        for name, folders, library, mode in OUR_MODULES:
            files = self.sources(folders)
            if not files:
                continue
            apple_files = []
            for relative in files:
                text = rewrite((self.source_root / relative).read_text(), check.platform, check.era)
                destination = source_dir / relative
                destination.parent.mkdir(parents=True, exist_ok=True)
                destination.write_text(text)
                texts.append(text)
                if is_apple_only(text):
                    apple_files.append(relative)
            plan.append((name, files, library, apple_files if mode == "apple-files" else None))
        versions = stub_versions | availability_versions(texts, check.platform)
        # The frontend's own flags (no driver in between: one job per module, or per Apple-only file).
        flags = [
            "-frontend", "-target", self.triple(check.deployment), "-swift-version", "6",
            "-strict-concurrency=complete", "-warnings-as-errors", "-Wwarning", "DeprecatedDeclaration",
            "-parse-as-library", "-package-name", self.package,
            "-enable-objc-interop", *availability_macros(versions, check.platform, driver=False), "-I",
            str(modules_dir), "-I", str(stubs), "-I", str(self.deps), "-I", str(self.sdk), "-I", str(STUBS / "include"),
            "-I", str(REPO / "Sources" / "CZlib"), "-Xcc", "-isystem", "-Xcc", f"/usr/include/{self.arch}-linux-gnu",
            "-Xcc", "-isystem", "-Xcc", "/usr/include",
        ]
        results = []
        failed_libraries = set()
        for name, files, library, primaries in plan:
            module_started = time.time()
            missing = sorted(failed_libraries & self.imports(source_dir, files))
            if missing:
                results.append(ModuleResult(name, False, 0, note=f"not compiled: needs {', '.join(missing)}"))
                if library:
                    failed_libraries.add(name)
                continue
            module = [self.frontend, *flags, "-module-name", name]
            # Never `-o /dev/null`: the frontend writes its output to a temporary file and renames it into place,
            # which would replace /dev/null itself with a regular file.
            discard = str(folder / f"{name}.discarded")
            emit = ["-emit-module-path", str(modules_dir / f"{name}.swiftmodule")] if library else []
            if primaries is None:
                # The whole module in one job: every file type-checked and lowered to SIL.
                jobs = [module + ["-emit-sil", "-o", discard, *emit, *files]]
                note = ""
            else:
                # The module's interface from its declarations, then each Apple-only file lowered to SIL.
                jobs = [module + ["-emit-module", "-experimental-skip-all-function-bodies", *emit, "-o", discard,
                                  *files]] if library else []
                jobs += [module + ["-emit-sil", "-o", discard, "-primary-file", primary,
                                   *[other for other in files if other != primary]] for primary in primaries]
                note = f"SIL for its {len(primaries)} Apple-only files"
            diagnostics = []
            ok = True
            for job in jobs:
                status, log = run(job, cwd=source_dir)
                found = self.diagnostics(log, source_dir, check)
                if status != 0 and not found:
                    found = [line for line in log.splitlines() if line.strip()][:40] or [f"exit status {status}"]
                diagnostics += [line for line in found if line not in diagnostics or not line.strip()]
                ok = ok and status == 0 and not found
            if not ok and library and primaries is None:
                # Emit the module from its declarations alone, so that the modules importing it are checked too.
                status, _ = run(module + ["-emit-module", "-experimental-skip-all-function-bodies", *emit, "-o",
                                          discard, *files], cwd=source_dir)
            if library and not (modules_dir / f"{name}.swiftmodule").exists():
                failed_libraries.add(name)
            results.append(ModuleResult(name, ok, time.time() - module_started, diagnostics, note))
        return PassResult(check, results, time.time() - started)

    @staticmethod
    def imports(source_dir: Path, files: list[str]) -> set[str]:
        names = set()
        for relative in files:
            names.update(re.findall(r"^\s*(?:@\w+\s+)*import\s+(\w+)", (source_dir / relative).read_text(), re.M))
        return names

    def diagnostics(self, log: str, source_dir: Path, check: Pass) -> list[str]:
        """Each error and warning with its notes and excerpt, with paths relative to the source root and the
        pass's platform under its own name (the compiler calls it Android)."""
        log = log.replace(str(source_dir) + "/", "").replace(str(self.source_root) + "/", "")
        log = re.sub(re.escape(str(self.scratch / "stubs")) + r"/[^/]+/src/", "Scripts/apple-check/apple-stubs/", log)
        log = re.sub(r"\bAndroid\b", check.platform, log)
        kept = []
        keeping = False
        for line in log.splitlines():
            if re.match(r"^\S+:\d+:\d+: (error|warning):", line) or re.match(r"^<unknown>:0: (error|warning):", line):
                keeping = True
            elif re.match(r"^\S+:\d+:\d+: note:", line) and keeping:
                pass
            elif re.match(r"^\S+:\d+:\d+: ", line):
                keeping = False
            if keeping:
                kept.append(line)
        return kept


def report(result: PassResult) -> str:
    lines = [f"\n--- {result.check.title} [{result.check.name}]: {result.seconds:.1f}s"]
    for module in result.modules:
        mark = "ok  " if module.ok else "FAIL"
        timing = f" ({module.seconds:.1f}s)" if module.seconds else ""
        lines.append(f"  {mark}  {module.name}{timing}{'  ' + module.note if module.note else ''}")
        lines += [f"        {line}" for line in module.diagnostics]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scratch-path", default=os.path.join(tempfile.gettempdir(), "pagecontrol-apple-check"),
                        help="SwiftPM's build folder and the stub modules' cache (default: $TMPDIR/pagecontrol-apple-check)")
    parser.add_argument("--source-root", default=str(REPO),
                        help="the tree whose Sources/ and Examples/ are checked (default: this repository)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="passes run at once (default: cores)")
    parser.add_argument("--only", action="append", default=[],
                        help="run only the passes whose name contains TEXT (repeatable), e.g. xcode16.3-visionOS")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder and print its path")
    parser.add_argument("--list", action="store_true", help="list the passes and exit")
    args = parser.parse_args()

    passes = passes_for(REPO / "Package.swift")
    if args.only:
        passes = [check for check in passes if any(text in check.name for text in args.only)]
        if not passes:
            print(f"apple-check: no pass matches {args.only}", file=sys.stderr)
            return 2
    if args.list:
        for check in passes:
            print(f"{check.name}\t{check.title}")
        return 0
    if not (Path(args.source_root) / "Sources").is_dir():
        print(f"apple-check: --source-root {args.source_root} has no Sources folder", file=sys.stderr)
        return 2

    started = time.time()
    checker = Checker(args)
    try:
        checker.prepare()
        # Stubs first, one pass at a time (passes of the same era and platform share them).
        for check in passes:
            checker.stubs(check)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = list(pool.map(checker.run_pass, passes))
    finally:
        if args.keep:
            print(f"temporary files: {checker.work}")
        else:
            shutil.rmtree(checker.work, ignore_errors=True)
    for result in results:
        print(report(result))
    failed = [result for result in results if not result.ok]
    print("\n--- passes")
    for result in results:
        print(f"  {'ok  ' if result.ok else 'FAIL'}  {result.check.name:<24} {result.seconds:5.1f}s  {result.check.title}")
    elapsed = time.time() - started
    if failed:
        print(f"\napple-check: {len(failed)} of {len(results)} passes failed ({elapsed:.0f}s)")
        return 1
    print(f"\napple-check: all {len(results)} passes clean ({elapsed:.0f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
