#!/usr/bin/env python3
"""Build catalogues that push Cellar's limits and report how each build ends.

Usage (from anywhere; paths are resolved from the repo root):

    python3 scripts/bench/bench_bad_input.py [--cases huge-comments,one-goods-100k,...]
                                       [--timeout 900] [--max-rss-gb 4]

Cases (fixtures are written under /dev/shm/cellar-bench/bad-CASE, reused when present):

  huge-comments    a comments.json of more than 500 MB: 1,000 goods with 1,900 comments each
                   on average (`../shared/bench/gen_fixtures.py`);
  one-goods-100k   200 goods, and one of them with 100,000 comments of its own;
  1mb-description  200 goods, and one of them with a 1 MB Markdown description;
  deep-markdown    200 goods, a docs page and a goods description nested 100,000 deep
                   (block quotes, brackets, emphasis) and lists nested 1,000 deep.

Each case runs `/usr/bin/time -v .build/release/cellar build --quiet` into tmpfs and prints
one Markdown table: whether it built or stopped with a message (and which), wall time, peak
resident memory against the 1 GB target, pages written. A crash (a signal), a build killed
at --timeout (a hang) or past --max-rss-gb is reported as such. Standard library only.
"""

import argparse
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import BENCH, REPO, SHM, ensure_time, log, rmtree, sh, timed, tree_size  # noqa: E402

MEMORY_TARGET_KB = 1024 * 1024


def small_shop(folder):
    """A 200-goods catalogue from the peer generator, copied into folder."""
    base = os.path.join(SHM, "fixtures-200")
    if not os.path.exists(os.path.join(base, "comments.json")):
        sh([sys.executable, os.path.join(BENCH, "gen_fixtures.py"), "--goods", "200",
            "--comments-per-goods", "10", "--seed", "1", "--out", base])
    shutil.copytree(base, folder)


def first_goods_id(folder):
    with open(os.path.join(folder, "goods.json"), encoding="utf-8") as f:
        return json.load(f)[0]["id"]


def rewrite_goods(folder, change):
    path = os.path.join(folder, "goods.json")
    with open(path, encoding="utf-8") as f:
        goods = json.load(f)
    change(goods[0])
    with open(path, "w", encoding="utf-8") as f:
        json.dump(goods, f, ensure_ascii=False)


def make_huge_comments(folder):
    sh([sys.executable, os.path.join(BENCH, "gen_fixtures.py"), "--goods", "1000",
        "--comments-per-goods", "1900", "--seed", "1", "--out", folder])


def make_one_goods_100k(folder):
    small_shop(folder)
    goods = first_goods_id(folder)
    path = os.path.join(folder, "comments.json")
    with open(path, encoding="utf-8") as f:
        comments = json.load(f)
    for i in range(100_000):
        comment = {
            "id": "flood-%06d" % i, "goods": goods, "author": "Buyer %d" % (i % 997),
            "star": 1 + i % 5, "content": "Comment %d on the most reviewed wine" % i,
            "createdAt": "2025-%02d-%02d 12:%02d" % (1 + i % 12, 1 + i % 28, i % 60),
        }
        if i % 7 == 0:
            comment["pictures"] = [{"thumb": "https://img.example.com/flood/t%d.jpg" % i,
                                    "full": "https://img.example.com/flood/%d.jpg" % i}]
        comments.append(comment)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(comments, f, ensure_ascii=False)


def make_1mb_description(folder):
    small_shop(folder)
    paragraph = ("A **long** tasting note with *emphasis*, a [link](https://example.com/) and "
                 "`code`; 酒体饱满，回味悠长。 ")
    text = "\n\n".join(("## Section %d\n\n" % i) + paragraph * 8 for i in range(1, 10_000))
    rewrite_goods(folder, lambda g: g.update(description=text[:1_000_000]))


def make_deep_markdown(folder):
    small_shop(folder)
    depth = 100_000
    deep = "\n\n".join([
        "# Deep", ">" * depth + " quoted", "[" * depth + "link" + "]" * depth,
        "*" * depth + "emphasis" + "*" * depth,
        "\n".join("  " * level + "- item %d" % level for level in range(1_000)),
    ])
    with open(os.path.join(folder, "docs", "deep.md"), "w", encoding="utf-8") as f:
        f.write(deep)
    rewrite_goods(folder, lambda g: g.update(description=deep))


CASES = {
    "huge-comments": (make_huge_comments, "comments.json"),
    "one-goods-100k": (make_one_goods_100k, "comments.json"),
    "1mb-description": (make_1mb_description, "goods.json"),
    "deep-markdown": (make_deep_markdown, "docs/deep.md"),
}


def fixtures_for(case):
    folder = os.path.join(SHM, "bad-" + case)
    make, telling_file = CASES[case]
    if not os.path.exists(os.path.join(folder, telling_file)):
        log("writing fixtures for %s into %s" % (case, folder))
        rmtree(folder)
        make(folder)
    return folder, os.path.getsize(os.path.join(folder, telling_file))


def outcome(m):
    if "killed" in m:
        return "killed: %s" % m["killed"]
    if m["status"] == 0:
        return "built"
    lines = [line for line in m["stderr"].splitlines() if line.strip()]
    if m["status"] > 128 or any("signal" in line for line in lines[-2:]):
        return "**crashed** (status %d)" % m["status"]
    return "stopped (status %d): %s" % (m["status"], lines[0] if lines else "no message")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=",".join(CASES), help="comma-separated, from: " + ", ".join(CASES))
    ap.add_argument("--timeout", type=int, default=900, help="kill a build after this many seconds")
    ap.add_argument("--max-rss-gb", type=float, default=4, help="kill a build past this resident memory")
    args = ap.parse_args()
    ensure_time()
    log("swift build -c release --product cellar")
    sh(["swift", "build", "-c", "release", "--product", "cellar"], cwd=REPO)
    cellar = os.path.join(REPO, ".build", "release", "cellar")
    print("| case | telling file | result | wall | peak RSS | under 1 GB | pages |")
    print("|---|---:|---|---:|---:|---|---:|")
    for case in args.cases.split(","):
        folder, size = fixtures_for(case)
        out = os.path.join(SHM, "bad-out")
        rmtree(out)
        cmd = [cellar, "build", "--quiet", "--fixtures", folder,
               "--templates", os.path.join(REPO, "Templates"), "--output", out]
        m = timed(cmd, args.timeout, args.max_rss_gb * 1024 * 1024)
        rss_kb = m.get("rss_kb", m["polled_rss_kb"])
        pages = tree_size(out)[0] if m.get("status") == 0 else 0
        print("| %s | %.1f MB | %s | %.1f s | %.0f MB | %s | %d |" % (
            case, size / 1e6, outcome(m), m["wall"], rss_kb / 1024,
            "yes" if rss_kb < MEMORY_TARGET_KB else "**no**", pages), flush=True)
        rmtree(out)


if __name__ == "__main__":
    main()
