#!/usr/bin/env bash
# Runs the test suite: `swift test`, then the storefront's tests in headless Chromium
# (scripts/browser-tests.sh). Extra arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh
swift test "$@"
bash scripts/browser-tests.sh
