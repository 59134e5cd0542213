#!/usr/bin/env bash
# What CI runs to compare our PNG rasteriser with librsvg: installs rsvg-convert (Debian's librsvg2-bin) when it
# is missing, then runs Scripts/ci/lib/compare-rsvg.sh (which builds `pagecontrol` into the default .build).
#
# Usage: Scripts/ci/rsvg-compare.sh   (as root, or with rsvg-convert already installed)
set -euo pipefail
cd "$(dirname "$0")/../.."

# shellcheck source=Scripts/ci/lib/apt-install.sh
source Scripts/ci/lib/apt-install.sh
command -v rsvg-convert >/dev/null || apt_install ci-rsvg-compare librsvg2-bin
command -v python3 >/dev/null || { echo "ci-rsvg-compare: python3 is required" >&2; exit 2; }

# No extra flags: .ci/run's warnings as errors come from Package.swift (PAGECONTROL_WARNINGS_AS_ERRORS), so the
# debug build it made is reused, not redone.
exec Scripts/ci/lib/compare-rsvg.sh "$@"
