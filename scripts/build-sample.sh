#!/usr/bin/env bash
# Builds the sample shop in Fixtures/ into site/. Extra arguments go to `cellar build`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup/install-deps.sh
swift build -c release --static-swift-stdlib --product cellar   # the same build scripts/install.sh makes
.build/release/cellar build --fixtures Fixtures --templates Templates --output site "$@"
