#!/usr/bin/env bash
# `make screenshot`: starts Xvfb, splitwm and four xterms (which tile into a nested layout),
# and writes the screen to docs/screenshot.png.
set -euo pipefail
out=${1:-docs/screenshot.png}
bin=$(swift build --show-bin-path)/splitwm
fifo=$(mktemp -u /tmp/splitwm-shot-XXXXXX)
mkfifo "$fifo"
Xvfb -screen 0 1280x800x24 -nolisten tcp -noreset -displayfd 3 3>"$fifo" &
xvfb=$!
read -r number < "$fifo"
rm -f "$fifo"
export DISPLAY=":$number"
"$bin" &
wm=$!
trap 'kill $wm 2>/dev/null; kill $xvfb 2>/dev/null; true' EXIT
for i in 1 2 3 4; do
  xterm -title "xterm $i" -bg '#2e3440' -fg '#d8dee9' -e sh -c "echo 'xterm $i'; echo; echo 'a leaf of the split tree: drag the splitters'; echo 'between the windows, or hold Super and drag'; echo 'inside one; a double click on a splitter'; echo 'shares its split equally.'; exec sleep 600" &
  # Each xterm goes beside the one focused before it, so wait for it to be tiled.
  for _ in $(seq 200); do
    [ "$(xdotool search --name "^xterm $i\$" 2>/dev/null | wc -l)" -ge 1 ] && break
    sleep 0.05
  done
done
sleep 1   # let the xterms draw their text
import -window root "$out"
echo "wrote $out"
