#!/usr/bin/env bash
# `make groups`: tabbed and stacked groups beside a split, built with commands on a 1280x800
# Xvfb with a polybar panel; writes the screen to docs/groups.png. Left, two xterms split above
# and below, each with a title bar (`border normal`); middle, a stacked group of three; right, a
# tabbed group of two, one titled in Japanese with an emoji, the other in Hebrew (drawn right
# to left).
set -euo pipefail
out=${1:-docs/groups.png}
bin=$(swift build --show-bin-path)
. "$(dirname "$0")/lib.sh"
start_xvfb 1280x800
work=$(mktemp -d /tmp/splitwm-groups-XXXXXX)
printf '%s\n' 'font pango:DejaVu Sans 9' 'placement right' > "$work/config"
"$bin/splitwm" --config "$work/config" &
wm=$!
write_polybar_config "$work/bar.ini" groups '%H:%M'
polybar -c "$work/bar.ini" groups >/dev/null 2>&1 &
panel=$!
trap 'kill $wm $panel 2>/dev/null; kill $xvfb 2>/dev/null; rm -rf "$work"; true' EXIT
ctl() { "$bin/splitctl" "$@" >/dev/null; }
for _ in $(seq 100); do "$bin/splitctl" sync >/dev/null 2>&1 && break; sleep 0.05; done
xterm_font_size=9
# A window's title as a client sets it in UTF-8 (_NET_WM_NAME), which its tab shows.
retitle() {
  local id
  id=$(xdotool search --name "^$1\$" | head -1)
  xdotool set_window --name "$2" "$id"
  ctl sync
}
open_xterm "notes" "a split: above and below"
open_xterm "build" "a split: above and below"
ctl "focus left; presel down"
open_xterm "shell" "a stacked group: one title row per window"
ctl "focus right; presel right"
open_xterm "browser" "a stacked group: focus up and down goes through it"
ctl "focus left; presel down"
open_xterm "mail" "a stacked group"
ctl "presel down"
open_xterm "japanese" "a tabbed group: its title is Japanese with an emoji"
ctl "focus right; presel down"
open_xterm "hebrew" "a tabbed group: its title is Hebrew, right to left"
retitle japanese "日本語のタイトル 🎉"
retitle hebrew "שלום עולם"
ctl "layout tabbed; focus left; focus left; layout stacking"
ctl "[title=notes] border normal; [title=build] border normal"
ctl sync
sleep 1   # let the xterms redraw in their new places
import -window root "$out"
echo "wrote $out"
