#!/usr/bin/env python3
"""`make bench`: every benchmark of issue 23 in turn, then one table with each goal beside its figure.

Runs `make bench-start`, `bench-search`, `bench-images`, `bench-container` and `bench-ui` (their own output
shows as they run), each appending its rows to one file through MOSAIC_BENCH_ROWS, then prints the table in the
issue's order. A row no benchmark produced reads "not measured" and makes the exit status 1, as does a failed
benchmark. Numbers, not a test.

  bench-all.py [TARGET...]     run these targets only (default: all five), then the table
  bench-all.py --table FILE    print the table of a rows file and nothing else
"""
import os
import subprocess
import sys
import tempfile
import time

# (target, row) in the order; each benchmark names its rows exactly so.
EXPECTED = [
    ("bench-start", "gallery vs hello world"),
    ("bench-start", "gallery --json vs hello world"),
    ("bench-start", "photo ID vs hello world"),
    ("bench-start", "news vs hello world"),
    ("bench-start", "favorites list vs hello world"),
    ("bench-start", "--version vs hello world"),
    ("bench-start", "the same five with 20 plugins installed, vs none"),
    ("bench-search", "saved search p99, 100,000 articles, slowest word class"),
    ("bench-search", "saved search vs LIKE at p99, weakest word class"),
    ("bench-images", "1,000 thumbnails, pipeline vs one at a time"),
    ("bench-container", "container singleton vs Swinject 2.10.0"),
    ("bench-container", "container transient vs Swinject 2.10.0"),
    ("bench-ui", "full frame, 30-thumbnail grid, 120×40"),
    ("bench-ui", "selection move p99"),
    ("bench-start", "peak memory, gallery"),
    ("bench-start", "peak memory, news"),
]
TARGETS = ["bench-start", "bench-search", "bench-images", "bench-container", "bench-ui"]


def read_rows(path):
    """The rows in the file, by name (a later line for the same row wins), in the order first seen."""
    rows = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            cells = line.rstrip("\n").split("\t")
            if len(cells) == 4:
                rows[cells[0]] = (cells[1], cells[2], cells[3] == "yes")
    return rows


def table(rows, targets, failed):
    """The table's lines and whether every expected row of the targets run was measured."""
    width = max(len(row) for _, row in EXPECTED + [(None, name) for name in rows])
    lines = [f"| {'what':<{width}} | {'figure':<44} | {'goal':<9} | met |",
             f"| {'-' * width} | {'-' * 44} | {'-' * 9} | --- |"]
    complete = True
    known = {row for _, row in EXPECTED}
    for target, row in EXPECTED:
        if target not in targets:
            continue
        if row in rows:
            figure, goal, met = rows[row]
            lines.append(f"| {row:<{width}} | {figure:<44} | {goal:<9} | {'yes' if met else 'no':<3} |")
        else:
            complete = False
            why = f"not measured ({target} failed)" if target in failed else f"not measured (no row from {target})"
            lines.append(f"| {row:<{width}} | {why:<44} | {'':<9} | —   |")
    for row, (figure, goal, met) in rows.items():
        if row not in known:
            lines.append(f"| {row:<{width}} | {figure:<44} | {goal:<9} | {'yes' if met else 'no':<3} |")
    return lines, complete


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--table"] and len(arguments) == 2:
        lines, complete = table(read_rows(arguments[1]), TARGETS, [])
        print("\n".join(lines))
        return 0 if complete else 1
    targets = arguments or TARGETS
    unknown = [target for target in targets if target not in TARGETS]
    if unknown:
        sys.exit(f"bench-all: '{unknown[0]}' is not one of {', '.join(TARGETS)}; name those or none.")
    handle, path = tempfile.mkstemp(prefix="mosaic-bench-rows-", suffix=".tsv")
    os.close(handle)
    try:
        began = time.time()
        load = os.getloadavg()
        failed = []
        for target in targets:
            print(f"\n=== make {target} ===", flush=True)
            status = subprocess.run(["make", "--no-print-directory", target],
                                    env=dict(os.environ, MOSAIC_BENCH_ROWS=path)).returncode
            if status != 0:
                failed.append(target)
        commit = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True, text=True)
        after = os.getloadavg()
        print(f"\n=== make bench: {commit.stdout.strip() or 'no commit'}, {os.cpu_count()} CPUs, "
              f"{(time.time() - began) / 60:.1f} minutes; load average before {load[0]:.2f}, "
              f"after {after[0]:.2f} ===\n")
        lines, complete = table(read_rows(path), targets, failed)
        print("\n".join(lines))
        return 0 if complete and not failed else 1
    finally:
        os.unlink(path)


if __name__ == "__main__":
    sys.exit(main())
