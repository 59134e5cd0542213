#!/usr/bin/env bash
# CI: hosts forward input and decide nothing (issue: input policy in the core). Fails when a host file holds a
# gesture threshold, a velocity computation, a key-to-page mapping or a direct call of the core's lower-level
# gesture API, which only the core's pointer session and page commands may use; when a host or renderer asks the
# control what to speak (issue #48); and (issue #37, hosts one way) when a host's public property or method
# forwards a core setting, that is reads or writes
# `control.<name>` under a name outside the allowed list in Scripts/ci/lib/host_forwarders.py (UIPageControl's and
# UIView's own names, the hosts' plumbing). `--self-test` runs that rule's tests on planted forwarders.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "${1:-}" = "--self-test" ]; then exec python3 Scripts/ci/lib/host_forwarders.py --self-test; fi
# The forwarder rule's self-test runs first, so that a rule that catches nothing fails CI too.
python3 Scripts/ci/lib/host_forwarders.py --self-test 2>&1 | grep -E "^(Ran|OK|FAILED)" | paste -sd " " |
  sed "s/^/host policy: forwarder rule self-test: /"
hosts=(Sources/PageControlGTK Sources/pagecontrol-gtk Sources/PageControlTerminal/Demo Sources/PageControlUIKit
  Sources/PageControlSwiftUI)
# One extended regular expression per rule, with what it catches.
rules=(
  'PointerVelocityTracker|\.velocity\(at:|velocitySampleWindow::a velocity computation'
  'GestureThresholds|minimumPressDuration|allowableMovement|flickVelocityThreshold|tapRepeat(Interval|Distance)::a gesture threshold'
  '(^|[^0-9.])(0\.15|0\.75|800(\.0)?|16\.0)([^0-9]|$)::a gesture constant (0.15 s, 0.75 s, 800 pt/s, 16 pt)'
  '\.(beginScrub|moveScrub|endScrub|handleTap)\(::the lower-level gesture calls (forward PointerEvents instead)'
  'handleKey\(\.(left|right|up|down|home|end|pageUp|pageDown|space)|perform\(\.(next|previous|first|last|page)::a key-to-page mapping'
  'isReversed::direction logic for input (the core maps keys, scrolling and pointer offsets)'
)
status=0
for rule in "${rules[@]}"; do
  pattern="${rule%%::*}"
  what="${rule##*::}"
  if matches="$(grep -rnE "$pattern" "${hosts[@]}" --include='*.swift' | grep -vE '^\S+:[0-9]+:\s*(///|@available)')"; then
    echo "host policy: $what in a host file:"
    sed 's/^/  /' <<<"$matches"
    status=1
  fi
done
# Hosts and renderers draw and speak what a frame says (issue #48): they read `frame.accessibilityElement` (and
# `frame.accessibilityElement(forStepButton:)`), `frame.canStep`, `frame.currentPage` and `frame.preview`, never
# the control's. (Input and sizing may read the control's layout: where a tap lands, how big to be.)
speakers=("${hosts[@]}" Sources/PageControlRendering Sources/PageControlCLI Sources/PageControlWeb
  Sources/PageControlTesting Sources/PageControlHostSupport)
if matches="$(grep -rnE 'control\.(accessibilityElement|stepButtonsEnabled|displayedPage|scrubPreview\b)' \
  "${speakers[@]}" --include='*.swift' |
  grep -vE '^\S+:[0-9]+:\s*///')"; then
  echo "host policy: a host or renderer asks the control what to draw or speak (read it from the frame):"
  sed 's/^/  /' <<<"$matches"
  status=1
fi
if forwarders="$(python3 Scripts/ci/lib/host_forwarders.py "${hosts[@]}")"; then
  echo "host policy: no host property forwards a core setting"
else
  echo "host policy: a host property or method forwards a core setting (set it on \`control\` instead; UIKit's own"
  echo "names are allowed in Scripts/ci/lib/host_forwarders.py):"
  sed 's/^/  /' <<<"$forwarders"
  status=1
fi
[ "$status" -eq 0 ] && echo "host policy: no host decides input (${#rules[@]} rules over ${#hosts[@]} folders)"
exit "$status"
