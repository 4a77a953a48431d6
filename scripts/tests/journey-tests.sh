#!/usr/bin/env bash
# The journey test (Tests/Journey/): `cellar init`, a Shopify export imported into that shop,
# the endpoint checkout set to the reference receiver, build, `cellar deploy` to moto's S3
# server on loopback, then a shopper in headless Chromium on what the bucket holds, served
# over HTTP: search, a category filtered, a variant chosen, goods added from a card and from
# a goods page, an order placed that the receiver must keep.
#   scripts/tests/journey-tests.sh [unittest arguments, e.g. -k Phone]
# Uses the deploy tests' venv (moto, boto3) for the S3 side and the browser tests' (selenium)
# for the rest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash scripts/setup/install-deps.sh --browser
source scripts/setup/deploy-venv.sh
deploy_venv="$venv"
source scripts/setup/browser-venv.sh

source scripts/tests/cellar-binary.sh
CELLAR_BIN="$cellar" CELLAR_MOTO_SERVER="$deploy_venv/bin/moto_server" CELLAR_DEPLOY_PYTHON="$deploy_venv/bin/python" \
    "$venv/bin/python" -m unittest discover --start-directory Tests/Journey --pattern '*_test.py' "$@"
