#!/usr/bin/env python3
"""The fuzzers' seed files: Fuzz/seeds/<target>.seeds, one input per line.

A line is an input, escaped so that any bytes survive in a text file: a printable ASCII byte other than `\\` stands
for itself, `\\\\` is a backslash, `\\n` a newline, `\\t` a tab, and `\\xHH` (two upper-case hex digits) any other
byte. An input may carry a name before it, ended by a tab (which no escaped input contains): the `regression-*`
inputs have one, and `FuzzRegressionTests` runs each of them by name in `swift test`. An empty line is the empty
input. Lines are sorted: named inputs by name, then the others by their text.

    seeds.py unpack TARGET FOLDER   writes each input to FOLDER/<name>, or FOLDER/<SHA-1 of its bytes> when it has
                                    no name (libFuzzer's own naming); prints the number of inputs
    seeds.py pack TARGET FOLDER     replaces the seed file with FOLDER's files: a file named by its SHA-1 becomes an
                                    input without a name, any other file a named input
    seeds.py count                  prints `<target> <inputs>` for every seed file, then `total <inputs>`
"""
import hashlib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEEDS = os.path.join(ROOT, "Fuzz", "seeds")
SHA1 = re.compile(r"^[0-9a-f]{40}$")
NAME = re.compile(r"^[A-Za-z0-9._-]+$")


def escape(data):
    out = []
    for byte in data:
        if byte == 0x5C:
            out.append("\\\\")
        elif byte == 0x0A:
            out.append("\\n")
        elif byte == 0x09:
            out.append("\\t")
        elif 0x20 <= byte < 0x7F:
            out.append(chr(byte))
        else:
            out.append(f"\\x{byte:02X}")
    return "".join(out)


def unescape(text):
    out = bytearray()
    i = 0
    while i < len(text):
        char = text[i]
        if char != "\\":
            if not " " <= char <= "~":
                raise ValueError(f"unescaped character {char!r} at {i}")
            out.append(ord(char))
            i += 1
            continue
        kind = text[i + 1 : i + 2]
        if kind == "\\":
            out.append(0x5C)
            i += 2
        elif kind == "n":
            out.append(0x0A)
            i += 2
        elif kind == "t":
            out.append(0x09)
            i += 2
        elif kind == "x" and re.fullmatch(r"[0-9A-F]{2}", text[i + 2 : i + 4]):
            out.append(int(text[i + 2 : i + 4], 16))
            i += 4
        else:
            raise ValueError(f"bad escape at {i}: {text[i:i + 4]!r}")
    data = bytes(out)
    if escape(data) != text:
        raise ValueError("not in the canonical form (upper-case hex, no escape for a printable byte)")
    return data


def read(target):
    """[(name or None, bytes)] of a seed file."""
    path = os.path.join(SEEDS, f"{target}.seeds")
    with open(path, encoding="ascii", newline="\n") as handle:
        text = handle.read()
    if text and not text.endswith("\n"):
        sys.exit(f"{path}: the last line has no newline")
    entries = []
    for number, line in enumerate(text.split("\n")[:-1], 1):
        name, _, escaped = line.rpartition("\t")
        try:
            entries.append((name or None, unescape(escaped)))
        except ValueError as error:
            sys.exit(f"{path}:{number}: {error}")
    return entries


def write(target, entries):
    named = sorted((name, data) for name, data in entries if name)
    plain = sorted(escape(data) for name, data in entries if not name)
    lines = [f"{name}\t{escape(data)}" for name, data in named] + plain
    with open(os.path.join(SEEDS, f"{target}.seeds"), "w", encoding="ascii", newline="\n") as handle:
        handle.write("".join(line + "\n" for line in lines))


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "count" and len(sys.argv) == 2:
        total = 0
        for file in sorted(os.listdir(SEEDS)):
            if file.endswith(".seeds"):
                count = len(read(file[: -len(".seeds")]))
                total += count
                print(f"{file[: -len('.seeds')]} {count}")
        print(f"total {total}")
        return
    if command not in ("unpack", "pack") or len(sys.argv) != 4:
        sys.exit(__doc__)
    target, folder = sys.argv[2], sys.argv[3]
    if command == "unpack":
        os.makedirs(folder, exist_ok=True)
        entries = read(target)
        for name, data in entries:
            with open(os.path.join(folder, name or hashlib.sha1(data).hexdigest()), "wb") as handle:
                handle.write(data)
        print(len(entries))
        return
    entries = []
    for file in sorted(os.listdir(folder)):
        with open(os.path.join(folder, file), "rb") as handle:
            data = handle.read()
        if not SHA1.match(file) and not NAME.match(file):
            sys.exit(f"{file}: a name is letters, digits, '.', '_' and '-'")
        entries.append((None if SHA1.match(file) else file, data))
    write(target, entries)
    print(len(entries))


if __name__ == "__main__":
    main()
