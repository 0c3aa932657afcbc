#!/usr/bin/env bash
# Builds splitfuzz with libFuzzer and AddressSanitizer (release, in .build-fuzz) and fuzzes each
# target in turn, starting from its seeds in Fuzz/corpus/<target>.
#   scripts/fuzz.sh SECONDS [TARGET...]   each target for SECONDS (make fuzz)
#   scripts/fuzz.sh --runs N [TARGET...]  each target for N inputs from a fixed seed (make test)
# A crash, a hang (one input over FUZZ_TIMEOUT seconds) or memory over FUZZ_RSS_MB stops the
# target; libFuzzer saves the input under .build-fuzz/crashes/<target>/ and the script fails.
# What fuzzing adds to a corpus goes to .build-fuzz/corpus/<target>, not into the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
timeout=${FUZZ_TIMEOUT:-10}
rss=${FUZZ_RSS_MB:-2048}
targets_all=(config commands request json state layout reducer i3)

if [[ ${1:-} == --runs ]]; then
    limit=(-runs="$2" -seed=1)
    shift 2
else
    limit=(-max_total_time="${1:-600}")
    shift || true
fi
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=("${targets_all[@]}")

scratch=.build-fuzz
start=$(date +%s)
# Linked with lld: SwiftPM names our entry point `main` with --defsym, and gold fails
# on that next to libFuzzer's own main.
$swift build -c release --scratch-path "$scratch" --product splitfuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
bin=$($swift build -c release --scratch-path "$scratch" --show-bin-path)/splitfuzz
echo "fuzz build: $(( $(date +%s) - start )) s"

failed=()
for target in "${targets[@]}"; do
    [[ -d Fuzz/corpus/$target ]] || { echo "no target $target (Fuzz/corpus/$target)"; exit 2; }
    work=$scratch/corpus/$target
    crashes=$scratch/crashes/$target/
    mkdir -p "$work" "$crashes"
    echo "== $target"
    # The first directory takes what libFuzzer finds; the repository's seeds are only read.
    if ! SPLITFUZZ_TARGET=$target "$bin" "${limit[@]}" -timeout="$timeout" -rss_limit_mb="$rss" -max_len=16384 \
        -artifact_prefix="$crashes" -print_final_stats=1 "$work" "Fuzz/corpus/$target" > "$scratch/$target.log" 2>&1; then
        failed+=("$target")
        tail -n 40 "$scratch/$target.log"
    fi
    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done)|#[0-9]+.*DONE" "$scratch/$target.log" | tr '\n' ' '; echo
done

if [[ ${#failed[@]} -gt 0 ]]; then
    echo "fuzzing failed: ${failed[*]} (inputs in $scratch/crashes/, logs in $scratch/<target>.log)"
    exit 1
fi
