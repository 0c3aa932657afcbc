#!/usr/bin/env bash
# `make screenshot`: starts Xvfb, splitwm, a polybar panel, four xterms (which tile into a
# nested layout below the panel) and a zenity dialog (which floats over them), and writes the
# screen to docs/screenshot.png.
set -euo pipefail
out=${1:-docs/screenshot.png}
bin=$(swift build --show-bin-path)/splitwm
. "$(dirname "$0")/lib.sh"
start_xvfb 1280x800
"$bin" &
wm=$!
bar=$(mktemp /tmp/splitwm-shot-polybar-XXXXXX.ini)
write_polybar_config "$bar" shot '%Y-%m-%d %H:%M'
polybar -c "$bar" shot >/dev/null 2>&1 &
panel=$!
trap 'kill $wm $panel ${dialog:-} 2>/dev/null; kill $xvfb 2>/dev/null; rm -f "$bar"; true' EXIT
for i in 1 2 3 4; do
  xterm -title "xterm $i" -bg '#2e3440' -fg '#d8dee9' -e sh -c "echo 'xterm $i'; echo; echo 'a leaf of the split tree: drag the splitters'; echo 'between the windows, or hold Super and drag'; echo 'inside one; a double click on a splitter'; echo 'shares its split equally.'; exec sleep 600" &
  # Each xterm goes beside the one focused before it, so wait for it to be tiled.
  for _ in $(seq 200); do
    [ "$(xdotool search --name "^xterm $i\$" 2>/dev/null | wc -l)" -ge 1 ] && break
    sleep 0.05
  done
done
NO_AT_BRIDGE=1 GDK_BACKEND=x11 zenity --info --title "A dialog" --text "Dialogs float over the tiles, centred." >/dev/null 2>&1 &
dialog=$!
for _ in $(seq 200); do
  [ "$(xdotool search --name "^A dialog\$" 2>/dev/null | wc -l)" -ge 1 ] && break
  sleep 0.05
done
sleep 1   # let the xterms, the panel and the dialog draw
import -window root "$out"
echo "wrote $out"
