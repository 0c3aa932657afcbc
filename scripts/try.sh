#!/usr/bin/env bash
# `make try`: runs splitwm inside a nested Xephyr window with a few xterms, on the desktop
# you are using now. Close the Xephyr window (or press Ctrl+C here) to end it.
set -euo pipefail
if [ -z "${DISPLAY:-}" ]; then
  echo "make try needs a desktop to open a window on (DISPLAY is not set); without one, run 'make screenshot' to see splitwm in a picture."
  exit 1
fi
bin=$(swift build --show-bin-path)/splitwm
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
trap 'kill $wm $xephyr 2>/dev/null || true' EXIT
for i in 1 2 3; do DISPLAY=$nested xterm -title "xterm $i" & done
wait $xephyr || true
