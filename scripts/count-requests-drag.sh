#!/usr/bin/env bash
# Counts the X requests splitwm sends while a tile is carried (Super + button 1, xdotool) through 40
# motion steps across three xterms, and for the drop, by request name: splitwm talks to a fresh
# Xvfb through xtrace. Each count includes one `splitctl sync`. Needs a debug build.
#   scripts/count-requests-drag.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-.build/debug}
real=:95 fake=:96
work=$(mktemp -d)
Xvfb $real -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
sleep 1
printf 'border-width 1\nanimation-duration 0\nfocus-follows-mouse no\n' > "$work/config"
xtrace -n -k -d $real -D $fake -o "$work/log" >/dev/null 2>&1 & trace=$!
sleep 1
XDG_STATE_HOME=$work DISPLAY=$fake "$bin/splitwm" --config "$work/config" >/dev/null 2>&1 & wm=$!
sleep 2
for i in 1 2 3; do DISPLAY=$real xterm -class "Carried$i" & sleep 1.5; done
DISPLAY=$real xdotool mousemove 300 500
sleep 0.3
DISPLAY=$fake "$bin/splitctl" sync >/dev/null
before=$(grep -c "Request(" "$work/log")
DISPLAY=$real xdotool keydown super mousedown 1
for s in $(seq 40); do DISPLAY=$real xdotool mousemove $((300 + s * 35)) $((500 + s % 3)); done
sleep 0.5
DISPLAY=$fake "$bin/splitctl" sync >/dev/null
during=$(grep -c "Request(" "$work/log")
DISPLAY=$real xdotool mouseup 1 keyup super
sleep 0.5
DISPLAY=$fake "$bin/splitctl" sync >/dev/null
after=$(grep -c "Request(" "$work/log")
echo "press and 40 motions: $((during - before)) requests; the drop: $((after - during))"
awk -v b="$before" -v d="$during" '/Request\(/ { n++; if (n > b && n <= d) print }' "$work/log" \
  | grep -o "Request([0-9]*): [A-Za-z]*" | awk '{ print $2 }' | sort | uniq -c | sort -rn
kill $wm 2>/dev/null || true
pkill -f "xterm -class Carried" || true
sleep 0.5
kill $trace $xvfb 2>/dev/null || true
rm -rf "$work"
