#!/usr/bin/env bash
# Search index size and time to first search result on a generated catalogue.
#   scripts/bench-search.sh [GOODS]      (default 10000)
# Generates fixtures with ../shared/bench/gen_fixtures.py into /dev/shm (or $TMPDIR), builds
# them with the release build, prints the raw and gzip sizes of data/search.json, and times
# the search page in headless Chromium (scripts/bench_search.py) for an English and a
# Chinese query.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
goods="${1:-10000}"
generator="../shared/bench/gen_fixtures.py"
[ -f "$generator" ] || generator="/work/shared/bench/gen_fixtures.py"

bash scripts/install-deps.sh --browser
source scripts/browser-venv.sh
swift build -c release --product cellar >/dev/null

scratch_root=/dev/shm
[ -w "$scratch_root" ] || scratch_root="${TMPDIR:-/tmp}"
work="$(mktemp -d "$scratch_root/cellar-bench-search.XXXXXX")"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

python3 "$generator" --goods "$goods" --comments-per-goods 2 --seed 1 --out "$work/fixtures" >/dev/null
.build/release/cellar build --quiet --fixtures "$work/fixtures" --templates Templates --output "$work/site/shop" --base-url /shop/
index="$work/site/shop/data/search.json"
echo "goods: $goods"
echo "data/search.json: $(wc -c < "$index") bytes, gzip -9: $(gzip -9 -c "$index" | wc -c) bytes, gzip -6: $(gzip -6 -c "$index" | wc -c) bytes"
echo "data/catalogue.json: $(wc -c < "$work/site/shop/data/catalogue.json") bytes, gzip -9: $(gzip -9 -c "$work/site/shop/data/catalogue.json" | wc -c) bytes"

port="$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
"$venv/bin/python" -m http.server "$port" --bind 127.0.0.1 --directory "$work/site" >/dev/null 2>&1 &
server_pid=$!
base="http://127.0.0.1:$port/shop/"
for _ in $(seq 1 50); do
    if "$venv/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)' "$base" >/dev/null 2>&1; then break; fi
    sleep 0.1
done
"$venv/bin/python" scripts/bench_search.py "$base" "cabernet"
"$venv/bin/python" scripts/bench_search.py "$base" "干红"
