#!/usr/bin/env bash
# CI: builds every libFuzzer target (release, libFuzzer + AddressSanitizer, warnings as errors) and replays its
# seed file, Fuzz/seeds/<target>.seeds (unpacked by Scripts/fuzz/seeds.py into $scratch/seeds/<target>/, one file
# an input, each named input under its name), one input at a time. Fails on any crash, sanitizer report or leak,
# naming the input it was running; lists the named regression-* inputs it replayed. (`swift test` runs those through
# the same checks too, without sanitizers: FuzzRegressionTests.) Fuzzing for longer is Scripts/fuzz/fuzz.sh
# <target> <seconds>.
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
  seeds="$scratch/seeds/$target"
  rm -rf "$seeds"
  count=$(python3 Scripts/fuzz/seeds.py unpack "$target" "$seeds") || { echo "$target: bad seed file"; failed=1; continue; }
  inputs=()
  while IFS= read -r -d '' file; do inputs+=("$file"); done < <(find "$seeds" -type f -print0 | sort -z)
  [ ${#inputs[@]} -gt 0 ] || { echo "$target: no seeds"; failed=1; continue; }
  # Inputs with the same bytes unpack to one file, so the files may be fewer than the lines.
  [ "${#inputs[@]}" -le "$count" ] || { echo "$target: $count seeds unpacked to ${#inputs[@]} files"; failed=1; }
  log="$scratch/$target.replay.log"
  # Files given as arguments are each run once, without fuzzing.
  if "$binary" -timeout=10 -rss_limit_mb=2048 "${inputs[@]}" >"$log" 2>&1 \
    && ! grep -qE "ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY: " "$log"; then
    regressions=$(sed -nE 's|^Executed .*/(regression-[^/ ]+) in .*|\1|p' "$log" | paste -sd ' ')
    echo "$target: ${#inputs[@]} seed inputs replayed, no crash${regressions:+ (named: $regressions)}"
  else
    echo "$target: FAILED replaying its seeds"
    grep -E "Running:|ERROR|SUMMARY|Fatal error|Precondition failed" "$log" | tail -20
    failed=1
  fi
done
exit "$failed"
