#!/usr/bin/env bash
# CI: the testing kit as an adopter uses it. Examples/TestingKit is an app's package that depends on this one by
# path; its Swift Testing and XCTest tests drive the onboarding screen's page control and compare snapshots with
# references in .snapshots/ beside the tests (a hidden folder, so its Package.swift has no `exclude:`).
#
# Run three times, as CI and then a team on a new machine would:
# 0. with PAGECONTROL_SNAPSHOTS=require (CI's setting), the snapshot whose reference is not committed
#    (last-page-recorded.txt) fails, naming the reference, and nothing is recorded;
# 1. without it, the first run records that snapshot and passes, saying so, while the committed references match
#    and the two deliberate mismatches are reported (a known issue in Swift Testing, a failed outcome in XCTest)
#    with their `.actual` files written;
# 2. the second run compares that recorded snapshot too, and records nothing.
# No run may print SwiftPM's "found N file(s) which are unhandled" warning.
set -euo pipefail
# As an adopter builds: without the warnings-as-errors setting .ci/run gives this package (Package.swift).
unset PAGECONTROL_WARNINGS_AS_ERRORS
cd "$(dirname "$0")/../../Examples/TestingKit"
export PATH="/opt/swift/usr/bin:$PATH"
unset PAGECONTROL_SNAPSHOTS
fail() { echo "FAIL: $*"; exit 1; }
snapshots=Tests/OnboardingTests/.snapshots
recorded=$snapshots/OnboardingTests/last-page-recorded.txt
cleanup() { rm -f "$recorded" "$snapshots"/*/*.actual.*; }
cleanup

# run N [VAR=value…]: swift test (warnings as errors) with those environment variables, its output in
# /tmp/pagecontrol-kit-N.log; returns swift test's exit status, and fails on an unhandled-files warning.
run() {
  local log="/tmp/pagecontrol-kit-$1.log" status=0
  env "${@:2}" swift test -Xswiftc -warnings-as-errors >"$log" 2>&1 || status=$?
  ! grep -q "unhandled" "$log" || { grep -A3 "unhandled" "$log"; fail "run $1: SwiftPM warned about unhandled files"; }
  return "$status"
}
passes() { # N: the run passed, with the deliberate mismatch as its one known issue
  local log="/tmp/pagecontrol-kit-$1.log"
  grep -qE '^(✔|━) Test run with 8 tests in 1 suite passed' "$log" || fail "run $1: the Swift Testing tests did not pass"
  grep -qE 'Executed 3 tests, with 0 failures' "$log" || fail "run $1: the XCTest tests did not pass"
  grep -q 'passed after .* with 1 known issue' "$log" || fail "run $1: the deliberate mismatch was not reported"
}

if run 0 PAGECONTROL_SNAPSHOTS=require; then
  fail "run 0: passed with PAGECONTROL_SNAPSHOTS=require and a reference missing"
fi
grep -q 'Snapshot "last-page-recorded" has no reference .snapshots/OnboardingTests/last-page-recorded.txt' \
  /tmp/pagecontrol-kit-0.log || { grep -vE '^(◇|↳)' /tmp/pagecontrol-kit-0.log | tail -30; fail "run 0: no missing reference reported"; }
# Two issues: the missing reference, and the deliberate mismatch's known issue.
grep -qE '^✘ Test run with 8 tests in 1 suite failed .* with 2 issues \(including 1 known issue\)' \
  /tmp/pagecontrol-kit-0.log || fail "run 0: something other than the missing reference failed"
! grep -q "Recorded snapshot" /tmp/pagecontrol-kit-0.log || fail "run 0 recorded a snapshot"
[ ! -f "$recorded" ] || fail "run 0 wrote $recorded"
echo "testing kit: run 0 (PAGECONTROL_SNAPSHOTS=require) failed on the uncommitted reference and recorded nothing"
cleanup

run 1 || { grep -vE '^(◇|↳)' /tmp/pagecontrol-kit-1.log | tail -40; fail "run 1: swift test failed"; }
passes 1
grep -q "Recorded snapshot .*/last-page-recorded.txt" /tmp/pagecontrol-kit-1.log || fail "run 1 did not record the snapshot"
[ -f "$recorded" ] || fail "run 1 wrote no $recorded"
[ -f "$snapshots/OnboardingTests/deliberate-mismatch.actual.txt" ] || fail "no .actual file for the mismatch"
[ -f "$snapshots/OnboardingXCTests/deliberate-mismatch-xctest.actual.txt" ] || fail "no .actual file for XCTest's"
echo "testing kit: run 1 recorded last-page-recorded.txt, matched the committed references, reported both mismatches"

run 2 || { grep -vE '^(◇|↳)' /tmp/pagecontrol-kit-2.log | tail -40; fail "run 2: swift test failed"; }
passes 2
! grep -q "Recorded snapshot" /tmp/pagecontrol-kit-2.log || fail "run 2 recorded a snapshot again"
echo "testing kit: run 2 compared the recorded snapshot and recorded nothing; no unhandled-files warning in any run"
cleanup
echo "ci-testing-kit: ok"
