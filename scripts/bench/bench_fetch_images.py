#!/usr/bin/env python3
"""Times `cellar fetch-images` bringing 200 pictures (distinct URLs) from an HTTP server on
loopback into a fixtures folder, and prints the figure.

    python3 scripts/bench/bench_fetch_images.py [CELLAR_BINARY] [--count 200]
"""
import argparse
import functools
import http.server
import json
import pathlib
import shutil
import subprocess
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cellar", nargs="?", default=str(ROOT / ".build/release/cellar"))
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix="bench-fetch-"))
    served = work / "served"
    served.mkdir()
    photo = (ROOT / "Tests/CellarImagesTests/Photos/panorama.jpg").read_bytes()
    for index in range(args.count):
        (served / f"photo-{index}.jpg").write_bytes(photo)
    handler = functools.partial(QuietHandler, directory=str(served))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    fixtures = work / "Fixtures"
    fixtures.mkdir()
    goods = [
        {"id": f"g-{index}", "title": f"Goods {index}", "category": "c", "price": 1, "stock": 1,
         "images": [f"http://127.0.0.1:{port}/photo-{index}.jpg"]}
        for index in range(args.count)
    ]
    (fixtures / "goods.json").write_text(json.dumps(goods, indent=2))
    start = time.monotonic()
    result = subprocess.run([args.cellar, "fetch-images", "--fixtures", str(fixtures)], capture_output=True, text=True)
    wall = time.monotonic() - start
    server.shutdown()
    print(result.stdout.strip())
    if result.returncode != 0:
        raise SystemExit(result.stderr)
    fetched = len(list((fixtures / "images/imported").iterdir()))
    print(f"fetch-images: {fetched} pictures of {len(photo) // 1024} KB from loopback in {wall:.2f} s")
    shutil.rmtree(work)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


if __name__ == "__main__":
    main()
