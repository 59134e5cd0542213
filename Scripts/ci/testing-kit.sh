#!/usr/bin/env bash
# CI: the testing kit as an adopter uses it. Examples/TestingKit is an app's package that depends on this one by
# path; its Swift Testing and XCTest tests drive the onboarding screen's page control and compare snapshots.
#
# Run twice, as a team would on a new machine and then again:
# 1. the first run records the snapshot whose reference is not committed (last-page-recorded.txt) and passes,
#    saying so, while the committed references match and the two deliberate mismatches are reported (a known
#    issue in Swift Testing, a failed outcome in XCTest) with their `.actual` files written;
# 2. the second run compares that recorded snapshot too, and records nothing.
set -euo pipefail
cd "$(dirname "$0")/../../Examples/TestingKit"
export PATH="/opt/swift/usr/bin:$PATH"
fail() { echo "FAIL: $*"; exit 1; }
snapshots=Tests/OnboardingTests/__Snapshots__
recorded=$snapshots/OnboardingTests/last-page-recorded.txt
rm -f "$recorded" "$snapshots"/*/*.actual.*

run() { # run N: swift test (warnings as errors), its output in /tmp/pagecontrol-kit-N.log; fails on a failed test
  local log="/tmp/pagecontrol-kit-$1.log"
  swift test -Xswiftc -warnings-as-errors >"$log" 2>&1 \
    || { grep -vE '^(◇|↳)' "$log" | tail -40; fail "run $1: swift test failed"; }
  grep -qE '^(✔|━) Test run with 8 tests in 1 suite passed' "$log" || fail "run $1: the Swift Testing tests did not pass"
  grep -qE 'Executed 3 tests, with 0 failures' "$log" || fail "run $1: the XCTest tests did not pass"
  grep -q 'passed after .* with 1 known issue' "$log" || fail "run $1: the deliberate mismatch was not reported"
}

run 1
grep -q "Recorded snapshot .*/last-page-recorded.txt" /tmp/pagecontrol-kit-1.log || fail "run 1 did not record the snapshot"
[ -f "$recorded" ] || fail "run 1 wrote no $recorded"
[ -f "$snapshots/OnboardingTests/deliberate-mismatch.actual.txt" ] || fail "no .actual file for the mismatch"
[ -f "$snapshots/OnboardingXCTests/deliberate-mismatch-xctest.actual.txt" ] || fail "no .actual file for XCTest's"
echo "testing kit: run 1 recorded last-page-recorded.txt, matched the committed references, reported both mismatches"

run 2
! grep -q "Recorded snapshot" /tmp/pagecontrol-kit-2.log || fail "run 2 recorded a snapshot again"
echo "testing kit: run 2 compared the recorded snapshot and recorded nothing"
rm -f "$recorded" "$snapshots"/*/*.actual.*
echo "ci-testing-kit: ok"
