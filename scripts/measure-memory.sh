#!/usr/bin/env bash
# Prints splitwm's resident memory (VmRSS, RssAnon, and the Rss of its executable's code mapping,
# most of the rest: docs/hacking.md, The release build) with N windows tiled (default 100): a
# release build linked statically against the Swift runtime, under Xvfb.
#   scripts/measure-memory.sh [N]
# SPLITWM=PATH measures that executable instead of building one (another build to compare with).
# PRELOAD=libpangocairo-1.0.so.0 loads the tab bars' text libraries at start, as splitwm did when
# it linked them (it loads them with the first bar of tabs now): the difference is what that cost.
set -euo pipefail
count=${1:-100}
wm=
if [ -n "${SPLITWM:-}" ]; then
  bin=$(realpath "$SPLITWM")
else
  swift build -c release --static-swift-stdlib --product splitwm >/dev/null
  bin=$(swift build -c release --show-bin-path)/splitwm
fi
work=$(mktemp -d)
trap 'kill $wm 2>/dev/null; sleep 0.2; kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
# A client that maps N plain windows and keeps them until it is killed.
cat > "$work/windows.c" <<'C'
#include <X11/Xlib.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
    int n = atoi(argv[1]);
    Display *d = XOpenDisplay(NULL);
    if (!d) return 1;
    for (int i = 0; i < n; i++) {
        Window w = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 100, 100, 0, 0, 0xffffff);
        XMapWindow(d, w);
        XSync(d, False);
    }
    pause();
    return 0;
}
C
cc -O2 -o "$work/windows" "$work/windows.c" -lX11
mkfifo "$work/fd"
Xvfb -screen 0 3840x2160x24 -nolisten tcp -noreset -displayfd 3 3>"$work/fd" &
read -r number < "$work/fd"
export DISPLAY=":$number"
LD_PRELOAD=${PRELOAD:-} "$bin" &
wm=$!
until xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q window; do sleep 0.05; done
# VmRSS and RssAnon, and the Rss of the executable's mappings that hold code (its text, and with
# gold's layout the read-only sections beside it).
resident() {
  grep -E 'VmRSS|RssAnon' /proc/$wm/status | tr -s ' ' | tr '\n' ' '
  awk -v exe="$bin" '/^[0-9a-f]+-/ { code = ($6 == exe && $2 ~ /x/) } /^Rss:/ && code { kb += $2 }
                     END { printf "code: %d kB", kb }' /proc/$wm/smaps
}
before=$(resident)
"$work/windows" "$count" &
until [ "$(xprop -root _NET_CLIENT_LIST 2>/dev/null | tr ',' '\n' | grep -c 0x)" -ge "$count" ]; do sleep 0.1; done
sleep 0.5
after=$(resident)
echo "splitwm with no window:      $before"
echo "splitwm with $count windows: $after"
