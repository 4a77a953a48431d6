#!/usr/bin/env bash
# Runs the test suite: `swift test`, the published files read by real parsers
# (scripts/publishing-tests.sh), `cellar deploy` against moto's S3 API server on loopback
# (scripts/deploy-tests.sh), the fixtures' JSON Schemas against the loader
# (scripts/schema-tests.sh), a catalogue's spreadsheets against its JSON files
# (scripts/spreadsheet-tests.sh), the storefront script's unit tests (`node --test`), the install
# test (scripts/install-test.sh: a release build installed into a temporary prefix and run
# alone), the storefront's tests in headless Chromium (scripts/browser-tests.sh), then the
# journey from `cellar init` to an order placed on the deployed shop (scripts/journey-tests.sh).
# Extra arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh
swift test "$@"
bash scripts/publishing-tests.sh
bash scripts/deploy-tests.sh
bash scripts/schema-tests.sh
bash scripts/spreadsheet-tests.sh
node --test Tests/JavaScript/
bash scripts/install-test.sh
bash scripts/browser-tests.sh
bash scripts/journey-tests.sh
