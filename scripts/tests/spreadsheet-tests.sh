#!/usr/bin/env bash
# The spreadsheet round trip: a generated catalogue (../shared/bench/gen_fixtures.py, with
# variants from scripts/tools/add_variants.py) written as goods.csv, categories.csv and comments.csv
# (scripts/tools/fixtures_to_csv.py) builds the same site, byte for byte, as its JSON files.
#   scripts/tests/spreadsheet-tests.sh [unittest arguments]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
source scripts/tests/cellar-binary.sh
CELLAR="$cellar" python3 Tests/Spreadsheets/round_trip_test.py "$@"
