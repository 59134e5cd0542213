#!/usr/bin/env bash
# Builds the <page-control> element: Scripts/build-web.sh DIR writes the package an npm-shaped folder holds:
# DIR/page-control.wasm (PageControlCore, the display list and PageControlWeb's exports, compiled with Embedded Swift
# for wasm32-unknown-none-wasm from the same sources as every other build), DIR/page-control.js (the entry a page
# loads), page-control.d.ts, package.json and custom-elements.json; and beside it DIR/index.html (the demo),
# DIR/brand-theme.css (the demo's theme, `pagecontrol css`) and DIR/bench.html (the paired per-update benchmark).
# Serve DIR with `python3 -m http.server -d DIR`. Scripts/web-size.sh prints what a page downloads.
#
# Needs the Swift 6.3 toolchain (swiftc, clang and wasm-ld; its Embedded Swift for wasm32) and four Debian
# packages, which it names when they are missing and never installs: wasi-libc, libclang-rt-dev-wasm32 (or a
# versioned libclang-rt-NN-dev-wasm32), binaryen (wasm-opt) and, for `gzip`, gzip.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: Scripts/build-web.sh DIR" >&2; exit 2; }
out="$1"
export PATH="/opt/swift/usr/bin:$PATH"

missing=()
command -v swiftc >/dev/null || { echo "build-web: swiftc not found (install the Swift 6.3 toolchain)" >&2; exit 1; }
command -v wasm-ld >/dev/null || missing+=("lld (wasm-ld)")
wasi=/usr/lib/wasm32-wasi
[ -f "$wasi/libc.a" ] && [ -f "$wasi/crt1-reactor.o" ] || missing+=(wasi-libc)
builtins=$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$builtins" ] || missing+=(libclang-rt-dev-wasm32)
command -v wasm-opt >/dev/null || missing+=(binaryen)
command -v gzip >/dev/null || missing+=(gzip)
if [ ${#missing[@]} -gt 0 ]; then
  echo "build-web: missing Debian packages: ${missing[*]}" >&2
  echo "  sudo apt-get install ${missing[*]// (wasm-ld)/}" >&2
  exit 1
fi
toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
[ -f "$tables" ] || { echo "build-web: this toolchain has no Embedded Swift for wasm32 ($tables)" >&2; exit 1; }

build=.build/web
mkdir -p "$build" "$out"
# Embedded Swift, whole-module, optimised for size, compiled to LLVM bitcode so that wasm-ld optimises the three
# modules together (link-time optimisation: about 5 % smaller after gzip than separate objects). No stack
# protector (the browser has no __stack_chk_guard); the package name lets `package` declarations cross modules.
# LLVM's inliner counts no saving for a call it removes (-inline-call-penalty=0, here and in wasm-ld's link-time
# pass): the runtime's swift_retain, a dozen instructions, stays one function instead of a copy at each of its
# hundreds of calls, and the module is 1.3 % smaller gzipped.
swiftc_wasm=(swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -parse-as-library
  -Osize -lto=llvm-full -Xfrontend -disable-stack-protector -Xllvm -inline-call-penalty=0
  -package-name pagecontrolkit -I "$build")
echo "build-web: compiling PageControlCore, PageControlRendering (display list), PageControlWeb" >&2
"${swiftc_wasm[@]}" -module-name PageControlCore -emit-module -emit-module-path "$build/PageControlCore.swiftmodule" \
  -c -o "$build/core.o" $(find Sources/PageControlCore -name '*.swift' | sort)
"${swiftc_wasm[@]}" -module-name PageControlRendering -emit-module \
  -emit-module-path "$build/PageControlRendering.swiftmodule" -c -o "$build/render.o" \
  Sources/PageControlRendering/DisplayList/*.swift
"${swiftc_wasm[@]}" -module-name PageControlWeb -c -o "$build/web.o" Sources/PageControlWeb/*.swift
for shim in runtime malloc; do
  clang --target=wasm32-unknown-wasi -isystem /usr/include/wasm32-wasi -Oz -c "Sources/PageControlWeb/shim/$shim.c" \
    -o "$build/$shim.o"
done

# Every @_cdecl export, and _initialize from wasi-libc's reactor start file (runs the constructors once).
exports=$(grep -o '@_cdecl("[a-z_]*")' Sources/PageControlWeb/WebExports.swift | sed 's/@_cdecl("\(.*\)")/--export=\1/')
# shellcheck disable=SC2086
wasm-ld --no-entry --export=_initialize --export-memory $exports -O2 --lto-O2 -mllvm -inline-call-penalty=0 -o "$build/page-control.wasm" \
  "$wasi/crt1-reactor.o" "$build/core.o" "$build/render.o" "$build/web.o" "$build/runtime.o" "$build/malloc.o" "$tables" \
  -L"$wasi" -lc "$builtins"
wasm-dis "$build/page-control.wasm" > "$build/page-control.wat"
if grep -q '(import ' "$build/page-control.wat"; then
  echo "build-web: the module imports something; it must be self-contained" >&2
  exit 1
fi
# Where the data begins: wasm-opt's --low-memory-unused below holds only while it is at 1,024 or above.
low=$(grep -o -m1 '(data [^ ]* (i32.const [0-9]*' "$build/page-control.wat" | grep -o '[0-9]*$' || true)
[ "${low:-0}" -ge 1024 ] || { echo "build-web: the module's data begins at ${low:-?}, under 1,024" >&2; exit 1; }
# Debian's binaryen (108) needs the target_features section, so -Oz runs before the strip. The first 1,024 bytes of
# memory hold nothing (wasm-ld puts the data at 1,024 and the stack above it), so wasm-opt may fold constant offsets
# into loads and stores there (--low-memory-unused: 0.6 % smaller). Then the code is flattened and its control flow
# rebuilt by binaryen's relooper, and -Oz runs twice more over it (0.6 % smaller gzipped than -Oz alone; Guides/Web.md).
opt=(wasm-opt --low-memory-unused -Oz --flatten --rereloop -Oz -Oz)
"${opt[@]}" "$build/page-control.wasm" -o "$build/page-control.oz.wasm"
# The same optimisation keeping the names, for Scripts/web-size.sh's largest functions.
"${opt[@]}" -g "$build/page-control.wasm" -o "$build/page-control.named.wasm"
# The module a page downloads: no debug names, no producers or target features (custom sections a browser does not
# read: the features are the ones every engine the element supports has), and its exports named a, b, … A, B (0.8 %
# smaller gzipped, with the glue's calls); wasm-opt prints the names it gave (`pc_frame => A`) to the mapping the
# glue is minified with.
wasm-opt --strip-debug --strip-producers --strip-target-features --minify-imports-and-exports \
  "$build/page-control.oz.wasm" -o "$out/page-control.wasm" > "$build/exports.map"
named=$(wc -l < "$build/exports.map")
expected=$(($(echo "$exports" | wc -w) + 2))  # the @_cdecl exports, _initialize and memory
[ "$named" -eq "$expected" ] || { echo "build-web: wasm-opt renamed $named exports, not $expected" >&2; exit 1; }
# The glue as a page downloads it: minified, its own names and the module's exports shortened
# (Scripts/web/minify_js.py).
python3 Scripts/web/minify_js.py --exports "$build/exports.map" Web/page-control.js "$out/page-control.js"
cp Web/page-control.d.ts Web/package.json Web/custom-elements.json Web/index.html Web/bench.html Web/brand-theme.css \
  "$out/"
# The languages' phrases but English's, which the module keeps alone: the page fetches the one it speaks.
rm -rf "$out/locales"
cp -r Web/locales "$out/locales"

raw=$(stat -c %s "$build/page-control.wasm")
oz=$(stat -c %s "$build/page-control.oz.wasm")
final=$(stat -c %s "$out/page-control.wasm")
gz=$(gzip -9 -c "$out/page-control.wasm" | wc -c)
echo "build-web: page-control.wasm: linked $raw bytes, wasm-opt $oz, stripped $final, gzip -9 $gz" >&2
page=$((gz + $(gzip -9 -c "$out/page-control.js" | wc -c)))
echo "build-web: a page downloads $page bytes gzip -9 (the module and page-control.js)" >&2
# Issue #49's target for what a page downloads, the module and the glue together: at most 48,000 bytes gzip -9.
if [ "$page" -gt 48000 ]; then
  echo "build-web: a page downloads $page bytes gzipped, over 48,000 (Guides/Web.md, What a page downloads)" >&2
  exit 1
fi
# A guard against growth, above the figures in Guides/Web.md: 96 KiB, 40 KiB gzipped (lowered from 101 KiB when
# the module left out the content, states, shapes and page titles the element cannot set, then from 90 KiB when it
# left out Dictionary's insertion and hashing, then from 84 KiB when the core's texts went through UTF-8 bytes, then
# from 74 KiB when the catalog became one text a language and the copied helpers one copy each, then from 66 KiB
# when the module kept English's phrases alone, swift_retain one copy, the accessible value no page states, no
# literal hashing and no scrub preview, then from 58 KiB when the settings the element cannot set kept their
# defaults, then from 52 KiB and 128 KiB when the values the module copies held nothing the element never sets,
# then from 48 KiB and 112 KiB when the module left out what the element never asks for: a list of what changed,
# equality nobody asks for, the appearance proxy).
if [ "$final" -gt 98304 ] || [ "$gz" -gt 40960 ]; then
  echo "build-web: over budget (96 KiB, 40 KiB gzipped)" >&2
  exit 1
fi
echo "build-web: wrote $out: the package (page-control.js, page-control.wasm, page-control.d.ts, package.json," \
  "custom-elements.json, locales/), the demo (index.html, brand-theme.css) and bench.html" >&2
