#!/usr/bin/env bash
# Times a generated catalogue read from goods.json and from goods.csv (`cellar check`, and with
# --build `cellar build`), and with --import `cellar import shopify` of it as a Shopify export
# against reading its JSON, in paired runs with a release build: wall and CPU time, peak RSS,
# medians and the machine's load (scripts/bench/bench_spreadsheet.py).
#   scripts/bench/bench-spreadsheet.sh [--goods N (100000)] [--runs N (3)] [--build] [--import] [--work DIR]
# Figures worth comparing need a quiet machine; on a loaded one use callgrind's instruction counts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
swift build -c release --product cellar >/dev/null
python3 scripts/bench/bench_spreadsheet.py "$(swift build -c release --show-bin-path)/cellar" "$@"
