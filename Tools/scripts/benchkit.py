"""What the benchmark scripts share: timing a run, installing test plugins, and the `make bench` table's rows.

Imported by bench-start.py, bench-plugins.py, bench-all.py and make-order-file.py (all in this folder).
"""
import json
import os
import subprocess
import sys
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MOON = os.path.join(REPOSITORY, "Examples", "MoonPlugin")


def sandbox_env(root):
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": root,
        "XDG_DATA_HOME": os.path.join(root, "data"),
        "XDG_CACHE_HOME": os.path.join(root, "cache"),
        "LANG": "C.UTF-8",
    }


def prepare(mosaic, env):
    """A person who has used mosaic: a cache directory, a last listing, one favorite; returns that photo's id."""
    listing = subprocess.run([mosaic, "gallery", "--json"], env=env, capture_output=True, check=True)
    first = json.loads(listing.stdout)["photos"][0]["id"]
    subprocess.run([mosaic, "favorites", "add", first], env=env, capture_output=True, check=True)
    subprocess.run([mosaic, "news"], env=env, capture_output=True, check=True)
    return first


class Run:
    """One process's wall-clock and CPU milliseconds (user + system, all threads).

    No peak memory: a child started with `vfork` (as `posix_spawn` does) counts Python's own memory as its peak;
    bench-start.py reads the peak through the `peak-rss` launcher instead.
    """

    def __init__(self, wall, cpu):
        self.wall, self.cpu = wall, cpu


def run(argv, env, stdin=os.devnull, who="benchmark"):
    """Spawns `argv` with standard output and error on /dev/null and waits; a failed run stops the benchmark."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, stdin, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
    ]
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{who}: '{' '.join(argv)}' exited with {os.waitstatus_to_exitcode(status)}; run it by hand to see why.")
    return Run(elapsed, (usage.ru_utime + usage.ru_stime) * 1e3)


def install_moon_plugins(mosaic, env, root, count):
    """Installs `count` copies of the Moon example as plugins moon0…moonN (commands and routes, no tabs)."""
    manifest = json.load(open(os.path.join(MOON, "mosaic-plugin.json")))
    for index in range(count):
        folder = os.path.join(root, f"plugin-{index}")
        os.makedirs(folder)
        manifest["id"] = f"moon{index}"
        manifest["contributions"]["commands"][0]["name"] = f"moon{index}"
        manifest["contributions"].pop("tabs", None)  # the app has room for 9 tabs, not 25
        manifest["contributions"]["routes"] = [
            {"pattern": f"moon{index}", "summary": "Today"}, {"pattern": f"moon{index}/:date", "summary": "A day"}]
        json.dump(manifest, open(os.path.join(folder, "mosaic-plugin.json"), "w"))
        script = open(os.path.join(MOON, "moon.py")).read().replace('"plugin": "moon"', f'"plugin": "moon{index}"')
        with open(os.path.join(folder, "moon.py"), "w") as handle:
            handle.write(script)
        os.chmod(os.path.join(folder, "moon.py"), 0o755)
        subprocess.run([mosaic, "plugins", "add", folder], env=env, check=True, stdout=subprocess.DEVNULL)


def shared_libraries(binary):
    """The files of the shared libraries `binary` loads, as `ldd` lists them (none for a static binary)."""
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    return [word for line in listing.splitlines() for word in line.split() if word.startswith("/")]


def evict(paths):
    """Drops the page cache's copy of each file (`posix_fadvise(DONTNEED)`; no root needed), so its next run reads it
    back from disk. A file written moments before (a fresh link, a copy) is held as it was written, in large folios,
    and starts faster than the same file read back later (PROJECT_PLAN.md, "Issues 23 and 24 — the merge and the quiet
    runs (eleventh part, eighth part, leftovers)"). Pages a running process maps stay."""
    for path in paths:
        try:
            descriptor = os.open(path, os.O_RDONLY)
        except OSError:
            continue
        try:
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(descriptor)


def emit_row(row, figure, goal, met):
    """Appends one row of `make bench`'s table to the file MOSAIC_BENCH_ROWS names, when it names one."""
    path = os.environ.get("MOSAIC_BENCH_ROWS")
    if not path:
        return
    cells = [str(cell).replace("\t", " ").replace("\n", " ") for cell in (row, figure, goal)]
    with open(path, "a", encoding="utf-8") as handle:
        handle.write("\t".join(cells + ["yes" if met else "no"]) + "\n")
