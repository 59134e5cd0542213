#!/usr/bin/env bash
# What CI runs to compare our PNG rasteriser with librsvg: installs rsvg-convert (Debian's librsvg2-bin) when it
# is missing, then runs Scripts/ci/lib/compare-rsvg.sh (which builds `pagecontrol` into the default .build).
#
# Usage: Scripts/ci/rsvg-compare.sh   (as root, or with rsvg-convert already installed)
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v rsvg-convert >/dev/null; then
  echo "ci-rsvg-compare: installing librsvg2-bin" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends librsvg2-bin >/dev/null
fi
command -v python3 >/dev/null || { echo "ci-rsvg-compare: python3 is required" >&2; exit 2; }

# The flags of .ci/run's own `swift build`, so that the debug build it made is reused, not redone.
export SWIFT_BUILD_FLAGS="${SWIFT_BUILD_FLAGS--Xswiftc -warnings-as-errors}"
exec Scripts/ci/lib/compare-rsvg.sh "$@"
