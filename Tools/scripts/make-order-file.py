#!/usr/bin/env python3
"""Write the linker's section ordering file of `mosaic`'s hot functions (App/Link/hot-functions.order).

`make release` compiles every module with function sections and hands this file to gold, which puts the listed
sections next to each other, in the file's order (at the end of `.text`), so a start faults in a few windows of the
binary's code instead of one window (64 KB, the kernel's fault-around) around every function it runs
(PROJECT_PLAN.md, "Issue 23 — peak memory (third part)" and "an exact order file (fifth part)"). The file is
committed: a clean clone's `make release` needs no tracing. After changes to what a start runs, `make order-file`
runs this on the release binary and its link map and links the release again; commit the result. By hand:

  make-order-file.py MOSAIC LINK_MAP [OUTPUT] [RUNS]

It builds first-touch.c (beside it) with cc, prepares a sandbox as bench-start.py does (a cache, a last listing,
a favorite; the embedded catalog, no keys; and a second one with 20 plugins installed, where the five hot commands
run again), and runs each hot command under that tracer, which puts a
one-shot breakpoint on the entry of every function of the binary (the symbols `nm` lists, and the start of every
input section of `.text` in the link map: the compiler's private helpers, `.L__unnamed_1` and the like, have no
symbol) and lists the functions entered, in the order first entered, by every thread. The list is exact, not
sampled; tracing a command takes about a second. Each command runs RUNS times (3 by default) and its runs' functions
are joined, the first run's order first: a path that depends on the threads' timing (a task that ends before or
after the exit) is not always taken. Each function entered is named by the input section holding it
(the map's name, so a function merged with an identical one needs no guess at which alias names its section);
one inside a whole `.text` of an object built without function sections cannot be ordered and is counted in the
summary line only. The sections are laid out by which commands run them: those every command runs first, then
those most commands share, down to those of one command; within a group in the order first entered
(ordered_functions). gold skips a listed section that no object has, so a stale or renamed entry costs memory,
never the build. Linux on x86-64 only, a non-PIE binary.
"""
import bisect
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


class Sections:
    """The input sections gold placed in the binary's `.text`, from its link map (`-Map`): sorted start addresses,
    sizes, section names and the object each came from. With function sections each holds one function, and its
    name is what the order file lists; a whole `.text` (an object built without function sections, as most of the
    toolchain's Swift code is) cannot be ordered by name."""

    def __init__(self, map_text):
        found = {}
        in_text, pending = False, None
        for line in map_text.splitlines():
            if line and not line[0].isspace():
                in_text = line.split()[0] == ".text"
                pending = None
                continue
            if not in_text:
                continue
            fields = line.split()
            if line.startswith(" .") and fields:
                pending, fields = fields[0], fields[1:]
            if pending is None or len(fields) < 3 or not fields[0].startswith("0x"):
                continue
            start, size = int(fields[0], 16), int(fields[1], 16)
            if size > 0 and start > 0:
                found[start] = (size, pending, " ".join(fields[2:]))
            pending = None
        self.starts = sorted(found)
        self.sizes = [found[start][0] for start in self.starts]
        self.names = [found[start][1] for start in self.starts]
        self.objects = [found[start][2] for start in self.starts]

    @staticmethod
    def of(map_path):
        with open(map_path, errors="replace") as file:
            return Sections(file.read())

    def containing(self, address):
        """The index of the section holding `address`, or None."""
        index = bisect.bisect_right(self.starts, address) - 1
        return index if index >= 0 and address < self.starts[index] + self.sizes[index] else None

    def orderable(self, index):
        return self.names[index] != ".text"


def function_entries(nm_listing):
    """The entry address of every function with a size in `nm -n -S --defined-only`'s listing."""
    entries = set()
    for line in nm_listing.splitlines():
        fields = line.split(" ", 3)
        if len(fields) == 4 and fields[2] in ("t", "T", "W", "w") and int(fields[1], 16) > 0:
            entries.add(int(fields[0], 16))
    return entries


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


def section_lines(sections, order):
    """The order file's lines: the name of each section in `order`, once (a name several objects use, such as
    `.text.startup` or a private `.text..L__unnamed_1`, matches all of them in gold: listed once, they all move)."""
    return list(dict.fromkeys(sections.names[index] for index in order))


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


def is_ours(object_path):
    """An object of this repository's build, not a member of the toolchain's archives or the C library's start
    files."""
    return ".a(" not in object_path and not object_path.startswith(("/usr/", "/lib"))


def summary(sections, addresses):
    """What a trace touched: KiB of code in function sections (ours, the toolchain's), and the whole `.text`
    sections it entered, which cannot be ordered (count and KiB)."""
    touched = {index for index in map(sections.containing, addresses) if index is not None}
    ours = sum(sections.sizes[i] for i in touched if sections.orderable(i) and is_ours(sections.objects[i]))
    theirs = sum(sections.sizes[i] for i in touched if sections.orderable(i) and not is_ours(sections.objects[i]))
    whole = [i for i in touched if not sections.orderable(i)]
    return (f"{ours / 1024:.0f} KiB of ours and {theirs / 1024:.0f} KiB of the toolchain's in function sections, "
            f"{len(whole)} whole .text sections ({sum(sections.sizes[i] for i in whole) / 1024:.0f} KiB)")


def main():
    if len(sys.argv) < 3 or not sys.platform.startswith("linux"):
        sys.exit(__doc__)
    mosaic, link_map = os.path.abspath(sys.argv[1]), sys.argv[2]
    output = sys.argv[3] if len(sys.argv) > 3 else DEFAULT_OUTPUT
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    if not is_position_dependent(mosaic):
        sys.exit(f"make-order-file: {mosaic} is position-independent; trace the binary `make release` builds.")
    sections = Sections.of(link_map)
    listing = subprocess.run(["nm", "--defined-only", "-n", "-S", mosaic], capture_output=True, text=True, check=True)
    entries = sorted(function_entries(listing.stdout) | set(sections.starts))
    root = tempfile.mkdtemp(prefix="mosaic-order-")
    try:
        tracer = build_tracer(root)
        entries_file = os.path.join(root, "entries.txt")
        with open(entries_file, "w") as file:
            file.writelines(f"{address:x}\n" for address in entries)
        env = benchkit.sandbox_env(os.path.join(root, "home"))
        first = benchkit.prepare(mosaic, env)
        commands = [["gallery"], ["gallery", "--json"], ["photo", first], ["news"], ["news", "--json"],
                    ["favorites", "list"], ["--version"]]
        # The same five hot commands with 20 plugins installed, as bench-start.py measures them: reading the
        # installed plugins' manifests is code the runs without plugins never enter.
        loaded = benchkit.sandbox_env(os.path.join(root, "loaded"))
        benchkit.prepare(mosaic, loaded)
        benchkit.install_moon_plugins(mosaic, loaded, os.path.join(root, "plugins"), 20)
        runs_to_trace = [(argv, env, "") for argv in commands]
        runs_to_trace += [(argv, loaded, " (20 plugins)") for argv in commands[:5]]
        traces = []
        for argv, environment, label in runs_to_trace:
            addresses = []
            for _ in range(runs):
                addresses += trace(tracer, entries_file, [mosaic] + argv, environment, root)
            indices = (sections.containing(address) for address in addresses)
            traces.append(list(dict.fromkeys(i for i in indices if i is not None and sections.orderable(i))))
            print(f"make-order-file: {' '.join(argv)}{label}: {summary(sections, addresses)}")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    order = ordered_functions(traces)
    lines = section_lines(sections, order)
    with open(output, "w") as file:
        file.writelines(line + "\n" for line in lines)
    listed = set(lines)
    moved = sum(size for size, name in zip(sections.sizes, sections.names) if name in listed)
    print(f"make-order-file: {len(lines)} sections, {moved / 1024:.0f} KiB of code, written to {output}")


if __name__ == "__main__":
    main()
