#!/usr/bin/env bash
# CI: deprecated names stay in their `*+Deprecations.swift` files. Fails when a DocC link (in a `///` comment or a
# .docc article) outside those files points at a deprecated symbol, or when a deprecated declaration sits outside
# them. The deprecated symbols come from the products' symbol graphs (as Scripts/ci/api-baseline.sh extracts them)
# and from the `@available(..., deprecated ...)` declarations in the sources, which also covers the UIKit, SwiftUI
# and GTK modules that Linux compiles empty. The check tests itself first (a fixture with a bad link and a
# misplaced deprecation must fail). See Scripts/ci/lib/deprecation_links.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
python3 Scripts/ci/lib/deprecation_links.py --self-test 2>&1 | grep -E "^(Ran|OK|FAILED)" | paste -sd " " | sed "s/^/deprecation links: self-test: /"
modules=(PageControlCore PageControlRendering PageControlDesignSystem PageControlTerminal PageControlTesting)
triple="$(uname -m)-unknown-linux-gnu"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for module in "${modules[@]}"; do
  swift build --target "$module" >/dev/null
  mkdir -p "$work/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I .build/debug/Modules -I Sources/CZlib \
    -minimum-access-level public -skip-synthesized-members -output-dir "$work/$module" >/dev/null
done
python3 Scripts/ci/lib/deprecation_links.py --symbol-graphs "$work"
