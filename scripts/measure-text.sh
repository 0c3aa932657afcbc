#!/usr/bin/env bash
# What the tab bars' text costs: pango+cairo (TabBarPainter's libraries, as i3's) against Xft, and a
# baseline that only opens the display and maps the bar. scripts/measure-text.c, built once per library,
# loads the font and draws one short label (DejaVu Sans Mono 8) into the bar's background pixmap on a
# fresh Xvfb, then redraws another label REDRAWS times; `linked` is the baseline linked to pango's
# libraries without calling them. Per library:
#   first draw     font loaded + first label drawn + XSync: wall time (median of RUNS processes) and
#                  instructions (callgrind, instrumented from just before to just after, every thread:
#                  repeatable, unlike the time)
#   redraw         one more label, XSync: instructions and time, each the mean over REDRAWS
#   whole process  instructions of a run with 1 redraw (callgrind from the first instruction: the
#                  dynamic loader's work on the library's dependencies counts) and its wall time
#                  (median of RUNS, fork to exit)
#   memory         VmRSS and RssAnon growth over the first draw; the process's peak VmRSS (VmHWM) and its
#                  RssAnon at the end; medians of RUNS (VmRSS counts the libraries' pages, shared with
#                  every process mapping them; RssAnon is the process's own)
# pango's redraw is also measured with a cairo surface made per draw (--fresh) instead of kept.
#   scripts/measure-text.sh [RUNS] [REDRAWS]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
runs=${1:-21}
redraws=${2:-100}
work=$(mktemp -d)
xvfb=
trap end_run EXIT

cc -O2 -o "$work/text-none" scripts/measure-text.c $(pkg-config --cflags --libs x11)
# The baseline linked to pango's libraries without calling them: what a binary pays before any tab bar.
cc -O2 -o "$work/text-linked" scripts/measure-text.c -Wl,--no-as-needed $(pkg-config --cflags --libs x11 pangocairo cairo-xlib)
cc -O2 -DTEXT_XFT -o "$work/text-xft" scripts/measure-text.c $(pkg-config --cflags --libs x11 xft)
cc -O2 -DTEXT_PANGO -o "$work/text-pango" scripts/measure-text.c $(pkg-config --cflags --libs x11 pangocairo cairo-xlib)
start_xvfb 1280x800

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# The value of KEY in a line of key=value figures.
field() { tr ' ' '\n' <<<"$1" | sed -n "s/^$2=//p"; }
# Instructions callgrind counted (its "totals:" line), with ARGS for valgrind before the program.
instructions() {
  local out="$work/callgrind.out"
  rm -f "$out"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1
  sed -n 's/^totals: *//p' "$out"
}

printf 'machine: %s, %s CPUs, load %s\n' "$(uname -m)" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf 'pango %s, cairo %s, xft %s, fontconfig %s\n' "$(pkg-config --modversion pango)" "$(pkg-config --modversion cairo)" \
  "$(pkg-config --modversion xft)" "$(pkg-config --modversion fontconfig)"
format='%-12s %9s %12s %10s %12s %11s %13s %9s %10s %9s %9s\n'
printf "$format" library "first ms" "first instr" "redraw ms" "redraw instr" "process ms" "process instr" \
  "RSS +KiB" "anon +KiB" "peak KiB" "anon KiB"
for variant in none linked xft pango pango-fresh; do
  binary="$work/text-${variant%-fresh}"
  flags=()
  [ "$variant" = pango-fresh ] && flags=(--fresh)
  "$binary" "${flags[@]}" 1 >/dev/null   # fontconfig's caches read once before anything counts
  first=() growth=() anon_growth=() peak=() anon=() wall=()
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s%N)
    line=$("$binary" "${flags[@]}" 1)
    wall+=("$((($(date +%s%N) - start) / 1000))")
    first+=("$(field "$line" first_ms)")
    growth+=("$(($(field "$line" rss_after_kib) - $(field "$line" rss_before_kib)))")
    anon_growth+=("$(($(field "$line" anon_after_kib) - $(field "$line" anon_before_kib)))")
    peak+=("$(field "$line" hwm_kib)")
    anon+=("$(field "$line" anon_kib)")
  done
  line=$("$binary" "${flags[@]}" "$redraws")
  redraw_ms=$(field "$line" redraw_ms)
  first_instr=$(instructions --instr-atstart=no "$binary" "${flags[@]}" --count first 1)
  redraw_instr=$(instructions --instr-atstart=no "$binary" "${flags[@]}" --count redraw "$redraws")
  process_instr=$(instructions "$binary" "${flags[@]}" 1)
  printf "$format" "$variant" \
    "$(printf '%s\n' "${first[@]}" | median)" "$first_instr" "$redraw_ms" "$((redraw_instr / redraws))" \
    "$(printf '%s\n' "${wall[@]}" | median | awk '{ printf "%.2f", $1 / 1000 }')" "$process_instr" \
    "$(printf '%s\n' "${growth[@]}" | median)" "$(printf '%s\n' "${anon_growth[@]}" | median)" \
    "$(printf '%s\n' "${peak[@]}" | median)" "$(printf '%s\n' "${anon[@]}" | median)"
done
