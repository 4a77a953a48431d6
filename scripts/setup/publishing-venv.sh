# Sourced by scripts/tests/publishing-tests.sh: makes the venv .build/publishing-venv with PyPI's
# extruct (a structured-data extractor; it brings lxml, used for strict XML and HTML parsing).
# Sets `venv`. Expects to run from the repository root.
venv="$PWD/.build/publishing-venv"
extruct_version="0.18.0"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('extruct') != '$extruct_version')" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "extruct==$extruct_version"
fi
