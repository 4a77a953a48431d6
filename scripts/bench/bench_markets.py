#!/usr/bin/env python3
"""Benchmark `cellar build` of one catalogue sold in 1, 3 and 5 markets.

Usage (from anywhere; paths are resolved from the repo root):

    python3 scripts/bench/bench_markets.py [--goods 10000] [--markets 1,3,5] [--runs 3]
                                           [--cellar BIN] [--timeout 900] [--max-rss-gb 20]

    python3 scripts/bench/bench_markets.py --goods 10000 --markets 1,3,5 --runs 3
    python3 scripts/bench/bench_markets.py --goods 100000 --markets 3 --runs 1 --timeout 1500

What it does:
  * builds Cellar once (`swift build -c release --product cellar`) unless --cellar names a binary;
  * generates the catalogue once, as scripts/bench/bench.py does (../shared/bench/gen_fixtures.py,
    10 comments per goods item, seed 1, into /dev/shm/cellar-bench/fixtures-N, reused when present);
  * for each market count M, links the catalogue's files into fixtures-N-markets-M (hard links,
    so the copies cost no memory) with its own store.json: M = 1 is the catalogue as it is (no
    `markets`); M > 1 sells in the first M of these markets, after the default (zh-CN, CNY, at
    the root): en/USD at /en/ (0.14, rounded up to .99), en/EUR at /eu/ (0.13), zh-CN/HKD at
    /hk/ (1.08, to the whole unit), en/GBP at /uk/ (0.11); and, when a market speaks English, a
    translations/en.json giving every goods item's title and every category's name in English;
  * runs the builds in turns (M = 1, 3, 5, then again), each into /dev/shm/cellar-bench/out-markets
    deleted first, under /usr/bin/time -v: wall time, user+sys CPU and peak RSS;
  * prints a Markdown table: markets, pages, files, wall (median, min–max), the ratio to the
    one-market build's median wall, CPU and peak RSS.

A build running past --timeout seconds, or whose process tree goes past --max-rss-gb resident
memory, is killed and reported as such. Standard library only.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (the shared timing and fixture helpers)

MARKETS = [
    {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14, "rounding": "0.99"},
    {"id": "eu", "locale": "en", "currency": "EUR", "path": "/eu/", "rate": 0.13},
    {"id": "hk", "locale": "zh-CN", "currency": "HKD", "path": "/hk/", "rate": 1.08, "rounding": "1"},
    {"id": "uk", "locale": "en", "currency": "GBP", "path": "/uk/", "rate": 0.11},
]


def fixtures_in_markets(base, count):
    """The catalogue at `base` sold in `count` markets, in a folder of its own beside it."""
    folder = "%s-markets-%d" % (base, count)
    if os.path.exists(os.path.join(folder, "store.json")):
        return folder
    bench.rmtree(folder)
    subprocess.run(["cp", "-al", base, folder + ".partial"], check=True)
    store_path = os.path.join(folder + ".partial", "store.json")
    with open(store_path, encoding="utf-8") as file:
        store = json.load(file)
    os.unlink(store_path)  # a hard link to the catalogue's own: written anew, not through
    if count > 1:
        store["markets"] = [{"id": "cn"}] + MARKETS[: count - 1]
    with open(store_path, "w", encoding="utf-8") as file:
        json.dump(store, file, ensure_ascii=False, indent=2)
    if any(market.get("locale") == "en" for market in store.get("markets", [])):
        with open(os.path.join(base, "goods.json"), encoding="utf-8") as file:
            goods = json.load(file)
        with open(os.path.join(base, "categories.json"), encoding="utf-8") as file:
            categories = json.load(file)
        translation = {
            "goods": {item["id"]: {"title": "EN " + item["title"]} for item in goods},
            "categories": {category["id"]: {"name": "EN " + category["name"]} for category in categories},
        }
        os.makedirs(os.path.join(folder + ".partial", "translations"))
        with open(os.path.join(folder + ".partial", "translations", "en.json"), "w", encoding="utf-8") as file:
            json.dump(translation, file, ensure_ascii=False)
    os.rename(folder + ".partial", folder)
    return folder


def count_files(root):
    return sum(len(names) for _, _, names in os.walk(root))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--goods", type=int, default=10000)
    parser.add_argument("--markets", default="1,3,5", help="market counts, comma-separated, each 1 to 5")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cellar", help="the cellar binary (default: build the release one)")
    parser.add_argument("--timeout", type=int, default=900)
    parser.add_argument("--max-rss-gb", type=float, default=20)
    args = parser.parse_args()
    counts = [int(count) for count in args.markets.split(",")]
    if any(not 1 <= count <= len(MARKETS) + 1 for count in counts):
        sys.exit("--markets: each count is 1 to %d" % (len(MARKETS) + 1))

    bench.ensure_time()
    cellar = args.cellar
    if not cellar:
        bench.log("swift build -c release --product cellar")
        bench.sh(["swift", "build", "-c", "release", "--product", "cellar"], cwd=bench.REPO)
        cellar = os.path.join(bench.REPO, ".build", "release", "cellar")
    base = bench.fixtures_for(args.goods, 10, 1)
    folders = {count: fixtures_in_markets(base, count) for count in counts}
    out = os.path.join(bench.SHM, "out-markets")
    templates = os.path.join(bench.REPO, "Templates")
    results = {count: [] for count in counts}
    sizes = {}
    for run in range(args.runs):
        for count in counts:
            bench.rmtree(out)
            bench.sh(["sync"])
            command = [cellar, "build", "--quiet", "--fixtures", folders[count], "--templates", templates,
                       "--output", out]
            measured = bench.timed(command, args.timeout, args.max_rss_gb * 1024 * 1024)
            if "killed" in measured:
                sys.exit("%d markets, run %d: killed (%s) after %.0f s" % (count, run + 1, measured["killed"],
                                                                            measured["wall"]))
            if measured["status"]:
                sys.exit("failed (%d): %s\n%s" % (measured["status"], " ".join(command), measured["stderr"][-3000:]))
            pages, _ = bench.tree_size(out)
            sizes[count] = (pages, count_files(out))
            results[count].append(measured)
            bench.log("%d markets, run %d: %.2f s wall, %.2f s CPU, %.0f MB peak RSS, %d pages"
                      % (count, run + 1, measured["wall"], measured["user"] + measured["sys"],
                         measured["rss_kb"] / 1024, pages))
    bench.rmtree(out)

    print()
    print("### %s goods in 1 to %d markets, %d runs each, in turns (tmpfs)" % (format(args.goods, ","),
                                                                               max(counts), args.runs))
    print()
    print("| markets | pages | files | wall (median, min–max) | × one market | CPU (median) | peak RSS |")
    print("|---|---|---|---|---|---|---|")
    baseline = statistics.median(m["wall"] for m in results[counts[0]]) if counts[0] == 1 else None
    for count in counts:
        walls = [m["wall"] for m in results[count]]
        median = statistics.median(walls)
        ratio = "%.2f×" % (median / baseline) if baseline else "—"
        cpu = statistics.median(m["user"] + m["sys"] for m in results[count])
        rss = max(m["rss_kb"] for m in results[count]) / 1024
        print("| %d | %s | %s | %s s (%s–%s) | %s | %s s | %s MB |" % (
            count, format(sizes[count][0], ","), format(sizes[count][1], ","), bench.fmt_s(median),
            bench.fmt_s(min(walls)), bench.fmt_s(max(walls)), ratio, bench.fmt_s(cpu), format(round(rss), ",")))


if __name__ == "__main__":
    main()
