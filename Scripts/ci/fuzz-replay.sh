#!/usr/bin/env bash
# CI: builds every libFuzzer target (release, libFuzzer + AddressSanitizer, warnings as errors) and replays its
# seed corpus, Fuzz/corpus/<target>/, one input at a time. Fails on any crash, sanitizer report or leak.
# Fuzzing for longer is Scripts/fuzz/fuzz.sh <target> <seconds>.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

scratch="${PAGECONTROL_FUZZ_SCRATCH:-.build/fuzz}"
export SWIFT_BACKTRACE=enable=no
failed=0
for target in FuzzTokens FuzzArguments FuzzColor FuzzTerminalInput; do
  swift build -c release --traits Fuzzing --scratch-path "$scratch" --product "$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -warnings-as-errors 2>&1 \
    | grep -vE "ld.gold: warning: Cannot export local symbol" | grep -E "error|warning:" || true
  binary="$scratch/release/$target"
  [ -x "$binary" ] || { echo "$target: not built"; failed=1; continue; }
  inputs=()
  while IFS= read -r -d '' file; do inputs+=("$file"); done < <(find "Fuzz/corpus/$target" -type f -print0 | sort -z)
  [ ${#inputs[@]} -gt 0 ] || { echo "$target: empty corpus"; failed=1; continue; }
  log="$scratch/$target.replay.log"
  # Files given as arguments are each run once, without fuzzing.
  if "$binary" -timeout=10 -rss_limit_mb=2048 "${inputs[@]}" >"$log" 2>&1 \
    && ! grep -qE "ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY: " "$log"; then
    echo "$target: ${#inputs[@]} corpus inputs replayed, no crash"
  else
    echo "$target: FAILED replaying its corpus"
    grep -E "Running:|ERROR|SUMMARY|Fatal error|Precondition failed" "$log" | tail -20
    failed=1
  fi
done
exit "$failed"
