#!/usr/bin/env bash
# Times `mosaic gallery` on the embedded catalog against a hello-world Swift binary built the same way
# (same compiler, same configuration), so the number says what the host adds over a bare Swift start.
# Usage: Tools/scripts/bench-startup.sh [debug|release]   (default: debug, what `make run` builds)
set -euo pipefail
cd "$(dirname "$0")/../.."
config=${1:-debug}
runs=${RUNS:-30}
work=.build-bench
mkdir -p "$work"

case "$config" in
  debug) optimization=-Onone ;;
  release) optimization=-O ;;
  *) echo "bench-startup: configuration must be debug or release, not '$config'." >&2; exit 64 ;;
esac

echo 'print("hello, world")' > "$work/hello.swift"
swiftc "$optimization" -o "$work/hello-$config" "$work/hello.swift"
swift build -c "$config" --package-path App >/dev/null
mosaic="App/.build/$config/mosaic"

sandbox=$(mktemp -d)
trap 'rm -rf "$sandbox"' EXIT
export HOME="$sandbox" XDG_DATA_HOME="$sandbox/data" XDG_CACHE_HOME="$sandbox/cache"
unset UNSPLASH_ACCESS_KEY MOSAIC_UNSPLASH_BASE_URL NEWSAPI_KEY MOSAIC_NEWSAPI_BASE_URL
"$mosaic" gallery >/dev/null  # creates the cache directory, as every later run finds it

if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 3 --runs "$runs" -N \
    --command-name "hello-world ($config)" "$work/hello-$config" \
    --command-name "mosaic gallery ($config)" "$mosaic gallery"
else
  for command in "$work/hello-$config" "$mosaic gallery"; do
    start=$(date +%s%N)
    for _ in $(seq "$runs"); do $command >/dev/null; done
    end=$(date +%s%N)
    echo "$command: $(( (end - start) / runs / 1000 )) µs mean over $runs runs"
  done
fi
