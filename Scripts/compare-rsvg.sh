#!/usr/bin/env bash
# Renders a matrix of page-control states to SVG and to PNG with `pagecontrol render`, rasterises each SVG
# with rsvg-convert (librsvg) and compares our PNG with rsvg's pixel by pixel (Scripts/compare_png.py).
#
# Usage: Scripts/compare-rsvg.sh
#
# Environment:
#   PAGECONTROL_BIN   use this pagecontrol binary instead of building one (`swift build --product pagecontrol`)
#   RSVG_THRESHOLD    the largest accepted difference in 8-bit levels (default 12, see Guides/Benchmarks.md)
#   COMPARE_RSVG_DIR  keep the images in this directory (default: a temporary one, removed unless a check fails)
#   PYTHON            the Python 3 interpreter for compare_png.py (default python3; standard library only)
#
# Prints one line per state and scale, then `worst_pixel_difference=<max>`; exits 1 when that exceeds the
# threshold. The metric is the largest per-channel difference of premultiplied RGBA in 8-bit levels, so colour
# counts in proportion to coverage (see compare_png.py).
#
# Why 12: our rasteriser computes exact pixel coverage, while cairo (under rsvg) flattens the four Bézier
# arcs of a circle with a 0.1 px tolerance and samples coverage on a grid of 15 sub-scanlines per pixel, so
# its edge pixels are off from the exact area by up to about 1/30 of a pixel (8–9 levels). Interior pixels
# match to within the rounding of the colours (±1). 12 leaves headroom above the 9 measured on this matrix
# while still catching a geometry error as small as 0.05 pt at 1x.
set -euo pipefail
cd "$(dirname "$0")/.."

threshold="${RSVG_THRESHOLD:-12}"
python="${PYTHON:-python3}"

command -v rsvg-convert >/dev/null || { echo "compare-rsvg: rsvg-convert not found (apt-get install librsvg2-bin)" >&2; exit 2; }

if [ -n "${PAGECONTROL_BIN:-}" ]; then
  bin="$PAGECONTROL_BIN"
else
  swift build --product pagecontrol >&2
  bin="$(swift build --show-bin-path)/pagecontrol"
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
  "single|--pages 1 --current 0"
  "five|--pages 5 --current 2"
  "ten|--pages 10 --current 3"
  "between|--pages 10 --position 4.5"
  "window|--pages 100 --position 47.3"
  "billion|--pages 1000000000 --position 499999999.6"
  "modern|--pages 8 --current 5 --metrics modern"
  "rtl|--pages 6 --current 1 --direction rtl"
  "ttb|--pages 6 --current 4 --direction ttb"
  "btt-window|--pages 30 --position 12.25 --direction btt"
  "colours|--pages 7 --current 3 --current-color #1E90FF --color #FF000080 --background #FFFFF0"
  "translucent|--pages 12 --position 6.7 --current-color #00000080 --color #00FF0040"
  "translucent-bg|--pages 3 --current 1 --background #20202080"
  "odd-sizes|--pages 5 --current 2 --diameter 9.3 --spacing 4.1"
  "tiny-dots|--pages 9 --position 3.4 --diameter 1.7 --spacing 2.3"
)

pairs=()
for state in "${states[@]}"; do
  name="${state%%|*}"
  read -r -a args <<<"${state#*|}"
  for scale in 1 2 3; do
    base="$out/$name@${scale}x"
    "$bin" render "${args[@]}" --scale "$scale" --format svg --output "$base.svg"
    "$bin" render "${args[@]}" --scale "$scale" --format png --output "$base.png"
    rsvg-convert --format png --output "$base.rsvg.png" "$base.svg"
    pairs+=(--label "$name@${scale}x" "$base.png" "$base.rsvg.png")
  done
done

status=0
"$python" Scripts/compare_png.py --threshold "$threshold" "${pairs[@]}" || status=$?
echo "threshold=$threshold"
if [ "$status" -ne 0 ] || [ "$keep" -eq 1 ]; then
  echo "images kept in $out" >&2
else
  rm -rf "$out"
fi
exit "$status"
