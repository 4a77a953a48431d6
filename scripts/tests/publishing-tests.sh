#!/usr/bin/env bash
# Checks what the build publishes for other machines, read by real parsers: the product feeds
# (feeds/google.xml with a strict XML parser, feeds/meta.csv with Python's csv), the report's
# CSV tables and charts against the fixtures, and each goods page's structured data through
# PyPI's extruct; the checkout providers' published definitions (Snipcart's crawler, Foxy's
# signatures) through independent implementations; the sample shop in its two markets read whole
# by scripts/tools/check_markets.py (language alternates, and each market's prices in its pages,
# structured data and feeds), and copies of it broken one way each caught by it.
#   scripts/tests/publishing-tests.sh [unittest arguments, e.g. -k feed, -k markets]
# Builds the sample shop in its two markets, as a shop of one market (its base URL is absolute),
# a copy whose goods carry hostile text and a copy with goods sold as variants into a temporary folder.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash scripts/setup/install-deps.sh --browser
source scripts/setup/publishing-venv.sh

source scripts/tests/cellar-binary.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The sample shop as Fixtures/ describes it: zh-CN in CNY at the root, en in USD under /en/.
"$cellar" build --quiet --fixtures Fixtures --templates Templates --output "$work/markets" >/dev/null
# The same with its US market selling its wines only (and not the first of them).
cp -R Fixtures "$work/fixtures-wines"
"$venv/bin/python" - "$work/fixtures-wines" <<'PY'
import json, os, sys
folder = sys.argv[1]
with open(os.path.join(folder, "store.json"), encoding="utf-8") as file:
    store = json.load(file)
with open(os.path.join(folder, "goods.json"), encoding="utf-8") as file:
    wines = [item["id"] for item in json.load(file) if item["category"].endswith("wine")]
store["markets"][1]["sells"] = {"categories": ["red-wine", "white-wine", "sparkling"], "except": wines[:1]}
with open(os.path.join(folder, "store.json"), "w", encoding="utf-8") as file:
    json.dump(store, file, ensure_ascii=False)
PY
"$cellar" build --quiet --fixtures "$work/fixtures-wines" --templates Templates --output "$work/markets-wines" >/dev/null
# The sample shop as a shop of one market in English, whose pages show the fixtures' own texts
# (the sample's two markets are checked by scripts/tools/check_markets.py and the browser tests).
"$venv/bin/python" scripts/tools/one_market_fixtures.py Fixtures "$work/fixtures"
"$cellar" build --quiet --fixtures "$work/fixtures" --templates Templates --output "$work/shop" >/dev/null
# The same shop with goods whose text XML and CSV must escape.
cp -R "$work/fixtures" "$work/fixtures-hostile"
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
cp -R "$work/fixtures" "$work/fixtures-variants"
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

# The same shop taking orders through Snipcart, and through Foxy with its secret in the
# environment (what the build prints is kept, to show the secret is not in it).
# The second goods item is sold in three variants there, one sold out.
checkout_shop() {
    cp -R "$work/fixtures" "$work/fixtures-$1"
    "$venv/bin/python" - "$work/fixtures-$1" "$2" <<'PY'
import json, os, sys
with open(os.path.join(sys.argv[1], "store.json"), encoding="utf-8") as file:
    store = json.load(file)
store["checkout"] = json.loads(sys.argv[2])
with open(os.path.join(sys.argv[1], "store.json"), "w", encoding="utf-8") as file:
    json.dump(store, file, ensure_ascii=False)
with open(os.path.join(sys.argv[1], "goods.json"), encoding="utf-8") as file:
    goods = json.load(file)
for key in ("price", "marketPrice", "stock", "gtin"):
    goods[1].pop(key, None)
goods[1]["options"] = ["Size", "Vintage"]
goods[1]["variants"] = [
    {"id": "750-2018", "values": {"Size": "750 ml", "Vintage": "2018"}, "price": 98, "stock": 5},
    {"sku": "CK-1500-18", "values": {"Size": "1.5 L", "Vintage": "2018"}, "price": 210.5, "stock": 3},
    {"sku": "CK-750-19", "values": {"Size": "750 ml", "Vintage": "2019"}, "price": 105, "stock": 0},
]
with open(os.path.join(sys.argv[1], "goods.json"), "w", encoding="utf-8") as file:
    json.dump(goods, file, ensure_ascii=False)
PY
}
checkout_shop snipcart '{"provider": "snipcart", "publicAPIKey": "MDAwMC1wdWJsaWMta2V5LWZvci10ZXN0cw"}'
"$cellar" build --quiet --fixtures "$work/fixtures-snipcart" --templates Templates --output "$work/snipcart" >/dev/null
checkout_shop foxy '{"provider": "foxy", "storeDomain": "cellar-demo.foxycart.com"}'
foxy_secret="publishing-test-$RANDOM$RANDOM-secret"
CELLAR_FOXY_SECRET="$foxy_secret" "$cellar" build --fixtures "$work/fixtures-foxy" --templates Templates \
    --output "$work/foxy" >"$work/foxy.log" 2>&1

CELLAR_SNIPCART_SITE="$work/snipcart" CELLAR_FOXY_SITE="$work/foxy" CELLAR_FOXY_SECRET_USED="$foxy_secret" \
CELLAR_FOXY_LOG="$work/foxy.log" CELLAR_CHECKOUT_FIXTURES="$work/fixtures-snipcart" \
CELLAR_SITE="$work/shop" CELLAR_HOSTILE_SITE="$work/hostile" CELLAR_FIXTURES="$work/fixtures" \
    CELLAR_VARIANTS_SITE="$work/variants" CELLAR_VARIANTS_FIXTURES="$work/fixtures-variants" \
    CELLAR_MARKETS_SITE="$work/markets" CELLAR_MARKETS_WINES_SITE="$work/markets-wines" \
    "$venv/bin/python" -m unittest discover --start-directory Tests/Publishing --pattern '*_test.py' "$@"
