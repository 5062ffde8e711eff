#!/usr/bin/env bash
# Runs `mosaic gallery` against every hostile behaviour of mosaic-mock-api and prints, per behaviour, the exit
# status, wall time, peak memory and the start of what was printed on standard error. Numbers, not a test:
# the end-to-end suite asserts the bounds.
#
#   Tools/scripts/probe-hostile.sh                       # the debug builds of `make build`
#   MOSAIC=path/to/mosaic LIMIT=60 Tools/scripts/probe-hostile.sh drip-bytes gzip-bomb
set -uo pipefail
cd "$(dirname "$0")/../.."
MOSAIC=$(realpath "${MOSAIC:-.build-shared/debug/mosaic}")
MOCK=$(realpath "${MOCK:-.build-mock-api/debug/mosaic-mock-api}")
LIMIT=${LIMIT:-120}  # seconds before a run is stopped (exit 124)
behaviours=("$@")
[ ${#behaviours[@]} -gt 0 ] || behaviours=(drip-bytes slow-headers silence oversized-body gzip-bomb huge-list
  redirect-other-origin redirect-same-origin echo-key endless-pages endless-repeat retry-after-forever set-cookie
  huge-link-header out-of-range-numbers huge-total)
key="probe-key-$RANDOM$RANDOM"
printf '%-22s %5s %8s %9s  %s\n' behaviour exit seconds "peak MB" "standard error"
for behaviour in "${behaviours[@]}"; do
  sandbox=$(mktemp -d)
  flags=(--hostile "$behaviour")
  case $behaviour in drip-bytes | slow-headers) flags+=(--hostile-interval-ms 100) ;; esac
  args=(gallery)
  case $behaviour in endless-*) args=(gallery --all) ;; esac
  "$MOCK" --port 0 --unsplash-key "$key" "${flags[@]}" >"$sandbox/port" 2>/dev/null &
  mock=$!
  for _ in $(seq 50); do [ -s "$sandbox/port" ] && break; sleep 0.1; done
  port=$(head -1 "$sandbox/port")
  (cd "$sandbox" && env -i PATH=/usr/bin:/bin HOME="$sandbox/home" XDG_DATA_HOME="$sandbox/data" \
    XDG_CACHE_HOME="$sandbox/cache" UNSPLASH_ACCESS_KEY="$key" MOSAIC_UNSPLASH_BASE_URL="http://127.0.0.1:$port" \
    timeout "$LIMIT" /usr/bin/time -f "%e %M" -o "$sandbox/time" "$MOSAIC" "${args[@]}" \
    >/dev/null 2>"$sandbox/stderr")
  status=$?
  read -r seconds kilobytes <"$sandbox/time" 2>/dev/null || { seconds=$LIMIT; kilobytes=0; }
  printf '%-22s %5s %8s %9s  %s\n' "$behaviour" "$status" "$seconds" "$((kilobytes / 1024))" \
    "$(grep -v '^Command' "$sandbox/stderr" | head -1 | cut -c1-90)"
  kill "$mock" 2>/dev/null
  wait "$mock" 2>/dev/null
  rm -rf "$sandbox"
done
