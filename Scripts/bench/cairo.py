#!/usr/bin/python3
"""The cairo counterpart of `pagecontrol-bench render`: draw 10 page-control dots with pycairo and
encode them as a PNG, many times, and print the median and best time in microseconds.

Usage: /usr/bin/python3 Scripts/bench/cairo.py [--runs N] [--output FILE]

Run it with Debian's own Python, which has python3-cairo (pycairo 1.20, cairo 1.16). Each run does what
`pagecontrol-bench render` times for PNGRenderer: a new 302 x 74 px ARGB32 image surface (151 x 37 pt at
2x, transparent), ten filled circles of the classic metrics (7 pt diameter on a 16 pt pitch, centred
vertically; page 3 current in white, the others #808080 at 50 % alpha) and `write_to_png` into a BytesIO
(libpng, zlib level 6 with adaptive filtering; we use filter 0 at level 6).

Prints `cairo_png_2x_10_dots: median_us=... best_us=... runs=... bytes=... size=302x74`, then the median split
into drawing and encoding (`cairo_split: draw_us=... encode_us=...`). The times include pycairo's Python call
overhead (about 35 calls per run); `--output` also writes one image for comparison with ours.
"""

import io
import math
import statistics
import sys
import time

import cairo

PAGES = 10
CURRENT = 3
DIAMETER = 7.0
PITCH = 16.0
WIDTH_PT = PAGES * PITCH - (PITCH - DIAMETER)  # 151: size(forNumberOfPages: 10) of the classic metrics
HEIGHT_PT = 37.0
SCALE = 2.0
WIDTH_PX = int(math.ceil(WIDTH_PT * SCALE))
HEIGHT_PX = int(math.ceil(HEIGHT_PT * SCALE))
CURRENT_RGBA = (1.0, 1.0, 1.0, 1.0)  # Color.white
OTHER_RGBA = (0.5, 0.5, 0.5, 0.5)  # Color.translucentGray, written #808080 with fill-opacity 0.5


def draw():
    """One image surface with the ten dots drawn."""
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, WIDTH_PX, HEIGHT_PX)
    context = cairo.Context(surface)
    context.scale(SCALE, SCALE)
    radius = DIAMETER / 2
    y = HEIGHT_PT / 2
    for page in range(PAGES):
        context.set_source_rgba(*(CURRENT_RGBA if page == CURRENT else OTHER_RGBA))
        context.arc(radius + page * PITCH, y, radius, 0, 2 * math.pi)
        context.fill()
    return surface


def encode(surface):
    """The PNG bytes of a surface."""
    buffer = io.BytesIO()
    surface.write_to_png(buffer)
    return buffer.getvalue()


def main(argv):
    runs = 2000
    output = None
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--runs":
            runs = int(args.pop(0))
        elif arg == "--output":
            output = args.pop(0)
        else:
            print(__doc__.strip(), file=sys.stderr)
            return 2
    clock = time.perf_counter_ns
    totals = []
    draws = []
    encodes = []
    png = b""
    for i in range(runs + runs // 10):
        start = clock()
        surface = draw()
        drawn = clock()
        png = encode(surface)
        end = clock()
        if i >= runs // 10:
            totals.append((end - start) / 1000)
            draws.append((drawn - start) / 1000)
            encodes.append((end - drawn) / 1000)
    if output:
        with open(output, "wb") as handle:
            handle.write(png)
    print("cairo_png_2x_10_dots: median_us=%.3f best_us=%.3f runs=%d bytes=%d size=%dx%d" % (
        statistics.median(totals), min(totals), len(totals), len(png), WIDTH_PX, HEIGHT_PX))
    print("cairo_split: draw_us=%.3f encode_us=%.3f cairo_version=%s pycairo_version=%s" % (
        statistics.median(draws), statistics.median(encodes), cairo.cairo_version_string(), cairo.version))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
