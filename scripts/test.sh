#!/usr/bin/env bash
# Runs the test suite. Extra arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh
swift test "$@"
