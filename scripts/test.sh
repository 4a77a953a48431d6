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

# Each suite's time follows it, so a slow CI run shows where it went.
timed() {
    local started=$SECONDS
    "$@"
    echo "== $* took $((SECONDS - started)) s"
}

timed bash scripts/setup/install-deps.sh
# The preview server's loopback tests time their answers: they run in a process of their own, so
# the builds the other suites run on every core cannot starve the server of its threads.
timed swift test --skip "CellarServerTests" "$@"
timed swift test --skip-build --filter "CellarServerTests" "$@"
timed bash scripts/tests/publishing-tests.sh
timed bash scripts/tests/deploy-tests.sh
timed bash scripts/tests/schema-tests.sh
timed bash scripts/tests/spreadsheet-tests.sh
timed node --test Tests/JavaScript/
timed bash scripts/tests/install-test.sh
timed bash scripts/tests/browser-tests.sh
timed bash scripts/tests/journey-tests.sh
