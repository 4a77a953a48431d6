#!/usr/bin/env python3
"""Benchmark `cellar serve`'s incremental rebuilds on a generated catalogue.

Usage (from anywhere; paths are resolved from the repo root):

    python3 scripts/bench/bench_serve.py [--goods 10000] [--comments-per-goods 10] [--edits 3] [--full-builds 3] [--dir /dev/shm/cellar-serve-bench] [--cellar PATH]

What it does:
  * builds Cellar once: `swift build -c release --product cellar` (unless `--cellar` names a
    binary to time instead, such as another commit's release build, for a comparison);
  * generates fixtures with ../shared/bench/gen_fixtures.py (--seed 1) into DIR/fixtures-N
    (reused when present) and works on a copy, DIR/work-N, so the generated files stay as made;
  * full build, --full-builds times (median): `cellar build --quiet` into an empty
    DIR/site-full, timed from outside;
  * starts `cellar serve --port 0` on the copy, waits for its first build, and listens to
    its live-reload event stream (/__cellar/events) as a browser would;
  * one-comment edit, --edits times: saves comments.json with one comment's text changed
    (written beside it, then renamed over it, as careful editors save) and times from the moment the file is closed to the `reload` event;
    each round after the first puts the original comments.json back first (not timed), so
    the edit is made in place, not on the reformatted file the round before left;
  * no-change rebuild, --edits times: saves comments.json again with the same bytes (the
    watcher sees a new file) and times the same way;
  * one price edited, --edits times: saves goods.json with one goods item's price changed;
  * comments.json reformatted, --edits times: saves it with other spacing (two-space
    indented, then one comment a line again, in turn), one comment's text changed, as a
    script that loads and dumps the file would;
  * comments.json and goods.json written by `json.dump` with its defaults (`\\u` escapes for
    every non-ASCII character, `", "` and `": "`), --edits times each, one comment's text or
    one price changed;
  * prints each figure with the rebuild time `cellar serve` logged itself (which leaves out
    the watcher's polling and quiet period), and each as a share of the full build; for the
    edits, also the time from the save to the edited goods page served with the change (what
    the owner sees: after the reload event, the page fetched over HTTP every 5 ms until its
    bytes differ from the ones served before the save);
  * prints `cellar serve`'s resident memory (VmRSS of /proc/PID/status) after its first build,
    after the last of the --edits price edits (before that round's reformatted comments.json) and at
    the end, with its peak (VmHWM).

Standard library only.
"""
import argparse
import html
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATOR = os.path.normpath(os.path.join(REPO, "..", "shared", "bench", "gen_fixtures.py"))
CELLAR = os.path.join(REPO, ".build", "release", "cellar")


class EventStream:
    """A raw Server-Sent Events reader over a loopback socket."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(b"GET /__cellar/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.buffer = b""
        self.wait_for(b": connected", timeout=30)

    def wait_for(self, marker, timeout):
        deadline = time.monotonic() + timeout
        while marker not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {marker!r} within {timeout} s")
            self.sock.settimeout(left)
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("event stream closed")
            self.buffer += chunk
        found_at = time.monotonic()
        self.buffer = self.buffer[self.buffer.index(marker) + len(marker):]
        return found_at


def fetch(port, path):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/{path}", timeout=30) as response:
        return response.read()


def goods_pages(site):
    """Each goods item's folder in the built site, by goods id (its page's `data-goods-id`)."""
    pages = {}
    goods = os.path.join(site, "goods")
    for slug in os.listdir(goods):
        with open(os.path.join(goods, slug, "index.html"), encoding="utf-8") as file:
            match = re.search(r'data-goods-id="([^"]*)"', file.read())
        if match:
            pages[match.group(1)] = f"goods/{slug}/"
    return pages


def page_showing(site, folder, text):
    """The page under `folder` of the built site that shows `text` (HTML-escaped)."""
    escaped = html.escape(text, quote=False)
    for directory, _, files in sorted(os.walk(os.path.join(site, folder))):
        if "index.html" in files:
            with open(os.path.join(directory, "index.html"), encoding="utf-8") as file:
                if escaped in file.read():
                    return os.path.relpath(directory, site) + "/"
    raise RuntimeError(f"no page under {folder} shows {text!r}")


def memory(pid):
    """The process's resident and peak resident memory in MB, from /proc/PID/status."""
    with open(f"/proc/{pid}/status") as file:
        fields = dict(line.split(":", 1) for line in file)
    return tuple(int(fields[name].split()[0]) / 1024 for name in ("VmRSS", "VmHWM"))


def run(command, **kwargs):
    print("$", " ".join(command), file=sys.stderr)
    subprocess.run(command, check=True, **kwargs)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--goods", type=int, default=10000)
    parser.add_argument("--comments-per-goods", type=int, default=10)
    parser.add_argument("--edits", type=int, default=3)
    parser.add_argument("--full-builds", type=int, default=3)
    parser.add_argument("--dir", default="/dev/shm/cellar-serve-bench")
    parser.add_argument("--cellar", help="a cellar binary to time instead of building this checkout's")
    args = parser.parse_args()

    cellar = CELLAR
    if args.cellar:
        cellar = os.path.abspath(args.cellar)
    else:
        run(["swift", "build", "-c", "release", "--product", "cellar"], cwd=REPO)
    os.makedirs(args.dir, exist_ok=True)
    generated = os.path.join(args.dir, f"fixtures-{args.goods}")
    if not os.path.exists(os.path.join(generated, "goods.json")):
        run([sys.executable, GENERATOR, "--goods", str(args.goods), "--comments-per-goods", str(args.comments_per_goods), "--seed", "1", "--out", generated])
    fixtures = os.path.join(args.dir, f"work-{args.goods}")
    full_site = os.path.join(args.dir, "site-full")
    served_site = os.path.join(args.dir, "site-serve")
    for path in (fixtures, full_site, served_site):
        shutil.rmtree(path, ignore_errors=True)
    shutil.copytree(generated, fixtures)
    templates = os.path.join(REPO, "Templates")

    full_builds = []
    for _ in range(args.full_builds):
        start = time.monotonic()
        run([cellar, "build", "--quiet", "--fixtures", fixtures, "--templates", templates, "--output", full_site])
        full_builds.append(time.monotonic() - start)
        pages = sum(1 for _, _, files in os.walk(full_site) for name in files if name.endswith(".html"))
        shutil.rmtree(full_site)
    full = statistics.median(full_builds)

    serve = subprocess.Popen(
        [cellar, "serve", "--port", "0", "--fixtures", fixtures, "--templates", templates, "--output", served_site],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        port = None
        for line in serve.stdout:
            print("serve:", line.rstrip(), file=sys.stderr)
            match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if match:
                port = int(match.group(1))
                break
        if port is None:
            raise RuntimeError("cellar serve did not start")
        events = EventStream(port)
        rss_first_build = memory(serve.pid)
        comments_path = os.path.join(fixtures, "comments.json")
        goods_path = os.path.join(fixtures, "goods.json")
        with open(comments_path, "rb") as file:
            original = file.read()
        with open(goods_path, "rb") as file:
            original_goods = file.read()
        first_content = original.index(b'"content":"') + len(b'"content":"')
        # A goods item halfway down the file: its price, after `"price":`.
        middle = original_goods.index(b'"price":', len(original_goods) // 2) + len(b'"price":')
        price_end = middle + re.match(rb"[0-9.]+", original_goods[middle:]).end()
        comment_list = json.loads(original)
        goods_list = json.loads(original_goods)
        folders = goods_pages(served_site)
        first, middle_comment = comment_list[0], comment_list[len(comment_list) // 2]
        first_comment_page = page_showing(served_site, folders[first["goods"]], first["content"][:30])
        middle_comment_page = page_showing(served_site, folders[middle_comment["goods"]], middle_comment["content"][:30])
        # goods.json has a goods item a line: the edited price's item is the line's first id.
        line_start = original_goods.rfind(b"\n", 0, middle)
        price_id = json.loads(original_goods[line_start:].split(b"\n", 2)[1].rstrip(b",\r"))["id"]
        price_page = folders[price_id]
        priced = next(item for item in goods_list if item["id"] == price_id)

        def save(contents, path=comments_path):
            # As editors that save safely do: write beside, then rename over, so the watcher
            # never sees half a file.
            with open(path + ".tmp", "wb") as file:
                file.write(contents)
            os.replace(path + ".tmp", path)
            return time.monotonic()

        def reformatted(edit):
            # What a script that loads and dumps the file writes: other spacing throughout.
            comment_list[len(comment_list) // 2]["content"] = f"(reformatted {edit})"
            if edit % 2 == 0:
                return json.dumps(comment_list, ensure_ascii=False, indent=2).encode()
            return ("[\n" + ",\n".join(json.dumps(c, ensure_ascii=False) for c in comment_list) + "\n]\n").encode()

        def timed(contents, path, page):
            """Saves `contents` at `path`: (save → reload event, save → `page` served changed,
            the rebuild as logged)."""
            before = fetch(port, page)
            saved = save(contents, path)
            reloaded = events.wait_for(b"event: reload", timeout=600)
            while fetch(port, page) == before:
                if time.monotonic() - reloaded > 30:
                    raise RuntimeError(f"{page} unchanged 30 s after the reload")
                time.sleep(0.005)
            served = time.monotonic()
            sample = (reloaded - saved, served - saved) + rebuild_logged()
            time.sleep(1)
            return sample

        def dumped_comments(edit):
            comment_list[len(comment_list) // 2]["content"] = f"(dumped {edit})"
            return json.dumps(comment_list).encode()

        def dumped_goods(edit):
            # The price the edit in place gives, so both render the same pages.
            priced["price"] = int(float(original_goods[middle:price_end])) + edit + 1
            return json.dumps(goods_list).encode()

        def rebuild_logged():
            while True:
                line = serve.stdout.readline()
                print("serve:", line.rstrip(), file=sys.stderr)
                match = re.search(r"Rebuilt in ([0-9.]+) s: (\d+) of (\d+) pages rendered, (\d+) files? written", line)
                if match:
                    return float(match.group(1)), int(match.group(2)), int(match.group(4))

        one_comment, no_change, one_price, comments_reformatted = [], [], [], []
        comments_dumped, goods_dumped = [], []
        for edit in range(args.edits):
            if edit > 0:
                # The round before left comments.json reformatted: the original goes back first
                # (its rebuild not timed), so the edit below changes one comment in place.
                save(original)
                events.wait_for(b"event: reload", timeout=600)
                rebuild_logged()
                time.sleep(1)
            edited = original[:first_content] + f"(edit {edit}) ".encode() + original[first_content:]
            one_comment.append(timed(edited, comments_path, first_comment_page))
            saved = save(edited)
            reloaded = events.wait_for(b"event: reload", timeout=600)
            no_change.append((reloaded - saved, None) + rebuild_logged())
            time.sleep(1)
            # A whole number other than the price before: a price's value always changes.
            price = f"{int(float(original_goods[middle:price_end])) + edit + 1}".encode()
            one_price.append(timed(original_goods[:middle] + price + original_goods[price_end:], goods_path, price_page))
            rss_price_edits = memory(serve.pid)
            comments_reformatted.append(timed(reformatted(edit), comments_path, middle_comment_page))
            comments_dumped.append(timed(dumped_comments(edit), comments_path, middle_comment_page))
            # Back to the generated goods.json (not timed), so the rewrite changes the price alone.
            save(original_goods, goods_path)
            events.wait_for(b"event: reload", timeout=600)
            rebuild_logged()
            time.sleep(1)
            goods_dumped.append(timed(dumped_goods(edit), goods_path, price_page))
            # Back to the generated goods.json (not timed), so the next price edit is made in place.
            save(original_goods, goods_path)
            events.wait_for(b"event: reload", timeout=600)
            rebuild_logged()
            time.sleep(1)
        rss_end = memory(serve.pid)
    finally:
        serve.terminate()
        serve.wait(timeout=30)

    # Each timing must belong to the rebuild it was taken for: an edit renders pages, saving
    # the same bytes renders none.
    edits = one_comment + one_price + comments_reformatted + comments_dumped + goods_dumped
    if any(sample[3] == 0 for sample in edits) or any(sample[3] != 0 for sample in no_change):
        sys.exit(f"a reload came from another rebuild than the one timed: {edits} {no_change}")

    def row(name, samples):
        to_reload = statistics.median(s[0] for s in samples)
        rebuild = statistics.median(s[2] for s in samples)
        served = "—" if samples[0][1] is None else f"{statistics.median(s[1] for s in samples):.2f} s"
        share = "—" if samples[0][1] is None else f"{100 * statistics.median(s[1] for s in samples) / full:.1f}%"
        return (f"| {name} | {to_reload:.2f} s | {100 * to_reload / full:.1f}% | {served} | {share} "
                f"| {rebuild:.2f} s | {100 * rebuild / full:.1f}% | {samples[-1][3]} | {samples[-1][4]} |")

    print()
    print(f"{args.goods} goods, {len(original.splitlines()) - 2} comments, {pages} HTML pages; medians of {args.edits} runs")
    print()
    print(f"Full build (`cellar build`, empty output), median of {args.full_builds}: {full:.2f} s "
          f"({', '.join(f'{t:.2f}' for t in full_builds)})")
    print()
    print("| rebuild | save → reload event | of full build | save → page served changed | of full build "
          "| rebuild alone (logged) | of full build | pages rendered | files written |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(row("one comment edited", one_comment))
    print(row("no change (same bytes saved)", no_change))
    print(row("one goods item's price edited", one_price))
    print(row("comments.json reformatted, one comment edited", comments_reformatted))
    print(row("comments.json by json.dump's defaults, one comment edited", comments_dumped))
    print(row("goods.json by json.dump's defaults, one price edited", goods_dumped))
    print()
    print(f"`cellar serve`'s resident memory: {rss_first_build[0]:.0f} MB after its first build, "
          f"{rss_price_edits[0]:.0f} MB after {args.edits} price edits, {rss_end[0]:.0f} MB at the end "
          f"(peak {rss_end[1]:.0f} MB)")


if __name__ == "__main__":
    main()
