#!/usr/bin/env bash
# Bytes of data for an add-to-cart and for a category page with its first filter, and what
# writing the data costs, on generated catalogues.
#   scripts/bench/bench-cart-filters.sh [GOODS ...]      (default 10000 100000)
# For each size: generates fixtures with ../shared/bench/gen_fixtures.py into /dev/shm (or
# $TMPDIR), builds them with the release build under /shop/, prints the build's time, the data
# files' count and bytes beside the pages', the share of the build's CPU samples spent making
# the data and writing it as JSON (perf with DWARF call graphs, when the kernel lets this
# user sample; the files are staged with the rest), and measures the shop in
# headless Chromium (scripts/bench/bench_cart_filters.py).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000)
generator="../shared/bench/gen_fixtures.py"
[ -f "$generator" ] || generator="/work/shared/bench/gen_fixtures.py"

bash scripts/setup/install-deps.sh --browser
source scripts/setup/browser-venv.sh
swift build -c release --product cellar >/dev/null
cellar=.build/release/cellar

scratch_root=/dev/shm
[ -w "$scratch_root" ] || scratch_root="${TMPDIR:-/tmp}"
work="$(mktemp -d "$scratch_root/cellar-bench-cart.XXXXXX")"
source scripts/tools/static-server.sh
cleanup() {
    stop_server
    rm -rf "$work"
}
trap cleanup EXIT

for goods in "${sizes[@]}"; do
    rm -rf "$work/fixtures" "$work/site"
    python3 "$generator" --goods "$goods" --comments-per-goods 2 --seed 1 --out "$work/fixtures" >/dev/null
    echo "== $goods goods (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
    start=$(date +%s.%N)
    "$cellar" build --fixtures "$work/fixtures" --templates Templates --output "$work/site/shop" --base-url /shop/ 2>&1 | tail -1
    echo "build: $(echo "$(date +%s.%N) - $start" | bc) s wall (a fresh output folder)"
    shop="$work/site/shop"
    pages=$(find "$shop" -name '*.html' | wc -l)
    echo "data files: $(find "$shop/data" -type f | wc -l) ($(du -sb "$shop/data" | cut -f1) bytes) beside $pages HTML pages;" \
        "cart: $(find "$shop/data/cart" -type f | wc -l), categories: $(find "$shop"/data/category-* -type f | wc -l)"
    # DWARF call graphs: Swift's async frames break frame-pointer chains.
    if perf record -q -F 49 --call-graph dwarf,16384 -o "$work/perf.data" -- "$cellar" build --quiet --fixtures "$work/fixtures" \
        --templates Templates --output "$work/perf-site/shop" --base-url /shop/ >/dev/null 2>&1; then
        perf report -i "$work/perf.data" --children --stdio --sort symbol 2>/dev/null | python3 -c '
import re, sys
shares = {}
for line in sys.stdin:
    match = re.match(r"\s+([0-9.]+)%\s+[0-9.]+%\s+\[\.\] (\S+)", line)
    if not match:
        continue
    for name, pattern in (("making the shards (view models)", "13dataShardSets"), ("writing them (JSON, hashes)", "14DataShardFilesV")):
        if pattern in match.group(2):
            shares[name] = max(shares.get(name, 0), float(match.group(1)))
print("data: %.1f%% of the build'"'"'s CPU samples (%s), perf --call-graph dwarf, inclusive"
      % (sum(shares.values()), ", ".join("%s %.1f%%" % item for item in shares.items())))'
    else
        echo "data: perf record failed, no share measured"
    fi
    rm -rf "$work/perf-site" "$work/perf.data"
    serve_folder "$work/site"
    "$venv/bin/python" scripts/bench/bench_cart_filters.py "${server_url}shop/"
    stop_server
done
