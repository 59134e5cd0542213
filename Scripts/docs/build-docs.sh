#!/usr/bin/env bash
# Builds the DocC catalog of every public module with the toolchain alone, warnings as errors, and merges them into
# one site whose landing page lists the modules.
#
#   Scripts/docs/build-docs.sh [Module …]       build (default: every module with a .docc catalog)
#   Scripts/docs/build-docs.sh --serve [PORT]   build every module, then serve the site on PORT (default 8000)
#
# Output: .build/docs/<Module>.doccarchive for each module, and .build/docs/site, their merge (`docc merge`). DocC's
# pages are a JavaScript app that loads each page's data with fetch(), which browsers refuse to a page opened from
# the file system (it shows a blank page), so read the site over HTTP:
#   python3 -m http.server -d .build/docs/site 8000      then open http://localhost:8000/documentation/
# The site's own index.html, the page a file browser opens, says so and names the modules.
set -euo pipefail
cd "$(dirname "$0")/../.."
serve=""
if [ "${1:-}" = "--serve" ]; then
  serve="${2:-8000}"
  [[ "$serve" =~ ^[0-9]+$ ]] || { echo "usage: Scripts/docs/build-docs.sh [Module …] | --serve [PORT]" >&2; exit 2; }
  set --
fi
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for catalog in Sources/*/*.docc; do modules+=("$(basename "$(dirname "$catalog")")"); done
fi
triple="$(uname -m)-unknown-linux-gnu"
docs=.build/docs
site="$docs/site"
mkdir -p "$docs"
for module in "${modules[@]}"; do
  [ -d "Sources/$module/$module.docc" ] || { echo "docs: Sources/$module/$module.docc does not exist" >&2; exit 2; }
  swift build --target "$module" >/dev/null
  rm -rf ".build/symbol-graphs/$module" "$docs/$module.doccarchive" "$docs/$module"
  mkdir -p ".build/symbol-graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I .build/debug/Modules -I Sources/CZlib \
    -minimum-access-level public -output-dir ".build/symbol-graphs/$module"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir ".build/symbol-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --warnings-as-errors --output-dir "$docs/$module.doccarchive" >"$docs/$module.log" 2>&1 \
    || { cat "$docs/$module.log"; echo "docs: $module failed" >&2; exit 1; }
  echo "docs: $module built without warnings"
done

# One site: the archives merged under one root, with a landing page that lists them.
archives=()
for module in "${modules[@]}"; do archives+=("$docs/$module.doccarchive"); done
rm -rf "$site"
docc merge "${archives[@]}" --synthesized-landing-page-name PageControlKit --output-path "$site" >"$docs/merge.log" 2>&1 \
  || { cat "$docs/merge.log"; echo "docs: merging the archives failed" >&2; exit 1; }
# Every module has its pages and its data, and the landing page links it.
for module in "${modules[@]}"; do
  lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
  for file in "documentation/$lower/index.html" "data/documentation/$lower.json"; do
    [ -s "$site/$file" ] || { echo "docs: the merged site has no $file" >&2; exit 1; }
  done
  python3 -c 'import json, sys; page = json.load(open(sys.argv[1]))
sys.exit(sys.argv[2] not in [i for s in page["topicSections"] for i in s["identifiers"]])' \
    "$site/data/documentation.json" "doc://$module/documentation/$module" \
    || { echo "docs: the landing page does not list $module" >&2; exit 1; }
done
# The page a file browser opens: DocC's app cannot run from the file system, so this one says how to read the site.
links=""
for module in "${modules[@]}"; do
  lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
  links+="  <li><a href=\"documentation/$lower/\">$module</a></li>"$'\n'
done
cat >"$site/index.html" <<EOF
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>PageControlKit documentation</title>
<script>if (location.protocol !== 'file:') location.replace('documentation/');</script>
</head>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>PageControlKit documentation</h1>
<p>These pages are DocC's web app, which a browser does not run from the file system. Serve this folder over HTTP
and open the address it prints:</p>
<pre>python3 -m http.server -d $PWD/$site 8000
# then http://localhost:8000/documentation/</pre>
<p>or run <code>Scripts/docs/build-docs.sh --serve</code> in the repository. The modules:</p>
<ul>
$links</ul>
</body>
</html>
EOF
echo "docs: ${#modules[@]} module(s) in one site: $site"
echo "docs: read it over HTTP: python3 -m http.server -d $site 8000, then open http://localhost:8000/documentation/"
if [ -n "$serve" ]; then
  echo "docs: serving $site at http://localhost:$serve/documentation/ (Ctrl-C stops)"
  exec python3 -m http.server -d "$site" "$serve"
fi
