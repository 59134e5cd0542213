#!/usr/bin/env bash
# Drives the real `pagecontrol demo` binary in tmux: keys, a raw SGR mouse click on the dots, the wheel and
# Space in a right-to-left language, a person's stop and restart of autoplay with p, every presentation centred
# on its first frame with lines and segments a blank cell apart, and checks
# that the terminal is restored (alternate screen left, cursor shown, mouse off, stty unchanged) after `q`
# and after SIGTERM. Installs tmux with apt when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=Scripts/ci/lib/apt-install.sh
source Scripts/ci/lib/apt-install.sh
command -v tmux >/dev/null || apt_install ci-demo-tmux tmux || { echo "tmux is missing and could not be installed"; exit 1; }
swift build --product pagecontrol >/dev/null
bin="$PWD/.build/debug/pagecontrol"
socket="pagecontrol-ci-$$"
t() { tmux -L "$socket" "$@"; }
trap 't kill-server >/dev/null 2>&1 || true' EXIT
fail() { echo "FAIL: $*"; t capture-pane -p -t demo 2>/dev/null || true; exit 1; }
wait_for() { # wait_for TEXT: until the pane shows TEXT (5 s at most)
  for _ in $(seq 50); do t capture-pane -p -t demo | grep -qF "$1" && return 0; sleep 0.1; done
  fail "the screen never showed '$1'"
}

# A shell in tmux records its terminal settings, runs the demo, then records them again.
run_demo() { # run_demo ARGS...
  t kill-session -t demo >/dev/null 2>&1 || true
  t new-session -d -s demo -x 80 -y 24 "bash --norc --noprofile"
  sleep 0.3
  t send-keys -t demo "stty -a > /tmp/pc-stty-before; $bin demo $*; echo exit=\$?; stty -a > /tmp/pc-stty-after" Enter
}

# No --tap: a terminal has only a mouse, and by default a click goes to the clicked dot.
run_demo --pages 12
wait_for "Page 1 of 12"
t send-keys -t demo Right Right
wait_for "Page 3 of 12"
t send-keys -t demo End
wait_for "Page 12 of 12"
t send-keys -t demo Home
wait_for "Page 1 of 12"
# The status line changes at once, the row only when the spring has brought the window back: click after that.
wait_for "$(printf '%30s' '')● ○ ○ ○ ○ ○ ○ ○ ○ ·"
# The dots of 12 pages (10 shown, 19 cells) start at column 31 in 80 columns; page k is at column 31 + 2k.
# A click on column 41 (page 6) as raw SGR mouse bytes, on the dots' line (23).
t send-keys -t demo -l $'\e[<0;41;23M\e[<0;41;23m'
wait_for "Page 6 of 12"
t send-keys -t demo q
wait_for "exit=0"
sleep 0.3
cmp -s /tmp/pc-stty-before /tmp/pc-stty-after || fail "stty settings differ after q"
[ "$(t display -p -t demo '#{alternate_on}')" = 0 ] || fail "still on the alternate screen after q"
[ "$(t display -p -t demo '#{cursor_flag}')" = 1 ] || fail "cursor hidden after q"
[ "$(t display -p -t demo '#{mouse_sgr_flag}')" = 0 ] || fail "SGR mouse still on after q"
echo "demo in tmux: keys, SGR click (to the clicked dot by default), restore after q: ok"

# --loop: ← from the first page goes one step back across the seam to the last, → on to the first again.
run_demo --pages 5 --loop
wait_for "Page 1 of 5"
t send-keys -t demo Left
wait_for "Page 5 of 5"
t send-keys -t demo Right
wait_for "Page 1 of 5"
t send-keys -t demo q
wait_for "exit=0"
echo "demo in tmux: --loop goes round both ways: ok"

# Content on the dots: page numbers in slots as wide as the longest text, a badge after its number; a click on
# the text "AB" goes to its page. The number presentation: "1 / 8", → gives "2 / 8".
run_demo --pages 8 --content 3=badge:3,5=text:AB --page-numbers --tap jump
wait_for "1   2   3³  4   AB  6   7   8"
# The column of "A" (awk may count "³" as two bytes, which gives "B": the same dot).
column=$(t capture-pane -p -t demo | sed -n 23p | awk '{ print index($0, "AB") }')
t send-keys -t demo -l $'\e[<0;'"$column"$';23M\e[<0;'"$column"$';23m'
wait_for "Page 5 of 8, AB"
t send-keys -t demo q
wait_for "exit=0"
run_demo --pages 8 --presentation numeric
wait_for "1 / 8"
t send-keys -t demo Right
wait_for "2 / 8"
t send-keys -t demo q
wait_for "exit=0"
echo "demo in tmux: --page-numbers --content (slots, badge, click on text) and --presentation numeric: ok"

# Every presentation is centred from the first frame (left and right margins equal ±1, before any key), and
# lines and segments show a blank cell between neighbours as dots do: 8 pages in 100 columns.
row_of() { # row_of: the dots' line (23) of the pane, trailing blanks dropped
  t capture-pane -p -t demo | sed -n 23p | sed 's/ *$//'
}
check_centred() { # check_centred NAME: sets margins to "LEFT WIDTH RIGHT" and fails unless LEFT and RIGHT differ by ≤ 1
  local row
  row=$(row_of)
  # Characters, not bytes (the row's glyphs are three bytes each in UTF-8), whatever the locale.
  margins=$(printf '%s' "$row" | python3 -c '
import sys
row = sys.stdin.buffer.read().decode("utf-8")
left = len(row) - len(row.lstrip(" "))
width = len(row) - left
print(left, width, 100 - left - width)')
  read -r left width right <<<"$margins"
  [ "$width" -gt 0 ] || fail "$1: no row on the dots' line"
  [ $((left - right)) -le 1 ] && [ $((right - left)) -le 1 ] \
    || fail "$1: the row is not centred (left margin $left, right margin $right): '$row'"
}
run_demo_wide() { # run_demo_wide ARGS...: the demo alone in a 100 × 24 pane, no shell around it
  t kill-session -t demo >/dev/null 2>&1 || true
  t new-session -d -s demo -x 100 -y 24 "$bin demo $*"
}
for presentation in dots lines segments numeric; do
  run_demo_wide --pages 8 --presentation "$presentation"
  case "$presentation" in
    dots) wait_for "● ○ ○ ○ ○ ○ ○ ○" ;;
    lines) wait_for "━━━ ─── ─── ─── ─── ─── ─── ───" ;;
    segments) wait_for "━━━━━━━━━━━━ ─────────── ──" ;;
    numeric) wait_for "1 / 8" ;;
  esac
  check_centred "$presentation"
  first=$margins
  row=$(row_of | sed 's/^ *//')
  case "$presentation" in
    lines | segments)
      # Eight runs separated by single blanks: a blank cell between every two lines or segments.
      runs=$(tr ' ' '\n' <<<"$row" | grep -c .)
      [ "$runs" = 8 ] || fail "$presentation: $runs runs instead of 8 separated by blank cells: '$row'"
      ! grep -q '  ' <<<"$row" || fail "$presentation: more than one blank cell between runs: '$row'" ;;
  esac
  t send-keys -t demo Right
  wait_for "Page 2 of 8"
  check_centred "$presentation"
  [ "$margins" = "$first" ] || fail "$presentation: the row moved after a key ($first, then $margins)"
  t send-keys -t demo q
  for _ in $(seq 50); do t has-session -t demo 2>/dev/null || break; sleep 0.1; done
  echo "demo in tmux: --presentation $presentation centred on the first frame (left, width, right: $first): ok"
done

# Arabic: the row runs right to left, yet wheel-down and Space go forward (content order), as in GTK; the
# arrow pointing at later pages (←) does too. The status line speaks Arabic with Arabic-Indic digits.
run_demo --pages 8 --language ar
wait_for "الصفحة ١ من ٨"
t send-keys -t demo -l $'\e[<65;10;5M'
wait_for "الصفحة ٢ من ٨"
t send-keys -t demo Space
wait_for "الصفحة ٣ من ٨"
t send-keys -t demo Left
wait_for "الصفحة ٤ من ٨"
t send-keys -t demo -l $'\e[<64;10;5M'
wait_for "الصفحة ٣ من ٨"
t send-keys -t demo q
wait_for "exit=0"
echo "demo in tmux: --language ar, wheel-down, Space and ← go forward: ok"

# Autoplay that a person stops: p stops the slide show (the pill and the page stand still, the status
# line offers "p start"), p again starts it from where it stood (WCAG 2.2.2).
run_demo --pages 5 --autoplay 0.5
wait_for "Page 2 of 5"
t send-keys -t demo p
wait_for "p start · a off"
sleep 0.5  # let the slide to the page the timer last advanced to settle
before=$(t capture-pane -p -t demo | sed -n '23,24p')
sleep 1.2
after=$(t capture-pane -p -t demo | sed -n '23,24p')
[ "$before" = "$after" ] || fail "the pill or the page moved while stopped: '$before' then '$after'"
stopped_on=$(grep -o 'Page [0-9] of 5' <<<"$after" | head -1)
t send-keys -t demo p
wait_for "p stop · a off"
for _ in $(seq 30); do
  now=$(t capture-pane -p -t demo | grep -o 'Page [0-9] of 5' | head -1)
  [ "$now" != "$stopped_on" ] && break
  sleep 0.1
done
[ "$now" != "$stopped_on" ] || fail "the slide show did not start again after p (still $stopped_on)"
t send-keys -t demo q
wait_for "exit=0"
echo "demo in tmux: p stops autoplay (pill still for 1.2 s on $stopped_on), p starts it again ($now): ok"

run_demo --pages 5
wait_for "Page 1 of 5"
pid=$(pgrep -n -f "$bin demo --pages 5")
kill -TERM "$pid"
wait_for "exit=143"
sleep 0.3
cmp -s /tmp/pc-stty-before /tmp/pc-stty-after || fail "stty settings differ after SIGTERM"
[ "$(t display -p -t demo '#{alternate_on}')" = 0 ] || fail "still on the alternate screen after SIGTERM"
[ "$(t display -p -t demo '#{cursor_flag}')" = 1 ] || fail "cursor hidden after SIGTERM"
echo "demo in tmux: restore after SIGTERM: ok"

# Without a terminal: a clear message and status 2; --plain prints one line per change.
set +e
"$bin" demo </dev/null >/dev/null 2>/tmp/pc-demo-err; status=$?
set -e
[ "$status" = 2 ] || fail "demo without a terminal exited $status, expected 2"
grep -q "use 'pagecontrol demo --plain'" /tmp/pc-demo-err || fail "no clear message without a terminal"
[ "$(printf 'llq' | "$bin" demo --plain --pages 3 | tr '\n' '|')" = "Page 1 of 3|Page 2 of 3|Page 3 of 3|" ] \
  || fail "--plain output"
echo "demo without a terminal: exit 2 with a message; --plain: ok"
