#!/usr/bin/env bash
# CI: the public API of the products' modules must match the committed baseline in api/, so that no public
# change is made by accident. A deliberate change runs `UPDATE_API_BASELINE=1 Scripts/ci/api-baseline.sh`,
# commits the new api/*.txt and records the change in CHANGELOG.md. Prints each module's public symbol count.
#
# The baseline is a sorted text dump of `swift-symbolgraph-extract -minimum-access-level public` (kind, path,
# declaration), which reads like the API and diffs line by line. The UIKit and SwiftUI adapters compile empty
# on Linux, and GTK needs its trait, so their modules are covered by Scripts/apple-check/apple-check.py and ci-gtk.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
modules=(PageControlCore PageControlRendering PageControlDesignSystem PageControlTerminal PageControlTesting)
triple="$(uname -m)-unknown-linux-gnu"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p api
status=0
total=0
for module in "${modules[@]}"; do
  swift build --target "$module" >/dev/null
  mkdir -p "$work/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I .build/debug/Modules -I Sources/CZlib \
    -minimum-access-level public -skip-synthesized-members -output-dir "$work/$module" >/dev/null
  python3 Scripts/ci/lib/api_summary.py "$work/$module" "$module" >"$work/$module.txt"
  if [ "$module" = PageControlCore ]; then python3 Scripts/ci/lib/facade_members.py "$work/$module" || status=1; fi
  count=$(wc -l <"$work/$module.txt")
  total=$((total + count))
  if [ "${UPDATE_API_BASELINE:-0}" = 1 ]; then
    cp "$work/$module.txt" "api/$module.txt"
    echo "api: $module baseline written ($count public symbols)"
  elif ! diff -u "api/$module.txt" "$work/$module.txt" >"$work/$module.diff"; then
    echo "api: $module's public API differs from api/$module.txt (- baseline, + now):"
    sed 1,2d "$work/$module.diff" | grep -E '^[-+]' | head -60
    status=1
  else
    echo "api: $module matches its baseline ($count public symbols)"
  fi
done
echo "api: $total public symbols in ${#modules[@]} modules"
# One name for each thing (issue #48): no declaration anywhere in Sources is deprecated.
if old="$(grep -rn '@available(\*, deprecated' Sources --include='*.swift')"; then
  echo "api: deprecated declarations in Sources (remove the old name; CHANGELOG's table of renames lists it):"
  sed 's/^/  /' <<<"$old"
  status=1
fi
[ "$status" -eq 0 ] || echo "api: a deliberate change: UPDATE_API_BASELINE=1 $0, then record it in CHANGELOG.md"
exit "$status"
