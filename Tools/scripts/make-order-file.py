#!/usr/bin/env python3
"""Write the linker's section ordering file of `mosaic`'s hot functions (App/Link/hot-functions.order).

`make release` compiles every module with function sections and hands this file to the linker, which puts the
listed sections first, next to each other, so a start faults in a few MB of the binary's code instead of a 64 KB
window around every function it runs (PROJECT_PLAN.md, "Issue 23 — peak memory (third part)"). The file is
committed: a clean clone's `make release` needs no profiling. Rerun this after large changes to what the start
runs, on a release binary built with function sections (`make release`), and commit the result:

  make-order-file.py MOSAIC [OUTPUT] [RUNS]

It runs the commands `make bench-start` measures (in a sandbox prepared as bench-start.py does: a cache, a last
listing, a favorite), plus `news --json`, RUNS times each (15 by default) under `perf record` (cpu-clock
every 10 µs, frame-pointer call chains), takes every address in the binary's text from the samples and their
call chains, names the function holding it (`nm`), and writes one input section name (`.text.SYMBOL`) a line,
sorted, so the same profile gives the same file. The functions OUTPUT already lists that the binary still has are
kept: each profile misses some short functions that run once, so the file gathers what successive profiles saw
(a function that no longer runs costs its few bytes in the ordered block). Sampling misses some; they stay
where they were (one 64 KB window each), which costs memory but never correctness: gold ignores a listed section
that no object has, so a missing or renamed function cannot make a build fail.
"""
import bisect
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit  # noqa: E402

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_OUTPUT = os.path.join(REPOSITORY, "App", "Link", "hot-functions.order")
PERIOD_NS = "10000"


def functions(mosaic):
    """The binary's functions as sorted (start, end, names) lists, from `nm`'s symbol table. A function can have
    several names at one address (an alias the compiler made when it merged identical functions); only one of them
    names its section, so each is kept."""
    listing = subprocess.run(["nm", "--defined-only", "-n", "-S", mosaic], capture_output=True, text=True, check=True)
    starts, ends, names = [], [], []
    for line in listing.stdout.splitlines():
        fields = line.split(" ", 3)
        if len(fields) != 4 or fields[2] not in ("t", "T", "W", "w"):
            continue
        start, size = int(fields[0], 16), int(fields[1], 16)
        if size == 0:
            continue
        if starts and starts[-1] == start:
            ends[-1] = max(ends[-1], start + size)
            names[-1].append(fields[3])
            continue
        starts.append(start)
        ends.append(start + size)
        names.append([fields[3]])
    return starts, ends, names


def sampled_addresses(mosaic, argv, env, runs, scratch):
    """Every user-space address in the samples and call chains of `runs` runs of `mosaic argv`."""
    data = os.path.join(scratch, "perf.data")
    addresses = set()
    for _ in range(runs):
        with open(os.devnull, "wb") as null:
            subprocess.run(
                ["perf", "record", "-q", "-e", "cpu-clock", "-c", PERIOD_NS, "--call-graph=fp", "-o", data, "--",
                 mosaic] + argv,
                env=env, stdout=null, stderr=null, check=False)
        script = subprocess.run(["perf", "script", "-i", data, "-F", "ip"], capture_output=True, text=True)
        for word in script.stdout.split():
            try:
                addresses.add(int(word, 16))
            except ValueError:
                pass
    return addresses


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    mosaic = os.path.abspath(sys.argv[1])
    output = sys.argv[2] if len(sys.argv) > 2 else DEFAULT_OUTPUT
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    if shutil.which("perf") is None:
        sys.exit("make-order-file: 'perf' is not installed; install it (linux-tools) and run this again.")
    root = tempfile.mkdtemp(prefix="mosaic-order-")
    try:
        env = benchkit.sandbox_env(os.path.join(root, "home"))
        first = benchkit.prepare(mosaic, env)
        commands = [["gallery"], ["gallery", "--json"], ["photo", first], ["news"], ["favorites", "list"],
                    ["--version"], ["news", "--json"]]
        addresses = set()
        for argv in commands:
            addresses |= sampled_addresses(mosaic, argv, env, runs, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    starts, ends, names = functions(mosaic)
    hot = set()
    for address in addresses:
        index = bisect.bisect_right(starts, address) - 1
        if index >= 0 and address < ends[index]:
            hot.update(names[index])
    known = {name for aliases in names for name in aliases}
    if os.path.exists(output):
        with open(output) as file:
            earlier = {line.strip()[len(".text."):] for line in file if line.startswith(".text.")}
        hot |= earlier & known
    with open(output, "w") as file:
        for name in sorted(hot):
            file.write(f".text.{name}\n")
    size = sum(ends[i] - starts[i] for i, aliases in enumerate(names) if aliases[0] in hot)
    print(f"make-order-file: {len(hot)} functions, {size / 1024:.0f} KiB of code, written to {output}")


if __name__ == "__main__":
    main()
