#!/usr/bin/env python3
"""What plugins cost, measured with the released `mosaic` (numbers, not a test; issue 21).

1. `mosaic gallery` with 20 plugins installed against the same command with none: PAIRS interleaved pairs (the
   order swapped every other pair), the median of the per-pair ratios, of the wall-clock time and of the CPU time
   (user + system, all threads; on a machine others load, waiting for a core blurs the wall clock, not the CPU).
   Then the same for `mosaic photo ID` and `mosaic features`, lines that read the plugins' start index.
2. A plugin command end to end (`mosaic moon`, the Python example: host start, plugin start, handshake, request,
   reply, output) against the host's own start (`mosaic features`, which builds the same registry) plus the
   plugin's bare start (its interpreter starting and exiting at the end of its input): the medians and what is
   left over.

  bench-plugins.py MOSAIC [PAIRS]
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit  # noqa: E402


def run_once(argv, env, stdin=os.devnull):
    """Wall-clock milliseconds from spawn to exit, output on /dev/null; a failed run stops the benchmark."""
    return run_timed(argv, env, stdin)[0]


def run_timed(argv, env, stdin=os.devnull):
    """Wall-clock and CPU (user + system) milliseconds of one run, output on /dev/null."""
    run = benchkit.run(argv, env, stdin, who="bench-plugins")
    return run.wall, run.cpu


def environment(root):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("UNSPLASH", "NEWSAPI", "MOSAIC_"))}
    env.update({"MOSAIC_DATA_DIR": os.path.join(root, "data"), "MOSAIC_CACHE_DIR": os.path.join(root, "cache")})
    return env


def paired(first, second, pairs):
    """Medians of PAIRS interleaved pairs: wall-clock of each side and of their ratios, and the CPU-time ratio."""
    ratios, left, right, cpu = [], [], [], []
    for index in range(pairs):
        order = (first, second) if index % 2 == 0 else (second, first)
        times = {id(side): run_timed(*side) for side in order}
        (a, a_cpu), (b, b_cpu) = times[id(first)], times[id(second)]
        left.append(a)
        right.append(b)
        ratios.append(b / a)
        cpu.append(b_cpu / a_cpu if a_cpu > 0 else 1.0)
    return statistics.median(left), statistics.median(right), statistics.median(ratios), statistics.median(cpu)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    mosaic, pairs = os.path.abspath(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 40
    root = tempfile.mkdtemp(prefix="mosaic-bench-plugins-")
    try:
        bare, loaded = os.path.join(root, "bare"), os.path.join(root, "loaded")
        bare_env, loaded_env = environment(bare), environment(loaded)
        benchkit.install_moon_plugins(mosaic, loaded_env, loaded, 20)
        for env in (bare_env, loaded_env):
            run_once([mosaic, "gallery"], env)
        photo = json.loads(subprocess.run([mosaic, "gallery", "--json"], env=bare_env, check=True,
                                          capture_output=True).stdout)["photos"][0]["id"]
        # The goal's row, then lines that read the index: the photo page (only plugins with a photo section join
        # the registry, none of these twenty) and `features` (every plugin joins).
        for line in (["gallery"], ["photo", photo], ["features"]):
            argv = [mosaic] + line
            none, twenty, ratio, cpu = paired((argv, bare_env), (argv, loaded_env), pairs)
            goal = " (goal <= 1.05)" if line == ["gallery"] else ""
            print(f"mosaic {line[0]}, {pairs} pairs: no plugins {none:.2f} ms, 20 plugins {twenty:.2f} ms, "
                  f"median ratio {ratio:.3f}{goal}, CPU-time ratio {cpu:.3f}; "
                  f"load average {os.getloadavg()[0]:.1f}")

        subprocess.run([mosaic, "plugins", "add", benchkit.MOON], env=bare_env, check=True, stdout=subprocess.DEVNULL)
        script = os.path.join(bare_env["MOSAIC_DATA_DIR"], "plugins", "moon", "moon.py")
        host = statistics.median(run_once([mosaic, "features"], bare_env) for _ in range(pairs))
        plugin = statistics.median(run_once([script], bare_env) for _ in range(pairs))
        command = statistics.median(run_once([mosaic, "moon"], bare_env) for _ in range(pairs))
        left = command - host - plugin
        print(f"mosaic moon, medians of {pairs}: command {command:.2f} ms, host start {host:.2f} ms, "
              f"plugin bare start {plugin:.2f} ms, left over {left:.2f} ms (goal <= 5 ms)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
