#!/usr/bin/env bash
# Counts the instructions bspwm spends on the workspace switches scripts/profile-switch.sh counts
# for splitwm, with callgrind: SIDE windows on each of two desktops, then SWITCHES switches back
# and forth through `bspc desktop -f`, counting only the switches (splitprobe --peer's
# --before-switches/--after-switches hooks). bspwm runs with the peer benchmark's config
# (scripts/bench-peers.sh). Prints the total per switch and leaves the profile for
# callgrind_annotate.
#   scripts/profile-switch-bspwm.sh [SIDE] [SWITCHES] [OUT]   (defaults: 50, 40, callgrind.bspwm-switch.out)
set -euo pipefail
side=${1:-50}
count=${2:-40}
out=$(realpath -m "${3:-callgrind.bspwm-switch.out}")
cd "$(dirname "$0")/.."
. scripts/lib.sh
./scripts/ensure-packages.sh bspwm valgrind xvfb x11-utils
build_release_tools
work=$(mktemp -d)
xvfb= wm= probe=
trap '{ [ -n "$probe" ] && kill "$probe" 2>/dev/null; } || true; end_run' EXIT
start_xvfb 3840x2160
home=$work/home
mkdir -m 700 -p "$home" "$home/runtime" "$home/state" "$home/config"
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_STATE_HOME=$home/state XDG_RUNTIME_DIR=$home/runtime
export BSPWM_SOCKET=$work/bspwm.sock
printf '%s\n' '#!/bin/sh' 'bspc monitor -d 1 2 3' 'bspc config border_width 1' 'bspc config window_gap 0' \
  'bspc config focus_follows_pointer false' > "$work/bspwmrc"
chmod +x "$work/bspwmrc"
valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" "$(command -v bspwm)" -c "$work/bspwmrc" 2>"$work/wm.log" &
wm=$!
until [ "$(bspc query -D 2>/dev/null | wc -l)" -eq 3 ]; do sleep 0.1; done
bspc=$(command -v bspc)
control=$(command -v callgrind_control)
exec 4< <("$bin/splitprobe" --peer bspwm --wm-pid "$wm" --windows 0 --switch-windows "$side" --switches "$count" \
  --noop "$bspc query -D -d focused" --workspace-a "$bspc desktop -f 2" --workspace-b "$bspc desktop -f 3" \
  --before-switches "$control -i on $wm" --after-switches "$control -i off $wm")
probe=$!
while read -r line <&4; do
  echo "$line"
  case "$line" in cpu_switch*) break ;; esac
done
callgrind_control -i off "$wm" >/dev/null 2>&1 || true
# The profile is written when bspwm exits.
kill "$wm"
wait "$wm" 2>/dev/null || true
wm=
total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "instructions while counting switches: $total, per switch: $((total / count)) (callgrind_annotate $out)"
