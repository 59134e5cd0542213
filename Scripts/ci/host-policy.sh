#!/usr/bin/env bash
# CI: hosts forward input and decide nothing (issue: input policy in the core). Fails when a host file holds a
# gesture threshold, a velocity computation, a key-to-page mapping or a direct call of the core's lower-level
# gesture API, which only the core's pointer session and page commands may use.
set -euo pipefail
cd "$(dirname "$0")/../.."
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
[ "$status" -eq 0 ] && echo "host policy: no host decides input (${#rules[@]} rules over ${#hosts[@]} folders)"
exit "$status"
