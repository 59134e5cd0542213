#!/usr/bin/env bash
# CI: compiles the Apple-only code (the Core Graphics renderer, PageControlHostSupport, PageControlUIKit,
# PageControlSwiftUI, the testing kit and both examples) as Xcode does, with SIL diagnostics, in the Xcode 16.3
# and Xcode 26 eras for every platform Package.swift declares (Scripts/apple-check/apple-check.py), then proves that the check
# catches five planted faults, a deprecated call among them (Scripts/apple-check/apple-check-selftest.py). First it tests the
# check's own rules (Scripts/apple-check/apple-check-tests.py): the package name it passes is the one `swift build -v` passes
# for folders named `a.b`, `a-b`, `A B` and `PageControlKit.git`. Guides/iOS.md says what is checked and how. No
# network; about 30 s for the tests, 20 s for the check and 2 minutes for the self-test on two cores once the stub
# modules are cached, a minute more from scratch. Exits 0 only when the rules hold, the code is clean and every
# planted fault is caught where it must be.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
# A build folder of its own, so that `swift build` here never invalidates the one .ci/run tests from.
scratch="${TMPDIR:-/tmp}/pagecontrol-apple-check"
python3 Scripts/apple-check/apple-check-tests.py
python3 Scripts/apple-check/apple-check.py --scratch-path "$scratch"
python3 Scripts/apple-check/apple-check-selftest.py --scratch-path "$scratch"
