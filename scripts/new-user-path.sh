#!/usr/bin/env bash
# The README's new user's path, checked (run by `make test`): the first ```sh block after the
# README's `new-user-path` marker is run line by line, in order, from the top of this clone, as a
# new user on a machine without a desktop would: HOME, XDG_CONFIG_HOME, XDG_DATA_HOME,
# XDG_CACHE_HOME, XDG_STATE_HOME and XDG_RUNTIME_DIR in a temporary directory of their own, no
# DISPLAY, no SPLITWM_SOCKET. Then what the user would look at afterwards: splitwm from the
# unpacked package, the imported config where splitwm reads it and accepted by it, and the tour's
# PNG, whose path `make try` printed, a picture of several frames.
#   scripts/new-user-path.sh          (prints each command and, on failure, the whole output)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/splitwm-new-user-XXXXXX)
keep_tour=${NEW_USER_TOUR:-}
# The tour's picture lands in the clone (make try's default); a picture that was there before
# this run is left alone.
had_tour=$([ -e "$top/splitwm-tour.png" ] && echo yes || true)
cleanup() {
  rm -rf "$work"
  [ -n "$had_tour" ] || rm -f "$top/splitwm-tour.png"
}
trap cleanup EXIT

# The README's block: the lines between the marker's ```sh and the next ```.
steps=$(awk '/<!-- new-user-path/ { found = 1; next }
             found && /^```sh$/ { inside = 1; next }
             inside && /^```$/ { exit }
             inside { print }' "$top/README.md")
[ -n "$steps" ] || { echo "new-user-path: README.md has no \`\`\`sh block after its new-user-path marker" >&2; exit 1; }

home=$work/home
mkdir -p "$home" "$work/runtime"
chmod 700 "$work/runtime"
log=$work/output.log
script=$work/steps.sh
{
  echo 'set -euo pipefail'
  echo "cd '$top'"
  # Each line echoed before it runs, as a person would see it typed.
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    printf 'echo %q\n' "\$ $line"
    printf '%s\n' "$line"
  done <<< "$steps"
} > "$script"

started=$(date +%s)
if ! env -i PATH="$PATH" HOME="$home" USER="${USER:-root}" LOGNAME="${LOGNAME:-root}" LANG=C.UTF-8 \
    XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" XDG_CACHE_HOME="$home/.cache" \
    XDG_STATE_HOME="$home/.local/state" XDG_RUNTIME_DIR="$work/runtime" SWIFT="${SWIFT:-swift}" \
    CI="${CI:-}" bash "$script" > "$log" 2>&1 < /dev/null; then
  cat "$log"
  echo "new-user-path: FAILED: a step of the README's path failed (its output is above)"
  exit 1
fi
grep '^\$ ' "$log"
echo "new-user-path: the README's $(grep -c '^\$ ' "$log") steps ran in $(($(date +%s) - started)) s"

failures=0
pass() { echo "ok   $*"; }
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...
  local what=$1; shift
  if "$@" >/dev/null 2>&1; then pass "$what"; else fail "$what"; fi
}

config=$home/.config/splitwm/config
check "the imported i3 config is where splitwm reads it" test -s "$config"
check "splitwm from the unpacked package accepts it" \
  env -i HOME="$home" XDG_CONFIG_HOME="$home/.config" "$home/splitwm/usr/bin/splitwm" --check-config
check "the config came from i3's (it says so)" grep -q '^# splitwm config made by splitwm --import-i3' "$config"
# The tour's PNG: the last line of make try's output that names an existing .png.
png=$(grep -o '/[^ ]*\.png' "$log" | while read -r path; do [ -f "$path" ] && echo "$path"; done | tail -n 1 || true)
if [ -n "$png" ]; then
  pass "make try printed the tour's picture: $png"
  size=$(identify -format '%w %h' "$png" 2>/dev/null || true)
  read -r width height <<< "${size:-0 0}"
  if [ "$width" -ge 1000 ] && [ "$height" -ge 300 ]; then pass "the picture is ${width}x${height}"; else fail "the picture is ${width}x${height}"; fi
  [ -n "$keep_tour" ] && cp "$png" "$keep_tour"
else
  fail "make try printed no path of an existing PNG"
fi

if [ "$failures" -ne 0 ]; then
  cat "$log"
  echo "new-user-path: $failures check(s) FAILED"
  exit 1
fi
echo "new-user-path: every check passed"
