#!/usr/bin/env python3
"""Start-up of `mosaic` against a plain Swift hello world, measured side by side.

For each command, PAIRS pairs are run back to back (hello, then the command, the order swapped every other
pair), each process timed from spawn to exit with standard output on /dev/null. It prints the median of each
side, the median of the per-pair ratios (command / hello) and their interquartile range, then the time until
`main` (MOSAIC_START_PROBE=1 makes `mosaic` exit on main's first line). Numbers, not a test.

  bench-start.py HELLO MOSAIC [PAIRS]
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(argv, env):
    """Wall-clock milliseconds from spawn to exit; standard output and error go to /dev/null."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
    ]
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench-start: '{' '.join(argv)}' exited with {os.waitstatus_to_exitcode(status)}")
    return elapsed


def pairs(hello, command, env, count):
    """`count` interleaved (hello, command) timings, after three warm-up pairs."""
    for _ in range(3):
        run_once(hello, env)
        run_once(command, env)
    result = []
    for index in range(count):
        if index % 2 == 0:
            first = run_once(hello, env)
            second = run_once(command, env)
        else:
            second = run_once(command, env)
            first = run_once(hello, env)
        result.append((first, second))
    return result


def quartiles(values):
    q = statistics.quantiles(values, n=4)
    return q[0], q[2]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    hello, mosaic = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    sandbox = tempfile.mkdtemp(prefix="mosaic-bench-start-")
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": sandbox,
        "XDG_DATA_HOME": os.path.join(sandbox, "data"),
        "XDG_CACHE_HOME": os.path.join(sandbox, "cache"),
        "LANG": "C.UTF-8",
    }
    # A person who has used mosaic: a cache directory, a last listing, one favorite in the database.
    listing = subprocess.run([mosaic, "gallery", "--json"], env=env, capture_output=True, check=True)
    first = json.loads(listing.stdout)["photos"][0]["id"]
    subprocess.run([mosaic, "favorites", "add", first], env=env, capture_output=True, check=True)
    subprocess.run([mosaic, "news"], env=env, capture_output=True, check=True)

    commands = [
        ["gallery"],
        ["gallery", "--json"],
        ["photo", first],
        ["favorites", "list"],
        ["news"],
        ["--version"],
    ]
    load = os.getloadavg()
    print(f"mosaic: {mosaic}")
    print(f"hello:  {hello}")
    print(f"{count} interleaved pairs per command; load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; "
          f"{os.cpu_count()} CPUs")
    print()
    print(f"| {'command':<22} | {'hello ms':>8} | {'mosaic ms':>9} | {'ratio':>5} | {'ratio IQR':>11} |")
    print(f"| {'-' * 22} | {'-' * 7}: | {'-' * 8}: | {'-' * 4}: | {'-' * 10}: |")
    for arguments in commands:
        timings = pairs([hello], [mosaic] + arguments, env, count)
        ratios = [second / first for first, second in timings]
        low, high = quartiles(ratios)
        name = "mosaic " + " ".join("ID" if argument == first else argument for argument in arguments)
        print(f"| {name:<22} | {statistics.median(t[0] for t in timings):8.2f} "
              f"| {statistics.median(t[1] for t in timings):9.2f} | {statistics.median(ratios):5.2f} "
              f"| {low:5.2f}–{high:5.2f} |", flush=True)

    probe = dict(env, MOSAIC_START_PROBE="1")
    timings = []
    for _ in range(3):
        run_once([hello], env)
        run_once([mosaic, "gallery"], probe)
    for _ in range(count):
        timings.append((run_once([hello], env), run_once([mosaic, "gallery"], probe)))
    ratios = [second / first for first, second in timings]
    print(f"| {'until main':<22} | {statistics.median(t[0] for t in timings):8.2f} "
          f"| {statistics.median(t[1] for t in timings):9.2f} | {statistics.median(ratios):5.2f} "
          f"| {quartiles(ratios)[0]:5.2f}–{quartiles(ratios)[1]:5.2f} |")
    load = os.getloadavg()
    print()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    subprocess.run(["rm", "-rf", sandbox])


if __name__ == "__main__":
    main()
