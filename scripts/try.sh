#!/usr/bin/env bash
# `make try`: runs splitwm inside a nested Xephyr window with a few xterms, on the desktop
# you are using now, with a panel (polybar, else tint2) when one is installed; the default
# config's Super+d opens rofi when it is installed. Close the Xephyr window (or press Ctrl+C
# here) to end it. Without a desktop (DISPLAY unset: a server, a container, an ssh session)
# it runs the scripted tour instead (scripts/tour.sh) and writes its pictures to TOUR-PNG.
#   scripts/try.sh [TOUR-PNG]      (splitwm-tour.png by default)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
if [ -z "${DISPLAY:-}" ]; then
  echo "No desktop here (DISPLAY is not set): splitwm takes a scripted tour on a virtual screen (Xvfb) instead."
  exec "$(dirname "$0")/tour.sh" "${1:-splitwm-tour.png}"
fi
bin=${SPLITWM_BIN:-$(${SWIFT:-swift} build --show-bin-path)}/splitwm
fifo=$(mktemp -u /tmp/splitwm-try-XXXXXX)
mkfifo "$fifo"
Xephyr -br -ac -noreset -resizeable -screen 1280x800 -title "splitwm (make try)" -displayfd 3 3>"$fifo" &
xephyr=$!
read -r number < "$fifo"
rm -f "$fifo"
nested=":$number"
echo "splitwm runs on $nested; drag the splitters between the xterms, resize the Xephyr window."
DISPLAY=$nested "$bin" -v &
wm=$!
panel=
if command -v polybar >/dev/null; then
  # A bar at the top with the time: polybar asks splitwm for a strut of its height.
  bar=$(mktemp /tmp/splitwm-try-polybar-XXXXXX.ini)
  write_polybar_config "$bar" try '%H:%M:%S'
  DISPLAY=$nested polybar -c "$bar" try >/dev/null 2>&1 &
  panel=$!
elif command -v tint2 >/dev/null; then
  DISPLAY=$nested tint2 >/dev/null 2>&1 &
  panel=$!
else
  echo "(no polybar or tint2 installed: no panel)"
fi
command -v rofi >/dev/null && echo "Super+d opens rofi." || echo "(rofi is not installed: Super+d does nothing)"
trap 'kill $wm $xephyr $panel 2>/dev/null || true' EXIT
for i in 1 2 3; do DISPLAY=$nested xterm -title "xterm $i" & done
wait $xephyr || true
