#!/usr/bin/env python3
"""Writes Packages/NetworkLayer/Tests/ImageCodecsTests/Fixtures/interlaced.png: the pixels of alpha.png
(its committed reference decoding, alpha.png.rgba, 37 x 23 RGBA) as an Adam7-interlaced PNG, which Pillow
cannot write, and interlaced-row.png, its first row alone (37 x 1). Standard library only; run from the
repository root; the outputs are committed."""
import struct
import zlib
from pathlib import Path

OUT = Path("Packages/NetworkLayer/Tests/ImageCodecsTests/Fixtures")
W, H = 37, 23
# Adam7: (first column, first row, column step, row step) of each pass.
PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def interlaced(rgba, width, height):
    raw = bytearray()
    for x0, y0, dx, dy in PASSES:
        columns = range(x0, width, dx)
        if not columns:
            continue
        for y in range(y0, height, dy):
            raw.append(0)  # filter: none
            for x in columns:
                raw += rgba[(y * width + x) * 4:(y * width + x) * 4 + 4]
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 1)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    return png + chunk(b"IEND", b"")


def main():
    rgba = (OUT / "alpha.png.rgba").read_bytes()
    assert len(rgba) == W * H * 4
    (OUT / "interlaced.png").write_bytes(interlaced(rgba, W, H))
    (OUT / "interlaced-row.png").write_bytes(interlaced(rgba[:W * 4], W, 1))


if __name__ == "__main__":
    main()
