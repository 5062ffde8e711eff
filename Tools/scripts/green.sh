#!/usr/bin/env bash
# Records which state of the working tree each package's tests last passed on, for `make test-affected`.
#
#   Tools/scripts/green.sh snapshot            # prints the working tree's git tree id (tracked and untracked files)
#   Tools/scripts/green.sh start PACKAGE_DIR   # before a package's tests: remembers the tree they run on
#   Tools/scripts/green.sh passed PACKAGE_DIR  # after they passed: that tree is the package's last green run
#
# The tree is written through a temporary index (a copy of the real one, so unchanged files are not read again):
# nothing in the working tree, the real index or any branch changes, and a later `git diff --name-only TREE TREE`
# names every file changed in between. Records live in .build-tools/green/, one file per package.
#
# `start` takes the snapshot in the background while the build begins (it reads the same files the compiler is
# about to read, in a fraction of a second) and `passed` waits for it, so that writing the tree (0.3-0.5 s on a
# loaded machine) is not part of the time until a developer's `make test-<Package>` answers.
set -euo pipefail
cd "$(dirname "$0")/../.."
records=.build-tools/green

snapshot() {
  local index
  index=$(mktemp)
  trap 'rm -f "$index"' RETURN
  cp "$(git rev-parse --git-path index)" "$index" 2>/dev/null || true
  GIT_INDEX_FILE=$index git add --all . >/dev/null 2>&1
  GIT_INDEX_FILE=$index git write-tree
}

name() { printf '%s' "$1" | tr '/' '-'; }

case "${1:-}" in
  snapshot)
    snapshot
    ;;
  start)
    mkdir -p "$records"
    running=$records/$(name "$2").running
    rm -f "$running"
    touch "$running.busy"
    # Outside a git repository there is nothing to record; the package is simply tested again next time. The
    # snapshot's own output goes nowhere, so that a pipe after `make` does not wait for it.
    (
      if tree=$(snapshot 2>/dev/null); then
        printf '%s\n' "$tree" >"$running.$BASHPID" && mv "$running.$BASHPID" "$running"
      fi
      rm -f "$running.busy"
    ) </dev/null >/dev/null 2>&1 &
    printf '%s\n' "$!" >"$running.pid"
    ;;
  passed)
    running=$records/$(name "$2").running
    # The snapshot `start` began is done long before any suite ends; should it not be, wait for it.
    pid=$(cat "$running.pid" 2>/dev/null || true)
    while [ -f "$running.busy" ] && [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
    rm -f "$running.pid"
    if [ -f "$running" ]; then mv "$running" "$records/$(name "$2")"; fi
    ;;
  *)
    echo "usage: green.sh snapshot | start PACKAGE_DIR | passed PACKAGE_DIR" >&2
    exit 64
    ;;
esac
