#!/usr/bin/env bash
# Measures a release splitwm from outside with splitprobe: map→tile latency over N windows mapped
# one at a time, splitwm's CPU time per map and memory with N windows, splitctl's time per call.
# Each run gets a fresh 3840x2160 Xvfb and a fresh splitwm (built as `make install` builds it,
# with the built-in config and private state, runtime and config directories).
#   scripts/measure.sh [WINDOWS] [RUNS]        (defaults: 100 windows, 1 run)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
windows=${1:-100}
runs=${2:-1}
build_release_tools
xvfb= wm= work=
trap end_run EXIT
for run in $(seq 1 "$runs"); do
  work=$(mktemp -d)
  mkfifo "$work/fd"
  Xvfb -screen 0 3840x2160x24 -nolisten tcp -noreset -displayfd 3 3>"$work/fd" 2>"$work/xvfb.log" &
  xvfb=$!
  read -r number < "$work/fd"
  export DISPLAY=":$number"
  mkdir -m 700 "$work/runtime" "$work/state" "$work/config"
  XDG_RUNTIME_DIR="$work/runtime" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" \
    "$bin/splitwm" 2>"$work/splitwm.log" &
  wm=$!
  [ "$runs" -gt 1 ] && echo "--- run $run of $runs"
  # The probe waits for splitwm's socket on the root window itself.
  "$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows "$windows" \
    || { echo "splitwm's log:"; cat "$work/splitwm.log"; exit 1; }
  end_run
done
