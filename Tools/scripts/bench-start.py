#!/usr/bin/env python3
"""Start-up of `mosaic` against a plain Swift hello world, measured side by side (issue 23's first rows).

1. For each command, PAIRS pairs are run back to back (hello, then the command, the order swapped every other
   pair), each process timed from spawn to exit with standard output on /dev/null. It prints the median of each
   side, the median of the per-pair ratios (command / hello) and their interquartile range, the median ratio of
   CPU time (user + system), and the command's median peak resident memory over 10 runs (read by `peak-rss`,
   built beside HELLO); then the time until `main` (MOSAIC_START_PROBE=1 makes `mosaic` exit on main's first line).
   Then every command's ratio again with both programs (and the hello world's shared libraries) read back from
   disk: a binary just linked or copied starts faster while the page cache holds it as written, as `make bench`'s
   release always is. A row meets its goal only when both ratios do.
2. The same five commands with 20 plugins installed against none (PAIRS interleaved pairs each).

With MOSAIC_BENCH_ROWS set it appends the `make bench` table's rows to that file. Numbers, not a test.

  bench-start.py HELLO MOSAIC [PAIRS]
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit  # noqa: E402

GOAL = 1.5
VERSION_GOAL = 1.1
PLUGINS_GOAL = 1.05
MEMORY_GOAL_MIB = 12


def run(argv, env):
    return benchkit.run(argv, env, who="bench-start")


def pairs(first, second, count):
    """`count` interleaved (first, second) runs, after three warm-up pairs; each side is (argv, env)."""
    for _ in range(3):
        run(*first)
        run(*second)
    result = []
    for index in range(count):
        if index % 2 == 0:
            a = run(*first)
            b = run(*second)
        else:
            b = run(*second)
            a = run(*first)
        result.append((a, b))
    return result


def quartiles(values):
    q = statistics.quantiles(values, n=4)
    return q[0], q[2]


def peak_mib(peak_rss, argv, env, runs=10):
    """The median peak resident memory of `argv` over `runs` runs, in MiB, read by the `peak-rss` launcher."""
    peaks = []
    for _ in range(runs):
        result = subprocess.run([peak_rss] + argv, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"bench-start: '{' '.join(argv)}' exited with {result.returncode}; run it by hand to see why.")
        peaks.append(int(result.stdout.strip()) / 1024)
    return statistics.median(peaks)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    hello, mosaic = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    root = tempfile.mkdtemp(prefix="mosaic-bench-start-")
    try:
        measure(hello, mosaic, count, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def measure(hello, mosaic, count, root):
    peak_rss = os.path.join(os.path.dirname(hello), "peak-rss")
    env = benchkit.sandbox_env(os.path.join(root, "bare"))
    first = benchkit.prepare(mosaic, env)
    commands = [["gallery"], ["gallery", "--json"], ["photo", first], ["news"], ["favorites", "list"], ["--version"]]

    def name(arguments):
        return " ".join("ID" if argument == first else argument for argument in arguments)

    load = os.getloadavg()
    print(f"mosaic: {mosaic}")
    print(f"hello:  {hello}")
    print(f"{count} interleaved pairs per command; load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; "
          f"{os.cpu_count()} CPUs")
    print()
    print(f"| {'command':<22} | {'hello ms':>8} | {'mosaic ms':>9} | {'ratio':>5} | {'ratio IQR':>11} "
          f"| {'CPU ratio':>9} | {'peak MiB':>8} | {'goal':>6} |")
    print(f"| {'-' * 22} | {'-' * 7}: | {'-' * 8}: | {'-' * 4}: | {'-' * 10}: | {'-' * 8}: | {'-' * 7}: "
          f"| {'-' * 5}: |")
    peaks, cached = {}, {}
    for arguments in commands:
        timings = pairs(([hello], env), ([mosaic] + arguments, env), count)
        ratios = [b.wall / a.wall for a, b in timings]
        cpu = statistics.median(b.cpu / a.cpu for a, b in timings if a.cpu > 0)
        low, high = quartiles(ratios)
        ratio = statistics.median(ratios)
        peak = peak_mib(peak_rss, [mosaic] + arguments, env)
        peaks[arguments[0]] = peak
        cached[name(arguments)] = (ratio, cpu)
        goal = VERSION_GOAL if arguments == ["--version"] else GOAL
        print(f"| {'mosaic ' + name(arguments):<22} | {statistics.median(a.wall for a, _ in timings):8.2f} "
              f"| {statistics.median(b.wall for _, b in timings):9.2f} | {ratio:5.2f} | {low:5.2f}–{high:5.2f} "
              f"| {cpu:9.2f} | {peak:8.1f} | ≤ {goal:4.2g} |", flush=True)

    # The same ratios with both programs read back from disk, as after the page cache let them go.
    benchkit.evict([mosaic, hello] + benchkit.shared_libraries(hello))
    print()
    print("Read back from disk (both programs and the hello world's libraries dropped from the page cache first):")
    for arguments in commands:
        timings = pairs(([hello], env), ([mosaic] + arguments, env), count)
        read_back = statistics.median(b.wall / a.wall for a, b in timings)
        read_back_cpu = statistics.median(b.cpu / a.cpu for a, b in timings if a.cpu > 0)
        ratio, cpu = cached[name(arguments)]
        goal = VERSION_GOAL if arguments == ["--version"] else GOAL
        print(f"  mosaic {name(arguments):<16} ratio {read_back:.2f} (CPU {read_back_cpu:.2f}), as cached {ratio:.2f}",
              flush=True)
        benchkit.emit_row(f"{name(arguments)} vs hello world",
                          f"{ratio:.2f}× (CPU {cpu:.2f}×); read back {read_back:.2f}×", f"≤ {goal:g}×",
                          max(ratio, read_back) <= goal)
    print()

    probe = dict(env, MOSAIC_START_PROBE="1")
    timings = pairs(([hello], env), ([mosaic, "gallery"], probe), count)
    ratios = [b.wall / a.wall for a, b in timings]
    low, high = quartiles(ratios)
    print(f"| {'until main':<22} | {statistics.median(a.wall for a, _ in timings):8.2f} "
          f"| {statistics.median(b.wall for _, b in timings):9.2f} | {statistics.median(ratios):5.2f} "
          f"| {low:5.2f}–{high:5.2f} | {statistics.median(b.cpu / a.cpu for a, b in timings if a.cpu > 0):9.2f} "
          f"| {peak_mib(peak_rss, [mosaic, 'gallery'], probe):8.1f} | {'':>6} |")
    print(f"The hello world's own peak: {peak_mib(peak_rss, [hello], env):.1f} MiB")
    for command in ("gallery", "news"):
        benchkit.emit_row(f"peak memory, {command}", f"{peaks[command]:.1f} MiB", f"≤ {MEMORY_GOAL_MIB} MiB",
                          peaks[command] <= MEMORY_GOAL_MIB)

    print()
    loaded = benchkit.sandbox_env(os.path.join(root, "loaded"))
    benchkit.prepare(mosaic, loaded)
    benchkit.install_moon_plugins(mosaic, loaded, os.path.join(root, "plugins"), 20)
    print(f"The same five with 20 plugins installed against none ({count} interleaved pairs each):")
    worst = (0.0, "")
    for arguments in commands[:-1]:
        argv = [mosaic] + arguments
        timings = pairs((argv, env), (argv, loaded), count)
        ratio = statistics.median(b.wall / a.wall for a, b in timings)
        cpu = statistics.median(b.cpu / a.cpu for a, b in timings if a.cpu > 0)
        worst = max(worst, (ratio, name(arguments)))
        print(f"  mosaic {name(arguments):<16} none {statistics.median(a.wall for a, _ in timings):6.2f} ms, "
              f"20 plugins {statistics.median(b.wall for _, b in timings):6.2f} ms, ratio {ratio:.3f} "
              f"(CPU {cpu:.3f}; goal ≤ {PLUGINS_GOAL})", flush=True)
    benchkit.emit_row("the same five with 20 plugins installed, vs none", f"{worst[0]:.3f}× (worst: {worst[1]})",
                      f"≤ {PLUGINS_GOAL}×", worst[0] <= PLUGINS_GOAL)
    load = os.getloadavg()
    print()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


if __name__ == "__main__":
    main()
