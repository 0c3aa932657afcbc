#!/usr/bin/env bash
# The drag-lag benchmark: how far the windows trail the pointer while the root splitter is dragged
# (splitprobe --drag), at 10 and 100 windows and 250 and 1,000 motion events a second. Each case
# gets a fresh Xvfb (3840x2160 unless SIZE says) and a fresh release splitwm (as scripts/measure.sh starts them: the
# built-in config, so drag-mode is live and borders are 1 px; private state, runtime and config
# directories). Prints each case's details, then the table docs/benchmarks.md shows.
#   scripts/drag-lag.sh [RUNS] [MOTIONS] [SIZE]     (defaults: 1 run, 300 motions of 2 px, 3840x2160)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
runs=${1:-1}
motions=${2:-300}
size=${3:-3840x2160}
build_release_tools
xvfb= wm= work=
rows=()
trap end_run EXIT
for run in $(seq 1 "$runs"); do
  for windows in 10 100; do
    for rate in 250 1000; do
      work=$(mktemp -d)
      start_xvfb "$size" 2>"$work/xvfb.log"
      mkdir -m 700 "$work/runtime" "$work/state" "$work/config"
      XDG_RUNTIME_DIR="$work/runtime" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" \
        "$bin/splitwm" 2>"$work/splitwm.log" &
      wm=$!
      echo "--- run $run of $runs: $windows windows, $rate motion events a second, $size"
      out=$("$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows "$windows" \
              --drag "$rate" --motions "$motions" --step 2 --server-pid "$xvfb") \
        || { echo "$out"; echo "splitwm's log:"; cat "$work/splitwm.log"; exit 1; }
      echo "$out" | grep -v '^|'
      rows+=("$(echo "$out" | grep '^|')")
      end_run
    done
  done
done
echo
echo "| windows | motions/s | lag p50 | lag p90 | lag max | positions never shown | last motion → its layout | a motion → its layout, p50 | probe per motion (awake / CPU) | CPU per motion: splitwm / X server | others' CPU share |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
