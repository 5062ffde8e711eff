#!/usr/bin/env python3
"""Remove shared libraries the executable names but takes no symbol from, as `patchelf --remove-needed` does.

`mosaic` defines the libxml2 functions the reader calls itself (App's LibXML2OnDemand opens libxml2 on the
first article parsed), but libxml2's pkg-config entry still hands the linker `-lxml2` ahead of any
`--as-needed`, so the executable goes on naming `libxml2.so.2`, and every run loads it with ICU and the C++
library behind it: about 2.5 MB of resident memory and 150 relocated pages for nothing (PROJECT_PLAN.md,
"Issue 23 — peak memory (second part)"). This drops each named library's DT_NEEDED entry from the dynamic
section, in place, after checking that no version requirement (`.gnu.version_r`) still points at it, that is
that no dynamic symbol binds to it; otherwise it changes nothing and exits 1. Running it twice is harmless.
A LIBRARY ending in `*` names every library whose name starts with what comes before it (`libjpeg.so.*`: the
soname's version differs between distributions). `make release` also drops the shared SQLite, libjpeg, libpng and
zlib that their archives, linked in, replace (the SQLite library has no symbol versions to check, so the Makefile
then starts the binary with `LD_BIND_NOW=1`, which fails on any symbol nothing defines).

  drop-needed.py BINARY LIBRARY...
"""
import struct
import sys

DT_NULL, DT_NEEDED, DT_STRTAB, DT_VERNEED, DT_VERNEEDNUM = 0, 1, 5, 0x6FFFFFFE, 0x6FFFFFFF
PT_LOAD, PT_DYNAMIC = 1, 2


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    path, patterns = sys.argv[1], [name.encode() for name in sys.argv[2:]]

    def named(library):
        return any(library.startswith(pattern[:-1]) if pattern.endswith(b"*") else library == pattern
                   for pattern in patterns)

    with open(path, "r+b") as file:
        image = bytearray(file.read())
        if image[:4] != b"\x7fELF" or image[4] != 2 or image[5] != 1:
            sys.exit(f"drop-needed: '{path}' is not a 64-bit little-endian ELF file.")
        (header_offset,) = struct.unpack_from("<Q", image, 0x20)
        header_size, header_count = struct.unpack_from("<HH", image, 0x36)
        headers = [struct.unpack_from("<IIQQQQQQ", image, header_offset + index * header_size)
                   for index in range(header_count)]

        def file_offset(address):
            for kind, _, offset, virtual, _, size, _, _ in headers:
                if kind == PT_LOAD and virtual <= address < virtual + size:
                    return address - virtual + offset
            sys.exit(f"drop-needed: address {address:#x} of '{path}' is in no loaded segment.")

        dynamic = [(offset, size) for kind, _, offset, _, _, size, _, _ in headers if kind == PT_DYNAMIC]
        if not dynamic:
            return
        start, size = dynamic[0]
        entries = [struct.unpack_from("<qQ", image, start + index * 16) for index in range(size // 16)]
        values = {tag: value for tag, value in entries}
        strings = file_offset(values[DT_STRTAB])

        def name(offset):
            return bytes(image[strings + offset:image.index(0, strings + offset)])

        # Each Elf64_Verneed names a library a versioned symbol binds to: such a library must stay.
        bound = set()
        if DT_VERNEED in values:
            cursor = file_offset(values[DT_VERNEED])
            for _ in range(values.get(DT_VERNEEDNUM, 0)):
                _, _, library, _, following = struct.unpack_from("<HHIII", image, cursor)
                bound.add(name(library))
                if following == 0:
                    break
                cursor += following
        still_bound = sorted(library.decode() for library in bound if named(library))
        if still_bound:
            sys.exit(f"drop-needed: '{path}' still takes symbols from {', '.join(still_bound)}; nothing changed.")
        kept = [(tag, value) for tag, value in entries if not (tag == DT_NEEDED and named(name(value)))]
        if len(kept) == len(entries):
            return
        kept += [(DT_NULL, 0)] * (len(entries) - len(kept))
        file.seek(start)
        file.write(b"".join(struct.pack("<qQ", tag, value) for tag, value in kept))


main()
