#!/usr/bin/env bash
# What a page downloads for <page-control>: Scripts/web-size.sh DIR (a folder Scripts/build-web.sh wrote) prints
# the raw, gzip -9 and brotli (quality 11) sizes of page-control.wasm and page-control.js and their total, the
# largest language file a page in another language than English fetches too (locales/), then the
# largest functions of the module, from the copy with names that build-web.sh keeps (.build/web/
# page-control.named.wasm, optimised as the served one is). SIZE_FUNCTIONS=N prints N of them (default 20).
# Needs gzip and Debian's brotli; it names what is missing and installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: Scripts/web-size.sh DIR" >&2; exit 2; }
dir="$1"
export PATH="/opt/swift/usr/bin:$PATH"
command -v brotli >/dev/null || { echo "web-size: brotli not found (sudo apt-get install brotli)" >&2; exit 1; }
for file in page-control.wasm page-control.js; do
  [ -s "$dir/$file" ] || { echo "web-size: no $dir/$file (run Scripts/build-web.sh $dir)" >&2; exit 1; }
done
row() { printf '%-20s %9s %12s %10s\n' "$@"; }
sizes() { echo "$(stat -c %s "$1") $(gzip -9 -c "$1" | wc -c) $(brotli -q 11 -c "$1" | wc -c)"; }
read -r wasm_raw wasm_gz wasm_br <<<"$(sizes "$dir/page-control.wasm")"
read -r js_raw js_gz js_br <<<"$(sizes "$dir/page-control.js")"
row "" "raw" "gzip -9" "brotli"
row "page-control.wasm" "$wasm_raw" "$wasm_gz" "$wasm_br"
row "page-control.js" "$js_raw" "$js_gz" "$js_br"
row "total" "$((wasm_raw + js_raw))" "$((wasm_gz + js_gz))" "$((wasm_br + js_br))"
echo "web-size: a page downloads $((wasm_gz + js_gz)) bytes gzip -9, $((wasm_br + js_br)) brotli"
# A page in another language than English also downloads that language's file (the module keeps English's alone).
if [ -d "$dir/locales" ]; then
  largest=""
  for file in "$dir"/locales/*.txt; do
    read -r raw gz br <<<"$(sizes "$file")"
    if [ -z "$largest" ] || [ "$gz" -gt "${largest[2]}" ]; then largest=("$(basename "$file")" "$raw" "$gz" "$br"); fi
  done
  row "locales/${largest[0]}" "${largest[1]}" "${largest[2]}" "${largest[3]}"
  echo "web-size: in another language, one file more: at most ${largest[2]} bytes gzip -9 (locales/${largest[0]})," \
    "$(ls "$dir"/locales/*.txt | wc -l) languages"
fi
named=.build/web/page-control.named.wasm
if [ -s "$named" ]; then
  echo "web-size: the largest functions ($named):"
  python3 Scripts/web/wasm_functions.py "$named" "${SIZE_FUNCTIONS:-20}"
fi
