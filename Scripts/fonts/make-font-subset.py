#!/usr/bin/env python3
"""Generates Sources/PageControlFontData/Generated/OutlineFontData*.swift, the outline font subset that the PNG
renderer draws text with: the target PageControlFontData, which only PageControlRendering imports (OutlineFont.swift
decodes `OutlineFontData.encodedGlyphs`). Every file in that folder is this script's output: never edit them.

Needs (Debian): apt-get install -y fonts-noto-core fonts-droid-fallback fonts-nanum
      (PyPI):   pip install fonttools      (or: pip install --break-system-packages fonttools)
Run from the repository root:  python3 Scripts/fonts/make-font-subset.py
Check that the committed files are current:  python3 Scripts/fonts/make-font-subset.py --check
(it also fails on a file in the folder that this script would not write)

Which characters: every character of the strings in PageControlStrings.swift and PageControlStrings+Catalog.swift
(string literals, with their \\u{…} escapes), the digits of the languages there (Latin, Arabic-Indic, Extended
Arabic-Indic, Devanagari, Thai), printable ASCII, Latin-1 Supplement, Latin Extended-A, the Romanian comma
letters, the combining diacritical marks, Latin Extended Additional (Vietnamese), basic Greek (U+0370–03FF),
Cyrillic (U+0400–045F) and the punctuation listed in EXTRA below.

Which fonts, first match wins (see Fonts/README.md): Noto Sans, Noto Sans Arabic, Hebrew, Devanagari and Thai
(SIL OFL 1.1, fonts-noto-core), then Droid Sans Fallback Full (Apache 2.0, fonts-droid-fallback) for Chinese and
Japanese, then Nanum Gothic (SIL OFL 1.1, fonts-nanum) for Korean. Every glyph is scaled to Noto Sans's 1000
units per em and rounded to whole units (Droid has 256), composite glyphs are flattened, and the TrueType contours
stay quadratic: on-curve and off-curve points with implied on-curve midpoints between two off-curve ones.
Hinting, kerning and shaping tables are dropped.

The output is deterministic: the same fonts give the same file, byte for byte.

Encoding of the string literal (decoded by Sources/PageControlRendering/Font/OutlineFont+Decoding.swift): a sequence
of unsigned integers, each written as base-64 digits (A–Z a–z 0–9 + /) of 5 bits each, lowest first, a digit's 6th
bit (value 32) saying that another digit follows. Signed integers are zig-zag encoded (0, -1, 1, -2 … as 0, 1, 2,
3 …). Newlines are skipped. The integers are:
    version (1), units per em, ascender, descender (positive, below the baseline), cap height,
    outline count; for each outline: advance, contour count, then per contour its point count and per point
    zigzag(dx) * 2 + (1 if on the curve), zigzag(dy), dx and dy from the previous point of the outline (the
    first from 0, 0), in font units with y up;
    scalar count; for each scalar in ascending order: the difference from the previous scalar (the first
    from 0) and its outline's index.
"""

import os
import re
import sys

from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT_DIR = os.path.join(ROOT, "Sources/PageControlFontData/Generated")
TYPE = "OutlineFontData"
# The outlines are written one file per group of scripts (each file stays under the package's 400 lines), by
# the first character that uses each outline; the characters come in ascending order, so each group's outlines
# are one run of the stream. (Swift name, file suffix, first scalar of the group.)
GROUPS = [
    ("basicLatinOutlines", "BasicLatin", 0x0000),
    ("latinExtendedOutlines", "LatinExtended", 0x0100),
    ("greekAndCyrillicOutlines", "GreekCyrillic", 0x0370),
    ("hebrewAndArabicOutlines", "HebrewArabic", 0x0590),
    ("indicAndThaiOutlines", "IndicThai", 0x0900),
    ("latinExtendedAdditionalOutlines", "LatinExtendedAdditional", 0x1E00),
    ("vietnameseOutlines", "Vietnamese", 0x1EA0),
    ("punctuationOutlines", "Punctuation", 0x2000),
    ("cjkOutlines", "CJK", 0x3000),
    ("hangulOutlines", "Hangul", 0xAC00),
]
STRINGS = [
    os.path.join(ROOT, "Sources/PageControlCore/Accessibility/PageControlStrings.swift"),
    os.path.join(ROOT, "Sources/PageControlCore/Accessibility/PageControlStrings+Catalog.swift"),
]
FONT_DIR = "/usr/share/fonts/truetype"
FONTS = [
    "noto/NotoSans-Regular.ttf",
    "noto/NotoSansArabic-Regular.ttf",
    "noto/NotoSansHebrew-Regular.ttf",
    "noto/NotoSansDevanagari-Regular.ttf",
    "noto/NotoSansThai-Regular.ttf",
    "droid/DroidSansFallbackFull.ttf",
    "nanum/NanumGothic.ttf",
]
UNITS_PER_EM = 1000
DIGITS = [0x30, 0x660, 0x6F0, 0x966, 0xE50]  # the first of ten: Latin, Arabic-Indic, Extended, Devanagari, Thai
RANGES = [
    (0x20, 0x7E),  # printable ASCII
    (0xA0, 0xFF),  # Latin-1 Supplement
    (0x100, 0x17F),  # Latin Extended-A
    (0x218, 0x21B),  # Ș ș Ț ț
    (0x300, 0x36F),  # combining diacritical marks, for decomposed letters
    (0x1E00, 0x1EFF),  # Latin Extended Additional: Vietnamese's precomposed letters
    (0x370, 0x3FF),  # Greek (the assigned letters and signs the font has)
    (0x400, 0x45F),  # Cyrillic
]
EXTRA = (
    "·…–—‐‑‒―−‘’‚“”„‹›•′″"  # punctuation
    "\u00a0\u2009\u202f\u2002\u2003\u200a"  # no-break, thin, narrow no-break, en, em and hair spaces
    "\u200b\u200c\u200d"  # zero-width space, non-joiner, joiner
    "٪،٫٬؛؟"  # Arabic percent, comma, decimal and thousands separators, semicolon, question mark
    "+×÷%‰№"  # "99+" badges and signs
    "、。，：；！？〜～（）"  # CJK punctuation
)


def swift_string_literals(source):
    """The values of the Swift string literals in `source`, escapes decoded: an interpolation is left out of its
    literal, and the literals inside it (a plural form chosen in place) are values of their own."""
    # Drop comments first: doc comments quote strings in backticks, not in quotes.
    source = re.sub(r"//[^\n]*", "", source)
    values = []
    i = 0
    while i < len(source):
        if source[i] != '"':
            i += 1
            continue
        i += 1
        value = []
        while i < len(source) and source[i] != '"':
            c = source[i]
            if c == "\\":
                n = source[i + 1]
                if n == "(":  # an interpolation: skip to its matching parenthesis, keeping the literals inside
                    depth, start, i = 1, i + 2, i + 2
                    while depth:
                        depth += {"(": 1, ")": -1}.get(source[i], 0)
                        i += 1
                    values += swift_string_literals(source[start : i - 1])
                    continue
                if n == "u":
                    end = source.index("}", i)
                    value.append(chr(int(source[i + 3 : end], 16)))
                    i = end + 1
                    continue
                value.append({"n": "\n", "t": "\t", "0": "\0", "\\": "\\", '"': '"', "'": "'"}[n])
                i += 2
                continue
            value.append(c)
            i += 1
        values.append("".join(value))
        i += 1
    return values


def wanted_scalars():
    """(required, optional): the strings' characters, digits and EXTRA must have a glyph; the ranges' characters
    are taken where the fonts have them (the blocks have unassigned code points and Coptic letters)."""
    scalars = set()
    for path in STRINGS:
        with open(path, encoding="utf-8") as f:
            for literal in swift_string_literals(f.read()):
                scalars.update(ord(c) for c in literal if c >= " ")
    for first in DIGITS:
        scalars.update(range(first, first + 10))
    scalars.update(ord(c) for c in EXTRA)
    optional = set()
    for low, high in RANGES:
        optional.update(range(low, high + 1))
    return scalars, optional - scalars


def outline(font, name, scale):
    """(advance, contours) of a glyph, scaled to UNITS_PER_EM: contours as lists of (x, y, on curve)."""
    glyf = font["glyf"]
    advance = font["hmtx"][name][0]
    glyph = glyf[name]
    contours = []
    if glyph.numberOfContours != 0:
        coordinates, ends, flags = glyph.getCoordinates(glyf)
        start = 0
        for end in ends:
            points = [
                (round(coordinates[k][0] * scale), round(coordinates[k][1] * scale), bool(flags[k] & 1))
                for k in range(start, end + 1)
            ]
            start = end + 1
            # Points that repeat the one before add nothing.
            points = [p for k, p in enumerate(points) if k == 0 or p != points[k - 1]]
            if len(points) > 1 and points[-1] == points[0]:
                points.pop()
            if len(points) >= 2:
                contours.append(points)
    return round(advance * scale), contours


def zigzag(n):
    return n * 2 if n >= 0 else -n * 2 - 1


ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def vlq(n):
    assert n >= 0
    out = []
    while True:
        digit = n & 31
        n >>= 5
        out.append(ALPHABET[digit | (32 if n else 0)])
        if not n:
            return "".join(out)


def build():
    fonts = [TTFont(os.path.join(FONT_DIR, path)) for path in FONTS]
    cmaps = [font.getBestCmap() for font in fonts]
    primary = fonts[0]
    assert primary["head"].unitsPerEm == UNITS_PER_EM
    outlines = []  # unique (advance, contours)
    index_of = {}
    mapping = []  # (scalar, outline index)
    sources = [0] * len(fonts)
    missing = []
    required, optional = wanted_scalars()
    for scalar in sorted(required | optional):
        source = next((k for k, cmap in enumerate(cmaps) if scalar in cmap), None)
        if source is None:
            if scalar in required:
                missing.append(f"U+{scalar:04X}")
            continue
        font = fonts[source]
        scale = UNITS_PER_EM / font["head"].unitsPerEm
        key = outline(font, cmaps[source][scalar], scale)
        frozen = (key[0], tuple(tuple(c) for c in key[1]))
        if frozen not in index_of:
            index_of[frozen] = len(outlines)
            outlines.append(key)
        mapping.append((scalar, index_of[frozen]))
        sources[source] += 1

    os2 = primary["OS/2"]
    header = [1, UNITS_PER_EM, primary["hhea"].ascent, -primary["hhea"].descent, os2.sCapHeight, len(outlines)]
    first_scalar = {}
    for scalar, index in mapping:
        first_scalar.setdefault(index, scalar)
    groups = [[] for _ in GROUPS]
    point_count = 0
    for index, (advance, contours) in enumerate(outlines):
        group = max(k for k, g in enumerate(GROUPS) if g[2] <= first_scalar[index])
        numbers = groups[group]
        numbers += [advance, len(contours)]
        x = y = 0
        for contour in contours:
            numbers.append(len(contour))
            point_count += len(contour)
            for px, py, on in contour:
                numbers += [zigzag(px - x) * 2 + (1 if on else 0), zigzag(py - y)]
                x, y = px, py
    characters = [len(mapping)]
    previous = 0
    for scalar, index in mapping:
        characters += [scalar - previous, index]
        previous = scalar
    parts = {
        "header": encode(header),
        "characters": encode(characters),
        "groups": [encode(numbers) for numbers in groups],
    }
    stats = {
        "scalars": len(mapping),
        "outlines": len(outlines),
        "points": point_count,
        "by font": dict(zip(FONTS, sources)),
        "missing": missing,
    }
    return parts, stats


def encode(numbers):
    return "".join(vlq(n) for n in numbers)


def literal(name, encoded, doc):
    """A `static let` holding encoded integers as a multi-line string literal, 100 digits a line."""
    width = 100
    lines = ["        " + encoded[k : k + width] for k in range(0, len(encoded), width)]
    return [f"    /// {doc}", f'    static let {name} = """'] + lines + ['        """']


def swift_files(parts, stats):
    """The generated files by name: the index (the type, the header, the characters and how the parts join) and one
    file of outlines per group of scripts."""
    fonts = [os.path.basename(p).removesuffix(".ttf") for p in FONTS]
    notice = [
        "// Generated by Scripts/fonts/make-font-subset.py; do not edit.",
        f"// {stats['scalars']} characters, {stats['outlines']} outlines, {stats['points']} points, from",
        f"// {', '.join(fonts[:4])},",
        f"// {', '.join(fonts[4:])}.",
        "// Noto and Nanum: SIL Open Font License 1.1 (Fonts/OFL.txt, Fonts/OFL-Nanum.txt); Droid Sans Fallback:",
        "// Apache License 2.0 (Fonts/Apache-2.0.txt). The encoding is described in the script.",
        "",
    ]
    names = ["encodedHeader"] + [g[0] for g in GROUPS] + ["encodedCharacters"]
    index = notice + [
        "/// The glyph outlines of the PNG renderer's font subset, encoded as Scripts/fonts/make-font-subset.py",
        "/// describes; `OutlineFont` in PageControlRendering decodes them once.",
        f"package enum {TYPE} {{",
        "    /// The subset's glyphs: the header, every group's outlines in order, then the characters.",
        "    package static var encodedGlyphs: String {",
        "        [",
    ]
    index += [f"            {name}," for name in names]
    index += ["        ].joined()", "    }", ""]
    index += literal("encodedHeader", parts["header"], "The version, the metrics and the number of outlines.")
    index += [""]
    index += literal(
        "encodedCharacters", parts["characters"], "The characters, ascending, each with its outline's index.")
    files = {f"{TYPE}.swift": "\n".join(index + ["}", ""])}
    for (name, suffix, first), encoded in zip(GROUPS, parts["groups"]):
        doc = f"The outlines first used by a character from U+{first:04X} on ({suffix})."
        body = notice + [f"extension {TYPE} {{"] + literal(name, encoded, doc) + ["}", ""]
        files[f"{TYPE}+{suffix}.swift"] = "\n".join(body)
    return files


def main():
    parts, stats = build()
    if stats["missing"]:
        sys.exit(f"no font has {', '.join(stats['missing'])}")
    files = swift_files(parts, stats)
    for key, value in stats.items():
        print(f"{key}: {value}", file=sys.stderr)
    present = set(os.listdir(OUTPUT_DIR)) if os.path.isdir(OUTPUT_DIR) else set()
    if "--check" in sys.argv:
        for name, text in files.items():
            path = os.path.join(OUTPUT_DIR, name)
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                sys.exit(f"{path} is out of date: run Scripts/fonts/make-font-subset.py")
        for name in sorted(present - set(files)):
            sys.exit(f"{os.path.join(OUTPUT_DIR, name)} is not this script's output: remove it")
        print(f"{len(files)} files in {os.path.relpath(OUTPUT_DIR, ROOT)} are current", file=sys.stderr)
        return
    os.makedirs(OUTPUT_DIR, exist_ok=True)
    for name in sorted(present - set(files)):
        os.remove(os.path.join(OUTPUT_DIR, name))
        print(f"removed {name}: not this script's output", file=sys.stderr)
    for name, text in files.items():
        with open(os.path.join(OUTPUT_DIR, name), "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {name}: {text.count(chr(10))} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
