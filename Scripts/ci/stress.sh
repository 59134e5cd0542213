#!/usr/bin/env bash
# CI: pagecontrol-stress with --all (every input the generator makes, Int.max page counts included; #38) on a
# fixed seed, so a red run always replays, and on a fresh seed each run, printed in the log, so CI keeps looking
# in new places. A failure prints its seed, step, last operations and replay command; a trap prints the seed and
# step before the process dies. Replay a fresh seed's failure with:
#   swift run -c release pagecontrol-stress 1000000 --all --seed <the printed seed>
#
# PAGECONTROL_STRESS_STEPS sets the steps per seed (default 1,000,000; about 20 s each in release).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
steps="${PAGECONTROL_STRESS_STEPS:-1000000}"
fresh=$(printf '0x%04X%04X%08X' "$RANDOM" "$RANDOM" "$(date -u +%s)")
swift build -c release --product pagecontrol-stress >/tmp/pagecontrol-stress-build.log 2>&1 \
  || { tail -20 /tmp/pagecontrol-stress-build.log; echo "FAIL: pagecontrol-stress did not build"; exit 1; }
bin="$(swift build -c release --show-bin-path)/pagecontrol-stress"
status=0
for seed in 0x38A1 "$fresh"; do
  echo "pagecontrol-stress $steps --all --seed $seed"
  "$bin" "$steps" --all --seed "$seed" | tail -n 200 || status=1
done
[ "$status" -eq 0 ] || { echo "FAIL: pagecontrol-stress found a violation or trapped (seeds above)"; exit 1; }
