#!/usr/bin/env bash
# Runs one libFuzzer target for a given time and prints what it did.
#
#   Scripts/fuzz.sh <target> <seconds> [libFuzzer options…]
#   Scripts/fuzz.sh FuzzTokens 300
#
# Targets: FuzzTokens (design-token JSON), FuzzArguments (command line), FuzzColor (hex colours),
# FuzzTerminalInput (terminal input decoder). Each is built in release with libFuzzer and AddressSanitizer
# (the Fuzzing trait turns the targets on).
#
# Inputs: the seed corpus Fuzz/corpus/<target>/ (kept in the repo, never written here) and the
# dictionary Fuzz/dictionaries/<target>.dict when there is one. New inputs go to
# $scratch/corpus/<target>/; crashes, timeouts and leaks to $scratch/fuzz-crashes/<target>/, where $scratch is
# PAGECONTROL_FUZZ_SCRATCH or .build/fuzz. To keep new inputs, minimise them into the seed corpus:
#   $scratch/release/<target> -merge=1 Fuzz/corpus/<target> $scratch/corpus/<target>
# Every crash becomes a named regression test (see Guides/Reliability.md).
#
# The last line is: target=<target> seconds=<s> execs=<n> execs_per_second=<n> corpus=<n> crashes=<n>
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

targets="FuzzTokens FuzzArguments FuzzColor FuzzTerminalInput"
target="${1:-}"
seconds="${2:-}"
if [ -z "$target" ] || [ -z "$seconds" ] || ! [[ " $targets " == *" $target "* ]] || ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "usage: Scripts/fuzz.sh <target> <seconds> [libFuzzer options…]; targets: $targets" >&2
  exit 2
fi
shift 2

scratch="${PAGECONTROL_FUZZ_SCRATCH:-.build/fuzz}"
swift build -c release --traits Fuzzing --scratch-path "$scratch" --product "$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | grep -vE "ld.gold: warning: Cannot export local symbol" >&2
binary="$scratch/release/$target"
[ -x "$binary" ] || { echo "fuzz.sh: $binary was not built" >&2; exit 1; }

work="$scratch/corpus/$target"
artifacts="$scratch/fuzz-crashes/$target"  # not $scratch/artifacts: SwiftPM owns and empties that folder
mkdir -p "$work" "$artifacts"
dictionary=()
[ -f "Fuzz/dictionaries/$target.dict" ] && dictionary=("-dict=Fuzz/dictionaries/$target.dict")
log="$scratch/$target.log"

# The Swift runtime's backtracer would stall on libFuzzer's crash handling; libFuzzer and ASan report.
status=0
SWIFT_BACKTRACE=enable=no "$binary" "$work" "Fuzz/corpus/$target" "${dictionary[@]}" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$@" >"$log" 2>&1 || status=$?

grep -E "^(INFO: seed|#[0-9]+[[:space:]]+(INITED|DONE))|ERROR|SUMMARY|Test unit written|deadly signal|Fatal error" "$log" | tail -20 >&2 || true
execs=$(grep -oE "stat::number_of_executed_units: +[0-9]+" "$log" | grep -oE "[0-9]+$" || echo 0)
rate=$(grep -oE "stat::average_exec_per_sec: +[0-9]+" "$log" | grep -oE "[0-9]+$" || echo 0)
corpus=$(find "$work" "Fuzz/corpus/$target" -type f 2>/dev/null | wc -l)
crashes=$(find "$artifacts" -type f 2>/dev/null | wc -l)
echo "target=$target seconds=$seconds execs=$execs execs_per_second=$rate corpus=$corpus crashes=$crashes"
[ "$status" -eq 0 ] || { echo "fuzz.sh: $target stopped with status $status; log: $log" >&2; exit "$status"; }
