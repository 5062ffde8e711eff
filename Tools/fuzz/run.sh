#!/usr/bin/env bash
# Builds the libFuzzer targets of Tools/fuzz (release, instrumented for coverage and AddressSanitizer)
# and runs each over its committed corpus for FUZZ_SECONDS, printing executions per target. (`make test` only
# replays the corpus as ordinary tests: `make test-fuzz`, no sanitizer.)
#
#   Tools/fuzz/run.sh                 # every target, FUZZ_SECONDS each (default 60)
#   FUZZ_SECONDS=3 Tools/fuzz/run.sh  # the short pass of `make fuzz-smoke`
#   Tools/fuzz/run.sh fuzz-routes     # one target
#   FUZZ_RUNS=1000000 Tools/fuzz/run.sh   # until each target ran a million inputs, however long it takes
#
# An input that takes longer than 30 s is reported as a timeout (a loaded machine can slow a normal one
# past 10 s). New inputs libFuzzer finds go to a scratch corpus under the build folder, never into the committed
# one; a crash leaves its input in .build-fuzz/crashes/ and fails the run. Add each crashing input to
# Tools/fuzz/corpus/<target>/ once it is fixed, so it stays a regression.
set -euo pipefail
cd "$(dirname "$0")/../.."

SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
SCRATCH=${FUZZ_SCRATCH:-$PWD/.build-fuzz}
# FUZZ_JOBS=2 runs two fuzzing processes per target (their logs go to the build folder).
JOBS=${FUZZ_JOBS:-1}
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(fuzz-unsplash fuzz-newsapi fuzz-blurhash fuzz-headers fuzz-routes fuzz-transfer fuzz-cache fuzz-terminal-text fuzz-images fuzz-article fuzz-plugin-frames)
fi

if [ "$(uname)" != Linux ]; then
  echo "fuzz: libFuzzer targets build on Linux only (swiftc -sanitize=fuzzer); skipped." >&2
  exit 0
fi

# FUZZ_SANITIZERS=fuzzer drops AddressSanitizer for about twice the executions per second. MOSAIC_FUZZ_BUILD=1
# declares the libFuzzer executables (Tools/fuzz/Package.swift), which link only with -sanitize=fuzzer.
MOSAIC_FUZZ_BUILD=1 swift build -c release --package-path Tools/fuzz --scratch-path "$SCRATCH" \
  -Xswiftc -sanitize="${FUZZ_SANITIZERS:-fuzzer,address}" -Xswiftc -parse-as-library -Xswiftc -enable-testing >&2

mkdir -p "$SCRATCH/crashes" "$SCRATCH/logs"
status=0
printf '%-20s %12s %10s %8s %7s\n' target executions exec/s crashes time
for target in "${targets[@]}"; do
  corpus="$PWD/Tools/fuzz/corpus/$target"
  found="$SCRATCH/corpus/$target"
  mkdir -p "$corpus" "$found"
  log="$SCRATCH/logs/$target.log"
  if [ -n "${FUZZ_RUNS:-}" ]; then limit=(-runs="$FUZZ_RUNS"); else limit=(-max_total_time="$SECONDS_PER_TARGET"); fi
  if [ "$JOBS" -gt 1 ]; then limit+=(-jobs="$JOBS" -workers="$JOBS"); fi
  rm -f "$SCRATCH"/fuzz-*.log
  started=$(date +%s)
  # From the build folder, where libFuzzer's jobs write their fuzz-N.log.
  if (cd "$SCRATCH" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$SCRATCH/release/$target" "$found" "$corpus" \
    "${limit[@]}" -seed="${FUZZ_SEED:-0}" -timeout=30 -rss_limit_mb=2048 -max_len="${FUZZ_MAX_LEN:-8192}" \
    -artifact_prefix="$SCRATCH/crashes/$target-" -print_final_stats=1 >"$log" 2>&1); then
    crashes=0
  else
    crashes=1
    status=1
  fi
  # `|| true`: without -jobs there are no fuzz-N.log files, and `cat` failing must not end the run (pipefail).
  runs=$(cat "$log" "$SCRATCH"/fuzz-*.log 2>/dev/null | grep 'stat::number_of_executed_units' \
    | awk '{ s += $2 } END { print s + 0 }' || true)
  elapsed=$(( $(date +%s) - started ))
  rate=$(( runs / (elapsed > 0 ? elapsed : 1) ))
  printf '%-20s %12s %10s %8s %6ss\n' "$target" "$runs" "$rate" "$crashes" "$elapsed"
  if [ "$crashes" -ne 0 ]; then
    cat "$log" "$SCRATCH"/fuzz-*.log 2>/dev/null | grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' | head -20 >&2 || true
  fi
done
exit $status
