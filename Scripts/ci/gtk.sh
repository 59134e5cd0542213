#!/usr/bin/env bash
# The GTK 4 host in CI: installs libgtk-4-dev, libadwaita-1-dev, xvfb, xdotool, imagemagick and fonts-dejavu-core
# (and, for the AT-SPI check, at-spi2-core, dbus-daemon, python3-gi and gir1.2-atspi-2.0) with apt when any is
# missing, builds with the GTK trait (--traits GTK), runs the GTK tests under Xvfb (among them the cairo renderer's
# and the render nodes' pixels against the PNG renderer's, the overflow label's glyphs, and the demo window's widget
# for each --presentation and --content kind against the PNG renderer's: DemoWindowTests), then drives the real
# `pagecontrol-gtk` demo under Xvfb:
#   - a --screenshot whose dot pixels are checked at the positions and colours UIKit's classic metrics give
#     (dot k of n at x = (width − (16n − 9)) / 2 + 3.5 + 16k), for the default style, a design-system style
#     with a theme file, and right to left;
#   - an xdotool click on the fourth dot with --tap jump moves the carousel to page 4 (and the window's pixels
#     show it), arrow keys, Home, the scroll wheel and a drag move it, and the accessible value follows;
#   - the same with a GtkStack;
#   - through the real AT-SPI bus (dbus-run-session, at-spi-bus-launcher, python3-gi): the widget is a slider
#     named "Page control" whose value ("Page 2 of 5", then "Page 5 of 5" after End) a screen reader reads —
#     from the Value interface on GTK 4.10+, from the description on older GTK;
#   - a short --bench frame of both indicators.
#
# Usage: Scripts/ci/gtk.sh   (as root, or with the packages already installed)
#        PAGECONTROL_GTK_SCRATCH=DIR Scripts/ci/gtk.sh   (build in DIR instead of .build/gtk)
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "${1:-}" = "--under-xvfb" ]; then
  shift
  bin="$1"
  tmp="$(mktemp -d)"
  demo_pid=""
  cleanup() {
    [ -n "$demo_pid" ] && kill "$demo_pid" 2>/dev/null || true
    rm -rf "$tmp"
  }
  trap cleanup EXIT
  fail() {
    echo "FAIL: $*"
    [ -f "$tmp/demo.log" ] && sed 's/^/  log: /' "$tmp/demo.log"
    exit 1
  }

  # field NAME LINE: the value of NAME=… in a "ready" line.
  field() { grep -o "$1=[^ ]*" <<<"$2" | head -1 | cut -d= -f2; }
  # pixel IMAGE X Y: the RRGGBB colour at (X, Y).
  pixel() { convert "$1" -format "%[hex:p{$2,$3}]" info: | cut -c1-6; }
  # expect_pixel IMAGE X Y RRGGBB WHAT: the pixel is within 2/255 per channel of RRGGBB.
  expect_pixel() {
    local got want=$4
    got=$(pixel "$1" "$2" "$3")
    for i in 0 2 4; do
      local g=$((16#${got:i:2})) w=$((16#${want:i:2}))
      [ $((g > w ? g - w : w - g)) -le 2 ] || fail "$5: pixel ($2, $3) of $(basename "$1") is #$got, expected #$want"
    done
  }
  # check_dots IMAGE READY_LINE CURRENT_INDEX [OFFSET_X OFFSET_Y]: every dot's centre pixel is the current or
  # other colour and the gap after it is the background, at the classic-metric positions.
  check_dots() {
    local image=$1 ready=$2 current=$3 ox=${4:-0} oy=${5:-0}
    local geometry pages bg cur other wx wy ww wh
    geometry=$(field widget "$ready")
    IFS=, read -r wx wy ww wh <<<"$geometry"
    pages=$(field pages "$ready")
    bg=$(field background "$ready" | tr -d '#')
    cur=$(field current "$ready" | tr -d '#')
    other=$(field other "$ready" | tr -d '#')
    local row=$((16 * pages - 9))
    [ "$ww" -eq "$row" ] || fail "the widget is $ww px wide, expected $row for $pages pages (16n − 9)"
    [ "$wh" -eq 37 ] || fail "the widget is $wh px tall, expected 37"
    local y=$((oy + wy + 18)) k x
    for ((k = 0; k < pages; k++)); do
      x=$((ox + wx + 3 + 16 * k))
      if [ "$k" -eq "$current" ]; then
        expect_pixel "$image" "$x" "$y" "$cur" "current dot $((k + 1))"
      else
        expect_pixel "$image" "$x" "$y" "$other" "dot $((k + 1))"
      fi
      [ "$k" -lt $((pages - 1)) ] && expect_pixel "$image" $((x + 8)) "$y" "$bg" "gap after dot $((k + 1))"
    done
    expect_pixel "$image" $((ox + wx + 3)) $((oy + wy + 2)) "$bg" "above the dots"
    echo "  $(basename "$image"): $pages dots at x = $((ox + wx + 3)) + 16k, y = $y; current #$cur, others #$other, gaps #$bg: ok"
  }

  echo "--- screenshots"
  "$bin" --pages 5 --page 3 --log --screenshot "$tmp/default.png" >"$tmp/demo.log" 2>/dev/null || fail "--screenshot failed"
  check_dots "$tmp/default.png" "$(grep '^ready' "$tmp/demo.log")" 2
  "$bin" --pages 7 --page 6 --style primary --theme Examples/tokens/brand.tokens.json --log \
    --screenshot "$tmp/primary.png" >"$tmp/demo.log" 2>/dev/null || fail "--screenshot --style primary failed"
  check_dots "$tmp/primary.png" "$(grep '^ready' "$tmp/demo.log")" 5
  "$bin" --pages 4 --style secondary --direction rtl --log --screenshot "$tmp/rtl.png" >"$tmp/demo.log" 2>/dev/null ||
    fail "--screenshot --direction rtl failed"
  check_dots "$tmp/rtl.png" "$(grep '^ready' "$tmp/demo.log")" 3  # page 1 is the rightmost dot

  # mark: remember how much the demo has logged, so wait_for looks only at what comes next.
  since=0
  mark() { since=$(wc -l <"$tmp/demo.log"); }
  # wait_for TEXT: until the demo logs a line containing TEXT after the mark (5 s at most).
  wait_for() {
    for _ in $(seq 50); do tail -n +$((since + 1)) "$tmp/demo.log" | grep -qF -- "$1" && return 0; sleep 0.1; done
    fail "the demo never logged '$1'"
  }
  # start_demo ARGS...: runs the demo in the background and waits for its window.
  start_demo() {
    : >"$tmp/demo.log"
    since=0
    "$bin" --log "$@" >"$tmp/demo.log" 2>"$tmp/demo.err" &
    demo_pid=$!
    wait_for "ready"
    wid=$(xdotool search --sync --name "PageControlKit" | head -1)
    ready=$(grep '^ready' "$tmp/demo.log")
    IFS=, read -r wx wy ww wh <<<"$(field widget "$ready")"
    IFS=, read -r ox oy <<<"$(field offset "$ready")"
    # No window manager runs under Xvfb: put the pointer on the window and give it the keyboard focus.
    xdotool mousemove --window "$wid" 20 20
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
  }
  stop_demo() {
    kill "$demo_pid" 2>/dev/null || true
    wait "$demo_pid" 2>/dev/null || true
    demo_pid=""
  }
  # dot K: the X-window coordinates of dot K's centre (0-based).
  dot_x() { echo $((ox + wx + 3 + 16 * $1)); }
  dot_y() { echo $((oy + wy + 18)); }

  echo "--- carousel: click, keys, wheel, drag"
  start_demo --pages 5 --tap jump
  import -window "$wid" "$tmp/before.png"
  check_dots "$tmp/before.png" "$ready" 0 "$ox" "$oy"
  mark
  xdotool mousemove --window "$wid" "$(dot_x 3)" "$(dot_y)" click 1
  wait_for 'accessible value "Page 4 of 5" now=4 min=1 max=5 (set in GTK)'
  wait_for "carousel page 4 of 5"
  echo "  click on the fourth dot: carousel page 4 of 5, accessible value \"Page 4 of 5\": ok"
  sleep 0.5
  import -window "$wid" "$tmp/clicked.png"
  check_dots "$tmp/clicked.png" "$ready" 3 "$ox" "$oy"
  mark
  xdotool key Right
  wait_for "carousel page 5 of 5"
  mark
  xdotool key Left Left
  wait_for 'accessible value "Page 3 of 5" now=3'
  wait_for "carousel page 3 of 5"
  mark
  xdotool key Home
  wait_for "carousel page 1 of 5"
  echo "  keys → ← ← Home: pages 5, 3, 1 (accessible value \"Page 3 of 5\" on the way): ok"
  mark
  xdotool mousemove --window "$wid" "$(dot_x 2)" "$(dot_y)" click 5
  wait_for "carousel page 2 of 5"
  echo "  wheel down: page 2: ok"
  mark
  xdotool mousemove --window "$wid" "$(dot_x 0)" "$(dot_y)" mousedown 1
  for k in 1 2 3 4; do
    xdotool mousemove --window "$wid" $(($(dot_x "$k") - 8)) "$(dot_y)"
    sleep 0.05
    xdotool mousemove --window "$wid" "$(dot_x "$k")" "$(dot_y)"
    sleep 0.05
  done
  sleep 0.2
  # While a scrub is under way the platter (50 % gray at 30 %) shows behind the dots: the gaps turn lighter.
  import -window "$wid" "$tmp/scrubbing.png"
  gap=$(pixel "$tmp/scrubbing.png" $(($(dot_x 0) + 8)) "$(dot_y)")
  expect_pixel "$tmp/scrubbing.png" $(($(dot_x 0) + 8)) "$(dot_y)" 3C3C3C "the platter while scrubbing"
  xdotool mouseup 1
  wait_for "carousel page 5 of 5"
  echo "  drag from the first dot to the last (a scrub: platter #$gap behind the dots): page 5: ok"
  stop_demo

  echo "--- stack"
  start_demo --pages 6 --stack
  mark
  xdotool key End
  wait_for 'accessible value "Page 6 of 6" now=6 min=1 max=6 (set in GTK)'
  wait_for "stack page 6 of 6"
  mark
  xdotool mousemove --window "$wid" "$(dot_x 0)" "$(dot_y)" click 1
  wait_for "stack page 5 of 6"
  echo "  End, then a click before the current dot (step): stack pages 6 and 5: ok"
  stop_demo

  echo "--- stack, looping"
  start_demo --pages 6 --stack --loop
  mark
  xdotool key Left
  wait_for "stack page 6 of 6"
  mark
  xdotool key Right
  wait_for "stack page 1 of 6"
  echo "  --loop: ← from the first page to the last, → on to the first: ok"
  stop_demo

  echo "--- AT-SPI (what a screen reader sees)"
  cat >"$tmp/atspi.py" <<'PY'
import sys, time
import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi

def sliders(node, depth=0):
    try:
        if node.get_role_name() == "slider":
            yield node
        for i in range(node.get_child_count()):
            yield from sliders(node.get_child_at_index(i), depth + 1)
    except Exception:
        return

want = sys.argv[1]
seen = None
for _ in range(50):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        for slider in sliders(desktop.get_child_at_index(i)):
            value = slider.get_value_iface()
            text = value.get_text() if value is not None and hasattr(value, "get_text") else None
            seen = (slider.get_name(), slider.get_description(), text)
            if slider.get_name() == "Page control" and want in (seen[1], seen[2]):
                print("  AT-SPI: slider %r, value %r (%s)" % (seen[0], want, "Value interface" if text == want else "description"))
                sys.exit(0)
    time.sleep(0.1)
print("FAIL: no AT-SPI slider 'Page control' with value %r (last seen: %r)" % (want, seen))
sys.exit(1)
PY
  dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    sleep 0.5
    "$1" --log --pages 5 --page 2 >"$2/atspi.log" 2>/dev/null &
    pid=$!
    trap "kill $pid 2>/dev/null" EXIT
    for _ in $(seq 50); do grep -q ready "$2/atspi.log" && break; sleep 0.1; done
    /usr/bin/python3 "$2/atspi.py" "Page 2 of 5" || exit 1
    wid=$(xdotool search --sync --name PageControlKit | head -1)
    xdotool mousemove --window "$wid" 20 20
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    xdotool key End
    /usr/bin/python3 "$2/atspi.py" "Page 5 of 5"
  ' atspi "$bin" "$tmp" 2>/dev/null || fail "AT-SPI check"

  exit 0
fi

# The AT-SPI check needs the accessibility bus, D-Bus and Python's GObject bindings too; the overflow label's
# glyph tests lay out Pango's "Sans", which fontconfig finds in DejaVu Sans.
source Scripts/ci/lib/apt-install.sh
apt_install ci-gtk libgtk-4-dev libadwaita-1-dev xvfb xdotool imagemagick at-spi2-core dbus-daemon python3-gi \
  gir1.2-atspi-2.0 fonts-dejavu-core

echo "--- swift build --build-tests --traits GTK (warnings as errors)"
# A build folder of its own: the GTK trait changes the compilation conditions of the GTK targets, and building
# both configurations in one folder left stale objects that crashed the next plain `swift test`. (SwiftPM warns that
# it drops gtk4's -pthread and -msse flags from pkg-config; that is harmless and filtered out.)
scratch=(--scratch-path "${PAGECONTROL_GTK_SCRATCH:-.build/gtk}")
log=/tmp/pagecontrol-gtk-build.log
# Line tables only: a crash's backtrace keeps its files and lines, and the build is quicker than with the whole of
# the debug information.
if ! swift build "${scratch[@]}" --traits GTK --build-tests -Xswiftc -warnings-as-errors -Xswiftc -gline-tables-only \
  >"$log" 2>&1; then
  grep -v "prohibited flag" "$log"
  echo "FAIL: build"
  exit 1
fi
grep -v "prohibited flag" "$log" | tail -n 1
bin="$(swift build "${scratch[@]}" --traits GTK --show-bin-path)/pagecontrol-gtk"

echo "--- GTK tests under Xvfb"
# GSK's cairo renderer: the tests check the widget's render nodes, measuring and input, not OpenGL, and Mesa's
# software GL under Xvfb once crashed on a worker thread (a bad pointer in swrast_dri.so) on a loaded machine.
GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1024x768x24" swift test "${scratch[@]}" --traits GTK \
  -Xswiftc -gline-tables-only --skip-build --filter PageControlGTKTests >/tmp/pagecontrol-gtk-test.log 2>&1 || true
grep -vE '^(◇|↳)|^✔ Test "|prohibited flag|Unable to acquire session bus' /tmp/pagecontrol-gtk-test.log
grep -qE '^(✔|━) Test run with [0-9]+ tests? .*passed' /tmp/pagecontrol-gtk-test.log || { echo "FAIL: GTK tests"; exit 1; }

echo "--- pagecontrol-gtk under Xvfb"
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" --under-xvfb "$bin"

# The benchmark in a display of its own: once, in the display the AT-SPI check had used, GTK could not open it
# ("no display", exit 2) on a loaded machine.
echo "--- benchmark (short; the full one with 100,000 pages is in Guides/GTK.md)"
bench=$(mktemp)
GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1024x768x24" "$bin" --bench frame --benchmark-pages 10,1000 --frames 50 \
  2>/dev/null | tee "$bench" || true
grep -qE '^widget=AdwCarouselIndicatorDots pages=1000 snapshot_ms=[0-9.]+ frame_ms=[0-9.]+ ' "$bench" \
  || { echo "FAIL: the benchmark printed no numbers"; exit 1; }
grep -qE '^widget=PageControlWidget pages=1000 snapshot_ms=[0-9.]+ frame_ms=[0-9.]+ ' "$bench" \
  || { echo "FAIL: the benchmark printed no numbers for our widget"; exit 1; }
rm -f "$bench"
echo "ci-gtk: ok"
