#!/usr/bin/env bash
# Tests the install: scripts/install.sh into a temporary prefix, then the installed binary,
# copied alone into empty folders outside the repository (the InstalledBinaryTests suite:
# init → build → every internal link resolves, ldd lists no Swift runtime library, a
# one-template override). Prints the binary's size and what ldd lists.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
bash scripts/install.sh "$prefix"
for file in bin/cellar share/bash-completion/completions/cellar \
        share/zsh/site-functions/_cellar share/fish/vendor_completions.d/cellar.fish; do
    test -s "$prefix/$file" || { echo "install-test.sh: $prefix/$file is missing" >&2; exit 1; }
done
echo "$prefix/bin/cellar: $(stat -c %s "$prefix/bin/cellar") bytes"
ldd "$prefix/bin/cellar"
CELLAR_INSTALLED="$prefix/bin/cellar" swift test --filter InstalledBinaryTests
