#!/usr/bin/env bash
# Runs the test suite: `swift test`, the published files read by real parsers
# (scripts/tests/publishing-tests.sh), `cellar deploy` against moto's S3 API server on loopback
# (scripts/tests/deploy-tests.sh), the fixtures' JSON Schemas against the loader
# (scripts/tests/schema-tests.sh), a catalogue's spreadsheets against its JSON files
# (scripts/tests/spreadsheet-tests.sh), the storefront script's unit tests (`node --test`), the install
# test (scripts/tests/install-test.sh: a release build installed into a temporary prefix and run
# alone), the storefront's tests in headless Chromium (scripts/tests/browser-tests.sh), then the
# journey from `cellar init` to an order placed on the deployed shop (scripts/tests/journey-tests.sh).
# Extra arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup/install-deps.sh
# The preview server's loopback tests time their answers: they run in a process of their own, so
# the builds the other suites run on every core cannot starve the server of its threads.
swift test --skip "CellarServerTests" "$@"
swift test --skip-build --filter "CellarServerTests" "$@"
bash scripts/tests/publishing-tests.sh
bash scripts/tests/deploy-tests.sh
bash scripts/tests/schema-tests.sh
bash scripts/tests/spreadsheet-tests.sh
node --test Tests/JavaScript/
bash scripts/tests/install-test.sh
bash scripts/tests/browser-tests.sh
bash scripts/tests/journey-tests.sh
