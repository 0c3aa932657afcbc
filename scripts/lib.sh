# Shell functions the picture, try and benchmark scripts share; sourced, not run.

# Starts Xvfb with a screen of SIZE (e.g. 1280x800) on a free display, sets $xvfb to its pid
# and exports DISPLAY.
start_xvfb() {
  local fifo number
  fifo=$(mktemp -u /tmp/splitwm-xvfb-XXXXXX)
  mkfifo "$fifo"
  # Its notes on the displays it tried before a free one are not for the user.
  Xvfb -screen 0 "$1x24" -nolisten tcp -noreset -displayfd 3 3>"$fifo" 2>/dev/null &
  xvfb=$!
  read -r number < "$fifo" || { echo "Xvfb did not start" >&2; rm -f "$fifo"; return 1; }
  rm -f "$fifo"
  export DISPLAY=":$number"
}

# Writes FILE: a polybar config whose bar NAME, 24 px high at the top, shows the focused
# window's title and the time in DATE-FORMAT (strftime), and with a fourth argument
# `workspaces`, the workspace list on the left (polybar's internal/xworkspaces, the focused one
# highlighted). polybar asks for a strut of its height.
write_polybar_config() {
  local left=title centre=
  [ "${4:-}" = workspaces ] && left=workspaces centre=title
  printf '%s\n' "[bar/$2]" 'height = 24' "modules-left = $left" "modules-center = $centre" 'modules-right = date' \
    'font-0 = fixed:pixelsize=12' 'background = #2e3440' 'foreground = #d8dee9' 'padding = 1' \
    '[module/date]' 'type = internal/date' "date = $3" \
    '[module/title]' 'type = internal/xwindow' \
    '[module/workspaces]' 'type = internal/xworkspaces' \
    'label-active = %name%' 'label-active-background = #88c0d0' 'label-active-foreground = #2e3440' 'label-active-padding = 1' \
    'label-occupied = %name%' 'label-occupied-padding = 1' \
    'label-urgent = %name%' 'label-urgent-background = #bf616a' 'label-urgent-padding = 1' \
    'label-empty = %name%' 'label-empty-foreground = #4c566a' 'label-empty-padding = 1' > "$1"
}

# Opens an xterm titled TITLE showing TEXT (as it is: printf, so quotes in it are safe) and
# returns once splitwm has shown it (mapped: a window maps only when the window manager does
# it) and handled everything before (`splitctl sync`). Needs $bin, the folder
# of splitwm and splitctl. With $xterm_font_size set, the text is DejaVu Sans Mono of that size
# (a picture shown smaller stays readable); otherwise xterm's own fixed font.
open_xterm() {
  local font=()
  [ -n "${xterm_font_size:-}" ] && font=(-fa 'DejaVu Sans Mono' -fs "$xterm_font_size")
  xterm "${font[@]}" -title "$1" -bg '#2e3440' -fg '#d8dee9' -e sh -c 'printf "%s\n\n%s\n" "$1" "$2"; exec sleep 600' sh "$1" "$2" 2>/dev/null &
  wait_for "the xterm \"$1\" to show" window_shown "$1"
  "$bin/splitctl" sync >/dev/null
}

# The benchmarks' release build (as `make install` builds it) of splitwm, splitctl and
# splitprobe; sets $bin to where they are.
build_release_tools() {
  local swift=${SWIFT:-swift} product
  for product in splitwm splitctl splitprobe; do
    $swift build -c release --static-swift-stdlib --product "$product" >/dev/null
  done
  bin=$($swift build -c release --static-swift-stdlib --show-bin-path)
}

# Ends a benchmark run: stops $wm and $xvfb, removes $work, and clears the three. Installed as
# the EXIT trap by the scripts that use it.
end_run() {
  [ -n "${wm:-}" ] && kill "$wm" 2>/dev/null && wait "$wm" 2>/dev/null || true
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null || true
  [ -n "${work:-}" ] && rm -rf "$work"
  wm= xvfb= work=
}

# Polls COMMAND (with its arguments) every 50 ms until it succeeds; after WAIT_SECONDS (60 by
# default: a loaded machine is slow, a broken step should still end) says what it waited for,
# on standard error, and fails.
wait_for() {
  local what=$1 deadline=$((SECONDS + ${WAIT_SECONDS:-60}))
  shift
  until "$@"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "timed out waiting for $what" >&2
      return 1
    fi
    sleep 0.05
  done
}

# The first visible window titled exactly TITLE (xdotool), or nothing.
visible_window() {
  xdotool search --onlyvisible --name "^$1\$" 2>/dev/null | head -n 1 || true
}

# Whether a window titled exactly TITLE is visible.
window_shown() { [ -n "$(visible_window "$1")" ]; }

# Sets $x $y $width $height to window ID's geometry as X has it (position on the root,
# inside the border).
# shellcheck disable=SC2034  # x, y, width and height are for the caller; SCREEN and WINDOW come with --shell
read_geometry() {
  local X Y WIDTH HEIGHT SCREEN WINDOW
  eval "$(xdotool getwindowgeometry --shell "$1")"
  x=$X y=$Y width=$WIDTH height=$HEIGHT
}

# Writes the screen to FILE (PNG) once it holds still: grabs it until two grabs in a row are
# the same, so clients have drawn what the last step made them draw (a window that just
# mapped, a dialog's widgets). Gives up after 100 grabs and keeps the last one.
capture_still_screen() {
  local previous='' current
  for _ in $(seq 100); do
    import -window root "$1.grab.png"
    current=$(identify -format '%#' "$1.grab.png")   # a hash of the pixels, not of the file
    if [ "$current" = "$previous" ]; then break; fi
    previous=$current
  done
  mv "$1.grab.png" "$1"
}
