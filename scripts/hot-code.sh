#!/usr/bin/env bash
# Writes Sources/splitwm/hot-functions.txt: the functions of splitwm's executable that a typical
# session runs, most instructions first, which the release link of splitwm places together at the
# start of its text (Package.swift: lld's --symbol-ordering-file). The kernel maps a page of code
# with up to 15 neighbours when it faults in (fault-around), so hot code spread among cold code
# (the config parser, --import-i3, the manual, the completions, Swift's regex parser) kept nearly
# the whole 9 MB text resident; packed, the cold code's pages are never touched (docs/hacking.md,
# The release build). The session: a release splitwm under callgrind on a fresh 3840x2160 Xvfb
# with the default config; its start; splitprobe mapping 100 windows one at a time, 20 splitctl
# calls, 50 windows a side switched 10 times, the windows closed; the root splitter of 10 windows
# dragged; six windows, a reload, a few commands and queries; its exit. Run it again when the
# code a session runs has moved (a stale list still links: names no longer there are skipped).
#   scripts/hot-code.sh [OUT]        (default: Sources/splitwm/hot-functions.txt)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-Sources/splitwm/hot-functions.txt}")
. scripts/lib.sh
build_release_tools
work=$(mktemp -d)
xvfb= wm=
trap end_run EXIT
start_xvfb 3840x2160
export XDG_RUNTIME_DIR="$work/runtime" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config"
mkdir -m 700 "$work/runtime" "$work/state" "$work/config"
# Mangled names (--demangle=no): what the linker's ordering file matches.
valgrind --tool=callgrind --demangle=no --dump-instr=no --callgrind-out-file="$work/callgrind.out" \
  "$bin/splitwm" 2>"$work/splitwm.log" &
wm=$!
for _ in $(seq 1 600); do
  xprop -root _SPLITWM_SOCKET 2>/dev/null | grep -q '"' && break
  sleep 0.1
done
ctl() { "$bin/splitctl" "$@" >/dev/null; }
"$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows 100 --calls 20 \
  --switch-windows 50 --switches 10 >/dev/null
"$bin/splitprobe" --wm-pid "$wm" --splitctl "$bin/splitctl" --windows 10 --drag 250 --motions 40 >/dev/null
# Six plain windows (a client of a few lines) for the commands to act on.
cat > "$work/windows.c" <<'C'
#include <X11/Xlib.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
    Display *d = XOpenDisplay(NULL);
    if (!d) return 1;
    for (int i = 0; i < atoi(argv[1]); i++) {
        XMapWindow(d, XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 100, 100, 0, 0, 0xffffff));
        XSync(d, False);
    }
    pause();
    return 0;
}
C
cc -O2 -o "$work/windows" "$work/windows.c" -lX11
"$work/windows" 6 &
client=$!
until [ "$(xprop -root _NET_CLIENT_LIST 2>/dev/null | tr ',' '\n' | grep -c 0x)" -ge 6 ]; do sleep 0.1; done
ctl sync
ctl reload
for command in 'focus left' 'swap right' 'flip' 'layout tabbed' 'layout splith' 'resize right 40' 'equalize' \
               'hide toggle' 'hide toggle' 'workspace 2' 'workspace 1' 'query tree' 'query windows' 'query focused'; do
  ctl "$command"
done
ctl sync
kill "$client"
wait "$client" 2>/dev/null || true
ctl sync
kill "$wm"
wait "$wm" 2>/dev/null || true
wm=
# callgrind's profile names each function and object file once, where it first appears (as
# "fn=(id) name", "cfn=(id) name", "ob=(id) path" or "cob=(id) path"), and by its id after. Kept:
# functions of splitwm's executable with instructions of their own, summed over the lines they
# ran, most first; a recursion level's suffix ('2) dropped, and what callgrind names without a
# symbol (an address, "(below main)").
awk -v exe="$bin/splitwm" '
  function define(table, line,    id, rest) {
    id = line; sub(/^c?[a-z]+=/, "", id); sub(/ .*/, "", id)
    if (index(line, " ")) { rest = substr(line, index(line, " ") + 1); sub(/'\''[0-9]+$/, "", rest); table[id] = rest }
    return id
  }
  /^ob=/ { ob = obname[define(obname, $0)]; next }
  /^cob=/ { define(obname, $0); next }
  /^fn=/ { fn = fnname[define(fnname, $0)]; own = (ob == exe); next }
  /^cfn=/ { define(fnname, $0); next }
  /^(fl|fi|fe|cfi|cfl)=/ { next }
  /^calls=/ { skipnext = 1; next }
  /^[0-9+*-]/ { if (skipnext) { skipnext = 0; next } if (own) cost[fn] += $2; next }
  END { for (f in cost) if (cost[f] > 0 && f !~ /^0x|[ (]/) print cost[f], f }
' "$work/callgrind.out" | sort -k1,1nr -k2 | awk '{print $2}' > "$work/hot"
[ -s "$work/hot" ] || { echo "hot-code.sh: no function of $bin/splitwm in the profile" >&2; exit 1; }
mv "$work/hot" "$out"
# SwiftPM does not know the link reads the list: without the executable, the next build links again.
rm -f "$bin/splitwm"
echo "$(wc -l < "$out") functions in $out; the next release build of splitwm links with them"
