#!/usr/bin/env bash
# Instructions per frame of pagecontrol-bench's frame, counted by valgrind (callgrind) instead of timed: the
# count does not change with the machine's load, so it shows what a change to the frame path costs when
# timings on a shared machine wander by ±30 %.
#
# Usage: Scripts/bench/instructions.sh [PAGES ...] [frame case options]   (default pages: 1 10 1000000000)
#   Scripts/bench/instructions.sh 10 1000000000
#   Scripts/bench/instructions.sh 10 --span 3 --states 10      (also --presentation, --effect, --badges)
# Needs valgrind (apt install valgrind). Builds pagecontrol-bench in release mode first.
#
# A wrapper over `pagecontrol-bench instructions` (see its --help): for each page count it runs the bench's
# `loop` profile under callgrind for 10,000 and 30,000 frames and prints the difference divided by 20,000, so
# start-up and the first frame's work cancel out: pages=<n> instructions_per_frame=<n>.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v valgrind >/dev/null; then
    echo "bench-instructions: valgrind is not installed (apt install valgrind)" >&2
    exit 2
fi
swift build -c release --product pagecontrol-bench >/dev/null
bench="$(swift build -c release --show-bin-path)/pagecontrol-bench"
# Unquoted on purpose: "1 10" as one argument is two page counts, as it always was.
# shellcheck disable=SC2068
exec "$bench" instructions $@
