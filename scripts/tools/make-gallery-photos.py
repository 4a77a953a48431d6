#!/usr/bin/env python3
"""Makes the sample shop's gallery photos (Fixtures/images/goods/*-label.jpg, *-back.jpg …)
from its goods photos: a close-up of the label, the bottle from behind, two side by side, a
darker bottle for an older vintage, a six-pack of cans. Each is saved as a camera would, at
the goods photo's size. Run once; the photos are committed.

    python3 scripts/tools/make-gallery-photos.py      (needs Pillow)
"""
import os

from PIL import Image, ImageEnhance, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))
GOODS = os.path.join(HERE, "..", "..", "Fixtures", "images", "goods")
BACKGROUND = (236, 231, 226)


def photo(name):
    return ImageOps.exif_transpose(Image.open(os.path.join(GOODS, name + ".jpg"))).convert("RGB")


def save(image, name):
    image.save(os.path.join(GOODS, name + ".jpg"), quality=80)


def close_up(image):
    width, height = image.size
    box = (width * 0.3, height * 0.45, width * 0.7, height * 0.85)
    return image.crop(tuple(int(edge) for edge in box)).resize(image.size, Image.LANCZOS)


def from_behind(image):
    return ImageEnhance.Brightness(ImageOps.mirror(image)).enhance(0.86)


def side_by_side(image, count):
    width, height = image.size
    canvas = Image.new("RGB", image.size, BACKGROUND)
    small = image.resize((width // count, int(height / count * 1.6)), Image.LANCZOS)
    top = (height - small.height) // 2
    for index in range(count):
        canvas.paste(small, (index * width // count, top))
    return canvas


def aged(image):
    return ImageEnhance.Color(ImageEnhance.Brightness(image).enhance(0.78)).enhance(1.35)


def main():
    bordeaux = photo("bordeaux-green")
    save(close_up(bordeaux), "bordeaux-green-label")
    save(from_behind(bordeaux), "bordeaux-green-back")
    save(side_by_side(bordeaux, 2), "bordeaux-green-pair")
    whisky = photo("whisky-amber")
    save(close_up(whisky), "whisky-amber-label")
    save(aged(whisky), "whisky-amber-18")
    save(close_up(aged(whisky)), "whisky-amber-18-label")
    jar = photo("baijiu-jar")
    save(close_up(jar), "baijiu-jar-label")
    save(from_behind(jar), "baijiu-jar-back")
    can = photo("can-gold")
    save(close_up(can), "can-gold-label")
    save(side_by_side(can, 3), "can-gold-6-pack")


if __name__ == "__main__":
    main()
