#!/usr/bin/env bash
# `make sidebars`: the seed's two-sidebar layout, built with commands on a 1920x1080 Xvfb, then
# the screen shrunk to 1280x720 with xrandr; writes the screen to docs/sidebars.png. Both
# sidebars keep their widths; the content area takes the change.
set -euo pipefail
out=${1:-docs/sidebars.png}
bin=$(swift build --show-bin-path)
. "$(dirname "$0")/lib.sh"
start_xvfb 1920x1080
"$bin/splitwm" &
wm=$!
trap 'kill $wm 2>/dev/null; kill $xvfb 2>/dev/null; true' EXIT
ctl() { "$bin/splitctl" "$@" >/dev/null; }
for _ in $(seq 100); do "$bin/splitctl" sync >/dev/null 2>&1 && break; sleep 0.05; done
open_xterm "left sidebar" "priority primary: keeps its width"
open_xterm "content" "the content area takes every change of the screen"
ctl presel right
open_xterm "right sidebar" "priority secondary: keeps its width"
ctl "fraction 0.8; priority secondary"
ctl "focus left; focus left; fraction 0.15; priority primary"
ctl sync
xrandr --newmode 1280x720_s 74.25 1280 1390 1430 1650 720 725 730 750 +hsync +vsync
xrandr --addmode screen 1280x720_s
xrandr --output screen --mode 1280x720_s
ctl sync
sleep 1   # let the xterms redraw at their new sizes
import -window root -crop 1280x720+0+0 "$out"
echo "wrote $out"
