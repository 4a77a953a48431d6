#!/usr/bin/env bash
# Tests `cellar deploy` against a real S3 API server on loopback: moto's server mode, which
# checks every request's Signature V4, started by the tests (Tests/Deploy/), read back with
# boto3; and our Signature V4 signer against botocore's on the same inputs.
#   scripts/tests/deploy-tests.sh [unittest arguments, e.g. -k gzip]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root="$PWD"

bash scripts/setup/install-deps.sh
source scripts/setup/deploy-venv.sh

source scripts/tests/cellar-binary.sh
CELLAR_BIN="$cellar" CELLAR_FIXTURES="$root/Fixtures" CELLAR_MOTO_SERVER="$venv/bin/moto_server" \
    "$venv/bin/python" -m unittest discover --start-directory Tests/Deploy --pattern '*_test.py' "$@"
