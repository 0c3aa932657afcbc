#!/usr/bin/env bash
# Builds the package and its tests under a sanitizer and runs the whole suite with it, once per
# sanitizer named (default: address, then thread), each in its own scratch path (.build-asan,
# .build-tsan) so the normal build is left alone. The X tests start the splitwm and splitctl built
# beside the test bundle, so they run sanitized too; every process writes its reports to a file
# in one folder (log_path), which is read after the run. Prints a summary; fails if a run failed
# or anything was reported. Not part of `make test`.
#   scripts/sanitize.sh [address] [thread]
set -uo pipefail
swift=${SWIFT:-swift}
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
summary=() failed=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) short=asan ;;
    thread) short=tsan ;;
    *) echo "unknown sanitizer: $sanitizer (address or thread)" >&2; exit 64 ;;
  esac
  scratch=".build-$short"
  # World-writable (sticky): one test runs splitctl as other users, and a sanitizer that cannot
  # open its log file kills the process it runs in. The suppression files are copied here for the
  # same reason: those users may not be able to read the repository.
  logs=$(mktemp -d "/tmp/splitwm-$short-XXXXXX")
  chmod 1777 "$logs"
  cp scripts/sanitizers/*.supp "$logs/"
  chmod 644 "$logs"/*.supp
  echo "=== $sanitizer: building in $scratch"
  start=$SECONDS
  if ! $swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" > "$logs/build.log" 2>&1; then
    tail -n 20 "$logs/build.log"
    summary+=("$sanitizer: the build failed (log: $logs/build.log)")
    failed=1
    continue
  fi
  built=$((SECONDS - start))
  echo "=== $sanitizer: running the tests (reports go to $logs)"
  start=$SECONDS
  # log_exe_name names each report after the program that wrote it (splitwm, splitctl, the
  # test bundle). ASan's leak checker reads LSAN_OPTIONS; halt_on_error=0 lets TSan report every
  # race of a run rather than stop at the first.
  ASAN_OPTIONS="log_path=$logs/asan:log_exe_name=1:detect_leaks=1" \
  LSAN_OPTIONS="suppressions=$logs/lsan.supp" \
  TSAN_OPTIONS="log_path=$logs/tsan:log_exe_name=1:halt_on_error=0:suppressions=$logs/tsan.supp" \
    $swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" > "$logs/swift-test.log" 2>&1
  status=$?
  ran=$((SECONDS - start))
  # The last: the IPC tests run this bundle again as a child, whose own summary comes first.
  grep -E "^(✔|✘) Test run with" "$logs/swift-test.log" | tail -n 1 | sed 's/^/    /'
  reports=$(grep -l -E "ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer" "$logs"/"$short".* 2>/dev/null)
  count=0
  [ -n "$reports" ] && count=$(grep -c -E "ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer" $reports | awk -F: '{ s += $NF } END { print s }')
  line="$sanitizer: build ${built}s, tests ${ran}s, swift test exit status $status, $count report(s)"
  [ "$count" -gt 0 ] && line+=" in $(echo "$reports" | wc -l) process(es), under $logs"
  summary+=("$line")
  for report in $reports; do
    summary+=("    $(basename "$report"): $(grep -m1 -E "^SUMMARY:" "$report")")
  done
  if [ "$status" -ne 0 ]; then
    summary+=("    failing tests (full log: $logs/swift-test.log):")
    while IFS= read -r failure; do summary+=("      $failure"); done \
      < <(grep -E "^✘ Test [^ ]+\(.*\) failed after" "$logs/swift-test.log" | cut -c 1-160 | sort -u | head -n 20)
  fi
  [ "$status" -ne 0 ] || [ "$count" -gt 0 ] && failed=1
  [ "$status" -eq 0 ] && [ "$count" -eq 0 ] && rm -rf "$logs"
done
echo "=== sanitizers"
printf '%s\n' "${summary[@]}"
exit "$failed"
