#!/usr/bin/env bash
# The X requests a window manager sends, by kind, per map (and for the map of window 11 into a
# tree of 10, alone) and per workspace switch of SIDE windows each side: what splitwm sends beyond
# the floor (splitfloor). Each PEER (splitwm, floor or floor-reads) runs on a fresh Xvfb behind
# xtrace with the configs scripts/bench-peers.sh gives it, and `splitprobe --peer --request-kinds`
# prints its `kinds PHASE KIND PER-STEP` lines. Debug builds are enough for counts; BIN=DIR
# takes splitwm and splitctl from DIR instead of building them; KEEP=DIR keeps each xtrace log
# there (PEER.xtrace.log; the `bytes PHASE FROM TO` lines say where each phase is in it).
#   scripts/requests-by-kind.sh [SIDE] [PEER...]     (defaults: 50, splitwm floor floor-reads)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
side=${1:-50}
shift || true
[ $# -gt 0 ] && peers=("$@") || peers=(splitwm floor floor-reads)
swift=${SWIFT:-swift}
tools=$($swift build --show-bin-path)
$swift build --product splitprobe >/dev/null
$swift build --product splitfloor >/dev/null
if [ -z "${BIN:-}" ]; then
  $swift build --product splitwm >/dev/null
  $swift build --product splitctl >/dev/null
fi
wmbin=${BIN:-$tools}
xvfb= wm= work=
trap 'end_run' EXIT
trap 'exit 130' INT TERM
for peer in "${peers[@]}"; do
  work=$(mktemp -d)
  start_xvfb 1920x1080 2>"$work/xvfb.log"
  mkdir -m 700 -p "$work/home/runtime" "$work/home/state" "$work/home/config"
  export HOME=$work/home XDG_CONFIG_HOME=$work/home/config XDG_STATE_HOME=$work/home/state XDG_RUNTIME_DIR=$work/home/runtime
  trace=(xtrace -n -d "$DISPLAY" -D ":$((${DISPLAY#:} + 50))" -o "$work/xtrace.log" --)
  case $peer in
    splitwm)
      printf '%s\n' 'border-width 1' 'splitter-thickness 0' 'focus-follows-mouse no' 'animation-duration 0' > "$work/splitwm.conf"
      "${trace[@]}" "$wmbin/splitwm" --config "$work/splitwm.conf" 2>"$work/wm.log" &
      wm=$!
      until xprop -root _SPLITWM_SOCKET 2>/dev/null | grep -q '"'; do sleep 0.05; done
      export SPLITWM_SOCKET
      SPLITWM_SOCKET=$(xprop -root _SPLITWM_SOCKET | sed 's/.*= "\(.*\)"/\1/')
      options=(--workspace-a "$wmbin/splitctl workspace 2" --workspace-b "$wmbin/splitctl workspace 3") ;;
    floor|floor-reads)
      reads=(); [ "$peer" = floor-reads ] && reads=(--reads)
      "${trace[@]}" "$tools/splitfloor" "${reads[@]}" 2>"$work/wm.log" &
      wm=$!
      options=(--workspace-a "$tools/splitfloor --desktop 1" --workspace-b "$tools/splitfloor --desktop 2") ;;
    *) echo "unknown peer $peer" >&2; exit 2 ;;
  esac
  echo "--- $peer: 20 windows mapped one at a time, then 10 switches of $side windows each side" >&2
  "$tools/splitprobe" --peer "$peer" --wm-pid "$wm" --windows 20 --switch-windows "$side" --switches 10 \
    --xtrace-log "$work/xtrace.log" --request-kinds yes "${options[@]}" 2>&1 | sed "s/^/$peer /"
  # xtrace's going does not end every window manager: end the one behind it too.
  pkill -P "$wm" 2>/dev/null || true
  [ -n "${KEEP:-}" ] && mkdir -p "$KEEP" && cp "$work/xtrace.log" "$KEEP/$peer.xtrace.log"
  end_run
done
