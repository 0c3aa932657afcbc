#!/bin/bash
# How much of real users' i3 configs `splitwm --import-i3` carries over: for each FILE in DIR
# (every regular file but SOURCES.txt), the lines it leaves as comments, then in all: the
# share of i3 lines left out and the reasons grouped, the most frequent first. The configs
# stay out of the repository (they are other people's); a list of their addresses beside them
# says where they came from.
#   scripts/i3-import-coverage.sh DIR [SPLITWM]    (SPLITWM: the binary, .build/debug/splitwm)
set -euo pipefail
dir=${1:?usage: scripts/i3-import-coverage.sh DIR [SPLITWM]}
splitwm=${2:-$(dirname "$0")/../.build/debug/splitwm}
[ -x "$splitwm" ] || { echo "no splitwm binary at $splitwm (swift build first)" >&2; exit 1; }
reasons=$(mktemp)
trap 'rm -f "$reasons"' EXIT
total_carried=0 total_left=0 total_partial=0
for file in "$dir"/*; do
  [ -f "$file" ] && [ "$(basename "$file")" != SOURCES.txt ] || continue
  out=$("$splitwm" --import-i3 "$file")
  # The header's second line: "# N i3 lines carried over, M left as comments: …".
  read -r carried left < <(sed -n 2p <<<"$out" | sed -E 's/^# ([0-9]+) i3 lines carried over, ([0-9]+) left as comments.*/\1 \2/')
  # A for_window whose rule carries some of its commands names the others in a note.
  partial=$(grep -c '^# i3 for_window, left out: ' <<<"$out" || true)
  total_carried=$((total_carried + carried)) total_left=$((total_left + left)) total_partial=$((total_partial + partial))
  printf '== %s: %d of %d i3 lines left as comments (%s%%), %d for_window commands left out\n' "$(basename "$file")" \
    "$left" $((carried + left)) "$(awk -v l="$left" -v t=$((carried + left)) 'BEGIN { printf "%.1f", t ? 100 * l / t : 0 }')" "$partial"
  # Each left-out line is "# i3: LINE" then "#   not translated: WHY".
  awk '/^# i3: /{ line = substr($0, 7); next }
       /^#   not translated: /{ print "   " line "\n      " substr($0, 21) }' <<<"$out"
  awk '/^#   not translated: /{ print substr($0, 21) } /^# i3 for_window, left out: /{ print "for_window, left out: " substr($0, 28) }' \
    <<<"$out" >> "$reasons"
done
echo
printf '== in all: %d of %d i3 lines left as comments (%s%%), %d for_window commands left out\n' "$total_left" \
  $((total_carried + total_left)) \
  "$(awk -v l=$total_left -v t=$((total_carried + total_left)) 'BEGIN { printf "%.1f", t ? 100 * l / t : 0 }')" "$total_partial"
sort "$reasons" | uniq -c | sort -rn
