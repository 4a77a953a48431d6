#!/usr/bin/env bash
# What publishing a site as one (SiteExchange: the staging folder completed with a hard link to
# each unchanged file, exchanged with the output in one rename, the old site removed) costs a
# rebuild of a generated shop of GOODS goods (/work/shared/bench/gen_fixtures.py): for a price
# edit and a store-name edit, the rebuild's wall and CPU time (`cellar build` onto the built
# site), then the same rebuild under strace (linkat and renameat2 only, with seccomp-bpf, so the
# other calls run untraced): how many files it linked, the time from its first link to the
# exchange, and from the exchange to its end (removing the old site). strace slows each traced
# call: those two spans are upper bounds.
#   scripts/bench/bench-publish.sh [debug|release] [GOODS]   (default debug, 10000 goods)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
configuration="${1:-debug}"
goods="${2:-10000}"

command -v strace >/dev/null || apt-get install -y strace >/dev/null
swift build -c "$configuration" --product cellar
cellar="$(swift build -c "$configuration" --show-bin-path)/cellar"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 ../shared/bench/gen_fixtures.py --goods "$goods" --out "$work/fixtures" >/dev/null
"$cellar" build --quiet --fixtures "$work/fixtures" --output "$work/site"
echo "site: $goods goods, $(find "$work/site" -type f | wc -l) files; $(git rev-parse --short HEAD) ($configuration); uptime: $(uptime)"

CELLAR="$cellar" WORK="$work" python3 - <<'PY'
import json, os, re, resource, subprocess, time

cellar, work = os.environ["CELLAR"], os.environ["WORK"]
fixtures, site = os.path.join(work, "fixtures"), os.path.join(work, "site")


def edit_price(step):
    path = os.path.join(fixtures, "goods.json")
    with open(path, encoding="utf-8") as file:
        text = file.read()
    first = re.search(r'"price": *([0-9.]+)', text)
    price = float(first.group(1)) + step
    with open(path, "w", encoding="utf-8") as file:
        file.write(text[:first.start(1)] + f"{price:.2f}" + text[first.end(1):])


def edit_store_name(step):
    path = os.path.join(fixtures, "store.json")
    with open(path, encoding="utf-8") as file:
        store = json.load(file)
    store["name"] = store["name"].removesuffix(" Hall") if step < 0 else store["name"] + " Hall"
    with open(path, "w", encoding="utf-8") as file:
        json.dump(store, file, ensure_ascii=False)


def rebuild(prefix=()):
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.time()
    subprocess.run([*prefix, cellar, "build", "--quiet", "--fixtures", fixtures, "--output", site], check=True, stdout=subprocess.DEVNULL)
    wall = time.time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


print("| edit | rebuild wall s | CPU s | files linked | first link → exchange s (strace) | exchange → end s (strace) |")
print("|---|---|---|---|---|---|")
for name, edit in [("price of one goods item", edit_price), ("store name", edit_store_name)]:
    edit(1)
    wall, cpu = rebuild()
    edit(-1)
    trace = os.path.join(work, "trace")
    rebuild(["strace", "-f", "--seccomp-bpf", "-ttt", "-e", "trace=linkat,renameat2", "-o", trace])
    with open(trace) as file:
        lines = file.read().splitlines()
    stamps = lambda call: [float(line.split()[1]) for line in lines if f" {call}(" in line]
    links, exchange = stamps("linkat"), stamps("renameat2")
    end = float(lines[-1].split()[1])
    print(f"| {name} | {wall:.2f} | {cpu:.2f} | {len(links)} | {exchange[0] - links[0]:.3f} | {end - exchange[0]:.3f} |", flush=True)
PY
