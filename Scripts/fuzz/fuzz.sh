#!/usr/bin/env bash
# Runs one libFuzzer target for a given time and prints what it did.
#
#   Scripts/fuzz/fuzz.sh <target> <seconds> [libFuzzer options…]
#   Scripts/fuzz/fuzz.sh FuzzTokens 300
#   Scripts/fuzz/fuzz.sh minimize [target…]     (default: all four)
#
# Targets: FuzzTokens (design-token JSON), FuzzArguments (command line), FuzzColor (hex colours),
# FuzzTerminalInput (terminal input decoder). Each is built in release with libFuzzer and AddressSanitizer
# (the Fuzzing trait turns the targets on).
#
# Inputs: the seed file Fuzz/seeds/<target>.seeds (one input a line, escaped; Scripts/fuzz/seeds.py describes the
# format), unpacked into $scratch/seeds/<target>/ for each run, and the dictionary Fuzz/dictionaries/<target>.dict
# when there is one. New inputs go to $scratch/corpus/<target>/; crashes, timeouts and leaks to
# $scratch/fuzz-crashes/<target>/, where $scratch is PAGECONTROL_FUZZ_SCRATCH or .build/fuzz. To keep new inputs,
# merge them into the unpacked seeds and pack them back, then shrink the file again:
#   $scratch/release/<target> -merge=1 $scratch/seeds/<target> $scratch/corpus/<target>
#   python3 Scripts/fuzz/seeds.py pack <target> $scratch/seeds/<target>
#   Scripts/fuzz/fuzz.sh minimize <target>
# Every crash becomes a named regression: its input goes into the seed file as a line named regression-<what>
# (put the file in $scratch/seeds/<target>/ under that name and pack), which FuzzRegressionTests runs through the
# target's check in every `swift test` (see Guides/Reliability.md).
#
# The last line is: target=<target> seconds=<s> execs=<n> execs_per_second=<n> corpus=<n> crashes=<n>
#
# `minimize` shrinks each seed file to the inputs that keep its coverage: libFuzzer's set-cover merge
# (`-set_cover_merge=1 NEW OLD`; PAGECONTROL_FUZZ_MERGE=merge for the classic greedy `-merge=1`, which keeps
# more) into an empty folder that holds only the regression-* inputs (kept whatever they add). A file
# libFuzzer named by its SHA-1 takes back its old name if it had one (seed-07, alias-cycle.json…), and the folder
# is packed into Fuzz/seeds/<target>.seeds unless it covers fewer edges (`cov`) or more than 2 fewer features (`ft`,
# which moves by one between runs). Coverage is libFuzzer's INITED line of one pass over the inputs (`-runs=0`), the
# best of three; Swift's hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING=1) so that dictionaries take
# the same paths in every run. One line per target:
#   target=<target> files=<before>-><after> cov=<before>-><after> ft=<before>-><after>
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

targets="FuzzTokens FuzzArguments FuzzColor FuzzTerminalInput"
scratch="${PAGECONTROL_FUZZ_SCRATCH:-.build/fuzz}"
export SWIFT_BACKTRACE=enable=no  # the runtime's backtracer would stall on libFuzzer's crash handling

build() { # target → $scratch/release/<target>, as Scripts/ci/fuzz-replay.sh builds it
  swift build -c release --traits Fuzzing --scratch-path "$scratch" --product "$1" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -warnings-as-errors 2>&1 \
    | grep -vE "ld.gold: warning: Cannot export local symbol" >&2
  [ -x "$scratch/release/$1" ] || { echo "fuzz.sh: $scratch/release/$1 was not built" >&2; exit 1; }
}

unpack() { # target → $scratch/seeds/<target>/, a fresh copy of the seed file's inputs
  rm -rf "$scratch/seeds/$1"
  python3 Scripts/fuzz/seeds.py unpack "$1" "$scratch/seeds/$1" >/dev/null
}

coverage() { # binary folder → "cov ft" of running every input in the folder once, the best of three runs
  for _ in 1 2 3; do
    "$1" -runs=0 -timeout=10 -rss_limit_mb=2048 "$2" 2>&1 \
      | sed -nE 's/^#[0-9]+[[:space:]]+INITED.* cov: ([0-9]+) ft: ([0-9]+).*/\1 \2/p' | tail -n 1
  done | sort -n -k1,1 -k2,2 | tail -n 1
}

if [ "${1:-}" = minimize ]; then
  shift
  export SWIFT_DETERMINISTIC_HASHING=1
  merge="${PAGECONTROL_FUZZ_MERGE:-set_cover_merge}"
  [ "$merge" = set_cover_merge ] || [ "$merge" = merge ] \
    || { echo "fuzz.sh: PAGECONTROL_FUZZ_MERGE is set_cover_merge or merge" >&2; exit 2; }
  for target in ${@:-$targets}; do
    [[ " $targets " == *" $target "* ]] || { echo "fuzz.sh: unknown target $target; targets: $targets" >&2; exit 2; }
  done
  for target in ${@:-$targets}; do
    build "$target"
    binary="$scratch/release/$target"
    unpack "$target"
    corpus="$scratch/seeds/$target"
    new="$scratch/minimized/$target"
    rm -rf "$new" && mkdir -p "$new"
    files_before=$(find "$corpus" -type f | wc -l)
    read -r cov_before ft_before <<<"$(coverage "$binary" "$corpus")"
    find "$corpus" -type f -name 'regression-*' -exec cp {} "$new/" \;
    "$binary" "-$merge=1" -timeout=10 -rss_limit_mb=2048 "$new" "$corpus" >"$scratch/$target.merge.log" 2>&1 \
      || { tail -20 "$scratch/$target.merge.log" >&2; echo "fuzz.sh: merging $target failed" >&2; exit 1; }
    # libFuzzer names what it copies by the SHA-1 of its bytes; give back the names people wrote.
    find "$corpus" -type f -regextype posix-extended ! -regex '.*/[0-9a-f]{40}' -print0 \
      | while IFS= read -r -d '' file; do
      hash=$(sha1sum "$file" | cut -d' ' -f1)
      [ ! -f "$new/$hash" ] || mv "$new/$hash" "$new/$(basename "$file")"
    done
    files_after=$(find "$new" -type f | wc -l)
    read -r cov_after ft_after <<<"$(coverage "$binary" "$new")"
    if [ "$cov_after" -lt "$cov_before" ] || [ "$ft_after" -lt $((ft_before - 2)) ]; then
      echo "fuzz.sh: $target lost coverage (cov $cov_before->$cov_after, ft $ft_before->$ft_after); corpus kept" >&2
      exit 1
    fi
    python3 Scripts/fuzz/seeds.py pack "$target" "$new" >/dev/null
    echo "target=$target files=$files_before->$files_after cov=$cov_before->$cov_after ft=$ft_before->$ft_after"
  done
  exit 0
fi

target="${1:-}"
seconds="${2:-}"
if [ -z "$target" ] || [ -z "$seconds" ] || ! [[ " $targets " == *" $target "* ]] || ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "usage: Scripts/fuzz/fuzz.sh <target> <seconds> [libFuzzer options…] | minimize [target…]; targets: $targets" >&2
  exit 2
fi
shift 2

build "$target"
binary="$scratch/release/$target"
unpack "$target"

work="$scratch/corpus/$target"
artifacts="$scratch/fuzz-crashes/$target"  # not $scratch/artifacts: SwiftPM owns and empties that folder
mkdir -p "$work" "$artifacts"
dictionary=()
[ -f "Fuzz/dictionaries/$target.dict" ] && dictionary=("-dict=Fuzz/dictionaries/$target.dict")
log="$scratch/$target.log"

status=0
"$binary" "$work" "$scratch/seeds/$target" "${dictionary[@]}" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$@" >"$log" 2>&1 || status=$?

grep -E "^(INFO: seed|#[0-9]+[[:space:]]+(INITED|DONE))|ERROR|SUMMARY|Test unit written|deadly signal|Fatal error" "$log" | tail -20 >&2 || true
execs=$(grep -oE "stat::number_of_executed_units: +[0-9]+" "$log" | grep -oE "[0-9]+$" || echo 0)
rate=$(grep -oE "stat::average_exec_per_sec: +[0-9]+" "$log" | grep -oE "[0-9]+$" || echo 0)
corpus=$(find "$work" "$scratch/seeds/$target" -type f 2>/dev/null | wc -l)
crashes=$(find "$artifacts" -type f 2>/dev/null | wc -l)
echo "target=$target seconds=$seconds execs=$execs execs_per_second=$rate corpus=$corpus crashes=$crashes"
[ "$status" -eq 0 ] || { echo "fuzz.sh: $target stopped with status $status; log: $log" >&2; exit "$status"; }
