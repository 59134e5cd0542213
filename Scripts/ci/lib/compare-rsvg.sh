#!/usr/bin/env bash
# Renders a matrix of page-control states to SVG and to PNG with `pagecontrol render`, rasterises each SVG
# with rsvg-convert (librsvg) and compares our PNG with rsvg's pixel by pixel (Scripts/ci/lib/compare_png.py).
#
# Usage: Scripts/ci/lib/compare-rsvg.sh
#
# Environment:
#   PAGECONTROL_BIN   use this pagecontrol binary instead of building one (`swift build --product pagecontrol`)
#   SWIFT_BUILD_FLAGS extra flags for that build (e.g. `--scratch-path DIR`, or the flags of an earlier build
#                     so that it is reused rather than redone)
#   RSVG_THRESHOLD    the largest accepted difference from rsvg at the same scale, in 8-bit levels (default 28)
#   RSVG_SUPERSAMPLED_THRESHOLD  the same against rsvg at 4x zoom box-filtered down (default 6)
#   COMPARE_RSVG_DIR  keep the images in this directory (default: a temporary one, removed unless a check fails)
#   PYTHON            the Python 3 interpreter for compare_png.py (default python3; standard library only)
#
# Two comparisons of each image, each printing one line per state and scale and then its worst difference:
#   1. against rsvg's 4x-zoom rendering box-filtered down to our size (`worst_pixel_difference_supersampled=`);
#   2. against rsvg's rendering at the same scale, as a browser or rsvg-convert user sees it; the last line is
#      `worst_pixel_difference=<max over all states>`.
# It exits 1 when either exceeds its threshold. The metric is the largest per-channel difference of
# premultiplied RGBA in 8-bit levels, so colour counts in proportion to coverage (see compare_png.py).
#
# The thresholds. Our rasteriser computes exact area coverage (an edge pixel of a 3x classic dot: 185.4
# levels exact, ours 186). cairo, under rsvg, flattens the circle's Bézier arcs with its default tolerance of
# 0.1 device pixel, and every chord lies inside the circle, so rsvg under-covers edge pixels by up to about
# 0.1 pixel of area: at 3x with modern metrics one pixel is 145 in rsvg against 168.4 exact (pycairo gives 167
# with tolerance 0.01, 145 with the default). Measured on this matrix with librsvg 2.54.7 (Debian 12):
#   - same scale: worst 24 levels, always rsvg below us on edge pixels; threshold 28.
#   - 4x zoom, box-filtered: the tolerance shrinks to 0.025 of our pixels; worst 4.38; threshold 6, which
#     catches a dot radius off by 0.03 pixel (7 levels at 1x, 9 at 3x when tried).
# Interior pixels agree to within the rounding of the colours (the SVG has 8-bit colours and 3-decimal
# numbers; the PNG uses the exact values).
set -euo pipefail
cd "$(dirname "$0")/../../.."

threshold="${RSVG_THRESHOLD:-28}"
supersampled_threshold="${RSVG_SUPERSAMPLED_THRESHOLD:-6}"
python="${PYTHON:-python3}"

command -v rsvg-convert >/dev/null || { echo "compare-rsvg: rsvg-convert not found (apt-get install librsvg2-bin)" >&2; exit 2; }

if [ -n "${PAGECONTROL_BIN:-}" ]; then
  bin="$PAGECONTROL_BIN"
else
  # shellcheck disable=SC2086
  swift build --product pagecontrol ${SWIFT_BUILD_FLAGS:-} >&2
  # shellcheck disable=SC2086
  bin="$(swift build --show-bin-path ${SWIFT_BUILD_FLAGS:-})/pagecontrol"
fi
[ -x "$bin" ] || { echo "compare-rsvg: no pagecontrol binary at $bin" >&2; exit 2; }

if [ -n "${COMPARE_RSVG_DIR:-}" ]; then
  out="$COMPARE_RSVG_DIR"
  mkdir -p "$out"
  keep=1
else
  out="$(mktemp -d "${TMPDIR:-/tmp}/compare-rsvg.XXXXXX")"
  keep=0
fi

# name|arguments: each state covers something the renderers must agree on.
states=(
  "single|--pages 1 --page 1"
  "five|--pages 5 --page 3"
  "ten|--pages 10 --page 4"
  "between|--pages 10 --position 4.5"
  "window|--pages 100 --position 47.3"
  "billion|--pages 1000000000 --position 499999999.6"
  "modern|--pages 8 --page 6 --metrics modern"
  "rtl|--pages 6 --page 2 --direction rtl"
  "ttb|--pages 6 --page 5 --direction ttb"
  "btt-window|--pages 30 --position 12.25 --direction btt"
  "colours|--pages 7 --page 4 --current-color #1E90FF --color #FF000080 --background #FFFFF0"
  "translucent|--pages 12 --position 6.7 --current-color #00000080 --color #00FF0040"
  "translucent-bg|--pages 3 --page 2 --background #20202080"
  "odd-sizes|--pages 5 --page 3 --diameter 9.3 --spacing 4.1"
  "tiny-dots|--pages 9 --position 3.4 --diameter 1.7 --spacing 2.3"
)

pairs=()
supersampled=()
for state in "${states[@]}"; do
  name="${state%%|*}"
  read -r -a args <<<"${state#*|}"
  for scale in 1 2 3; do
    base="$out/$name@${scale}x"
    "$bin" render "${args[@]}" --scale "$scale" --format svg --output "$base.svg"
    "$bin" render "${args[@]}" --scale "$scale" --format png --output "$base.png"
    rsvg-convert --format png --output "$base.rsvg.png" "$base.svg"
    rsvg-convert --format png --zoom 4 --output "$base.rsvg4.png" "$base.svg"
    pairs+=(--label "$name@${scale}x" "$base.png" "$base.rsvg.png")
    supersampled+=(--label "$name@${scale}x" "$base.png" "$base.rsvg4.png")
  done
done

status=0
echo "# against rsvg-convert --zoom 4, box-filtered to our size (threshold $supersampled_threshold)"
"$python" Scripts/ci/lib/compare_png.py --threshold "$supersampled_threshold" --reference-scale 4 \
  --summary-key worst_pixel_difference_supersampled "${supersampled[@]}" || status=$?
echo "# against rsvg-convert at the same scale (threshold $threshold)"
"$python" Scripts/ci/lib/compare_png.py --threshold "$threshold" "${pairs[@]}" || { s=$?; [ "$status" -ge "$s" ] || status=$s; }
if [ "$status" -ne 0 ] || [ "$keep" -eq 1 ]; then
  echo "images kept in $out" >&2
else
  rm -rf "$out"
fi
exit "$status"
