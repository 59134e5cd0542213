#!/usr/bin/env bash
# Builds the DocC catalog of every public module with the toolchain alone, warnings as errors.
# Usage: Scripts/docs/build-docs.sh [Module …]   (default: every module with a .docc catalog)
set -euo pipefail
cd "$(dirname "$0")/../.."
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for catalog in Sources/*/*.docc; do modules+=("$(basename "$(dirname "$catalog")")"); done
fi
triple="$(uname -m)-unknown-linux-gnu"
for module in "${modules[@]}"; do
  swift build --target "$module" >/dev/null
  rm -rf ".build/symbol-graphs/$module" ".build/docs/$module"
  mkdir -p .build/docs
  mkdir -p ".build/symbol-graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I .build/debug/Modules -I Sources/CZlib \
    -minimum-access-level public -output-dir ".build/symbol-graphs/$module"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir ".build/symbol-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --warnings-as-errors --output-dir ".build/docs/$module" >".build/docs/$module.log" 2>&1 \
    || { cat ".build/docs/$module.log"; echo "docs: $module failed" >&2; exit 1; }
  echo "docs: $module built without warnings"
done
