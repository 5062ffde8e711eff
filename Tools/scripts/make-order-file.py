#!/usr/bin/env python3
"""Write the linker's section ordering file of `mosaic`'s hot functions (App/Link/hot-functions.order).

`make release` compiles every module with function sections and hands this file to gold, which puts the listed
sections first, in the file's order, so a start faults in a few windows of the binary's code instead of one window
(≈ 140 KB with the kernel's fault-around) around every function it runs (PROJECT_PLAN.md, "Issue 23 — peak memory
(third part)" and "an exact order file (fifth part)"). The file is committed: a clean clone's `make release` needs
no tracing. Rerun this after changes to what a start runs, on the release binary, and commit the result:

  make release
  Tools/scripts/make-order-file.py .build-release/release/mosaic [OUTPUT]
  make release          # only the link step runs again

It builds first-touch.c (beside it) with cc, prepares a sandbox as bench-start.py does (a cache, a last listing,
a favorite; the embedded catalog, no keys), and runs each hot command once under that tracer, which puts a
one-shot breakpoint on the entry of every function of the binary (`nm`) and lists the functions entered, in the
order first entered, by every thread. The list is exact, not sampled; tracing a command takes about a second.
The functions are then laid out by which commands run them: those every command runs first, then those most
commands share, down to those of one command; within a group in the order first entered (ordered_functions). Each
function is written as `.text.NAME` for every name at its address (identical functions merged by the compiler
share an address, and their one section carries one of the names). gold skips a listed section that no object
has, so a stale or renamed entry costs memory, never the build. Linux on x86-64 only, a non-PIE binary.
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit  # noqa: E402

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(SCRIPTS))
DEFAULT_OUTPUT = os.path.join(REPOSITORY, "App", "Link", "hot-functions.order")
TRACER_SOURCE = os.path.join(SCRIPTS, "first-touch.c")


class Functions:
    """A binary's functions from `nm -n -S --defined-only`: sorted entry addresses, sizes and every name at each."""

    def __init__(self, listing):
        self.starts, self.sizes, self.names = [], [], []
        for line in listing.splitlines():
            fields = line.split(" ", 3)
            if len(fields) != 4 or fields[2] not in ("t", "T", "W", "w"):
                continue
            start, size = int(fields[0], 16), int(fields[1], 16)
            if size == 0:
                continue
            if self.starts and self.starts[-1] == start:
                self.sizes[-1] = max(self.sizes[-1], size)
                self.names[-1].append(fields[3])
                continue
            self.starts.append(start)
            self.sizes.append(size)
            self.names.append([fields[3]])
        self.index = {start: position for position, start in enumerate(self.starts)}

    @staticmethod
    def of(binary):
        listing = subprocess.run(["nm", "--defined-only", "-n", "-S", binary], capture_output=True, text=True,
                                 check=True)
        return Functions(listing.stdout)

    def entered(self, addresses):
        """The functions (their indices) at `addresses`, in order; an address that is no function's entry is
        left out."""
        return [self.index[address] for address in addresses if address in self.index]


def ordered_functions(traces):
    """One layout for several commands' traces (each a list of functions in the order first entered).

    A function's group is the set of commands that ran it. Groups run by more commands come first (what every
    start runs at the front), groups of as many commands by the earliest command among them; within a group the
    functions keep the order the first command that ran them entered them. So each command's functions lie in as
    few runs of the block as the sharing allows, and in start-up order inside each run."""
    groups, first_seen = {}, {}
    for command, trace in enumerate(traces):
        for position, function in enumerate(trace):
            groups.setdefault(function, set()).add(command)
            first_seen.setdefault(function, (command, position))

    def key(function):
        group = groups[function]
        return (-len(group), sorted(group), first_seen[function])

    return sorted(first_seen, key=key)


def section_lines(functions, order):
    """The order file's lines: `.text.NAME` for every name of every function, in `order`."""
    return [f".text.{name}" for function in order for name in functions.names[function]]


def is_position_dependent(binary):
    with open(binary, "rb") as file:
        header = file.read(18)
    return header[:4] == b"\x7fELF" and int.from_bytes(header[16:18], "little") == 2  # ET_EXEC


def build_tracer(folder):
    if shutil.which("cc") is None:
        sys.exit("make-order-file: no C compiler ('cc') to build the tracer; install one and run this again.")
    tracer = os.path.join(folder, "first-touch")
    subprocess.run(["cc", "-O2", "-o", tracer, TRACER_SOURCE], check=True)
    return tracer


def trace(tracer, entries, argv, env, folder):
    """The entry addresses of the functions `argv` ran, in the order first entered."""
    output = os.path.join(folder, "trace.txt")
    with open(os.devnull, "wb") as null:
        result = subprocess.run([tracer, output, entries, "--"] + argv, env=env, stdout=null,
                                stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"make-order-file: '{' '.join(argv)}' exited with {result.returncode} under the tracer: "
                 f"{result.stderr.strip()}")
    with open(output) as file:
        return [int(line, 16) for line in file if line.strip()]


def main():
    if len(sys.argv) < 2 or not sys.platform.startswith("linux"):
        sys.exit(__doc__)
    mosaic = os.path.abspath(sys.argv[1])
    output = sys.argv[2] if len(sys.argv) > 2 else DEFAULT_OUTPUT
    if not is_position_dependent(mosaic):
        sys.exit(f"make-order-file: {mosaic} is position-independent; trace the binary `make release` builds.")
    functions = Functions.of(mosaic)
    root = tempfile.mkdtemp(prefix="mosaic-order-")
    try:
        tracer = build_tracer(root)
        entries = os.path.join(root, "entries.txt")
        with open(entries, "w") as file:
            file.writelines(f"{start:x}\n" for start in functions.starts)
        env = benchkit.sandbox_env(os.path.join(root, "home"))
        first = benchkit.prepare(mosaic, env)
        commands = [["gallery"], ["gallery", "--json"], ["photo", first], ["news"], ["news", "--json"],
                    ["favorites", "list"], ["--version"]]
        traces = []
        for argv in commands:
            traces.append(functions.entered(trace(tracer, entries, [mosaic] + argv, env, root)))
            size = sum(functions.sizes[function] for function in traces[-1])
            print(f"make-order-file: {' '.join(argv)}: {len(traces[-1])} functions, {size / 1024:.0f} KiB")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    order = ordered_functions(traces)
    with open(output, "w") as file:
        file.writelines(line + "\n" for line in section_lines(functions, order))
    size = sum(functions.sizes[function] for function in order)
    print(f"make-order-file: {len(order)} functions, {size / 1024:.0f} KiB of code, written to {output}")


if __name__ == "__main__":
    main()
