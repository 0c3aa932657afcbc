#!/usr/bin/env bash
# Counts the instructions a release splitwm spends mapping windows, with callgrind: splitwm runs
# under valgrind on a fresh 3840x2160 Xvfb, counting only while splitprobe maps WINDOWS windows one
# at a time (not its start, not the probe's later calls and workspace switches, not the windows
# going away at the end). Prints the total per map and leaves the profile for callgrind_annotate.
# With MODE=switch (scripts/profile-switch.sh) it counts the workspace switches instead.
#   scripts/profile-map.sh [WINDOWS] [OUT]        (defaults: 100 windows, callgrind.map.out)
set -euo pipefail
windows=${1:-100}
out=$(realpath -m "${2:-callgrind.map.out}")
swift=${SWIFT:-swift}
cd "$(dirname "$0")/.."
for product in splitwm splitctl splitprobe; do
  $swift build -c release --static-swift-stdlib --product "$product" >/dev/null
done
bin=$($swift build -c release --static-swift-stdlib --show-bin-path)
work=$(mktemp -d)
xvfb= wm= probe=
cleanup() {
  [ -n "$probe" ] && kill "$probe" 2>/dev/null || true
  [ -n "$wm" ] && kill "$wm" 2>/dev/null && wait "$wm" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkfifo "$work/fd"
Xvfb -screen 0 3840x2160x24 -nolisten tcp -noreset -displayfd 3 3>"$work/fd" 2>"$work/xvfb.log" &
xvfb=$!
read -r number < "$work/fd"
export DISPLAY=":$number"
mkdir -m 700 "$work/runtime" "$work/state" "$work/config"
config=()
if [ -n "${CONFIG_LINES:-}" ]; then
  printf '%s\n' "$CONFIG_LINES" > "$work/splitwm.conf"
  config=(--config "$work/splitwm.conf")
fi
XDG_RUNTIME_DIR="$work/runtime" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" \
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" "$bin/splitwm" "${config[@]}" 2>"$work/splitwm.log" &
wm=$!
# Started once its socket is announced; the probe's windows are made and mapped after this.
for _ in $(seq 1 600); do
  xprop -root _SPLITWM_SOCKET 2>/dev/null | grep -q '"' && break
  sleep 0.1
done
control=$(command -v callgrind_control)
mode=${MODE:-map}
if [ "$mode" = switch ]; then
  # No maps counted: 0 windows first, then SWITCH_WINDOWS a side and SWITCHES switches, counted.
  count=${SWITCHES:-40}
  probe_args=(--windows 0 --switch-windows "${SWITCH_WINDOWS:-50}" --switches "$count"
              --before-switches "$control -i on $wm" --after-switches "$control -i off $wm")
else
  count=$windows
  callgrind_control -i on "$wm" >/dev/null 2>&1
  probe_args=(--windows "$windows" --switch-windows "${SWITCH_WINDOWS:-0}" --switches "${SWITCHES:-0}"
              --after-maps "$control -i off $wm")
fi
# The probe holds its windows open after its table, so counting stops before they go.
exec 4< <("$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --calls 0 --hold 60 "${probe_args[@]}")
probe=$!
while read -r line <&4; do
  echo "$line"
  case "$line" in notes:*) break ;; esac
done
callgrind_control -i off "$wm" >/dev/null 2>&1
kill "$wm"
wait "$wm" 2>/dev/null || true
wm=
total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "instructions while counting ${mode}s: $total, per $mode: $((total / count)) (callgrind_annotate $out)"
