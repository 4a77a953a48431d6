# Sourced by scripts/tests/schema-tests.sh: makes the venv .build/schema-venv with PyPI's jsonschema
# (the reference JSON Schema validator for Python). Sets `venv`. Expects to run from the repository root.
venv="$PWD/.build/schema-venv"
jsonschema_version="4.23.0"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('jsonschema') != '$jsonschema_version')" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "jsonschema==$jsonschema_version"
fi
