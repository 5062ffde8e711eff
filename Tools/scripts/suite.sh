#!/usr/bin/env bash
# `make test` on both cores: two lanes of make steps at once, then the steps that need both.
#
#   Tools/scripts/suite.sh LOG_DIR 'SHARED STEPS' 'BESIDE STEPS' 'AFTER STEPS'
#
# Each lane runs its steps one after another (`make -j1 STEP`). The shared lane (the steps that build in the shared
# scratch folder) prints as it runs; the lane beside it (steps with scratch folders of their own) writes
# LOG_DIR/beside.log, printed whole once both lanes are done, or at once when it fails. The after steps run, and
# print, once both lanes passed. Every step prints `suite: STEP started at HH:MM:SS` and `suite: STEP ended after
# N s (CPU U s user + S s system)` (`make bench-loop` reads them).
#
# The first step to fail stops the other lane and fails the suite with that step's status; an interrupt (Ctrl-C)
# or a TERM stops every lane. Each lane runs in a session of its own and is stopped as a process group with TERM
# (SwiftPM then stops the compilers and test processes it started); the script waits for the lanes before it
# returns, so nothing is left running.
set -uo pipefail
cd "$(dirname "$0")/../.."
log_dir=$1
mkdir -p "$log_dir"
beside_log=$log_dir/beside.log
export MAKE=${MAKE:-make}

# One lane: its steps in turn, stopping at the first failure with its status.
lane() {
  local step status
  for step in $1; do
    echo "suite: $step started at $(date -u +%T)"
    TIMEFORMAT="suite: $step ended after %R s (CPU %U s user + %S s system)"
    time {
      $MAKE --no-print-directory -j1 "$step" </dev/null
      status=$?
    }
    if [ "$status" -ne 0 ]; then
      echo "suite: $step failed (exit $status) at $(date -u +%T)"
      return "$status"
    fi
  done
}
export -f lane

running=
beside_pid=
beside_passed=
# Starts a lane in a session of its own: setsid does not fork a background job (it leads no process group), so
# $! is the lane's process group.
start_lane() {
  setsid bash -c 'lane "$1"' lane "$1" &
  running="$running $!"
}

stop_lanes() {
  local pid
  for pid in $running; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for pid in $running; do wait "$pid" 2>/dev/null || true; done
  running=
}
trap 'trap "" INT TERM; echo "suite: interrupted; stopping the lanes." >&2; stop_lanes; exit 130' INT TERM

show_beside() {
  echo "suite: ---- the lane beside, which ran at the same time as the steps above ($beside_log) ----"
  cat "$beside_log"
  echo "suite: ---- end of the lane beside ----"
}

# Waits for every running lane; the first failure stops the others and ends the script with its status.
wait_lanes() {
  local finished status
  while [ -n "${running// /}" ]; do
    finished=
    wait -n -p finished $running
    status=$?
    # A trapped signal ends `wait` before any lane did (the trap has run then).
    [ -n "$finished" ] || continue
    running=$(printf ' %s' $running | sed "s/ $finished\b//")
    if [ "$finished" = "$beside_pid" ] && [ "$status" -eq 0 ]; then beside_passed=1; fi
    if [ "$status" -ne 0 ]; then
      stop_lanes
      if [ "$finished" = "$beside_pid" ]; then
        show_beside
        echo "suite: the lane beside failed (exit $status); the other lane was stopped." >&2
      elif [ -n "$beside_passed" ]; then
        show_beside
        echo "suite: a step failed (exit $status) after the lane beside passed." >&2
      elif [ -n "$beside_pid" ]; then
        echo "suite: a step failed (exit $status); the lane beside was stopped (its log: $beside_log)." >&2
      else
        echo "suite: a step failed (exit $status)." >&2
      fi
      exit "$status"
    fi
  done
}

start_lane "$2"
start_lane "$3" >"$beside_log" 2>&1
beside_pid=${running##* }
wait_lanes
show_beside
beside_pid=
beside_passed=
start_lane "$4"
wait_lanes
