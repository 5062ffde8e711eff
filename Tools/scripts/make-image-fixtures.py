#!/usr/bin/env python3
"""Writes the decoder fixtures of Packages/NetworkLayer/Tests/ImageCodecsTests/Fixtures with Pillow, the
reference encoder, and Pillow's own decoding of each as raw RGBA (`NAME.rgba`), which the tests compare
against. Run from the repository root after `pip install Pillow`; the outputs are committed."""
from pathlib import Path

from PIL import Image

OUT = Path("Packages/NetworkLayer/Tests/ImageCodecsTests/Fixtures")
W, H = 37, 23


def gradient():
    image = Image.new("RGB", (W, H))
    pixels = image.load()
    for y in range(H):
        for x in range(W):
            pixels[x, y] = ((x * 255) // (W - 1), (y * 255) // (H - 1), ((x + y) * 7) % 256)
    return image


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    g = gradient()
    g.save(OUT / "gradient.png")
    alpha = g.convert("RGBA")
    pixels = alpha.load()
    for y in range(H):
        for x in range(W):
            r, gg, b, _ = pixels[x, y]
            pixels[x, y] = (r, gg, b, (x * y * 3) % 256)
    alpha.save(OUT / "alpha.png")
    g.convert("P", palette=Image.ADAPTIVE, colors=16).save(OUT / "palette.png")
    g.convert("L").save(OUT / "gray.png")
    g.save(OUT / "baseline.jpg", quality=90)
    g.save(OUT / "progressive.jpg", quality=90, progressive=True)
    g.convert("L").save(OUT / "gray.jpg", quality=90)
    for name in ["gradient.png", "alpha.png", "palette.png", "gray.png", "baseline.jpg", "progressive.jpg", "gray.jpg"]:
        image = Image.open(OUT / name)
        image.load()
        (OUT / (name + ".rgba")).write_bytes(image.convert("RGBA").tobytes())
    big = Image.new("RGB", (640, 400))
    pixels = big.load()
    for y in range(400):
        for x in range(640):
            pixels[x, y] = ((x * 255) // 639, (y * 255) // 399, 128)
    big.save(OUT / "large.jpg", quality=85)


if __name__ == "__main__":
    main()
