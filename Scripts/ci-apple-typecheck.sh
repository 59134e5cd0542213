#!/usr/bin/env bash
# CI: type-checks the UIKit and SwiftUI adapters, the Core Graphics renderer and the examples against the iOS
# SDK stubs in Scripts/apple-stubs/ (see Scripts/typecheck-apple.sh and Guides/iOS.md). No network; about
# 10 s once its build directory is warm, about 40 s from scratch on two cores. Fails on any error or warning
# in that code.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# A build directory of its own, so that `swift build` here never invalidates the one .ci/run tests from.
exec bash Scripts/typecheck-apple.sh --scratch-path "${TMPDIR:-/tmp}/pagecontrol-apple-typecheck/build"
