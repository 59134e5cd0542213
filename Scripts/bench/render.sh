#!/usr/bin/env bash
# Times rendering and encoding a 2x PNG of 10 dots (302 x 74 px) with our renderer and with cairo, in the same
# run, and prints them side by side.
#
# Usage: Scripts/bench/render.sh [rounds]   (default 1 round; more rounds alternate the two, for a busy machine)
#
# Environment:
#   PAGECONTROL_BENCH_BIN use this pagecontrol-bench binary (built with -c release) instead of building one
#   SWIFT_BUILD_FLAGS     extra flags for `swift build -c release --product pagecontrol-bench` (e.g. --scratch-path DIR)
#
# Ours: `pagecontrol-bench render` (DisplayList + PNGRenderer: exact-coverage rasteriser, zlib level 6,
# 2000 timed runs). Cairo: Scripts/bench/cairo.py under
# Debian's /usr/bin/python3 with python3-cairo (image surface, ten arcs, write_to_png into memory, 2000 timed
# runs); its times include pycairo's call overhead.
set -euo pipefail
cd "$(dirname "$0")/../.."

rounds="${1:-1}"
python=/usr/bin/python3
"$python" -c 'import cairo' 2>/dev/null \
  || { echo "bench-render: $python has no cairo module (apt-get install python3-cairo)" >&2; exit 2; }

if [ -n "${PAGECONTROL_BENCH_BIN:-}" ]; then
  bin="$PAGECONTROL_BENCH_BIN"
else
  # shellcheck disable=SC2086
  swift build -c release --product pagecontrol-bench ${SWIFT_BUILD_FLAGS:-} >&2
  # shellcheck disable=SC2086
  bin="$(swift build -c release --show-bin-path ${SWIFT_BUILD_FLAGS:-})/pagecontrol-bench"
fi
[ -x "$bin" ] || { echo "bench-render: no pagecontrol-bench binary at $bin" >&2; exit 2; }

field() { sed -nE "s/(^|.* )$1=([0-9.]+).*/\2/p" <<<"$2" | head -n 1; }

echo "machine: $(nproc) cores, $(sed -nE 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
for round in $(seq 1 "$rounds"); do
  ours="$("$bin" render)"
  theirs="$("$python" Scripts/bench/cairo.py)"
  ours_median="$(field median_us "$ours")"
  ours_best="$(field best_us "$ours")"
  cairo_median="$(field median_us "$theirs")"
  cairo_best="$(field best_us "$theirs")"
  split="$(grep '^cairo_split' <<<"$theirs")"
  [ "$rounds" -eq 1 ] || echo "round $round"
  printf '%-34s %12s %12s\n' "render_png_2x_10_dots" "median_us" "best_us"
  printf '%-34s %12s %12s\n' "pagecontrol (Swift, own rasteriser)" "$ours_median" "$ours_best"
  printf '%-34s %12s %12s\n' "cairo $(field cairo_version "$split") (pycairo, libpng)" "$cairo_median" "$cairo_best"
  printf '%-34s %12s\n' "  of which cairo draw / encode" "$(field draw_us "$split") / $(field encode_us "$split")"
  awk -v o="$ours_median" -v c="$cairo_median" 'BEGIN { printf "cairo_over_pagecontrol_median=%.2f\n", c / o }'
done
