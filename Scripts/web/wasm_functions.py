"""The largest functions of a WebAssembly module that kept its names (Scripts/build-web.sh writes one beside the
served module, .build/web/page-control.named.wasm): `python3 Scripts/web/wasm_functions.py MODULE [COUNT]` prints
the code and data sections' sizes and the COUNT (default 20) largest function bodies, their Swift names demangled.
"""
import subprocess
import sys


def leb(data, index):
    result = shift = 0
    while True:
        byte = data[index]
        index += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return result, index


def read(path):
    data = open(path, "rb").read()
    index, sizes, names, imports, code, data_size = 8, [], {}, 0, 0, 0
    while index < len(data):
        section = data[index]
        size, index = leb(data, index + 1)
        end = index + size
        if section == 2:  # imports: function indices count them first
            count, at = leb(data, index)
            for _ in range(count):
                for _ in range(2):
                    length, at = leb(data, at)
                    at += length
                kind = data[at]
                at += 1
                if kind == 0:
                    imports += 1
                    _, at = leb(data, at)
                else:
                    break
        elif section == 10:
            code = size
            count, at = leb(data, index)
            for _ in range(count):
                body, at = leb(data, at)
                sizes.append(body)
                at += body
        elif section == 11:
            data_size = size
        elif section == 0:
            length, at = leb(data, index)
            if data[at:at + length] == b"name":
                at += length
                while at < end:
                    kind = data[at]
                    sub, at = leb(data, at + 1)
                    if kind == 1:
                        count, cursor = leb(data, at)
                        for _ in range(count):
                            function, cursor = leb(data, cursor)
                            length, cursor = leb(data, cursor)
                            names[function] = data[cursor:cursor + length].decode("utf-8", "replace")
                            cursor += length
                    at += sub
        index = end
    functions = [(size, names.get(imports + number, f"function {imports + number}")) for number, size in
                 enumerate(sizes)]
    return code, data_size, functions


def main():
    path = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    code, data_size, functions = read(path)
    largest = sorted(functions, reverse=True)[:count]
    try:
        demangled = subprocess.run(["swift-demangle", "--simplified", "--compact"], input="\n".join(
            name for _, name in largest), capture_output=True, text=True, check=True).stdout.split("\n")
    except (OSError, subprocess.CalledProcessError):
        demangled = [name for _, name in largest]
    print(f"code section {code} bytes ({len(functions)} functions), data section {data_size} bytes")
    for (size, _), name in zip(largest, demangled):
        print(f"{size:>8}  {name[:140]}")


if __name__ == "__main__":
    main()
