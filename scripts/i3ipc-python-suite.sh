#!/usr/bin/env bash
# Runs i3ipc-python's own test suite (its run-tests.py, unchanged) against splitwm, or against
# i3 with --i3, and prints which of its test files pass. Issue 39's figure, made repeatable.
#
#   scripts/i3ipc-python-suite.sh [--i3] [--splitwm PATH] CHECKOUT [PYTEST ARGS...]
#
# CHECKOUT is an i3ipc-python checkout (nothing is fetched); its tests stay out of this
# repository. The library tested is the checkout's own (run-tests.py puts it on PYTHONPATH).
# Its HEAD (9de8e88) cannot sync: commit 55cbe33 took the Xlib imports out of
# i3ipc/_private/sync.py but not its use, so every test that opens a window fails there on
# i3 too (NameError: display); a670f24, the commit before, is the one to measure.
#
# What the harness needs, adapted here and never in the tests:
# - `i3` first in PATH: a shim that runs splitwm with the i3 config ipctest.py gives
#   (`i3 -c test/i3.config` becomes `splitwm --i3-config test/i3.config`), exec'd so the
#   fixture's kill ends splitwm itself, with its state file in a directory of this run (a
#   new class must not restore the last one's windows).
# - `python3` first in PATH: Debian's (python3-pytest, -asyncio, -timeout, -xlib), which
#   run-tests.py calls by that name; PYTHON overrides it.
# - `-o asyncio_mode=auto`: the aio tests' fixtures are plain `@pytest.fixture` coroutines,
#   which pytest-asyncio reads only in auto mode (in strict mode every aio test fails on i3).
# - run-tests.py can outlive its tests: test windows' X threads keep pytest's interpreter
#   alive while run-tests.py waits for it before it stops Xvfb. So it runs in its own session
#   and is ended once pytest has written its report (--junitxml), or after a time limit.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
against=splitwm
splitwm=
while [ $# -gt 0 ]; do
  case "$1" in
    --i3) against=i3; shift ;;
    --splitwm) splitwm=$2; shift 2 ;;
    -*) echo "i3ipc-python-suite.sh: unknown option '$1'" >&2; exit 64 ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || { echo "usage: $0 [--i3] [--splitwm PATH] I3IPC_PYTHON_CHECKOUT [PYTEST ARGS...]" >&2; exit 64; }
checkout=$(cd "$1" && pwd)
shift
[ -f "$checkout/run-tests.py" ] || { echo "i3ipc-python-suite.sh: no run-tests.py in $checkout" >&2; exit 64; }
python=${PYTHON:-/usr/bin/python3}
"$python" -c 'import pytest, pytest_asyncio, pytest_timeout, Xlib' 2>/dev/null || {
  echo "i3ipc-python-suite.sh: $python lacks pytest, pytest-asyncio, pytest-timeout or Xlib" \
       "(Debian: python3-pytest python3-pytest-asyncio python3-pytest-timeout python3-xlib)" >&2; exit 69; }

work=$(mktemp -d /tmp/i3ipc-python-suite-XXXXXX)
mkdir "$work/bin" "$work/state"
ln -s "$python" "$work/bin/python3"
if [ "$against" = splitwm ]; then
  splitwm=${splitwm:-$here/.build/debug/splitwm}
  [ -x "$splitwm" ] || { echo "i3ipc-python-suite.sh: no splitwm at $splitwm (swift build first)" >&2; exit 69; }
  cat > "$work/bin/i3" <<EOF
#!/bin/sh
# i3 as run-tests.py and the tests' fixtures call it, answered by splitwm.
case "\$1" in
  --version) exec "$splitwm" --version ;;
  -c) XDG_STATE_HOME="$work/state" exec "$splitwm" --i3-config "\$2" ;;
  *) echo "i3 shim: no splitwm counterpart for \$*" >&2; exit 64 ;;
esac
EOF
  chmod +x "$work/bin/i3"
fi

report="$work/report.xml"
cd "$checkout"
PATH="$work/bin:$PATH" setsid "$python" run-tests.py -v -p no:cacheprovider -o asyncio_mode=auto \
  --junitxml="$report" "$@" > "$work/pytest.log" 2>&1 &
runner=$!
trap 'kill -- -$runner 2>/dev/null; true' EXIT
# Done when run-tests.py exits, or shortly after pytest wrote its report; at most 10 minutes.
for _ in $(seq 6000); do
  kill -0 "$runner" 2>/dev/null || break
  [ -s "$report" ] && { sleep 2; break; }
  sleep 0.1
done
kill -- -"$runner" 2>/dev/null || true
wait "$runner" 2>/dev/null || true
trap - EXIT
[ -s "$report" ] || { echo "i3ipc-python-suite.sh: pytest wrote no report; its output: $work/pytest.log" >&2; exit 1; }

# One line per test file: pass when each of its tests passed, else its first failure.
"$python" - "$report" "$against" <<'EOF'
import sys, xml.etree.ElementTree as ET
files = {}
for case in ET.parse(sys.argv[1]).iter('testcase'):
    path = case.get('classname', '').rsplit('.', 1)[0].replace('.', '/') + '.py'
    bad = case.find('failure') if case.find('failure') is not None else case.find('error')
    entry = files.setdefault(path, [0, 0, None])
    entry[0] += 1
    if bad is not None:
        entry[1] += 1
        if entry[2] is None:
            entry[2] = '%s: %s' % (case.get('name'), (bad.get('message') or '').splitlines()[0][:120] if bad.get('message') else '')
passing = 0
for path in sorted(files, key=lambda p: (p.startswith('test/aio'), p)):
    total, failed, first = files[path]
    passing += failed == 0
    print('%-40s %s' % (path, 'pass' if failed == 0 else 'FAIL (%d of %d) %s' % (failed, total, first)))
print('%s: %d of %d test files pass' % (sys.argv[2], passing, len(files)))
EOF
echo "(pytest's output: $work/pytest.log)"
