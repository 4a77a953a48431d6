#!/usr/bin/env bash
# Search on a generated catalogue, Cellar's sharded index against Pagefind on the same site.
#   scripts/bench/bench-search.sh [GOODS] [--pagefind]      (default 10000 goods)
# Generates fixtures with ../shared/bench/gen_fixtures.py into /dev/shm (or $TMPDIR; set
# BENCH_FIXTURES=DIR to use a generated folder instead), builds them with the release build
# (wall and CPU time; under `perf record` for the search data's share of the build's CPU
# samples: SearchIndexViewModel's init and DataShardFiles, inclusive), prints
# the data files' count and size, and times a query set in headless Chromium
# (scripts/bench/bench_search.py: data bytes fetched and time to the results drawn). With
# --pagefind: indexes the same built goods pages with Pagefind (PyPI pagefind[bin], in a venv
# in .build/pagefind-venv, not part of the project), prints its index time, file count and
# size, and times the same queries through Pagefind's API in the same Chromium.
# BENCH_KEEP=1 keeps the scratch folder (the site, the perf data) and says where it is;
# BENCH_SCRATCH=DIR puts it in DIR (a disk, say: a 100,000-goods site with Pagefind's index
# is several GB, which in /dev/shm would take as much RAM).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
goods="${1:-10000}"
pagefind=""
[ "${2:-}" = "--pagefind" ] && pagefind=1
generator="../shared/bench/gen_fixtures.py"
[ -f "$generator" ] || generator="/work/shared/bench/gen_fixtures.py"
queries=("penfolds" "cabernet sauvignon" "macallan" "stout" "laphroaig 700ml" "茅台" "白酒" "礼盒" "高粱酒")

bash scripts/setup/install-deps.sh --browser
source scripts/setup/browser-venv.sh
swift build -c release --product cellar >/dev/null
cellar="$PWD/.build/release/cellar"

scratch_root="${BENCH_SCRATCH:-/dev/shm}"
[ -w "$scratch_root" ] || scratch_root="${TMPDIR:-/tmp}"
work="$(mktemp -d "$scratch_root/cellar-bench-search.XXXXXX")"
cleanup() { [ -n "${BENCH_KEEP:-}" ] || rm -rf "$work"; }
trap cleanup EXIT

fixtures="${BENCH_FIXTURES:-$work/fixtures}"
[ -n "${BENCH_FIXTURES:-}" ] || python3 "$generator" --goods "$goods" --comments-per-goods 2 --seed 1 --out "$fixtures" >/dev/null
site="$work/site/shop"
[ -z "${BENCH_KEEP:-}" ] || echo "scratch folder: $work"
echo "goods: $goods; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# One build, timed, under `perf record` at 99 samples a second when perf is there (a cost of
# about 1%) for the search data's share of its CPU samples.
profile=()
command -v perf >/dev/null && profile=(perf record -q -F 99 -g -o "$work/perf.data" --)
/usr/bin/time -f "build: %e s wall, %U s user + %S s system CPU, peak %M KB" "${profile[@]}" \
    "$cellar" build --quiet --fixtures "$fixtures" --templates Templates --output "$site" --base-url /shop/ 2>&1 | grep -v '^warning' || true
if [ ${#profile[@]} -gt 0 ]; then
    perf report -i "$work/perf.data" --children --stdio --no-demangle 2>/dev/null > "$work/perf.txt" || true
    # Swift symbols as mangled: the first (largest inclusive) line naming each.
    share() { grep -m1 -E "^ +[0-9.]+%.*($1)" "$work/perf.txt" | awk '{print $1}'; }
    echo "search data's share of the build's CPU samples (perf, inclusive): making the index $(share 'SearchIndex[A-Za-z0-9]*ModelV7context')," \
        "writing its shards as JSON and hashing them $(share 'DataShardFilesV')"
fi
files=$(find "$site" -type f | wc -l)
pages=$(find "$site" -name '*.html' | wc -l)
data_files=$(find "$site/data" -type f | wc -l)
search_files=$(find "$site/data/search" -type f | wc -l)
echo "site: $files files, $pages HTML pages; data/: $data_files files ($search_files of search: $(find "$site/data/search" -name 'terms-*' | wc -l) terms, $(find "$site/data/search" -name 'records-*' | wc -l) records shards), search data $(du -sb "$site/data/search" | cut -f1) bytes"
echo "data/search/manifest.json: $(wc -c < "$site/data/search/manifest.json") bytes; largest terms shard $(find "$site/data/search" -name 'terms-*' -printf '%s\n' | sort -n | tail -1) bytes"

echo "Cellar:"
"$venv/bin/python" scripts/bench/bench_search.py "$work/site" "${queries[@]}"

[ -n "$pagefind" ] || exit 0
pagefind_venv=.build/pagefind-venv
"$pagefind_venv/bin/python" -c 'import pagefind' 2>/dev/null || { python3 -m venv "$pagefind_venv" && "$pagefind_venv/bin/pip" install --quiet 'pagefind[bin]'; }
echo "$("$pagefind_venv/bin/python" -m pagefind --version 2>/dev/null | tail -1):"
/usr/bin/time -f "pagefind index: %e s wall, %U s user + %S s system CPU, peak %M KB" \
    "$pagefind_venv/bin/python" -m pagefind --site "$site" --glob 'goods/*/index.html' --output-subdir pagefind >/dev/null
echo "pagefind/: $(find "$site/pagefind" -type f | wc -l) files, $(du -sb "$site/pagefind" | cut -f1) bytes"
cat > "$site/pagefind-bench.html" <<'HTML'
<!doctype html><meta charset="utf-8"><title>Pagefind</title>
<script type="module">
const pagefind = await import('./pagefind/pagefind.js');
const search = await pagefind.search(new URLSearchParams(location.search).get('q'));
await Promise.all(search.results.slice(0, 24).map((result) => result.data()));
window.resultCount = search.results.length + ' results';
performance.mark('cellar:search-results');
</script>
HTML
"$venv/bin/python" scripts/bench/bench_search.py "$work/site" "${queries[@]}" --pagefind
