#!/usr/bin/env bash
# Type-checks the Apple-only code (the Core Graphics renderer, PageControlUIKit, PageControlSwiftUI and the two
# examples) on Linux, against hand-written stubs of the iOS SDK in Scripts/apple-stubs/. Guides/iOS.md ("How
# the adapters are checked on Linux") says what this catches and what it cannot.
#
#   Scripts/typecheck-apple.sh [--scratch-path DIR] [--keep]
#
#   --scratch-path DIR  SwiftPM build directory for the real PageControlCore, PageControlRendering and
#                       PageControlDesignSystem (default: $TMPDIR/pagecontrol-apple-typecheck/build).
#   --keep              Keep the temporary directory (stub modules, sources as compiled, logs) and print it.
#
# How it works. The toolchain's Linux standard library is offered to the compiler as that of an Android target
# (same OS, so it loads), because Android is the one platform whose `@available` versions a Linux compiler
# checks. "iOS N" becomes "Android N": availability macros for `@available(iOS 17.0, *)` and
# `#available(iOS 17.0, *)`, and a line-preserving rewrite of `os(iOS)` and of the long form `@available(iOS,
# introduced: …, deprecated: …)`. A deployment target of android16 then behaves as iOS 16 does: an iOS 17 API
# outside `if #available(iOS 17.0, *)` is an error, and an API deprecated in iOS 17 warns only when deploying
# to iOS 17. Objective-C interop is switched on in the frontend and the stubs declare NSObject in a module
# named ObjectiveC, so `@objc`, `#selector`, `@MainActor` subclasses of NSObject, key-value observing and
# `String as CFString` are checked as on Apple platforms.
#
# The stubs copy the Xcode 16 / iOS 18 SDK headers (the package needs Xcode 16: tools version 6), plus the
# iOS 26 declarations the Liquid Glass platter uses, marked @available(iOS 26.0, *). Passes, each in Swift 6
# mode with complete concurrency checking and -warnings-as-errors: deploying to iOS 16, to iOS 17 and to iOS 26
# (where the glass branches are the ones taken; only deprecations the stubs declare can warn), and SwiftUI as
# the iOS 18 SDK declares it (the whole View protocol @MainActor) deploying to iOS 16; the first three use
# SwiftUI's pre-iOS 18 isolation (only `body` @MainActor), the stricter reading for code that must also build
# with older SDKs. Exits non-zero on any error or warning in our code.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${TMPDIR:-/tmp}/pagecontrol-apple-typecheck/build"
keep=0
while [ $# -gt 0 ]; do
    case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done

start=$(date +%s)
work="$(mktemp -d "${TMPDIR:-/tmp}/pagecontrol-apple-typecheck.XXXXXX")"
if [ "$keep" = 1 ]; then echo "temporary files: $work"; else trap 'rm -rf "$work"' EXIT; fi
failures=0
step() { printf '\n--- %s\n' "$*"; }

swiftc="$(command -v swiftc)"
stdlib="$(dirname "$(dirname "$swiftc")")/lib/swift/linux"
arch="$(uname -m)"
triple="$arch-unknown-linux-android"
# SwiftPM's package identity (the root directory's name, lowercased): PageControlCore's `package` declarations
# are visible only to modules compiled with the same package name.
package="$(basename "$root" | tr '[:upper:]' '[:lower:]')"

# 1. The real platform-independent modules, built as usual (PageControlUIKit is empty on Linux; building it
# builds the three modules it depends on).
step "swift build (PageControlCore, PageControlRendering, PageControlDesignSystem) in $scratch"
if ! (cd "$root" && swift build --scratch-path "$scratch" --target PageControlUIKit >"$work/swift-build.log" 2>&1); then
    tail -n 40 "$work/swift-build.log"
    echo "typecheck-apple: swift build failed"
    exit 1
fi
tail -n 1 "$work/swift-build.log"
mkdir -p "$work/deps"
for module in PageControlCore PageControlDesignSystem; do
    cp "$scratch/debug/Modules/$module.swiftmodule" "$work/deps/"
done

# 2. The Linux standard library, offered under the Android triple.
mkdir -p "$work/sdk"
for module in Swift _Concurrency _StringProcessing _RegexParser SwiftOnoneSupport; do
    mkdir -p "$work/sdk/$module.swiftmodule"
    ln -s "$stdlib/$module.swiftmodule/$arch-unknown-linux-gnu.swiftmodule" \
        "$work/sdk/$module.swiftmodule/$triple.swiftmodule"
done

# "iOS 17.0" means "Android 17.0". A version used in the sources but not listed here is a compile error
# ("reference to undefined version … for availability macro 'iOS'"): add it.
availability=()
for version in 8.0 9.0 10.0 11.0 12.0 13.0 14.0 15.0 15.4 16.0 16.1 16.4 17.0 17.1 17.2 17.4 18.0 18.1 18.2 18.4 26.0
do
    availability+=(-Xfrontend -define-availability -Xfrontend "iOS $version:Android $version")
done
objc=(-Xfrontend -enable-objc-interop)
# Lowering @objc entry points to SIL needs the Objective-C runtime's bridging functions, which a Linux standard
# library lacks (the compiler crashes). So modules are emitted from their declarations alone and our code is
# type-checked (-typecheck): SIL diagnostics such as definite initialization and missing returns do not run.
nosil=(-Xfrontend -experimental-skip-all-function-bodies)
ios_to_android=(-E -e 's/os\(iOS\)/os(Android)/g' -e 's/(^|[([:space:]])iOS,/\1Android,/g')

# 3. The stub modules, SwiftUI once for each SDK's isolation.
step "stub modules (Scripts/apple-stubs)"
mkdir -p "$work/stubsrc"
for file in "$root"/Scripts/apple-stubs/*.swift; do
    sed "${ios_to_android[@]}" "$file" >"$work/stubsrc/$(basename "$file")"
done
build_stub() {
    local out="$1" module="$2"
    shift 2
    mkdir -p "$out"
    if ! "$swiftc" -emit-module -parse-as-library -enable-library-evolution -swift-version 5 -wmo "${nosil[@]}" \
        -target "${triple}16.0" -module-name "$module" -emit-module-path "$out/$module.swiftmodule" \
        -I "$work/sdk" -I "$work/stubs/common" -I "$root/Scripts/apple-stubs/include" "${objc[@]}" \
        -Xfrontend -disable-objc-attr-requires-foundation-module "${availability[@]}" "$@" \
        "$work/stubsrc/$module.swift" >"$work/stub-$module.log" 2>&1; then
        echo "  FAIL  stub $module"
        sed 's/^/        /' "$work/stub-$module.log"
        exit 1
    fi
}
for module in ObjectiveC CoreFoundation Foundation CoreGraphics CoreText QuartzCore UIKit Combine Accessibility
do
    build_stub "$work/stubs/common" "$module"
done
build_stub "$work/stubs/swiftui17" SwiftUI
build_stub "$work/stubs/swiftui18" SwiftUI -D SWIFTUI_VIEW_MAINACTOR
echo "  ok    $(find "$work/stubsrc" -name '*.swift' | wc -l) stub modules"

# 4. Our sources, copied with the line-preserving rewrite; diagnostics are reported with repository paths.
sources() { (cd "$root" && find "$@" -name '*.swift' | sort); }
mapfile -t rendering < <(sources Sources/PageControlRendering)
mapfile -t uikit < <(sources Sources/PageControlUIKit)
mapfile -t swiftui < <(sources Sources/PageControlSwiftUI)
mapfile -t uikit_example < <(sources Examples/UIKit)
mapfile -t swiftui_example < <(sources Examples/SwiftUI)
for file in "${rendering[@]}" "${uikit[@]}" "${swiftui[@]}" "${uikit_example[@]}" "${swiftui_example[@]}"; do
    mkdir -p "$work/src/$(dirname "$file")"
    sed "${ios_to_android[@]}" "$root/$file" >"$work/src/$file"
done
cd "$work/src"

diagnostic='^[^ ]+:[0-9]+:[0-9]+: (error|warning):'
# Compiles our code and counts a failure on any error or warning. With $report_only set (a path prefix), only
# errors and warnings in files under it count: the other files of that module are compiled by `swift build`,
# and some of their constructs (C pointer arguments) do not type-check with Objective-C interop switched on
# over a Linux standard library.
report_only=""
compile() {
    local label="$1"
    shift
    local log
    log="$work/logs/$pass-$(echo "$label" | tr -c 'A-Za-z0-9' '_').log"
    mkdir -p "$work/logs"
    local status=0
    "$swiftc" "$@" >"$log.raw" 2>&1 || status=$?
    sed -e "s#$work/src/##g" -e "s#$root/##g" "$log.raw" >"$log"
    if [ -n "$report_only" ] && ! grep -q 'Stack dump' "$log"; then
        local all kept
        all=$(grep -cE "$diagnostic" "$log" || true)
        # Keep each error or warning, with its notes and excerpt, whose file is under $report_only.
        awk -v prefix="$report_only" -v pattern="$diagnostic" \
            '$0 ~ pattern { keep = index($0, prefix) == 1 } keep { print }' "$log" >"$log.kept"
        mv "$log.kept" "$log"
        kept=$(grep -cE "$diagnostic" "$log" || true)
        status=$((kept > 0))
        [ "$all" -gt "$kept" ] && label="$label ($((all - kept)) diagnostic(s) outside $report_only ignored)"
    fi
    if [ "$status" = 0 ] && ! grep -qE "$diagnostic" "$log"; then
        printf '  ok    %s\n' "$label"
    else
        printf '  FAIL  %s\n' "$label"
        sed 's/^/        /' "$log"
        failures=$((failures + 1))
    fi
}

# Type-checks a module's sources in one frontend (-wmo, so that every file's diagnostics are reported, not
# only those of the first file that fails), then emits the module for the code that imports it.
module() {
    local label="$1" name="$2" out="$3"
    shift 3
    local flags=()
    while [ "$1" != -- ]; do flags+=("$1"); shift; done
    shift
    compile "$label" "${flags[@]}" -emit-sil -o /dev/null -wmo -module-name "$name" "$@"
    "$swiftc" "${flags[@]}" "${nosil[@]}" -wmo -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" "$@" >/dev/null 2>&1 || true
}

# Runs the rest of a command line only when a module it imports was emitted.
needs() {
    local path="$1" label="$2"
    shift 2
    if [ -e "$path" ]; then "$@"; else printf '  skip  %s (needs %s)\n' "$label" "$(basename "$path")"; fi
}

# 5. The passes.
run_pass() {
    local title="$1" deployment="$2" swiftui_stubs="$3" scope="$4"
    pass="$(echo "$swiftui_stubs-$deployment" | tr -c 'A-Za-z0-9' '_')"
    local out="$work/modules/$pass" rendering_out="$work/modules/rendering-$deployment"
    mkdir -p "$out" "$rendering_out"
    step "$title"
    local flags=(
        -target "${triple}$deployment" -swift-version 6 -strict-concurrency=complete -warnings-as-errors
        -parse-as-library -package-name "$package" "${objc[@]}" "${availability[@]}"
        -I "$out" -I "$rendering_out" -I "$work/stubs/$swiftui_stubs" -I "$work/stubs/common" -I "$work/deps"
        -I "$work/sdk" -I "$root/Scripts/apple-stubs/include" -I "$root/Sources/CZlib"
        -Xcc -isystem -Xcc "/usr/include/$arch-linux-gnu" -Xcc -isystem -Xcc /usr/include
    )
    if [ "$scope" = all ]; then
        report_only=Sources/PageControlRendering/CoreGraphics/
        module "PageControlRendering/CoreGraphics" PageControlRendering "$rendering_out" \
            "${flags[@]}" -- "${rendering[@]}"
        report_only=""
        needs "$rendering_out/PageControlRendering.swiftmodule" PageControlUIKit \
            module PageControlUIKit PageControlUIKit "$out" "${flags[@]}" -- "${uikit[@]}"
        needs "$out/PageControlUIKit.swiftmodule" Examples/UIKit \
            compile Examples/UIKit "${flags[@]}" -emit-sil -o /dev/null -module-name UIKitExample "${uikit_example[@]}"
    fi
    needs "$rendering_out/PageControlRendering.swiftmodule" PageControlSwiftUI \
        module PageControlSwiftUI PageControlSwiftUI "$out" "${flags[@]}" -- "${swiftui[@]}"
    needs "$out/PageControlSwiftUI.swiftmodule" Examples/SwiftUI \
        compile Examples/SwiftUI "${flags[@]}" -emit-sil -o /dev/null -module-name SwiftUIExample "${swiftui_example[@]}"
}
run_pass "iOS 18 SDK stubs, deployment target iOS 16" 16.0 swiftui17 all
run_pass "iOS 18 SDK stubs, deployment target iOS 17" 17.0 swiftui17 all
run_pass "iOS 18 SDK stubs with iOS 26's Liquid Glass, deployment target iOS 26" 26.0 swiftui18 all
run_pass "SwiftUI with the iOS 18 SDK's isolation (View is @MainActor), deployment target iOS 16" \
    16.0 swiftui18 swiftui

elapsed=$(($(date +%s) - start))
if [ "$failures" -gt 0 ]; then
    printf '\ntypecheck-apple: %d check(s) failed (%ds)\n' "$failures" "$elapsed"
    exit 1
fi
printf '\ntypecheck-apple: all checks passed (%ds)\n' "$elapsed"
