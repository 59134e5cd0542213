#!/usr/bin/env bash
# Instructions per frame of pagecontrol-bench's frame, counted by valgrind (callgrind) instead of timed: the
# count does not change with the machine's load, so it shows what a change to the frame path costs when
# timings on a shared machine wander by ±30 %.
#
# Usage: Scripts/bench-instructions.sh [PAGES ...]     (default: 1 10 1000000000)
# Needs valgrind (apt install valgrind). Builds pagecontrol-bench in release mode first.
#
# It runs the profiling mode of the bench (PAGECONTROL_BENCH_PROFILE=<pages>) twice, for 10,000 and 30,000
# frames, and prints the difference divided by 20,000, so start-up and the first frame's work cancel out.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null; then
    echo "bench-instructions: valgrind is not installed (apt install valgrind)" >&2
    exit 2
fi
swift build -c release --product pagecontrol-bench >/dev/null
bench="$(swift build -c release --show-bin-path)/pagecontrol-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

count() { # pages batches → instructions of the whole run
    PAGECONTROL_BENCH_PROFILE="$1" PAGECONTROL_BENCH_BATCHES="$2" \
        valgrind --tool=callgrind --callgrind-out-file="$work/out.$1.$2" "$bench" >/dev/null 2>"$work/log"
    awk '/^summary:/ { print $2 }' "$work/out.$1.$2"
}

for pages in "${@:-1 10 1000000000}"; do
    for p in $pages; do
        short=$(count "$p" 100)
        long=$(count "$p" 300)
        echo "pages=$p instructions_per_frame=$(((long - short) / 20000))"
    done
done
