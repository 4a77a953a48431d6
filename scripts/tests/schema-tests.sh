#!/usr/bin/env bash
# Checks the JSON Schemas in docs/schemas/ with a real validator (PyPI's jsonschema): the
# sample shop (Fixtures/) and a new shop from `cellar init` validate, and each fixture in a set
# of invalid ones is rejected both by `cellar check` and by the schema, so the two do not drift.
#   scripts/tests/schema-tests.sh [unittest arguments]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
source scripts/setup/schema-venv.sh
source scripts/tests/cellar-binary.sh
CELLAR="$cellar" "$venv/bin/python" Tests/Schemas/schema_tests.py "$@"
