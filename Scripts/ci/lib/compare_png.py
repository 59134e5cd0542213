#!/usr/bin/env python3
"""Compare PNG images pixel by pixel, with nothing but the Python standard library (zlib + struct).

Usage:
    compare_png.py [--threshold T] [--reference-scale N] [--summary-key KEY]
                   [--label NAME] OURS.png REFERENCE.png [[--label NAME] OURS.png REFERENCE.png ...]

For each pair it prints one line

    <label> size=WxH worst=<levels> at=<x>,<y> channel=<r|g|b|a> ours=<r,g,b,a> reference=<r,g,b,a> \
        differing_pixels=<pixels with a difference above 1 level> mean=<mean difference per pixel>

and at the end `worst_pixel_difference=<max over all pairs>` (or `KEY=...`). With --threshold it exits with
status 1 when that worst difference exceeds T; it exits with 2 on an unreadable file or different sizes.

--reference-scale N takes each REFERENCE as rendered N times larger (rsvg-convert --zoom N) and box-filters it
down to OURS' size first: the mean of each N x N block of premultiplied pixels is the pixel's area coverage
sampled N times finer, which takes most of the reference rasteriser's own approximation out of the comparison.

The metric. Both images are decoded to 8-bit straight (non-premultiplied) RGBA. The difference of a pixel is
the largest over its four channels of

    alpha:   |a1 - a2|
    colour:  |c1 * a1 - c2 * a2| / 255      (the premultiplied values, in 8-bit levels)

so a colour difference counts in proportion to the pixel's coverage: where both pixels are nearly transparent
their colour hardly matters (rsvg-convert goes through cairo's premultiplied ARGB32 and un-premultiplies when
it writes the PNG, so faint pixels carry colour rounded to very few bits), while on opaque pixels it counts in
full. It is also what matters for the result: composited over any background, the two pixels differ by at
most the colour term plus the alpha term.

Decoding supports non-interlaced PNGs of bit depth 8 in colour types 0 (grey), 2 (RGB), 3 (palette, with
tRNS), 4 (grey + alpha) and 6 (RGBA), and undoes all five row filters (None, Sub, Up, Average, Paeth).
"""

import operator
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


class PNGError(Exception):
    """A file this decoder cannot read."""


def paeth(a, b, c):
    """The Paeth predictor of the PNG specification (section 9.4)."""
    p = a + b - c
    pa = abs(p - a)
    pb = abs(p - b)
    pc = abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    if pb <= pc:
        return b
    return c


def unfilter(data, width, height, bpp):
    """Undo the row filters; returns the raw scanlines as one bytearray (no filter bytes)."""
    stride = width * bpp
    if len(data) < (stride + 1) * height:
        raise PNGError("image data too short: %d < %d" % (len(data), (stride + 1) * height))
    out = bytearray(stride * height)
    previous = bytearray(stride)
    pos = 0
    for y in range(height):
        kind = data[pos]
        row = bytearray(data[pos + 1:pos + 1 + stride])
        pos += stride + 1
        if kind == 0:
            pass
        elif kind == 1:  # Sub
            for i in range(bpp, stride):
                row[i] = (row[i] + row[i - bpp]) & 0xFF
        elif kind == 2:  # Up
            for i in range(stride):
                row[i] = (row[i] + previous[i]) & 0xFF
        elif kind == 3:  # Average
            for i in range(stride):
                left = row[i - bpp] if i >= bpp else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:  # Paeth
            for i in range(stride):
                left = row[i - bpp] if i >= bpp else 0
                up_left = previous[i - bpp] if i >= bpp else 0
                row[i] = (row[i] + paeth(left, previous[i], up_left)) & 0xFF
        else:
            raise PNGError("unknown filter type %d in row %d" % (kind, y))
        out[y * stride:(y + 1) * stride] = row
        previous = row
    return out


def decode(path):
    """Read a PNG file; returns (width, height, pixels) with pixels a bytearray of straight RGBA."""
    with open(path, "rb") as handle:
        blob = handle.read()
    if blob[:8] != SIGNATURE:
        raise PNGError("%s: not a PNG file" % path)
    pos = 8
    header = None
    idat = []
    palette = None
    transparency = None
    while pos + 8 <= len(blob):
        length, kind = struct.unpack(">I4s", blob[pos:pos + 8])
        body = blob[pos + 8:pos + 8 + length]
        crc = struct.unpack(">I", blob[pos + 8 + length:pos + 12 + length])[0]
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise PNGError("%s: bad CRC in %s chunk" % (path, kind.decode("latin-1")))
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"tRNS":
            transparency = body
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise PNGError("%s: no IHDR chunk" % path)
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in CHANNELS or interlace != 0:
        raise PNGError("%s: unsupported PNG (bit depth %d, colour type %d, interlace %d)"
                       % (path, depth, colour, interlace))
    channels = CHANNELS[colour]
    raw = unfilter(zlib.decompress(b"".join(idat)), width, height, channels)
    if colour == 6:
        return width, height, raw
    rgba = bytearray(4 * width * height)
    for i in range(width * height):
        if colour == 0:
            g = raw[i]
            rgba[4 * i:4 * i + 4] = bytes((g, g, g, 255))
        elif colour == 4:
            g, a = raw[2 * i], raw[2 * i + 1]
            rgba[4 * i:4 * i + 4] = bytes((g, g, g, a))
        elif colour == 2:
            rgba[4 * i:4 * i + 3] = raw[3 * i:3 * i + 3]
            rgba[4 * i + 3] = 255
        else:
            index = raw[i]
            if palette is None or 3 * index + 3 > len(palette):
                raise PNGError("%s: palette index %d out of range" % (path, index))
            rgba[4 * i:4 * i + 3] = palette[3 * index:3 * index + 3]
            rgba[4 * i + 3] = transparency[index] if transparency and index < len(transparency) else 255
    return width, height, rgba


def premultiplied(image, factor=1):
    """Premultiplied channels of a decoded image, each a list of floats in 8-bit levels (red, green, blue, alpha).

    With `factor` N > 1 the image is taken as an N-times supersampled rendering: each output pixel is the mean
    of an N x N block (exact for coverage-based anti-aliasing), pixels past the right or bottom edge count as
    transparent, and the output is ceil(width / N) x ceil(height / N).
    """
    width, height, pixels = image
    alpha = pixels[3::4]
    channels = [list(map(operator.mul, pixels[c::4], alpha)) for c in range(3)] + [list(alpha)]
    if factor == 1:
        return width, height, [[v / 255.0 for v in ch] for ch in channels[:3]] + [[float(v) for v in alpha]]
    out_width = -(-width // factor)
    out_height = -(-height // factor)
    padded_width = out_width * factor
    scale = [1.0 / (255.0 * factor * factor)] * 3 + [1.0 / (factor * factor)]
    result = []
    for index, channel in enumerate(channels):
        rows = []
        for y in range(out_height):
            total = [0] * out_width
            for sub in range(factor):
                source = y * factor + sub
                if source >= height:
                    break
                row = channel[source * width:(source + 1) * width] + [0] * (padded_width - width)
                for k in range(factor):
                    total = list(map(operator.add, total, row[k::factor]))
            rows.extend(v * scale[index] for v in total)
        result.append(rows)
    return out_width, out_height, result


def straight(channels, i):
    """The straight 8-bit RGBA of pixel i of premultiplied channels, for reports."""
    a = channels[3][i]
    if a <= 0:
        return (0, 0, 0, 0)
    return tuple(int(min(255.0, channels[c][i] * 255.0 / a) + 0.5) for c in range(3)) + (int(a + 0.5),)


def compare(ours, reference):
    """Compare two premultiplied images of the same size; returns a dict describing the worst pixel."""
    width, height, a = ours
    _, _, b = reference
    count = width * height
    worst_per_pixel = [0.0] * count
    channel_of = [3] * count
    for c in (3, 0, 1, 2):
        for i, d in enumerate(map(abs, map(operator.sub, a[c], b[c]))):
            if d > worst_per_pixel[i]:
                worst_per_pixel[i] = d
                channel_of[i] = c
    worst = max(worst_per_pixel) if count else 0.0
    i = worst_per_pixel.index(worst) if count else 0
    return {
        "worst": worst,
        "x": i % width if width else 0,
        "y": i // width if width else 0,
        "channel": "rgba"[channel_of[i]] if count else "a",
        "ours": straight(a, i) if count else (),
        "reference": straight(b, i) if count else (),
        "differing": sum(1 for d in worst_per_pixel if d > 1),
        "mean": sum(worst_per_pixel) / max(1, count),
    }


def main(argv):
    threshold = None
    factor = 1
    key = "worst_pixel_difference"
    pairs = []
    label = None
    files = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--threshold":
            threshold = float(args.pop(0))
        elif arg == "--reference-scale":
            factor = int(args.pop(0))
        elif arg == "--summary-key":
            key = args.pop(0)
        elif arg == "--label":
            label = args.pop(0)
        elif arg in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        else:
            files.append(arg)
            if len(files) == 2:
                pairs.append((label or files[0], files[0], files[1]))
                files = []
                label = None
    if files or not pairs or factor < 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    overall = 0.0
    status = 0
    for name, ours_path, reference_path in pairs:
        try:
            ours = premultiplied(decode(ours_path))
            reference = premultiplied(decode(reference_path), factor)
        except (OSError, PNGError, zlib.error, struct.error) as error:
            print("%s error=%s" % (name, error))
            status = 2
            continue
        if ours[:2] != reference[:2]:
            print("%s error=size ours=%dx%d reference=%dx%d" % ((name,) + ours[:2] + reference[:2]))
            status = 2
            continue
        r = compare(ours, reference)
        overall = max(overall, r["worst"])
        print("%s size=%dx%d worst=%s at=%d,%d channel=%s ours=%s reference=%s differing_pixels=%d mean=%.4f" % (
            name, ours[0], ours[1], format_level(r["worst"]), r["x"], r["y"], r["channel"],
            ",".join(map(str, r["ours"])), ",".join(map(str, r["reference"])), r["differing"], r["mean"]))
    print("%s=%s" % (key, format_level(overall)))
    if status:
        return status
    if threshold is not None and overall > threshold:
        print("FAIL: %s=%s exceeds the threshold %s" % (key, format_level(overall), format_level(threshold)),
              file=sys.stderr)
        return 1
    return 0


def format_level(value):
    """A difference in levels with at most two decimals."""
    text = "%.2f" % value
    return text.rstrip("0").rstrip(".") if "." in text else text


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
