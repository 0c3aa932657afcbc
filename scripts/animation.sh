#!/usr/bin/env bash
# `make screenshot` (second picture): a strip of frames of one insert animation. Starts Xvfb and
# splitwm with a slow linear glide (so a screenshot every few hundred milliseconds catches
# frames on the way; the default glide is 150 ms ease-out), two xterms, then a third, and
# grabs the screen three times as it comes in and once at the end; writes the grabs side by
# side, at half size, to
# docs/animation.png.
set -euo pipefail
out=${1:-docs/animation.png}
bin=$(swift build --show-bin-path)
. "$(dirname "$0")/lib.sh"
start_xvfb 960x540
work=$(mktemp -d /tmp/splitwm-animation-XXXXXX)
printf '%s\n' 'border-width 2' 'animation-duration 2000' 'animation-easing linear' > "$work/splitwm.conf"
XDG_STATE_HOME="$work" "$bin/splitwm" --config "$work/splitwm.conf" &
wm=$!
trap 'kill $wm $(jobs -p) 2>/dev/null; kill $xvfb 2>/dev/null; rm -rf "$work"; true' EXIT
for _ in $(seq 200); do "$bin/splitctl" sync >/dev/null 2>&1 && break; sleep 0.05; done
open_xterm "editor" "one"
open_xterm "shell" "two"
sleep 0.5   # let the xterms draw; `sync` shows the end of any glide still under way
"$bin/splitctl" sync >/dev/null
sleep 0.2
# The third xterm: its tile grows from the right edge of the second's while both others give way.
xterm -title "logs" -bg '#2e3440' -fg '#d8dee9' -e sh -c 'printf "three\n"; exec sleep 600' &
frames=()
for k in 0 1 2; do
  # A grab at the start, then about every 600 ms: the motion lasts 2 s.
  import -window root "$work/frame-$k.png"
  frames+=("$work/frame-$k.png")
  sleep 0.45
done
"$bin/splitctl" sync >/dev/null
sleep 0.3
import -window root "$work/frame-end.png"
frames+=("$work/frame-end.png")
convert "${frames[@]}" -resize 50% -bordercolor '#d8dee9' -border 2 +append "$out"
echo "wrote $out"
