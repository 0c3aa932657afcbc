#!/usr/bin/env bash
# The peer benchmark: splitwm beside bspwm, i3 and the floor (splitfloor, a tiler of a few dozen
# lines that also switches desktops), measured from outside by `splitprobe --peer` in one run.
# Each round runs the five in turn (the order rotating from round to round, so machine noise is
# shared), each on a fresh Xvfb of SIZE with a minimal config written here (border 1, no gaps,
# focus not following the mouse; splitwm with animation-duration 0, as the peers change
# instantly) and HOME and XDG_* pointing into a temp dir, so no user config is read. Then
# requests and round trips per map, per reflow and per workspace switch, counted once per window
# manager through xtrace, and splitwm's own drag lag and frame pacing. Prints each round's
# figures, then the Markdown table of medians (min–max over rounds).
#   scripts/bench-peers.sh [ROUNDS] [WINDOWS] [SIZE]     (defaults: 5 rounds, 100 windows, 1920x1080)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
rounds=${1:-5}
windows=${2:-100}
size=${3:-1920x1080}
half=$((windows / 2))
build_release_tools
${SWIFT:-swift} build -c release --static-swift-stdlib --product splitfloor >/dev/null
# Each round's `key value` lines, one file per window manager and round; RESULTS=DIR keeps them.
results=${RESULTS:-$(mktemp -d /tmp/splitwm-peers-XXXXXX)}
mkdir -p "$results"
xvfb= wm= work= tracer= traced=
# Stops the window manager started behind xtrace ($traced) and xtrace ($tracer): xtrace going
# does not end every window manager (i3 stays).
stop_tracer() {
  [ -n "${traced:-}" ] && kill "$traced" 2>/dev/null || true
  [ -n "${tracer:-}" ] && kill "$tracer" 2>/dev/null && wait "$tracer" 2>/dev/null || true
  traced= tracer=
}
finish() {
  stop_tracer
  end_run
  [ -n "${RESULTS:-}" ] || rm -rf "$results"
}
trap finish EXIT
trap 'exit 130' INT TERM   # so that finish runs on Ctrl-C and kill too
peers=(splitwm bspwm i3 floor floor-reads)

# Starts window manager $1 on $DISPLAY (through `$launcher`, empty or an xtrace command) with its
# config in $work, sets $wm to its pid, waits until its IPC answers, and sets the probe's command
# options in $probe_options. Its log is $work/wm.log.
start_wm() {
  local home=$work/home
  mkdir -m 700 -p "$home" "$home/runtime" "$home/state" "$home/config"
  export HOME=$home XDG_CONFIG_HOME=$home/config XDG_STATE_HOME=$home/state XDG_RUNTIME_DIR=$home/runtime
  case $1 in
    splitwm)
      printf '%s\n' 'border-width 1' 'splitter-thickness 0' 'focus-follows-mouse no' 'animation-duration 0' > "$work/splitwm.conf"
      $launcher "$bin/splitwm" --config "$work/splitwm.conf" 2>"$work/wm.log" &
      wm=$!
      until xprop -root _SPLITWM_SOCKET 2>/dev/null | grep -q '"'; do sleep 0.05; done
      export SPLITWM_SOCKET
      SPLITWM_SOCKET=$(xprop -root _SPLITWM_SOCKET | sed 's/.*= "\(.*\)"/\1/')
      local i3sock; i3sock=$(xprop -root I3_SOCKET_PATH | sed 's/.*= "\(.*\)"/\1/')
      probe_options=(--noop "$bin/splitctl sync" --i3-noop "$(command -v i3-msg) -s $i3sock -t get_version" --i3-events 200 --resize-a "$bin/splitctl fraction 0.4" --resize-b "$bin/splitctl fraction 0.6"
                     --workspace-a "$bin/splitctl workspace 2" --workspace-b "$bin/splitctl workspace 3") ;;
    bspwm)
      export BSPWM_SOCKET=$work/bspwm.sock
      printf '%s\n' '#!/bin/sh' 'bspc monitor -d 1 2 3' 'bspc config border_width 1' 'bspc config window_gap 0' \
        'bspc config focus_follows_pointer false' > "$work/bspwmrc"
      chmod +x "$work/bspwmrc"
      $launcher "$(command -v bspwm)" -c "$work/bspwmrc" 2>"$work/wm.log" &
      wm=$!
      until [ "$(bspc query -D 2>/dev/null | wc -l)" -eq 3 ]; do sleep 0.05; done
      local bspc; bspc=$(command -v bspc)
      probe_options=(--noop "$bspc query -N -n focused" --resize-a "$bspc node @parent -r 0.4" --resize-b "$bspc node @parent -r 0.6"
                     --workspace-a "$bspc desktop -f 2" --workspace-b "$bspc desktop -f 3") ;;
    i3)
      printf '%s\n' "ipc-socket $work/i3.sock" 'font pango:DejaVu Sans Mono 8' 'default_border pixel 1' \
        'default_floating_border pixel 1' 'focus_follows_mouse no' > "$work/i3.conf"
      $launcher "$(command -v i3)" -c "$work/i3.conf" >"$work/wm.log" 2>&1 &
      wm=$!
      local msg; msg="$(command -v i3-msg) -s $work/i3.sock"
      until $msg nop >/dev/null 2>&1; do sleep 0.05; done
      probe_options=(--noop "$msg nop" --i3-noop "$msg -t get_version" --i3-events 200 --resize-a "$msg resize set width 30 ppt" --resize-b "$msg resize set width 40 ppt"
                     --workspace-a "$msg workspace 2" --workspace-b "$msg workspace 3") ;;
    floor|floor-reads)
      # The floor switches desktops on EWMH's _NET_CURRENT_DESKTOP client message; its client is
      # `splitfloor --desktop N` (desktops from 0: 1 and 2 are the others' 2 and 3), a process
      # spawned per switch and answered once the server has the message, as bspc, i3-msg and
      # splitctl are. Its no-op is that client's connection alone.
      local reads=(); [ "$1" = floor-reads ] && reads=(--reads)
      $launcher "$bin/splitfloor" "${reads[@]}" 2>"$work/wm.log" &
      wm=$!
      probe_options=(--noop "$bin/splitfloor --sync" --workspace-a "$bin/splitfloor --desktop 1" --workspace-b "$bin/splitfloor --desktop 2") ;;
  esac
}

# Runs the probe against peer $1 on a fresh Xvfb, with extra probe options after it; its
# `key value` lines go to stdout. Under xtrace ($2 = trace) the window manager's connection goes
# through a proxy display and the probe counts requests in its log.
measure() {
  local peer=$1 mode=$2; shift 2
  work=$(mktemp -d)
  start_xvfb "$size" 2>"$work/xvfb.log"
  launcher=
  local extra=()
  if [ "$mode" = trace ]; then
    # xtrace listens on display :N+50, passes everything to :N and writes the log as it goes; it
    # starts the window manager with DISPLAY set to the proxy. The probe stays on :N.
    launcher="xtrace -n -d $DISPLAY -D :$((${DISPLAY#:} + 50)) -o $work/xtrace.log --"
    extra=(--xtrace-log "$work/xtrace.log")
  fi
  start_wm "$peer"
  # The pid whose CPU and memory count is the window manager's, not xtrace's.
  local pid=$wm
  if [ "$mode" = trace ]; then
    tracer=$wm pid=
    for _ in $(seq 200); do pid=$(pgrep -o -P "$tracer") && break; sleep 0.05; done   # xtrace starts it a moment later
    [ -n "$pid" ] || { echo "xtrace started no $peer" >&2; exit 1; }
    traced=$pid
  fi
  "$bin/splitprobe" --peer "$peer" --wm-pid "$pid" --windows "$windows" --switch-windows "$half" "${probe_options[@]}" "${extra[@]}" "$@" \
    || { echo "$peer failed; its log:" >&2; cat "$work/wm.log" >&2; exit 1; }
  stop_tracer
  end_run
}

# splitwm alone, on a fresh Xvfb each: the drag lag of the root splitter of $windows windows at
# 1,000 motion events a second (splitprobe --drag, as scripts/drag-lag.sh runs it), and the frame
# pacing of a window mapped beside 16 others with splitwm's default glide (animation-duration 150,
# splitprobe --frames, as scripts/frame-pacing.sh runs it), each reduced to `key value` lines.
measure_motion() {
  local row
  for mode in drag frames; do
    work=$(mktemp -d)
    start_xvfb "$size" 2>"$work/xvfb.log"
    mkdir -m 700 "$work/runtime" "$work/state" "$work/config"
    if [ "$mode" = drag ]; then
      # The probe presses on the root splitter's drawn part: the default 2 px splitters here.
      printf '%s\n' 'border-width 1' 'focus-follows-mouse no' 'animation-duration 0' > "$work/splitwm.conf"
    else
      printf '%s\n' 'border-width 1' 'splitter-thickness 0' 'focus-follows-mouse no' 'animation-duration 150' > "$work/splitwm.conf"
    fi
    HOME=$work XDG_RUNTIME_DIR="$work/runtime" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" \
      "$bin/splitwm" --config "$work/splitwm.conf" 2>"$work/wm.log" &
    wm=$!
    if [ "$mode" = drag ]; then
      row=$("$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows "$windows" --drag 1000 --motions 300 \
              --step 2 --server-pid "$xvfb" | grep '^|')
      # | windows | rate | lag p50 | p90 | max | never shown | last motion → layout | a motion → layout, p50 | …
      echo "$row" | awk -F'|' '{ gsub(/[ ms]/, "", $9); print "drag_lag_p50", $4; print "drag_lag_max", $6; print "drag_reach", $9 }'
    else
      row=$("$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows 16 --frames 10 \
              --server-pid "$xvfb" | grep '^| 16 | insert')
      # | windows | change | frames | interval p50 | p99 | max | late | skipped | …
      echo "$row" | awk -F'|' '{ print "frame_p50", $5; print "frame_p99", $6; print "frame_skipped", $9 }'
    fi
    end_run
  done
}

for round in $(seq 1 "$rounds"); do
  for k in 0 1 2 3 4; do
    peer=${peers[$(((round - 1 + k) % 5))]}
    echo "--- round $round of $rounds: $peer ($windows windows, $size, load $(cut -d' ' -f1-3 /proc/loadavg))" >&2
    measure "$peer" plain > "$results/$peer.$round"
    cat "$results/$peer.$round" >&2
  done
  echo "--- round $round of $rounds: splitwm's drag lag and frame pacing" >&2
  measure_motion > "$results/splitwm.motion$round"
  cat "$results/splitwm.motion$round" >&2
done
for peer in "${peers[@]}"; do
  echo "--- requests through xtrace: $peer (20 windows, 20 reflows, 10 switches of $half windows each side)" >&2
  measure "$peer" trace --windows 20 --resizes 20 --switches 10 > "$results/$peer.trace"
  cat "$results/$peer.trace" >&2
done

# The table: for each figure, each window manager's median over the rounds with min–max (one
# value, from the xtrace pass, for the request counts), then splitwm's median over the better
# peer's (the lower of bspwm and i3) and over the floor's. Every figure is a cost: lower is better.
echo
echo "$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(nproc) cores; $(date -u '+%F %H:%M UTC');" \
  "load average at the end $(cut -d' ' -f1-3 /proc/loadavg); splitwm $(git -C "$(dirname "$0")" rev-parse --short HEAD)," \
  "bspwm $(dpkg-query -W -f='${Version}' bspwm), i3 $(dpkg-query -W -f='${Version}' i3-wm); $(ls "$results" | grep -c '^splitwm\.[0-9]') rounds, $windows windows, $size"
echo
echo "| figure | splitwm | bspwm | i3 | floor | floor + reads | splitwm / better peer | splitwm / floor | splitwm / floor + reads |"
echo "|---|---|---|---|---|---|---|---|---|"
for peer in "${peers[@]}"; do
  for file in "$results/$peer".*; do sed "s/^/$peer /" "$file"; done
done | awk -v n="$windows" -v half="$half" '
  { values[$1, $2] = values[$1, $2] " " $3 }
  function median(peer, key,    list, count, i, j, t) {
    count = split(values[peer, key], list, " ")
    if (count == 0) return ""
    for (i = 2; i <= count; i++) for (j = i; j > 1 && list[j - 1] + 0 > list[j] + 0; j--) { t = list[j]; list[j] = list[j - 1]; list[j - 1] = t }
    low[peer, key] = list[1]; high[peer, key] = list[count]
    return count % 2 ? list[(count + 1) / 2] : (list[count / 2] + list[count / 2 + 1]) / 2
  }
  function ratio(a, b) { return (a == "" || b == "" || b + 0 == 0) ? "—" : sprintf("%.2f", a / b) }
  function row(label, key,    peers, p, m, cells, best) {
    split("splitwm bspwm i3 floor floor-reads", peers, " ")
    cells = ""
    for (p = 1; p <= 5; p++) {
      m[p] = median(peers[p], key)
      if (m[p] == "") cells = cells " — |"
      else if (low[peers[p], key] == high[peers[p], key]) cells = cells " " m[p] " |"
      else cells = cells sprintf(" %s (%s–%s) |", m[p], low[peers[p], key], high[peers[p], key])
    }
    best = m[2]
    if (best == "" || (m[3] != "" && m[3] + 0 < best + 0)) best = m[3]
    printf "| %s |%s %s | %s | %s |\n", label, cells, ratio(m[1], best), ratio(m[1], m[4]), ratio(m[1], m[5])
  }
  END {
    # A switch less its client: each round'"'"'s switch p50 minus its IPC no-op p50. The clients
    # differ (the floor'"'"'s opens an X connection, the others a socket), so this is the fairer
    # comparison of what the window managers and the server do.
    split("splitwm bspwm i3 floor floor-reads", all, " ")
    for (p = 1; p <= 5; p++) {
      count = split(values[all[p], "switch"], s, " ")
      if (count == 0 || split(values[all[p], "ipc_noop"], c, " ") != count) continue
      for (i = 1; i <= count; i++) values[all[p], "switch_net"] = values[all[p], "switch_net"] " " sprintf("%.2f", s[i] - c[i])
    }
    row("map → tile, one at a time up to " n ", p50, ms", "map_p50")
    row("map → tile, p90, ms", "map_p90")
    row("map → tile, p99, ms", "map_p99")
    row("map → tile, max, ms", "map_max")
    if (n >= 10) row("map → tile, window 10, ms", "map_n10")
    if (n >= 50) row("map → tile, window 50, ms", "map_n50")
    if (n >= 100) row("map → tile, window 100, ms", "map_n100")
    row("burst of " n " mapped at once → all tiled, ms", "burst")
    row("reflow through the IPC client, p50 of 200, ms", "reflow")
    row("the IPC client alone (a no-op command), p50, ms", "ipc_noop")
    row("i3-msg -t get_version, p50, ms", "i3_noop")
    row("new window title → i3 title event to a subscriber, p50 of 200, ms", "i3_title_event")
    row("workspace switch, " half " windows each side, p50, ms", "switch")
    row("workspace switch less the IPC client alone, ms", "switch_net")
    row("WM CPU per map, ms", "cpu_map")
    row("WM CPU per workspace switch, ms", "cpu_switch")
    row("the probe'"'"'s own CPU per map, ms", "probe_cpu_map")
    row("X requests per map (xtrace, 20 windows)", "req_map")
    row("requests with a reply (round trips, at most) per map", "rt_map")
    row("X requests per reflow (20 reflows)", "req_resize")
    row("requests with a reply per reflow", "rt_resize")
    row("X requests per workspace switch (" half " windows each side, 10 switches)", "req_switch")
    row("requests with a reply per workspace switch", "rt_switch")
    row("VmRSS idle, MiB", "rss_idle")
    row("RssAnon idle, MiB", "anon_idle")
    row("VmRSS with " n " windows, MiB", "rss_n")
    row("RssAnon with " n " windows, MiB", "anon_n")
    row("idle 5 s: CPU ticks (utime+stime)", "idle_ticks")
    row("idle 5 s: context switches", "idle_ctxt")
    row("splitwm: drag lag at 1,000 motions/s, " n " windows, p50, motions", "drag_lag_p50")
    row("splitwm: drag lag, max, motions", "drag_lag_max")
    row("splitwm: a drag motion → its layout, p50, ms", "drag_reach")
    row("splitwm, default glide: frame interval (map beside 16), p50, ms", "frame_p50")
    row("splitwm, default glide: frame interval, p99, ms", "frame_p99")
    row("splitwm, default glide: frames skipped in 10 maps", "frame_skipped")
  }'
