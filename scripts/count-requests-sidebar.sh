#!/usr/bin/env bash
# Counts the X requests splitwm sends for ten workspace switches between two workspaces of two
# xterms each, once with a third xterm as a sticky sidebar (`sticky enable` on a tile) and once
# with that xterm an ordinary tile of workspace 1, and how many of them are ConfigureWindow.
# splitwm talks to a fresh Xvfb through xtrace, the xterms straight to the server; animation off,
# so the counts do not depend on timing. Each switch is one `splitctl` command and one `splitctl
# sync`, counted in. Needs a debug build (swift build).
#   scripts/count-requests-sidebar.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-.build/debug}
count() {
  local sidebar=$1 real=:95 fake=:96 work pids=()
  work=$(mktemp -d)
  Xvfb $real -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 & local xvfb=$!
  sleep 1
  printf 'border-width 1\nanimation-duration 0\nfocus-follows-mouse no\n' > "$work/config"
  xtrace -n -k -d $real -D $fake -o "$work/log" >/dev/null 2>&1 & local trace=$!
  sleep 1
  XDG_STATE_HOME=$work DISPLAY=$fake "$bin/splitwm" --config "$work/config" >/dev/null 2>&1 & local wm=$!
  sleep 2
  ctl() { DISPLAY=$fake "$bin/splitctl" "$@" >/dev/null; }
  open() {
    DISPLAY=$real xterm -class "$1" & pids+=($!)
    for _ in $(seq 100); do [ "$(DISPLAY=$fake "$bin/splitctl" query windows | grep -c "\"$1\"")" -gt 0 ] && break; sleep 0.1; done
  }
  open Side; open MainA; open MainB
  [ "$sidebar" = yes ] && ctl "[class=Side] sticky enable"
  ctl workspace 2
  open OtherA; open OtherB
  ctl workspace 1
  ctl sync
  local before after configures
  before=$(grep -c "Request(" "$work/log")
  local from=$(wc -l < "$work/log")
  for n in 2 1 2 1 2 1 2 1 2 1; do ctl workspace $n; ctl sync; done
  after=$(grep -c "Request(" "$work/log")
  configures=$(tail -n +"$from" "$work/log" | grep -c "Request(12): ConfigureWindow" || true)
  [ -n "${SHOW:-}" ] && tail -n +"$from" "$work/log" | grep -A3 "ConfigureWindow" | head -60
  echo "sidebar $sidebar: ten switches $((after - before)) requests, $configures ConfigureWindow"
  kill $wm "${pids[@]}" 2>/dev/null || true
  sleep 0.5
  kill $trace $xvfb 2>/dev/null || true
  rm -rf "$work"
}
count yes
count no
