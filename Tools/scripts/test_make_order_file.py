"""Tests of make-order-file.py: the symbol table read, the layout of several commands' traces, the order file's
lines, and the first-touch tracer on a small program whose order is known. Run by `make test-repo-tools`
(python3 -m unittest discover -s Tools/scripts)."""
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("make_order_file", os.path.join(SCRIPTS, "make-order-file.py"))
make_order_file = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(make_order_file)

NM = """\
0000000000401000 0000000000000010 T _start
0000000000401010 0000000000000020 t $s4main5firstyyF
0000000000401010 0000000000000020 t $s4main6mergedyyF
0000000000401030 0000000000000000 t label
0000000000401040 0000000000000008 W weak_one
0000000000402000 0000000000000004 R table
0000000000401050 0000000000000010 T last
"""

# Functions called in a known order: main, then first, then second from main, then third from a second thread
# (which starts in the C library's start_thread, not in this file, then enters in_thread).
PROGRAM = r"""
#include <pthread.h>
#include <stdio.h>
__attribute__((noinline)) int third(int x) { return x * 3; }
__attribute__((noinline)) int never(int x) { return x - 1; }
__attribute__((noinline)) int second(int x) { return x * 2; }
__attribute__((noinline)) int first(int x) { return x + 1; }
__attribute__((noinline)) void *in_thread(void *value) { return (void *)(long)third((int)(long)value); }
int main(int argc, char **argv) {
    (void)argv;
    int value = second(first(argc));
    pthread_t thread;
    void *result;
    pthread_create(&thread, 0, in_thread, (void *)(long)value);
    pthread_join(thread, &result);
    printf("%ld\n", (long)result);
    return argc > 5 ? never(value) : 0;
}
"""


class FunctionsTests(unittest.TestCase):
    def test_functions_withSize_areKept_andAliasesShareOneEntry(self):
        functions = make_order_file.Functions(NM)
        self.assertEqual(functions.starts, [0x401000, 0x401010, 0x401040, 0x401050])
        self.assertEqual(functions.names[1], ["$s4main5firstyyF", "$s4main6mergedyyF"])
        self.assertEqual(functions.sizes, [0x10, 0x20, 0x8, 0x10])

    def test_entered_mapsEntries_inOrder_andSkipsOtherAddresses(self):
        functions = make_order_file.Functions(NM)
        self.assertEqual(functions.entered([0x401050, 0x401011, 0x401000, 0x401010]), [3, 0, 1])


class LayoutTests(unittest.TestCase):
    def test_sharedFunctions_comeFirst_thenByCommand_inFirstTouchOrder(self):
        gallery = ["start", "a", "shared", "b"]
        news = ["start", "n", "shared"]
        version = ["start", "v"]
        self.assertEqual(make_order_file.ordered_functions([gallery, news, version]),
                         ["start", "shared", "a", "b", "n", "v"])

    def test_oneCommand_keepsItsFirstTouchOrder(self):
        self.assertEqual(make_order_file.ordered_functions([[5, 3, 9, 1]]), [5, 3, 9, 1])

    def test_sectionLines_nameEveryAlias_inOrder(self):
        functions = make_order_file.Functions(NM)
        self.assertEqual(make_order_file.section_lines(functions, [3, 1]),
                         [".text.last", ".text.$s4main5firstyyF", ".text.$s4main6mergedyyF"])


@unittest.skipUnless(sys.platform.startswith("linux") and platform.machine() == "x86_64" and shutil.which("cc"),
                     "the tracer is for Linux on x86-64 and is built with cc")
class TracerTests(unittest.TestCase):
    def test_tracer_listsEveryThreadsFunctions_inTheOrderFirstEntered(self):
        with tempfile.TemporaryDirectory() as folder:
            program = os.path.join(folder, "program")
            source = os.path.join(folder, "program.c")
            with open(source, "w") as file:
                file.write(PROGRAM)
            subprocess.run(["cc", "-O1", "-no-pie", "-o", program, source, "-lpthread"], check=True)
            functions = make_order_file.Functions.of(program)
            entries = os.path.join(folder, "entries.txt")
            with open(entries, "w") as file:
                file.writelines(f"{start:x}\n" for start in functions.starts)
            tracer = make_order_file.build_tracer(folder)
            run = subprocess.run([tracer, os.path.join(folder, "trace.txt"), entries, "--", program],
                                 capture_output=True, text=True)
            self.assertEqual((run.returncode, run.stdout), (0, "12\n"))
            with open(os.path.join(folder, "trace.txt")) as file:
                addresses = [int(line, 16) for line in file]
            names = [functions.names[function][0] for function in functions.entered(addresses)]
            ours = [name for name in names if name in ("main", "first", "second", "in_thread", "third", "never")]
            self.assertEqual(ours, ["main", "first", "second", "in_thread", "third"])
            self.assertEqual(len(names), len(set(names)))


if __name__ == "__main__":
    unittest.main()
