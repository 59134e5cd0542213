#!/usr/bin/env bash
# CI: the whole test suite under ThreadSanitizer and under AddressSanitizer (with LeakSanitizer), each in its
# own scratch folder (.build/tsan, .build/asan). Fails on a failing test or on any sanitizer report, found by
# the exit status and by grepping the output ("WARNING: ThreadSanitizer", "ERROR: AddressSanitizer",
# "ERROR: LeakSanitizer"). libXCTest's own leaks are suppressed by Scripts/ci/lib/lsan.supp.
#
# Set PAGECONTROL_SANITIZERS to "thread" or "address" to run one. Each run prints its time.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
repo="$(pwd)"

# The Swift runtime's backtracer would answer a sanitizer's deadly signal first; let the sanitizer report.
export SWIFT_BACKTRACE=enable=no
export TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
export ASAN_OPTIONS="detect_leaks=1 detect_stack_use_after_return=0 ${ASAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$repo/Scripts/ci/lib/lsan.supp print_suppressions=0 ${LSAN_OPTIONS:-}"
# The property test's 200,000 steps run in the plain `swift test`; here 5,000 per seed exercise the same code.
export PAGECONTROL_PROPERTY_STEPS="${PAGECONTROL_PROPERTY_STEPS:-5000}"
# The replay of stress seed 0x23BA needs its 96,338 steps (65 s under ThreadSanitizer): it checks the core's logic,
# which the plain `swift test` does, and walks no code the shorter runs above leave out.
skip=stressSeed0x23BA

failed=0
for sanitizer in ${PAGECONTROL_SANITIZERS:-thread address}; do
  case "$sanitizer" in
    thread) scratch=.build/tsan; pattern="WARNING: ThreadSanitizer|ThreadSanitizer: reported" ;;
    address) scratch=.build/asan; pattern="ERROR: AddressSanitizer|ERROR: LeakSanitizer|SUMMARY: AddressSanitizer" ;;
    *) echo "unknown sanitizer '$sanitizer'"; exit 2 ;;
  esac
  log="$scratch/sanitizer-test.log"
  mkdir -p "$scratch"
  start=$(date +%s)
  status=0
  # Line tables are all a sanitizer's report needs from the debug information (file and line of each frame); the
  # whole of it made each build about 7 % slower.
  swift test --sanitize="$sanitizer" --scratch-path "$scratch" -Xswiftc -gline-tables-only --skip "$skip" \
    >"$log" 2>&1 || status=$?
  seconds=$(( $(date +%s) - start ))
  summary=$(grep -E "^(✔|✘|━) Test run with" "$log" | tail -1 || true)
  if [ "$status" -ne 0 ] || grep -qE "$pattern" "$log"; then
    echo "$sanitizer sanitizer: FAILED (exit $status, ${seconds} s) $summary"
    grep -E -A 12 "$pattern" "$log" | head -60 || true
    grep -E "^✘|error:" "$log" | head -20 || true
    failed=1
  else
    echo "$sanitizer sanitizer: clean (${seconds} s) $summary"
  fi
done
exit "$failed"
