#!/usr/bin/env bash
# Counts the X requests splitwm sends during splitter drags, through xtrace (Debian's
# `xtrace` proxies a display and logs every request). Ten xterm-free plain windows are tiled
# on a 1920x1080 Xvfb; then the root splitter, and a splitter deep in the tree, are each
# dragged through 20 pointer positions, and the ConfigureWindow requests are counted.
#   scripts/count-requests.sh
set -euo pipefail
swift build --product splitwm >/dev/null
bin=$(swift build --show-bin-path)/splitwm
work=$(mktemp -d)
wm=
trap 'kill $wm 2>/dev/null; sleep 0.2; kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
cat > "$work/windows.c" <<'C'
#include <X11/Xlib.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
    Display *d = XOpenDisplay(NULL);
    if (!d) return 1;
    for (int i = 0; i < atoi(argv[1]); i++) {
        XMapWindow(d, XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 100, 100, 0, 0, 0xffffff));
        XSync(d, False);
        usleep(20000);   /* each goes beside the one before, once that one is managed */
    }
    pause();
    return 0;
}
C
cc -O2 -o "$work/windows" "$work/windows.c" -lX11
mkfifo "$work/fd"
Xvfb -screen 0 1920x1080x24 -nolisten tcp -noreset -displayfd 3 3>"$work/fd" &
read -r number < "$work/fd"
real=":$number"
proxy=":$((number + 50))"
xtrace -n -d "$real" -D "$proxy" -o "$work/log" -- "$bin" &
wm=$!
export DISPLAY=$real
until xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q window; do sleep 0.05; done
"$work/windows" 10 &
until [ "$(xprop -root _NET_CLIENT_LIST 2>/dev/null | tr ',' '\n' | grep -c 0x)" -ge 10 ]; do sleep 0.1; done
sleep 0.5
drag() {   # drag from $1,$2 through 20 steps of $3 px along x (or y when $4 = y)
  local x=$1 y=$2 step=$3 axis=${4:-x}
  xdotool mousemove --sync "$x" "$y"; sleep 0.3
  local before; before=$(grep -c 'ConfigureWindow' "$work/log" || true)
  local all_before; all_before=$(grep -c 'Request(' "$work/log" || true)
  xdotool mousedown 1
  for i in $(seq 1 20); do
    if [ "$axis" = x ]; then xdotool mousemove --sync $((x + i * step)) "$y"; else xdotool mousemove --sync "$x" $((y + i * step)); fi
  done
  xdotool mouseup 1; sleep 0.5
  local after; after=$(grep -c 'ConfigureWindow' "$work/log" || true)
  local all_after; all_after=$(grep -c 'Request(' "$work/log" || true)
  echo "$((after - before)) ConfigureWindow requests, $((all_after - all_before)) requests in all"
}
echo "root splitter (10 windows and 9 splitters of 2 windows each change at each step), 20 motions: $(drag 960 300 -10)"
# The last window's tile borders the deepest split: drag the splitter along its left edge,
# or its right edge when it touches the screen's left side.
last=$(xprop -root _NET_CLIENT_LIST | tr ',' '\n' | grep -o '0x[0-9a-f]*' | tail -1)
geometry=$(xdotool getwindowgeometry "$((last))")
lx=$(echo "$geometry" | sed -n 's/.*Position: \([0-9]*\),\([0-9]*\).*/\1/p')
ly=$(echo "$geometry" | sed -n 's/.*Position: \([0-9]*\),\([0-9]*\).*/\2/p')
lw=$(echo "$geometry" | sed -n 's/.*Geometry: \([0-9]*\)x\([0-9]*\).*/\1/p')
lh=$(echo "$geometry" | sed -n 's/.*Geometry: \([0-9]*\)x\([0-9]*\).*/\2/p')
if [ "$lx" -gt 2 ]; then edge=$((lx - 2)); step=1; else edge=$((lx + lw + 2)); step=-1; fi
echo "the splitter along the last window, 20 motions: $(drag "$edge" "$((ly + lh / 2))" "$step")"
