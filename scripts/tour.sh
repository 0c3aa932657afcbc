#!/usr/bin/env bash
# `make try` without a display: a scripted tour of splitwm on a private Xvfb, written as one PNG
# of six captioned screenshots. splitwm runs with the default config and a polybar panel;
# xterms are opened, a splitter is dragged with the mouse, another dragged to the edge (its
# side hides), a window zoomed (Super+f), a zenity dialog floats, Super+2 shows workspace 2.
# Every step waits for what it did to show (splitctl sync, the windows' geometry as X has it,
# a screen that holds still) and the tour fails, saying which step, when it does not.
#   scripts/tour.sh OUT.png
# SPLITWM_BIN: the folder of splitwm and splitctl (swift build's by default); TOUR_LOG: a file
# for splitwm's verbose log, to see why a step timed out.
set -euo pipefail
out=${1:?usage: tour.sh OUT.png}
here=$(cd "$(dirname "$0")" && pwd)
bin=${SPLITWM_BIN:-$(cd "$here/.." && ${SWIFT:-swift} build --show-bin-path)}
. "$here/lib.sh"
for tool in Xvfb xterm xdotool polybar zenity import montage identify; do
  command -v "$tool" >/dev/null || { echo "the tour needs $tool (make try installs it)" >&2; exit 1; }
done
trap 'echo "the tour failed at line $LINENO of $0" >&2' ERR
unset DISPLAY
start_xvfb 1280x800
work=$(mktemp -d /tmp/splitwm-tour-XXXXXX)
# Stops what the tour started: SIGTERM, and SIGKILL for what is still there after 5 s (a
# parent that blocks SIGTERM passes the block on to us and our children).
stop_jobs() {
  local pids pid
  pids=$(jobs -p)
  [ -n "$pids" ] || return 0
  kill $pids 2>/dev/null || true
  for _ in $(seq 100); do
    for pid in $pids; do kill -0 "$pid" 2>/dev/null && break; pid=; done
    [ -z "$pid" ] && break
    sleep 0.05
  done
  kill -9 $pids 2>/dev/null || true
  wait 2>/dev/null || true
}
trap 'stop_jobs; rm -rf "$work"; true' EXIT
# Its own state and runtime directories: nothing of the user's session is read or touched.
export XDG_STATE_HOME="$work/state" XDG_RUNTIME_DIR="$work/runtime"
mkdir -m 700 "$XDG_STATE_HOME" "$XDG_RUNTIME_DIR"
unset SPLITWM_SOCKET
ctl() { "$bin/splitctl" "$@" >/dev/null; }
# shellcheck disable=SC2034  # xterm_font_size is read by open_xterm (lib.sh)
step=0 frames=() xterm_font_size=15
# Writes the screen, once still, as the next frame with CAPTION; a third argument is drawn
# over it (ImageMagick -draw primitives: where the pointer went, which a grab does not show).
frame() {
  step=$((step + 1))
  ctl sync
  capture_still_screen "$work/frame-$step.png"
  if [ -n "${2:-}" ]; then
    convert "$work/frame-$step.png" -stroke '#ebcb8b' -strokewidth 6 -fill '#ebcb8b' -draw "$2" "$work/frame-$step.png"
  fi
  frames+=(-label "$step. $1" "$work/frame-$step.png")
  echo "  $step. $1"
}
# Whether window ID is at least N pixels wide; exactly N wide.
width_at_least() { local x y width height; read_geometry "$1"; [ "$width" -ge "$2" ]; }
width_is() { local x y width height; read_geometry "$1"; [ "$width" -eq "$2" ]; }
hidden() { [ -z "$(visible_window "$1")" ]; }
panel_shown() { [ -n "$(xdotool search --onlyvisible --class polybar 2>/dev/null)" ]; }
# Drags with button 1 from X1,Y1 to X2,Y2 in small motions, as a hand would; sets $path to
# the drag drawn as a line with a dot where the button went up.
drag() {
  path="line $1,$2 $3,$4 circle $3,$4 $(($3 + 10)),$4"
  local i
  xdotool mousemove --sync "$1" "$2" mousedown 1
  for i in 1 2 3 4 5 6 7 8; do
    xdotool mousemove --sync $(($1 + ($3 - $1) * i / 8)) $(($2 + ($4 - $2) * i / 8))
  done
  xdotool mouseup 1
}

# The default config, without the glides: a window that prints while it grows in from nothing
# wraps its text at the width it had then, and each frame should show where things ended.
sed 's/^animation-duration .*/animation-duration 0/' "$here/../config/splitwm.conf" > "$work/splitwm.conf"
"$bin/splitwm" --check-config "$work/splitwm.conf" >/dev/null
"$bin/splitwm" --config "$work/splitwm.conf" -v 2>"${TOUR_LOG:-$work/splitwm.log}" &
answers() { ctl sync 2>/dev/null; }
wait_for "splitwm to answer" answers
write_polybar_config "$work/polybar.ini" tour '%H:%M' workspaces
polybar -c "$work/polybar.ini" tour >/dev/null 2>&1 &
wait_for "the panel" panel_shown
echo "the tour, on Xvfb $DISPLAY:"
open_xterm "editor" $'A new window goes beside\nthe focused one, splitting\nits longer side.'
open_xterm "shell" $'Drag the splitter between\ntwo windows with the mouse.'
open_xterm "logs" $'Drag a splitter to the edge:\nthat side hides. Drag it\nback out to show it again.'
editor=$(visible_window editor) shell=$(visible_window shell) logs=$(visible_window logs)
frame "Each new window splits the focused one"

# The root splitter: between the editor's right edge (its border included) and the shell.
read_geometry "$editor"
before=$width
left_edge=$((x + width)) middle=$((y + height / 2))
read_geometry "$shell"
splitter=$(((left_edge + x) / 2))
drag "$splitter" "$middle" 860 "$middle"
wait_for "the editor to widen to the dragged splitter" width_at_least "$editor" $((before + 150))
frame "Drag a splitter: the windows follow" "$path"

# The splitter between the shell and the logs, dragged down to the screen's bottom edge.
read_geometry "$shell"
bottom_edge=$((y + height)) centre=$((x + width / 2))
read_geometry "$logs"
drag "$centre" $(((bottom_edge + y) / 2)) "$centre" 799
wait_for "the logs' side to hide" hidden logs
frame "Drag it to the edge: that side hides" "$path"

NO_AT_BRIDGE=1 GDK_BACKEND=x11 zenity --info --title "A dialog" \
  --text "Dialogs float over the tiles, centred." >/dev/null 2>&1 &
dialog=$!
wait_for "the dialog" window_shown "A dialog"
frame "A dialog floats, centred"
kill "$dialog"
wait_for "the dialog to close" hidden "A dialog"

read_geometry "$editor"
before=$width
xdotool mousemove --sync $((x + width / 2)) $((y + height / 2))   # focus follows the mouse
xdotool key super+f
wait_for "the editor to fill the screen" width_at_least "$editor" 1270
frame "Super+f zooms the focused window"
xdotool key super+f
wait_for "the zoom to end" width_is "$editor" "$before"

xdotool key super+2
wait_for "workspace 1 to go" hidden editor
open_xterm "mail" $'Workspace 2. Super+1 goes back,\nSuper+Shift+N moves a window to N.'
frame "Super+2: workspace 2, the panel follows"

mkdir -p "$(dirname "$out")"
montage -font DejaVu-Sans -pointsize 20 -background '#2e3440' -fill '#eceff4' "${frames[@]}" \
  -tile 3x2 -geometry 640x400+8+8 "$out"
echo "wrote $(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
