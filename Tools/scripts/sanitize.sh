#!/usr/bin/env bash
# Runs every package's tests, the App's and the end-to-end tests built with a sanitizer, in its own
# scratch folder (.build-asan, .build-tsan), the mosaic binary under test built the same way.
#
#   Tools/scripts/sanitize.sh address   # AddressSanitizer with LeakSanitizer (detect_leaks=1)
#   Tools/scripts/sanitize.sh thread    # ThreadSanitizer
#
# Findings in a dependency are suppressed in Tools/sanitizers/<lsan|tsan>.supp, each with its reason;
# everything else fails the run. The mock API is a test tool and is built without a sanitizer.
set -euo pipefail
cd "$(dirname "$0")/../.."

kind=${1:?usage: sanitize.sh address|thread}
case "$kind" in
  address)
    scratch=$PWD/.build-asan
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=0"
    export LSAN_OPTIONS="suppressions=$PWD/Tools/sanitizers/lsan.supp:print_suppressions=0"
    ;;
  thread)
    scratch=$PWD/.build-tsan
    export TSAN_OPTIONS="suppressions=$PWD/Tools/sanitizers/tsan.supp:halt_on_error=1:second_deadlock_stack=1"
    # Swift's Mutex locks a contended mutex in uninstrumented code; without this every Mutex-protected value
    # is reported as a race (see the file). The toolchain's clang: it knows Swift's calling convention.
    mkdir -p "$scratch"
    clang=$(dirname "$(command -v swift)")/clang
    [ -x "$clang" ] || clang=clang
    "$clang" -shared -fPIC -O1 -o "$scratch/libtsan-mutex.so" Tools/sanitizers/tsan-mutex.c -ldl
    export LD_PRELOAD="$scratch/libtsan-mutex.so${LD_PRELOAD:+:$LD_PRELOAD}"
    ;;
  *) echo "sanitize: '$kind' is not address or thread" >&2; exit 64 ;;
esac
# Swift's own crash reporter and a sanitizer's report fight over the same signal; let the sanitizer speak.
export SWIFT_BACKTRACE=enable=no
# The sanitizers' runtimes go with the shared Swift runtime: link mosaic the default way here (App/Package.swift).
export MOSAIC_DYNAMIC_STDLIB=1

flags=(--scratch-path "$scratch" --sanitize="$kind")
# Under ThreadSanitizer everything runs several times slower: suites run in parallel starved the terminal
# screens' tasks past their 10-second waits (GalleryFeature: 14 timeouts, no race; one at a time it passes).
test_flags=()
if [ "$kind" = thread ]; then test_flags=(--no-parallel); fi
replan() { rm -f "$scratch/debug.yaml" "$scratch/plugin-tools.yaml"; }

# The Makefile passes its PACKAGES, so a scaffolded feature is sanitized too.
read -r -a packages <<<"${PACKAGES:-Core Models NetworkLayer GalleryFeature DetailFeature NewsFeature SettingsFeature DataLayer}"
for package in "${packages[@]}"; do
  echo "sanitize($kind): $package" >&2
  replan
  swift test --package-path "Packages/$package" "${flags[@]}" ${test_flags[@]+"${test_flags[@]}"}
done
echo "sanitize($kind): App" >&2
replan
swift test --package-path App "${flags[@]}" ${test_flags[@]+"${test_flags[@]}"}
replan
swift build --package-path App --product mosaic "${flags[@]}"
# The mock with the Makefile's MOCK_BUILD_FLAGS (tests included, no debug information, one batch per module), so its
# folder is not rebuilt.
swift build --build-tests --package-path Tools/MockAPI --scratch-path "$PWD/.build-mock-api" -Xswiftc -gnone -Xcc -g0 \
  -Xswiftc -driver-batch-count -Xswiftc 1
echo "sanitize($kind): end-to-end" >&2
replan
MOSAIC_BIN="$scratch/debug/mosaic" MOSAIC_MOCK_API_BIN="$PWD/.build-mock-api/debug/mosaic-mock-api" \
  swift test --package-path Tests "${flags[@]}" ${test_flags[@]+"${test_flags[@]}"}
echo "sanitize($kind): no findings" >&2
