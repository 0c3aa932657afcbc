#!/usr/bin/env bash
# `make workspaces`: polybar's internal/xworkspaces under splitwm. Starts Xvfb, splitwm with a
# config that names workspace 3 "web", a polybar panel with the workspace list, xterms on
# workspaces 1, 2 and web, switches to workspace 2 with splitctl (polybar follows), and writes
# the screen to docs/workspaces.png.
set -euo pipefail
out=${1:-docs/workspaces.png}
bin=$(swift build --show-bin-path)
. "$(dirname "$0")/lib.sh"
start_xvfb 1280x720
work=$(mktemp -d /tmp/splitwm-workspaces-XXXXXX)
printf '%s\n' 'workspace 3 name web' 'border-width 2' > "$work/splitwm.conf"
XDG_STATE_HOME="$work" "$bin/splitwm" --config "$work/splitwm.conf" &
wm=$!
trap 'kill $wm ${panel:-} $(jobs -p) 2>/dev/null; kill $xvfb 2>/dev/null; rm -rf "$work"; true' EXIT
ctl() { "$bin/splitctl" "$@" >/dev/null; }
for _ in $(seq 200); do ctl sync 2>/dev/null && break; sleep 0.05; done
printf '%s\n' '[bar/shot]' 'height = 24' 'modules-left = workspaces' 'modules-right = title' \
  'font-0 = fixed:pixelsize=12' 'background = #2e3440' 'foreground = #d8dee9' 'padding-right = 1' \
  '[module/workspaces]' 'type = internal/xworkspaces' \
  'label-active = %name%' 'label-active-background = #88c0d0' 'label-active-foreground = #2e3440' 'label-active-padding = 1' \
  'label-occupied = %name%' 'label-occupied-padding = 1' \
  'label-urgent = %name%' 'label-urgent-background = #bf616a' 'label-urgent-padding = 1' \
  'label-empty = %name%' 'label-empty-foreground = #4c566a' 'label-empty-padding = 1' \
  '[module/title]' 'type = internal/xwindow' > "$work/polybar.ini"
polybar -c "$work/polybar.ini" shot >/dev/null 2>&1 &
panel=$!
open_xterm "one: editor" "workspace 1"
open_xterm "one: shell" "workspace 1"
ctl workspace web
open_xterm "web: browser" "workspace web (3 in the config)"
ctl workspace 2
open_xterm "two: mail" "workspace 2: internal/xworkspaces of polybar"
open_xterm "two: notes" "follows every switch (splitctl workspace N, Super+N)"
open_xterm "two: build" "wmctrl -s, xdotool set_desktop, _NET_WM_DESKTOP"
ctl sync
sleep 1   # let the xterms and the panel draw
import -window root "$out"
echo "wrote $out"
