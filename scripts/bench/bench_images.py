#!/usr/bin/env python3
"""Benchmarks the build's photo processing against Hugo's and the one-vipsthumbnail-per-file floor.

    scripts/bench/bench-images.sh [--count 40] [--photos-per-item 4] [--runs 1] [--without-hugo] [--memory]
    (or this script in a venv with Pillow and selenium)

Makes COUNT x PHOTOS_PER_ITEM photos of 4000 x 3000 (12 megapixels) with
../shared/bench/make_photos.py (Pillow; every fifth EXIF-rotated, every tenth a PNG with alpha;
kept in .build/bench-photos/), a shop of COUNT goods items, each with PHOTOS_PER_ITEM of them in
its `images` (its gallery), and prints for each run, alternating:

- cellar cold: `cellar build` with an empty image cache into a new folder;
- hugo: ../shared/bench/hugo_images.sh (the same ladder, 320 to 1920 px, WebP and JPEG at
  quality 80, cold cache);
- floor: one `vipsthumbnail` process per output file (the same ladder and formats), run
  on all cores with xargs -P;

then once: cellar warm (the cache full, a new output folder), the same shop without photos
(the memory baseline), the shop with a 50-megapixel photo added (cold), and the bytes a
category page of 24 cards transfers at 375 px in headless Chromium, with the photos as the
build publishes them and as they were before (`<img src>` naming the camera file). Figures
per process: wall, CPU (user + system), peak RSS, output bytes. Use the release build
(`swift build -c release --product cellar`); the machine's load is printed too. `--memory`
runs only the three Cellar builds peak memory is judged by (cold, without photos, with the
50-megapixel photo), without Hugo, the floor or Chromium.
"""
import argparse
import glob
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BENCH = os.path.join(ROOT, "..", "shared", "bench")
WIDTHS = [320, 640, 960, 1280, 1920]


def measure(command, **kwargs):
    """Runs `command` under /usr/bin/time: wall s, CPU s, peak RSS MB."""
    result = subprocess.run(["/usr/bin/time", "-f", "TIME %e %U %S %M"] + command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stdout}\n{result.stderr}")
    wall, user, system, rss = result.stderr.strip().splitlines()[-1].split()[1:]
    return {"wall": float(wall), "cpu": float(user) + float(system), "rss": int(rss) / 1024}


def folder_bytes(folder, pattern=("*.webp", "*.jpg", "*.png")):
    return sum(os.path.getsize(path) for kind in pattern for path in glob.glob(os.path.join(folder, "**", kind), recursive=True))


def make_photos(folder, count, width, height, seed):
    if len(glob.glob(os.path.join(folder, "photo-*"))) != count:
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(BENCH, "make_photos.py"), folder, "--count", str(count),
                        "--width", str(width), "--height", str(height), "--seed", str(seed)], check=True)
    return sorted(glob.glob(os.path.join(folder, "photo-*")))


def make_shop(folder, photos, per_item, with_images=True):
    """A shop of one goods item per `per_item` photos, each item's photos its `images`; a last
    item takes what is left over."""
    os.makedirs(os.path.join(folder, "photos"))
    goods = []
    for index in range(0, len(photos), per_item):
        names = []
        for photo in photos[index:index + per_item]:
            names.append(f"{len(goods):03d}-{len(names)}-" + os.path.basename(photo))
            shutil.copy(photo, os.path.join(folder, "photos", names[-1]))
        item = {"id": f"p-{len(goods):03d}", "title": f"Photo {len(goods)}", "category": "photos", "price": 10,
                "stock": 5, "description": "A photo."}
        if with_images:
            item["images"] = ["photos/" + name for name in names]
        goods.append(item)
    files = {
        "store.json": {"name": "Photo shop", "currency": "USD", "baseURL": "https://bench.example.com/"},
        "categories.json": [{"id": "photos", "name": "Photos"}],
        "goods.json": goods,
        "comments.json": [],
    }
    for name, value in files.items():
        with open(os.path.join(folder, name), "w") as file:
            json.dump(value, file)


def floor_commands(photos, out):
    """One vipsthumbnail call per output file: every ladder width no wider than the upright photo, WebP and JPEG."""
    commands = []
    for photo in photos:
        header = subprocess.run(["vipsheader", "-a", photo], capture_output=True, text=True).stdout
        width = int(re.search(r"^width: (\d+)", header, re.M).group(1))
        height = int(re.search(r"^height: (\d+)", header, re.M).group(1))
        turned = re.search(r"^orientation: ([5-8])", header, re.M) is not None
        upright = height if turned else width
        stem = os.path.splitext(os.path.basename(photo))[0]
        for ladder_width in (w for w in WIDTHS if w <= upright):
            for kind in ("webp", "jpg"):
                commands.append(f"vipsthumbnail {photo} --size {ladder_width}x -o {out}/{stem}-{ladder_width}.{kind}[Q=80,strip]")
    return commands


def page_bytes(site, before, per_item):
    """Bytes of images the first category page transfers at 375 px in headless Chromium; with
    `before`, the page as the build wrote it before photos were processed (each card's
    `<img src>` naming the camera file, copied into the site as it was)."""
    sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
    from chromium import headless_chromium
    page = os.path.join(site, "category", "photos", "index.html")
    if before:
        html = open(page, encoding="utf-8").read()
        originals = iter(sorted(os.listdir(os.path.join(site, "..", "fixtures", "photos")))[::per_item])
        os.makedirs(os.path.join(site, "media", "photos"), exist_ok=True)

        def card(match):
            name = next(originals)
            shutil.copy(os.path.join(site, "..", "fixtures", "photos", name), os.path.join(site, "media", "photos", name))
            return f'<img class="card__image" src="../../media/photos/{name}" alt="" loading="lazy">'
        html = re.sub(r'<picture>(?:(?!</picture>).)*class="card__image"(?:(?!</picture>).)*</picture>', card, html)
        page = os.path.join(site, "category", "photos", "before.html")
        open(page, "w", encoding="utf-8").write(html)
    handler = lambda *args: http.server.SimpleHTTPRequestHandler(*args, directory=site)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    driver = headless_chromium(1280, 900)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 375, "height": 812, "deviceScaleFactor": 2, "mobile": True})
        driver.get(f"http://127.0.0.1:{server.server_port}/category/photos/{'before.html' if before else ''}")
        height = driver.execute_script("return document.documentElement.scrollHeight")
        for top in range(0, height + 800, 400):
            driver.execute_script("window.scrollTo(0, arguments[0])", top)
            driver.execute_async_script("setTimeout(arguments[0], 150)")
        driver.execute_async_script("setTimeout(arguments[0], 1000)")
        return driver.execute_script("""
            return performance.getEntriesByType('resource').filter(e => /[.](webp|jpg|png)$/.test(e.name))
              .reduce((sum, e) => sum + e.encodedBodySize, 0)""")
    finally:
        driver.quit()
        server.shutdown()


def row(name, figures, output):
    print(f"| {name} | {figures['wall']:.1f} s | {figures['cpu']:.1f} s | {figures['rss']:.0f} MB | {output / 1e6:.1f} MB |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=40, help="goods items")
    parser.add_argument("--photos-per-item", type=int, default=4)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--hugo", default=shutil.which("hugo") or "hugo")
    parser.add_argument("--cellar", default=os.path.join(ROOT, ".build", "release", "cellar"))
    parser.add_argument("--without-hugo", action="store_true",
                        help="every row but Hugo's (which takes about 8 times Cellar's cold build)")
    parser.add_argument("--memory", action="store_true",
                        help="only Cellar's peak memory: cold with the photos, without them, and with the 50-megapixel photo added")
    args = parser.parse_args()
    per_item = args.photos_per_item
    photos = make_photos(os.path.join(ROOT, ".build", "bench-photos", "photos"), args.count * per_item, 4000, 3000, 1)
    big = make_photos(os.path.join(ROOT, ".build", "bench-photos", "big"), 1, 8660, 5774, 5)
    cores = os.cpu_count()
    print(f"{args.count} goods items x {per_item} photos: {len(photos)} photos of 4000 x 3000 ({sum(map(os.path.getsize, photos)) / 1e6:.1f} MB), {cores} cores, "
          f"load average {os.getloadavg()[0]:.1f} at the start", flush=True)
    print("\n| build | wall | CPU | peak RSS | output (images) |\n|---|---:|---:|---:|---:|")
    work = tempfile.mkdtemp(prefix="cellar-bench-images-")
    try:
        make_shop(os.path.join(work, "fixtures"), photos, per_item)
        make_shop(os.path.join(work, "no-photos"), photos, per_item, with_images=False)
        make_shop(os.path.join(work, "big"), photos + big, per_item)
        cellar = lambda fixtures, out, cache: [args.cellar, "build", "--quiet", "--fixtures", fixtures, "--output", out, "--cache-dir", cache]
        if args.memory:
            cold_out = os.path.join(work, "cold")
            cold = measure(cellar(os.path.join(work, "fixtures"), cold_out, os.path.join(work, "cache")))
            row("cellar cold", cold, folder_bytes(os.path.join(cold_out, "media")))
            none = measure(cellar(os.path.join(work, "no-photos"), os.path.join(work, "none"), os.path.join(work, "cache-none")))
            row("cellar, same shop without photos", none, 0)
            big_out = os.path.join(work, "big-out")
            big = measure(cellar(os.path.join(work, "big"), big_out, os.path.join(work, "cache-big")))
            row("cellar cold, with a 50-megapixel photo added", big, folder_bytes(os.path.join(big_out, "media")))
            print(f"\npeak RSS above the build without photos: {cold['rss'] - none['rss']:.0f} MB, "
                  f"{big['rss'] - none['rss']:.0f} MB with the 50-megapixel photo; load average {os.getloadavg()[0]:.1f} at the end")
            return
        for run in range(args.runs):
            out, cache = os.path.join(work, f"cold-{run}"), os.path.join(work, f"cache-{run}")
            row("cellar cold", measure(cellar(os.path.join(work, "fixtures"), out, cache)), folder_bytes(os.path.join(out, "media")))
            hugo_out = os.path.join(work, f"hugo-{run}")
            if not args.without_hugo:
                row("hugo_images.sh", measure(["bash", os.path.join(BENCH, "hugo_images.sh"), os.path.join(work, "fixtures", "photos"), hugo_out],
                                              env=dict(os.environ, HUGO=args.hugo)), folder_bytes(hugo_out))
            floor_out = os.path.join(work, f"floor-{run}")
            os.makedirs(floor_out)
            commands = "\n".join(floor_commands(photos, floor_out)) + "\n"
            figures = measure(["xargs", "-P", str(cores), "-I", "CMD", "sh", "-c", "CMD"], input=commands)
            row(f"floor: {commands.count(chr(10))} vipsthumbnail calls, {cores} at once", figures, folder_bytes(floor_out))
        warm_out = os.path.join(work, "warm")
        row("cellar warm (new output folder)", measure(cellar(os.path.join(work, "fixtures"), warm_out, os.path.join(work, "cache-0"))),
            folder_bytes(os.path.join(warm_out, "media")))
        row("cellar, same shop without photos", measure(cellar(os.path.join(work, "no-photos"), os.path.join(work, "none"), os.path.join(work, "cache-none"))), 0)
        big_out = os.path.join(work, "big-out")
        row("cellar cold, with a 50-megapixel photo added", measure(cellar(os.path.join(work, "big"), big_out, os.path.join(work, "cache-big"))),
            folder_bytes(os.path.join(big_out, "media")))
        site = os.path.join(work, "cold-0")
        after = page_bytes(site, False, per_item)
        before = page_bytes(site, True, per_item)
        print(f"\nCategory page of 24 cards at 375 px (device pixel ratio 2), image bytes transferred in Chromium: "
              f"{before / 1e6:.1f} MB before (the camera files), {after / 1e6:.2f} MB after ({before / max(after, 1):.0f}x less)")
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
