#!/usr/bin/env bash
# Times the same generated catalogue read from goods.json and from goods.csv, alternating,
# with a release build of cellar: wall time and peak RSS (/usr/bin/time) of `cellar check`
# (load only) and, with --build, of `cellar build`.
#   scripts/bench-spreadsheet.sh [GOODS (default 10000)] [RUNS (default 3)] [--build]
# Needs a quiet machine for figures worth comparing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
goods="${1:-10000}"
runs="${2:-3}"
build="${3:-}"
swift build -c release --product cellar >/dev/null
cellar="$(swift build -c release --show-bin-path)/cellar"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 ../shared/bench/gen_fixtures.py --goods "$goods" --comments-per-goods 0 --seed 1 --out "$work/json" >/dev/null
mkdir -p "$work/csv"
cp -R "$work/json/store.json" "$work/json/docs" "$work/csv/"
python3 scripts/fixtures_to_csv.py "$work/json" "$work/csv"
rm -f "$work/csv/comments.csv"
echo "goods.json $(du -h "$work/json/goods.json" | cut -f1), goods.csv $(du -h "$work/csv/goods.csv" | cut -f1), $goods goods"
for run in $(seq "$runs"); do
    for kind in json csv; do
        /usr/bin/time -f "check $kind run $run: %e s wall, %M KB peak RSS" "$cellar" check --quiet --fixtures "$work/$kind"
        if [ "$build" = "--build" ]; then
            rm -rf "$work/site-$kind"
            /usr/bin/time -f "build $kind run $run: %e s wall, %M KB peak RSS" "$cellar" build --quiet --fixtures "$work/$kind" --output "$work/site-$kind"
        fi
    done
done
