#!/usr/bin/env bash
# Counts the X requests splitwm sends for feh started from an xterm, once as a swallow (the xterm
# is a `rule … swallows` terminal) and once as a plain map beside it, and for feh's exit: splitwm
# talks to a fresh Xvfb through xtrace, the xterm and feh straight to the server. Each count
# includes one `splitctl sync` (a handful of requests). Needs a debug build (swift build).
#   scripts/count-requests-swallow.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-.build/debug}
image=$(mktemp --suffix .png)
convert -size 200x150 xc:red "$image"
count() {
  local swallow=$1 real=:95 fake=:96 work
  work=$(mktemp -d)
  Xvfb $real -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 & local xvfb=$!
  sleep 1
  printf 'border-width 1\nanimation-duration 0\nfocus-follows-mouse no\n' > "$work/config"
  [ "$swallow" = yes ] && echo 'rule class=SwallowTerm swallows' >> "$work/config"
  xtrace -n -k -d $real -D $fake -o "$work/log" >/dev/null 2>&1 & local trace=$!
  sleep 1
  XDG_STATE_HOME=$work DISPLAY=$fake "$bin/splitwm" --config "$work/config" >/dev/null 2>&1 & local wm=$!
  sleep 2
  DISPLAY=$real xterm -class SwallowTerm -e sh -c "while [ ! -e $work/go ]; do sleep 0.1; done; feh -g 300x200 $image" & local term=$!
  sleep 3
  DISPLAY=$fake "$bin/splitctl" sync >/dev/null
  local before after back
  before=$(grep -c "Request(" "$work/log")
  touch "$work/go"
  for _ in $(seq 50); do DISPLAY=$real xdotool search --class feh >/dev/null 2>&1 && break; sleep 0.1; done
  sleep 2
  DISPLAY=$fake "$bin/splitctl" sync >/dev/null
  after=$(grep -c "Request(" "$work/log")
  pkill -f "feh -g 300x200 $image" || true
  sleep 1
  DISPLAY=$fake "$bin/splitctl" sync >/dev/null
  back=$(grep -c "Request(" "$work/log")
  echo "swallowing $swallow: feh's map $((after - before)) requests, its exit $((back - after))"
  kill $wm $term 2>/dev/null || true
  sleep 0.5
  kill $trace $xvfb 2>/dev/null || true
  rm -rf "$work"
}
count yes
count no
rm -f "$image"
