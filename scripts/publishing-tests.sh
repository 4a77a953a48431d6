#!/usr/bin/env bash
# Checks what the build publishes for other machines, read by real parsers: the product feeds
# (feeds/google.xml with a strict XML parser, feeds/meta.csv with Python's csv), the report's
# CSV tables and charts against the fixtures, and each goods page's structured data through
# PyPI's extruct.
#   scripts/publishing-tests.sh [unittest arguments, e.g. -k feed]
# Builds the sample shop (its base URL is absolute), a copy whose goods carry hostile text and
# a copy with goods sold as variants into a temporary folder.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

bash scripts/install-deps.sh --browser
source scripts/publishing-venv.sh

swift build --product cellar
cellar="$(swift build --show-bin-path)/cellar"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$cellar" build --quiet --fixtures Fixtures --templates Templates --output "$work/shop" >/dev/null
# The same shop with goods whose text XML and CSV must escape.
cp -R Fixtures "$work/fixtures-hostile"
"$venv/bin/python" - "$work/fixtures-hostile/goods.json" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as file:
    goods = json.load(file)
goods[0]["title"] = "Bad ]]> <b>bold</b> & \"Tom's\" \u0007\u001bbell \U0001F377 白酒"
goods[0]["brand"] = "A, \"B\"\r\nC"
goods[0]["description"] = "Line & ]]> <x>\n\nsecond\u0000 line \U0001F377"
with open(sys.argv[1], "w", encoding="utf-8") as file:
    json.dump(goods, file, ensure_ascii=False)
PY
"$cellar" build --quiet --fixtures "$work/fixtures-hostile" --templates Templates --output "$work/hostile" >/dev/null
# The same shop with two goods items sold as variants (sizes and vintages of a wine, packs of
# a beer), whatever variants the sample shop has itself.
cp -R Fixtures "$work/fixtures-variants"
"$venv/bin/python" - "$work/fixtures-variants/goods.json" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as file:
    goods = json.load(file)
for item in goods[1:3]:
    for field in ["price", "marketPrice", "stock", "gtin"]:
        item.pop(field, None)
goods[1]["options"] = ["Size", "Vintage"]
goods[1]["variants"] = [
    {"id": "750-2018", "sku": "PUB-750-18", "values": {"Size": "750 ml", "Vintage": "2018"}, "price": 98, "marketPrice": 120,
     "stock": 5, "gtin": "4006381333931", "image": "images/goods/rose-pink.jpg"},
    {"sku": "PUB 1500/19", "values": {"Size": "1.5 L", "Vintage": "2019"}, "price": 210.5, "stock": 0},
    {"sku": "PUB-750-19", "values": {"Size": "750 ml", "Vintage": "2019"}, "price": 99, "marketPrice": 90, "stock": 40},
]
goods[2]["options"] = ["Pack"]
goods[2]["variants"] = [
    {"sku": "PUB-CAN", "values": {"Pack": "Can, 330 ml & \"tall\""}, "price": 8, "stock": 3, "thumb": "images/goods/can-blue.jpg"},
    {"sku": "PUB-CASE", "values": {"Pack": "Case of 24, boxed"}, "price": 180, "stock": 12},
]
with open(sys.argv[1], "w", encoding="utf-8") as file:
    json.dump(goods, file, ensure_ascii=False)
PY
"$cellar" build --quiet --fixtures "$work/fixtures-variants" --templates Templates --output "$work/variants" >/dev/null

CELLAR_SITE="$work/shop" CELLAR_HOSTILE_SITE="$work/hostile" CELLAR_FIXTURES="$root/Fixtures" \
    CELLAR_VARIANTS_SITE="$work/variants" CELLAR_VARIANTS_FIXTURES="$work/fixtures-variants" \
    "$venv/bin/python" -m unittest discover --start-directory Tests/Publishing --pattern '*_test.py' "$@"
