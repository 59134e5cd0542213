#!/usr/bin/env bash
# CI: a downstream Linux app can depend on this package with the GTK trait. Writes a tiny package in a
# temporary folder whose manifest says `.package(path: <this checkout>, traits: ["GTK"])`, builds it, and runs
# its window under Xvfb: the window shows a PageControlWidget, End goes to the last page, and the app prints
# the page it was told of. Installs libgtk-4-dev, libadwaita-1-dev and xvfb with apt when missing.
set -euo pipefail
# As an adopter builds: without the warnings-as-errors setting .ci/run gives this package (Package.swift).
unset PAGECONTROL_WARNINGS_AS_ERRORS
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
root="$PWD"
source Scripts/ci/lib/apt-install.sh
apt_install ci-gtk-consumer libgtk-4-dev libadwaita-1-dev xvfb

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Slideshow/Sources/Slideshow"
cat >"$work/Slideshow/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Slideshow",
    dependencies: [.package(path: "$root", traits: ["GTK"])],
    targets: [
        .executableTarget(
            name: "Slideshow",
            dependencies: [
                .product(name: "PageControlGTK", package: "$(basename "$root")"),
                .product(name: "PageControlCore", package: "$(basename "$root")"),
            ]),
    ]
)
MANIFEST
cat >"$work/Slideshow/Sources/Slideshow/main.swift" <<'SWIFT'
import CGtk
import PageControlCore
import PageControlGTK

gtk_init()
let dots = PageControlWidget()
dots.control.numberOfPages = 5
dots.update()
var told: [Int] = []
dots.control.addAction(for: .valueChanged) { told.append($0.currentPage) }
let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
gtk_window_set_child(window, dots.widget)
gtk_window_present(window)
let deadline = g_get_monotonic_time() + 10_000_000
while gtk_widget_get_mapped(dots.widget) == 0 || gtk_widget_get_width(dots.widget) == 0 {
    guard g_get_monotonic_time() < deadline else { print("slideshow: the window never showed"); exit(1) }
    g_main_context_iteration(nil, 0)
}
dots.handleKey(keyval: guint(GDK_KEY_End))
while dots.isTicking, g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 0) }
print("slideshow: \(dots.control.accessibilityElement.value ?? "no value"), told \(told)")
exit(told == [4] ? 0 : 1)
SWIFT
log="$work/build.log"
if ! (cd "$work/Slideshow" && swift build -Xswiftc -warnings-as-errors >"$log" 2>&1); then
  grep -vE "warning: (ignoring|you may be able)" "$log" | tail -30
  echo "ci-gtk-consumer: the downstream package did not build"
  exit 1
fi
out="$(cd "$work/Slideshow" && xvfb-run -a -s "-screen 0 640x480x24" .build/debug/Slideshow 2>&1)" || {
  echo "$out"
  echo "ci-gtk-consumer: the downstream window failed"
  exit 1
}
echo "$out"
grep -qF "slideshow: Page 5 of 5, told [4]" <<<"$out" || { echo "ci-gtk-consumer: unexpected output"; exit 1; }
echo "ci-gtk-consumer: a package depending on this one with traits: [\"GTK\"] builds and runs its window: ok"
