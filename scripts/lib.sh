# Shell functions the picture, try and benchmark scripts share; sourced, not run.

# Starts Xvfb with a screen of SIZE (e.g. 1280x800) on a free display, sets $xvfb to its pid
# and exports DISPLAY.
start_xvfb() {
  local fifo number
  fifo=$(mktemp -u /tmp/splitwm-xvfb-XXXXXX)
  mkfifo "$fifo"
  Xvfb -screen 0 "$1x24" -nolisten tcp -noreset -displayfd 3 3>"$fifo" &
  xvfb=$!
  read -r number < "$fifo"
  rm -f "$fifo"
  export DISPLAY=":$number"
}

# Writes FILE: a polybar config whose bar NAME, 24 px high at the top, shows the focused
# window's title and the time in DATE-FORMAT (strftime). polybar asks for a strut of its height.
write_polybar_config() {
  printf '%s\n' "[bar/$2]" 'height = 24' 'modules-left = title' 'modules-right = date' 'font-0 = fixed:pixelsize=12' \
    'background = #2e3440' 'foreground = #d8dee9' 'padding = 1' \
    '[module/date]' 'type = internal/date' "date = $3" \
    '[module/title]' 'type = internal/xwindow' > "$1"
}

# Opens an xterm titled TITLE showing TEXT (as it is: printf, so quotes in it are safe) and
# returns once it exists and splitwm has handled it (`splitctl sync`). Needs $bin, the folder
# of splitwm and splitctl.
open_xterm() {
  xterm -title "$1" -bg '#2e3440' -fg '#d8dee9' -e sh -c 'printf "%s\n\n%s\n" "$1" "$2"; exec sleep 600' sh "$1" "$2" &
  for _ in $(seq 200); do
    [ "$(xdotool search --name "^$1\$" 2>/dev/null | wc -l)" -ge 1 ] && break
    sleep 0.05
  done
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
