#!/usr/bin/env bash
# Runs the storefront's tests in a real browser (headless Chromium through chromedriver).
#   scripts/browser-tests.sh [unittest arguments, e.g. -k cart]
# Installs chromium and chromium-driver (scripts/install-deps.sh --browser), Python's selenium
# into a venv in .build/browser-venv, and axe-core 4.10 (taken from the axe-selenium-python
# 3.0.0 wheel). Builds the sample shop with --base-url /shop/ into a temporary folder and
# serves it at http://127.0.0.1:PORT/shop/ with Python's http.server.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

bash scripts/install-deps.sh --browser

venv="$root/.build/browser-venv"
selenium_version="4.27.1"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import selenium, sys; sys.exit(selenium.__version__ != '$selenium_version')" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "selenium==$selenium_version"
fi
axe="$venv/axe.min.js"
if [ ! -s "$axe" ]; then
    downloads="$venv/downloads"
    mkdir -p "$downloads"
    "$venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --python-version 3.12 \
        --only-binary=:all: -d "$downloads" "axe-selenium-python==3.0.0"
    "$venv/bin/python" - "$downloads"/axe_selenium_python-3.0.0-*.whl "$axe" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    data = wheel.read("axe_selenium_python/node_modules/axe-core/axe.min.js")
with open(sys.argv[2], "wb") as out:
    out.write(data)
PY
fi

swift build --product cellar
work="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
"$(swift build --show-bin-path)/cellar" build --quiet --fixtures Fixtures --templates Templates \
    --output "$work/shop" --base-url /shop/ >/dev/null

port="$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
"$venv/bin/python" -m http.server "$port" --bind 127.0.0.1 --directory "$work" >/dev/null 2>&1 &
server_pid=$!
base="http://127.0.0.1:$port/shop/"
for _ in $(seq 1 50); do
    if "$venv/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)' "$base" >/dev/null 2>&1; then break; fi
    sleep 0.1
done

CELLAR_BASE_URL="$base" CELLAR_FIXTURES="$root/Fixtures" CELLAR_AXE="$axe" \
    "$venv/bin/python" -m unittest discover --start-directory Tests/Browser --pattern '*_test.py' "$@"
