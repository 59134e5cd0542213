#!/usr/bin/env bash
# CI: the <page-control> element in real browsers. Builds the WebAssembly module and the package with
# Scripts/build-web.sh into a temporary folder, prints what a page downloads (Scripts/web-size.sh), serves the folder
# with `python3 -m http.server` on a free port, and runs Tests/Web/test_*.py (helpers in Tests/Web/browser.py) in
# headless Chromium (Selenium): pointer, touch drag, keys left to right and right to left, change events, ARIA in
# both semantics, autoplay yielding to people, Reduce Motion, 24-pixel targets in every presentation, a design-token
# theme, the drawn geometry against the Linux display list, axe-core on the demo page, the demo page's notice when it
# is opened as a file (PAGE_CONTROL_DIR is the folder), the kept DOM and texts, the server's first frame adopted in
# place, attributes set before the module, bad values, the scroll-snap binding, and the package's types and manifest.
# Then the essentials once more in WebKitGTK (Tests/Web/webkit_essentials.py, under Xvfb), and the paired benchmark's
# figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
# shellcheck source=Scripts/ci/lib/apt-install.sh
source Scripts/ci/lib/apt-install.sh
fail() { echo "FAIL: $*"; exit 1; }

packages=(chromium chromium-driver wasi-libc binaryen brotli gir1.2-webkit-6.0 python3-gi xvfb xauth)
# compiler-rt's wasm32 builtins: any installed version will do, else Debian's default.
ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1 \
  || packages+=(libclang-rt-dev-wasm32)
apt_install web.sh "${packages[@]}"
pip_install() { python3 -m pip install -q "$@" 2>/dev/null || python3 -m pip install -q --break-system-packages "$@"; }
if ! python3 -c 'import selenium, axe_selenium_python' 2>/dev/null; then
  echo "web.sh: installing selenium axe-selenium-python (pip)" >&2
  pip_install selenium axe-selenium-python
fi
# axe-selenium-python bundles axe-core 3.1; axe-playwright-python bundles axe-core 4 (WCAG 2.2's target size).
# Only its script is used (by Selenium), so it is installed without Playwright.
if ! python3 -c 'import axe_playwright_python' 2>/dev/null; then
  echo "web.sh: installing axe-playwright-python --no-deps (pip), for its axe-core 4 script" >&2
  pip_install --no-deps axe-playwright-python
fi

out=$(mktemp -d)
# The C shim, compiled for the host: its fixed hash seed and its heap.
clang -O1 -DPC_HEAP_HOST -o "$out/shim-test" Tests/Web/shim_test.c Sources/PageControlWeb/shim/runtime.c \
  Sources/PageControlWeb/shim/malloc.c -lm
"$out/shim-test" || fail "the C shim"
rm "$out/shim-test"
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$out"; }
trap cleanup EXIT
Scripts/build-web.sh "$out"
for file in page-control.js page-control.wasm page-control.d.ts package.json custom-elements.json index.html \
  bench.html brand-theme.css; do
  [ -s "$out/$file" ] || fail "build-web.sh wrote no $file"
done
Scripts/web-size.sh "$out"
# The module needs nothing from its host: the toolchain's wasmkit instantiates it with no imports and calls an export.
# Its exports have short names (build-web.sh's .build/web/exports.map): pc_create is called by its own.
create=$(awk '$1 == "pc_create" { print $3 }' .build/web/exports.map)
wasmkit run "$out/page-control.wasm" "$create" | grep -q 'i32(0)' || fail "wasmkit cannot run page-control.wasm"
swift build --product pagecontrol >/dev/null
cli="$PWD/.build/debug/pagecontrol"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server -d "$out" -b 127.0.0.1 "$port" >/dev/null 2>&1 &
server=$!
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" 2>/dev/null && break
  sleep 0.1
done

PAGE_CONTROL_URL="http://127.0.0.1:$port" PAGE_CONTROL_DIR="$out" PAGECONTROL_CLI="$cli" \
  python3 -m unittest discover -s Tests/Web -p "test_*.py" \
  || fail "browser tests"
# WebKitGTK through Debian's GObject bindings (the system Python, which has python3-gi). The container has no user
# namespaces for WebKit's bubblewrap sandbox, so the web process runs unsandboxed; it loads only this folder.
PAGE_CONTROL_URL="http://127.0.0.1:$port" PAGE_CONTROL_DIR="$out" PAGECONTROL_CLI="$cli" \
  WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1 xvfb-run -a /usr/bin/python3 Tests/Web/webkit_essentials.py \
  2> >(grep -v -e 'Unable to acquire session bus' -e '^$' >&2) || fail "WebKitGTK"
# One run of the benchmark page here (about 30 s): CI checks that it runs and prints its figures. The figures
# Guides/Web.md records come from five runs (PAGE_CONTROL_BENCH_RUNS=5), on a machine doing nothing else.
PAGE_CONTROL_URL="http://127.0.0.1:$port" PAGE_CONTROL_BENCH_RUNS="${PAGE_CONTROL_BENCH_RUNS:-1}" \
  python3 Tests/Web/bench.py || fail "benchmark page"
echo "web.sh: passed"
