#!/usr/bin/env python3
"""The package developer's loop, measured (make bench-loop): numbers, not a test.

For a leaf feature (GalleryFeature) and for Core, the time until `make test-<Package>` answers after a change
inside a function body, a new public declaration and a new test, each measured from a warm build and undone
afterwards; a clean `make test-GalleryFeature`; and a clean `make test`, step by step, with the tests each step ran.

Everything happens in clones under .build-bench/loop/ (HEAD of this repository, and BASELINE when given), never in
the working tree; uncommitted changes are not measured. With a baseline the two trees are measured in turns, row by
row, so that both see the same machine, and each row shows the ratio and the goal.

    Tools/scripts/bench-loop.py [--baseline REF] [--repeat N] [--only loop|suite] [--rows KIND,...]
        [--packages Core,...]

--rows body (or body,test,clean) measures only those loop rows, --packages Core only that package's (the clean row
comes with GalleryFeature): a quicker look at one lever.

Wall time is what a developer waits for; CPU time (user + system of every process the step ran) is the steadier
figure on a shared machine. The load average before each measurement is printed with it.
"""

import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WORK = os.path.join(ROOT, ".build-bench", "loop")

PROBE_TEST = "\n@Suite struct BenchLoopProbeTests {\n  @Test func probe() { #expect(Int(\"2\") == 2) }\n}\n"
# (package, kind) -> (file, edit): an edit replaces `old` with `new`, or appends `text`.
EDITS = {
    ("GalleryFeature", "body"): (
        "Packages/GalleryFeature/Sources/GalleryFeature/Model/GalleryPaging.swift",
        {"old": "let perPage = max(perPage, 1)\n", "new": "let perPage = max(perPage, 1) + 0\n"},
    ),
    ("GalleryFeature", "declaration"): (
        "Packages/GalleryFeature/Sources/GalleryFeature/Model/GalleryPaging.swift",
        {"text": "\npublic let benchLoopProbe = 1\n"},
    ),
    ("GalleryFeature", "test"): (
        "Packages/GalleryFeature/Tests/GalleryFeatureTests/GalleryErrorTests.swift",
        {"text": PROBE_TEST},
    ),
    ("Core", "body"): (
        "Packages/Core/Sources/Core/Modules/SemanticVersion.swift",
        {"old": "major == required.major && self >= required\n", "new": "major == required.major && self >= required && true\n"},
    ),
    ("Core", "declaration"): (
        "Packages/Core/Sources/Core/Modules/SemanticVersion.swift",
        {"text": "\npublic let benchLoopProbe = 1\n"},
    ),
    ("Core", "test"): ("Packages/Core/Tests/CoreTests/CoreErrorTests.swift", {"text": PROBE_TEST}),
}
KINDS = {"body": "a change inside a function body", "declaration": "a new public declaration", "test": "a new test"}


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(tree, arguments, log_name):
    """Runs a command in `tree`; returns wall and CPU seconds, the exit status, the output and the load before."""
    load = os.getloadavg()[0]
    path = os.path.join(WORK, "logs", log_name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    started = time.monotonic()
    with open(path, "w") as output:
        process = subprocess.Popen(arguments, cwd=tree, stdout=output, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - started
    with open(path, errors="replace") as output:
        text = output.read()
    return {
        "wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "status": os.waitstatus_to_exitcode(status),
        "load": load, "tests": tests_run(text), "breakdown": breakdown(text, wall), "log": path,
    }


def tests_run(text):
    """Tests run, by Swift Testing's summary lines (and XCTest's, should a suite use it)."""
    swift_testing = sum(int(n) for n in re.findall(r"Test run with (\d+) tests?", text))
    xctest = sum(int(n) for n in re.findall(r"Executed (\d+) tests?, with", text)[-1:])
    return swift_testing + xctest


def breakdown(text, wall):
    """Where a `make test-<Package>` spent its time: the build (files compiled per module), the tests, the rest."""
    builds = [float(s) for s in re.findall(r"Build complete! \(([\d.]+)s\)", text)]
    tests = [float(s) for s in re.findall(r"Test run with \d+ tests? .* after ([\d.]+) seconds", text)]
    modules = {}
    for module in re.findall(r"^\[\d+/\d+\] Compiling (\S+) \S+\.swift$", text, re.MULTILINE):
        modules[module] = modules.get(module, 0) + 1
    build, test = sum(builds), sum(tests)
    return {"build": build, "tests": test, "other": max(wall - build - test, 0.0), "compiled": modules}


def clone(name, ref):
    tree = os.path.join(WORK, name)
    if not os.path.isdir(os.path.join(tree, ".git")):
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", ROOT, tree], check=True)
    # A short or symbolic ref (BASELINE=003ae77) is resolved here: git fetches only full names or object ids.
    resolved = subprocess.run(["git", "rev-parse", "--verify", f"{ref}^{{commit}}"], cwd=ROOT, capture_output=True,
                              text=True)
    if resolved.returncode != 0:
        sys.exit(f"bench-loop: '{ref}' names no commit here; give a commit, branch or tag.")
    subprocess.run(["git", "fetch", "--quiet", ROOT, resolved.stdout.strip()], cwd=tree, check=True)
    subprocess.run(["git", "checkout", "--quiet", "--force", "FETCH_HEAD"], cwd=tree, check=True)
    subprocess.run(["git", "clean", "-fdq"], cwd=tree, check=True)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tree, capture_output=True, text=True)
    return tree, commit.stdout.strip()


def locate(tree, relative):
    """The file `relative` names in `tree`, or the one file of that name in the same package when the package's
    folders were rearranged since (the baseline and the candidate may keep it in different folders)."""
    path = os.path.join(tree, relative)
    if os.path.exists(path):
        return path
    package = os.path.join(tree, *relative.split("/")[:2])
    name = os.path.basename(relative)
    found = [os.path.join(folder, name) for folder, _, files in os.walk(package) if name in files]
    if len(found) != 1:
        sys.exit(f"bench-loop: {len(found)} files named '{name}' in {os.path.relpath(package, tree)}; update EDITS.")
    return found[0]


def edit(tree, package, kind):
    """Applies the edit; returns a function that undoes it."""
    relative, change = EDITS[(package, kind)]
    path = locate(tree, relative)
    with open(path) as source:
        original = source.read()
    if "old" in change:
        if change["old"] not in original:
            sys.exit(f"bench-loop: '{relative}' no longer holds the line the {kind} change edits; update EDITS.")
        changed = original.replace(change["old"], change["new"], 1)
    else:
        changed = original + change["text"]
    with open(path, "w") as source:
        source.write(changed)

    def undo():
        with open(path, "w") as source:
            source.write(original)

    return undo


def make_test(tree, package, label):
    return run(tree, ["make", "--no-print-directory", f"test-{package}"], label)


def warm(tree, package, label):
    for attempt in range(3):
        result = make_test(tree, package, f"{label}-warm-{attempt}")
        if result["status"] == 0:
            return
    log(f"bench-loop: make test-{package} keeps failing in {tree}; see {result['log']}")


def loop_rows(trees, repeat, rows, packages):
    """Each edit of `rows` in `packages`, on each tree in turn, `repeat` times; returns
    {(package, kind): {tree: [results]}}."""
    results = {}
    for package in packages:
        if not any(kind in rows for kind in KINDS):
            break
        for name, (tree, _) in trees.items():
            log(f"bench-loop: warming make test-{package} in {name}")
            warm(tree, package, f"{name}-{package}")
            # The first build after a clean one writes the package's Package.resolved into its folder, and the next
            # build plans again because of it (once): warm twice, so that the rows measure the settled loop.
            warm(tree, package, f"{name}-{package}-settled")
        for kind in [kind for kind in KINDS if kind in rows]:
            for round_ in range(repeat):
                order = list(trees.items()) if round_ % 2 == 0 else list(reversed(trees.items()))
                for name, (tree, _) in order:
                    undo = edit(tree, package, kind)
                    label = f"{name}-{package}-{kind}-{round_}"
                    result = make_test(tree, package, label)
                    undo()
                    warm(tree, package, label + "-undo")
                    results.setdefault((package, kind), {}).setdefault(name, []).append(result)
                    log(f"bench-loop: {package} {kind} in {name}: {result['wall']:.1f} s ({result['cpu']:.1f} s CPU, "
                        f"load {result['load']:.1f}, exit {result['status']})")
    for round_ in range(repeat if "clean" in rows and "GalleryFeature" in packages else 0):
        for name, (tree, _) in trees.items():
            shutil.rmtree(os.path.join(tree, ".build-shared"), ignore_errors=True)
            result = make_test(tree, "GalleryFeature", f"{name}-clean-GalleryFeature-{round_}")
            results.setdefault(("GalleryFeature", "clean"), {}).setdefault(name, []).append(result)
            log(f"bench-loop: clean make test-GalleryFeature in {name}: {result['wall']:.1f} s")
    return results


def suite_steps(tree):
    """The steps of `make test` in order, `test-packages` spelled out, as the tree's Makefile lists them."""
    database = subprocess.run(["make", "-pnq"], cwd=tree, capture_output=True, text=True).stdout
    rules = {}
    for line in database.splitlines():
        match = re.match(r"^([A-Za-z0-9_.-]+):(?!=)\s*(.*)$", line)
        if match and match.group(1) not in rules:
            rules[match.group(1)] = match.group(2).split()
    steps = []
    for step in rules.get("test", []):
        steps += rules.get(step, []) if step == "test-packages" else [step]
    return steps


def suite(trees):
    """A clean `make test` on each tree, step by step (as make runs them, one after another)."""
    results = {}
    for name, (tree, _) in trees.items():
        subprocess.run(["git", "clean", "-Xdfq"], cwd=tree, check=True)
        steps = []
        for step in suite_steps(tree):
            result = run(tree, ["make", "--no-print-directory", step], f"{name}-suite-{step}")
            steps.append((step, result))
            log(f"bench-loop: {name} {step}: {result['wall']:.1f} s ({result['cpu']:.1f} s CPU), "
                f"{result['tests']} tests, exit {result['status']}")
            if result["status"] != 0:
                break
        results[name] = steps
    return results


def median(values):
    return statistics.median(values) if values else float("nan")


def describe(result_list):
    wall = median([r["wall"] for r in result_list])
    cpu = median([r["cpu"] for r in result_list])
    failed = sum(1 for r in result_list if r["status"] != 0)
    return f"{wall:6.1f} s ({cpu:5.1f} s CPU){' FAILED ' + str(failed) if failed else ''}"


def where(result_list):
    best = min(result_list, key=lambda r: r["wall"])
    parts = best["breakdown"]
    compiled = ", ".join(f"{module} {count}" for module, count in sorted(parts["compiled"].items(), key=lambda x: -x[1]))
    return (f"build {parts['build']:.1f} s [{compiled or 'nothing compiled'}], tests {parts['tests']:.1f} s, "
            f"make and planning {parts['other']:.1f} s")


def report(trees, loop, suite_results):
    names = list(trees)
    candidate = "candidate"
    baseline = "baseline" if "baseline" in trees else None
    print()
    print("Trees: " + ", ".join(f"{n} {trees[n][1]}" for n in names) + f"; load average now {os.getloadavg()[0]:.1f}")
    if loop:
        print()
        header = f"{'what':58} " + " ".join(f"{n:>26}" for n in names)
        print(header + ("   ratio  goal" if baseline else "   goal"))
        measured = {package for package, kind in loop if kind in KINDS}
        for package in [package for package in ["GalleryFeature", "Core"] if package in measured]:
            body = median([r["wall"] for r in loop.get((package, "body"), {}).get(candidate, [])])
            for kind, words in KINDS.items():
                if (package, kind) not in loop:
                    continue
                rows = loop[(package, kind)]
                line = f"{package}: {words} -> make test-{package}"
                line = f"{line:58} " + " ".join(f"{describe(rows[n]):>26}" for n in names)
                value = median([r["wall"] for r in rows[candidate]])
                goal = ""
                if kind == "declaration" and not math.isnan(body):
                    limit = 3 if package == "GalleryFeature" else 5
                    goal = f"{value / body:.1f}x body (goal <= {limit}x): {'met' if value / body <= limit else 'SHORT'}"
                elif kind == "body" and baseline:
                    ratio = value / median([r["wall"] for r in rows[baseline]])
                    goal = f"goal <= 0.70x: {'met' if ratio <= 0.7 else 'SHORT'}"
                if baseline:
                    ratio = value / median([r["wall"] for r in rows[baseline]])
                    line += f"   {ratio:5.2f}x"
                print(line + "  " + goal)
                print(f"{'':4}{candidate}: {where(rows[candidate])}")
        if ("GalleryFeature", "clean") in loop:
            rows = loop[("GalleryFeature", "clean")]
            line = f"{'clean make test-GalleryFeature':58} " + " ".join(f"{describe(rows[n]):>26}" for n in names)
            if baseline:
                line += f"   {median([r['wall'] for r in rows[candidate]]) / median([r['wall'] for r in rows[baseline]]):5.2f}x"
            print(line)
    if suite_results:
        print()
        print("Clean make test, step by step (wall, CPU, tests run):")
        for name, steps in suite_results.items():
            wall = sum(r["wall"] for _, r in steps)
            cpu = sum(r["cpu"] for _, r in steps)
            tests = sum(r["tests"] for _, r in steps)
            ok = all(r["status"] == 0 for _, r in steps)
            print(f"  {name}: {wall:7.1f} s ({wall / 60:.1f} min), {cpu:7.1f} s CPU, {tests} tests, "
                  f"{'passed' if ok else 'FAILED'}")
            for step, result in steps:
                print(f"    {step:24} {result['wall']:7.1f} s {result['cpu']:7.1f} s CPU {result['tests']:6} tests "
                      f"load {result['load']:4.1f}{'' if result['status'] == 0 else '  FAILED'}")
        if baseline and baseline in suite_results and candidate in suite_results:
            total = {n: sum(r["wall"] for _, r in s) for n, s in suite_results.items()}
            tests = {n: sum(r["tests"] for _, r in s) for n, s in suite_results.items()}
            ratio = total[candidate] / total[baseline]
            print(f"  clean make test: {ratio:.2f}x baseline (goal <= 0.55x, stretch 0.45x): "
                  f"{'met' if ratio <= 0.55 else 'SHORT'}; tests {tests[candidate]} vs {tests[baseline]} "
                  f"({'none fewer' if tests[candidate] >= tests[baseline] else 'FEWER'})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", help="a ref to measure beside HEAD, such as baseline-i24")
    parser.add_argument("--repeat", type=int, default=1, help="measurements of each loop row per tree")
    parser.add_argument("--only", choices=["loop", "suite"], help="measure only the loop rows or only the suite")
    parser.add_argument("--rows", default=",".join([*KINDS, "clean"]),
                        help="the loop rows to measure, of body, declaration, test and clean (default: all)")
    parser.add_argument("--packages", default="GalleryFeature,Core",
                        help="the packages whose loop rows are measured, comma-separated (the clean row comes with "
                             "GalleryFeature)")
    arguments = parser.parse_args()
    rows = arguments.rows.split(",")
    unknown = [row for row in rows if row not in [*KINDS, "clean"]]
    if unknown:
        parser.error(f"--rows: {', '.join(unknown)} is no loop row; give body, declaration, test or clean")
    packages = [name for name in arguments.packages.split(",") if name]
    unknown = sorted(set(packages) - {package for package, _ in EDITS})
    if unknown:
        sys.exit(f"bench-loop: no loop rows for {', '.join(unknown)}; EDITS has GalleryFeature and Core.")
    os.makedirs(WORK, exist_ok=True)
    dirty = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True).stdout
    if dirty.strip():
        log("bench-loop: the working tree has uncommitted changes; HEAD is measured without them.")
    trees = {"candidate": clone("candidate", "HEAD")}
    if arguments.baseline:
        trees["baseline"] = clone("baseline", arguments.baseline)
    loop = loop_rows(trees, arguments.repeat, rows, packages) if arguments.only != "suite" else {}
    suite_results = suite(trees) if arguments.only != "loop" else {}
    stamp = time.strftime("%Y%m%d-%H%M%S")
    with open(os.path.join(WORK, f"results-{stamp}.json"), "w") as file:
        json.dump({"trees": trees, "loop": {f"{p} {k}": v for (p, k), v in loop.items()}, "suite": suite_results},
                  file, indent=1, default=str)
    report(trees, loop, suite_results)


if __name__ == "__main__":
    main()
