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
#
# One debug build serves every suite. After it, two lanes run at once: the suites that use
# SwiftPM (which locks .build for a whole command) one after another, and beside them the
# suites that run the built binary. Each lane's output is shown whole, the SwiftPM lane's first,
# once that lane has ended; the run fails when a suite in either lane fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Each suite's time follows it, so a slow CI run shows where it went.
timed() {
    local started=$SECONDS
    "$@"
    echo "== $* took $((SECONDS - started)) s"
}

timed bash scripts/setup/install-deps.sh --browser
timed swift build --build-tests
CELLAR_BIN="$(swift build --show-bin-path)/cellar"
export CELLAR_BIN
# The preview server's loopback tests time their answers: they run alone, before the lanes, so
# nothing else on the machine's cores starves the server of its threads.
timed swift test --skip-build --filter "CellarServerTests" "$@"

swiftpm_lane() {
    timed swift test --skip-build --skip "CellarServerTests" "$@"
    timed bash scripts/tests/install-test.sh
}

binary_lane() {
    timed bash scripts/tests/publishing-tests.sh
    timed bash scripts/tests/deploy-tests.sh
    timed bash scripts/tests/schema-tests.sh
    timed bash scripts/tests/spreadsheet-tests.sh
    timed node --test Tests/JavaScript/
    timed bash scripts/tests/browser-tests.sh
    timed bash scripts/tests/journey-tests.sh
}

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
(set -e; swiftpm_lane "$@") > "$logs/swiftpm" 2>&1 &
swiftpm=$!
(set -e; binary_lane) > "$logs/binary" 2>&1 &
binary=$!

failed=0
for lane in swiftpm binary; do
    if wait "${!lane}"; then status=passed; else status=failed; failed=1; fi
    echo "==== the $lane lane ($status):"
    cat "$logs/$lane"
done
exit "$failed"
