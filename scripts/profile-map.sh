#!/usr/bin/env bash
# Counts the instructions a release splitwm spends mapping windows, with callgrind: splitwm runs
# under valgrind on a fresh 3840x2160 Xvfb, counting only while splitprobe maps WINDOWS windows one
# at a time (not its start, not the windows going away at the end). Prints the total per map and
# leaves the profile for callgrind_annotate.
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
XDG_RUNTIME_DIR="$work/runtime" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" \
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" "$bin/splitwm" 2>"$work/splitwm.log" &
wm=$!
# Started once its socket is announced; the probe's windows are made and mapped after this.
for _ in $(seq 1 600); do
  xprop -root _SPLITWM_SOCKET 2>/dev/null | grep -q '"' && break
  sleep 0.1
done
callgrind_control -i on "$wm" >/dev/null 2>&1
# The probe holds its windows open after its table, so counting stops before they go.
exec 4< <("$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows "$windows" --calls 0 --hold 60)
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
echo "instructions while mapping: $total, per map: $((total / windows)) (callgrind_annotate $out)"
