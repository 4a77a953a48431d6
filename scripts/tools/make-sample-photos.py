#!/usr/bin/env python3
"""Makes the sample shop's raster photos (Fixtures/images/goods/*.jpg, banners/*.jpg) from its
SVG drawings: each drawing rendered large by libvips' `vips` command, softened and given a
camera's sensor noise so it encodes like a photograph. Every fifth goods photo is stored as a
phone held upright saves it (landscape pixels with EXIF orientation 6), so the build must turn
it; the gift box is a PNG with transparency. Run once; the photos are committed.

    python3 scripts/tools/make-sample-photos.py      (needs Pillow and libvips-tools)
"""
import glob
import os
import random
import subprocess
import tempfile

from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
IMAGES = os.path.join(HERE, "..", "Fixtures", "images")


def render(svg, width):
    with tempfile.TemporaryDirectory() as folder:
        png = os.path.join(folder, "drawing.png")
        scale = width / int(subprocess.check_output(["vipsheader", "-f", "width", svg]).decode())
        subprocess.check_call(["vips", "copy", f"{svg}[scale={scale}]", png])
        return Image.open(png).convert("RGBA")


def photographed(image, rng):
    rgb = Image.new("RGB", image.size, (236, 231, 226))
    rgb.paste(image, mask=image.getchannel("A"))
    rgb = rgb.filter(ImageFilter.GaussianBlur(radius=1.2))
    noise = Image.effect_noise(rgb.size, rng.uniform(10, 16)).convert("RGB")
    return Image.blend(rgb, noise, 0.05)


def main():
    rng = random.Random(7)
    drawings = sorted(p for p in glob.glob(os.path.join(IMAGES, "goods", "*.svg")) if not p.endswith("-thumb.svg"))
    for index, svg in enumerate(drawings):
        name = os.path.splitext(svg)[0]
        drawing = render(svg, 1400)
        if os.path.basename(name) == "gift-box":
            drawing.save(name + ".png", optimize=True)
            continue
        photo = photographed(drawing, rng)
        if index % 5 == 4:
            exif = Image.Exif()
            exif[0x0112] = 6  # shown turned 90° clockwise: the stored pixels are turned back
            photo.transpose(Image.Transpose.ROTATE_90).save(name + ".jpg", quality=80, exif=exif)
        else:
            photo.save(name + ".jpg", quality=80)
    for svg in sorted(glob.glob(os.path.join(IMAGES, "banners", "*.svg"))):
        photographed(render(svg, 2400), rng).save(os.path.splitext(svg)[0] + ".jpg", quality=80)


if __name__ == "__main__":
    main()
