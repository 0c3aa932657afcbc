#!/usr/bin/env bash
# The counts issue 38 measures the model by, by grep over Sources/ and Tests/: the guards that
# stand in for a window's stored place, walks and name lookups that stand in for a workspace's
# identity, drags ended in case the tree changed, the reducer's and the renderer's sizes, the
# test driver's copy and the symlinked test files; the reducer's functions that take a
# workspace by position, and what is keyed by a workspace's name. Prints one line per count.
# Only Swift files count: the release link's list of hot functions (Sources/splitwm) names them mangled.
#   scripts/model-counts.sh
set -euo pipefail
cd "$(dirname "$0")/.."

count() { grep -rF --include="*.swift" -- "$1" Sources | wc -l; }
lines() { if [[ -f $1 ]]; then wc -l <"$1"; else echo "gone"; fi; }
# Lines of a function: from its `func NAME(` line to the brace that closes it, at its indentation.
function_lines() {
    python3 - "$1" "$2" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().split("\n")
for i, line in enumerate(lines):
    if re.search(r"func " + sys.argv[2] + r"\(", line):
        indent = len(line) - len(line.lstrip())
        for j in range(i + 1, len(lines)):
            if lines[j] == " " * indent + "}":
                print(j - i + 1)
                sys.exit()
PY
}

printf '%-58s %s\n' "guards: placesItself" "$(count placesItself)"
printf '%-58s %s\n' "guards: scratchpad.contains" "$(count scratchpad.contains)"
printf '%-58s %s\n' "guards: swallow.takenBy" "$(count swallow.takenBy)"
printf '%-58s %s\n' "workspaceIndex(of:) scans" "$(count 'workspaceIndex(of:')"
printf '%-58s %s\n' "position(of:) lookups by name" "$(count 'position(of:')"
# A parameter `index: Int` of a function in the pure core is a workspace's position (the
# number of a layout file's leaf, `LoadedLayout.leaf(_:)`, is the one that is not).
printf '%-58s %s\n' "reducer functions taking a workspace position" \
    "$(grep -rnE 'func [^{]*\bindex: Int\b' Sources/SplitState | grep -vc 'static func leaf(')"
printf '%-58s %s\n' "workspace positions asked for in the reducer" \
    "$(grep -rnoE 'focusedWorkspaceIndex|shownIndex\(on|workspaceIndex\(|index\(called' Sources/SplitState | wc -l)"
# Splitters, bars, scenes, frames, slide orders keyed by a name; what carries a name out to
# IPC and the state document (Effect.swift, StateDocument.swift) is not counted.
printf '%-58s %s\n' "things keyed by workspace name" \
    "$(grep -rnE 'workspace: String|(order|lastOrder): \[String\]|Set<String>\(\)|of: String\) -> Int\?' Sources/SplitState Sources/SplitWM \
        | grep -vcE '^Sources/SplitState/(Effect|StateDocument)\.swift')"
printf '%-58s %s\n' "endDrag call sites" "$(grep -rF 'endDrag(' Sources | grep -vc 'func endDrag')"
printf '%-58s %s\n' "reducer file (WMState+Handle.swift) lines" "$(lines Sources/SplitState/WMState+Handle.swift)"
manage_file=$(grep -rl 'mutating func manage(' Sources/SplitState | head -1)
printf '%-58s %s\n' "manage lines ($manage_file)" "$(function_lines "$manage_file" manage)"
printf '%-58s %s\n' "Renderer.swift lines" "$(lines Sources/SplitWM/Renderer.swift)"
# X calls that write a window's state (geometry, stacking, mapping, ICCCM and EWMH properties,
# grabs of clicks, the save set, focus) made in SplitWM outside the executor (RequestSender.swift).
# The splitters' input windows and the bars of tabs are windows of splitwm's own, made and
# drawn by SplitterInputs.swift and TabBarWindows.swift (docs/hacking.md, X writes outside the
# executor): not counted.
printf '%-58s %s\n' "window-state X writes outside the executor" \
    "$(grep -rnE '\bx\.(map|unmap|configure|moveResize|raise|lower|stack|setICCCMState|setNetWMState|setFrameExtents|setWindowDesktop|setAllowedActions|setBorderColor|addToSaveSet|removeFromSaveSet|deleteNetWMState|deleteWindowDesktop|grabClicks|ungrabButtons|setInputFocus|focusRoot|setActiveWindow)\(' Sources/SplitWM \
        | grep -vcE '^Sources/SplitWM/(RequestSender|SplitterInputs|TabBarWindows)\.swift' || true)"
replay=$(find Tests TestSupport -name Replay.swift 2>/dev/null | head -1)
printf '%-58s %s\n' "Replay.swift lines ($replay)" "$(if [[ -n $replay ]]; then wc -l <"$replay"; else echo gone; fi)"
printf '%-58s %s\n' "symlinks under Tests and Fuzz" "$(find Tests Fuzz -type l | wc -l)"
printf '%-58s %s\n' "run(text) helpers in Tests and TestSupport" "$(grep -rn 'func run(_ text' Tests TestSupport 2>/dev/null | wc -l)"
