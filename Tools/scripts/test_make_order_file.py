"""Tests of make-order-file.py: the symbol table and link map read, the layout of several commands' traces, the
order file's lines, and the first-touch tracer on a small program whose order is known. Run by `make test-repo-tools`
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
"""

# gold's link map: a section name too long for its column is followed by its address on the next line.
MAP = """\
Memory map

.init           0x0000000000400100       0x17
 .init          0x0000000000400100        0x4 /usr/lib/crti.o
.text           0x0000000000401000     0x1000
 .text          0x0000000000401000       0x10 /usr/lib/crt1.o
                0x0000000000401000                _start
 .text.$s4main5firstyyF
                0x0000000000401010       0x20 /build/release/main.build/main.swift.o
                0x0000000000401010                $s4main5firstyyF
 .text..L__unnamed_1
                0x0000000000401030        0xa /build/release/main.build/main.swift.o
 .text.empty    0x0000000000401040        0x0 /build/release/main.build/main.swift.o
 .text          0x0000000000401040      0x200 /opt/lib/libswiftCore.a(Swift.o)
 .text.startup  0x0000000000401240       0x30 /opt/lib/libswiftCore.a(Once.cpp.o)
.fini           0x0000000000402000        0x9
 .fini          0x0000000000402000        0x4 /usr/lib/crti.o
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


class SymbolAndMapTests(unittest.TestCase):
    def test_functionEntries_areTheSymbolsWithASize_inText(self):
        self.assertEqual(make_order_file.function_entries(NM), {0x401000, 0x401010, 0x401040})

    def test_sections_areTextsInputSections_withTheirNames_evenWrapped(self):
        sections = make_order_file.Sections(MAP)
        self.assertEqual(sections.starts, [0x401000, 0x401010, 0x401030, 0x401040, 0x401240])
        self.assertEqual(sections.names, [".text", ".text.$s4main5firstyyF", ".text..L__unnamed_1", ".text",
                                          ".text.startup"])
        self.assertEqual(sections.sizes[2], 0xa)
        self.assertTrue(sections.objects[4].endswith("libswiftCore.a(Once.cpp.o)"))

    def test_containing_findsTheSection_ofAnAddressInside(self):
        sections = make_order_file.Sections(MAP)
        self.assertEqual(sections.containing(0x401035), 2)
        self.assertEqual(sections.containing(0x401100), 3)
        self.assertFalse(sections.orderable(3))
        self.assertIsNone(sections.containing(0x401300))

    def test_ours_areTheBuildsObjects_notTheToolchainsArchives(self):
        sections = make_order_file.Sections(MAP)
        self.assertEqual([make_order_file.is_ours(path) for path in sections.objects],
                         [False, True, True, False, False])


class LayoutTests(unittest.TestCase):
    def test_sharedFunctions_comeFirst_thenByCommand_inFirstTouchOrder(self):
        gallery = ["start", "a", "shared", "b"]
        news = ["start", "n", "shared"]
        version = ["start", "v"]
        self.assertEqual(make_order_file.ordered_functions([gallery, news, version]),
                         ["start", "shared", "a", "b", "n", "v"])

    def test_oneCommand_keepsItsFirstTouchOrder(self):
        self.assertEqual(make_order_file.ordered_functions([[5, 3, 9, 1]]), [5, 3, 9, 1])

    def test_sectionLines_nameEachSectionOnce_inOrder(self):
        sections = make_order_file.Sections(MAP + MAP.replace("0x00000000004012", "0x00000000004052"))
        startup = sections.names.index(".text.startup")
        self.assertEqual(make_order_file.section_lines(sections, [2, startup, 1, len(sections.names) - 1]),
                         [".text..L__unnamed_1", ".text.startup", ".text.$s4main5firstyyF"])


@unittest.skipUnless(sys.platform.startswith("linux") and platform.machine() == "x86_64" and shutil.which("cc")
                     and shutil.which("ld.gold"), "the tracer is for Linux on x86-64, built with cc; the map is gold's")
class TracerTests(unittest.TestCase):
    def test_tracer_listsEveryThreadsFunctions_inTheOrderFirstEntered(self):
        with tempfile.TemporaryDirectory() as folder:
            program = os.path.join(folder, "program")
            source = os.path.join(folder, "program.c")
            with open(source, "w") as file:
                file.write(PROGRAM)
            link_map = os.path.join(folder, "program.map")
            subprocess.run(["cc", "-O1", "-no-pie", "-ffunction-sections", "-fuse-ld=gold", f"-Wl,-Map={link_map}",
                            "-o", program, source, "-lpthread"], check=True)
            sections = make_order_file.Sections.of(link_map)
            listing = subprocess.run(["nm", "--defined-only", "-n", "-S", program], capture_output=True, text=True)
            entries = os.path.join(folder, "entries.txt")
            with open(entries, "w") as file:
                file.writelines(f"{start:x}\n" for start in make_order_file.function_entries(listing.stdout))
            tracer = make_order_file.build_tracer(folder)
            run = subprocess.run([tracer, os.path.join(folder, "trace.txt"), entries, "--", program],
                                 capture_output=True, text=True)
            self.assertEqual((run.returncode, run.stdout), (0, "12\n"))
            with open(os.path.join(folder, "trace.txt")) as file:
                addresses = [int(line, 16) for line in file]
            names = [sections.names[sections.containing(address)] for address in addresses]
            ours = [name for name in names if name.startswith(".text.") and name[6:] in
                    ("main", "first", "second", "in_thread", "third", "never")]
            self.assertEqual(ours, [".text.main", ".text.first", ".text.second", ".text.in_thread", ".text.third"])
            self.assertEqual(len(addresses), len(set(addresses)))


if __name__ == "__main__":
    unittest.main()
