#!/usr/bin/env bash
# The frame-pacing benchmark: how evenly the frames of animated reflow reach the X server
# (splitprobe --frames), read from the batch marks splitwm writes after each frame, at 4, 16 and
# 64 windows: a window mapped, one destroyed, `hide toggle`, a workspace switch. Each tree size
# gets a fresh Xvfb (1920x1080 unless SIZE says) and a fresh release splitwm with a config file
# of its own (animation-duration 150, animation-easing ease-out, nothing else; private state,
# runtime and config directories). Prints each size's details, then the table docs/benchmarks.md shows.
#   scripts/frame-pacing.sh [RUNS] [SIZE] [REPEATS]     (defaults: 1 run, 1920x1080, 10 motions a change)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
runs=${1:-1}
size=${2:-1920x1080}
repeats=${3:-10}
build_release_tools
xvfb= wm= work=
rows=()
trap end_run EXIT
for run in $(seq 1 "$runs"); do
  for windows in 4 16 64; do
    work=$(mktemp -d)
    start_xvfb "$size" 2>"$work/xvfb.log"
    mkdir -m 700 "$work/runtime" "$work/state" "$work/config"
    mkdir "$work/config/splitwm"
    printf '%s\n' 'animation-duration 150' 'animation-easing ease-out' > "$work/config/splitwm/config"
    XDG_RUNTIME_DIR="$work/runtime" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" \
      "$bin/splitwm" 2>"$work/splitwm.log" &
    wm=$!
    echo "--- run $run of $runs: $windows windows, $size"
    out=$("$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows "$windows" \
            --frames "$repeats" --server-pid "$xvfb") \
      || { echo "$out"; echo "splitwm's log:"; cat "$work/splitwm.log"; exit 1; }
    echo "$out" | grep -v '^|'
    rows+=("$(echo "$out" | grep '^|')")
    end_run
  done
done
echo
echo "| windows | change | frames a motion (marked) | interval p50, ms | p99 | max | late (> 25 ms) | skipped | command → first frame, p50, ms | command → end, p50, ms | CPU per frame, ms: splitwm / X server | others' CPU share |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
