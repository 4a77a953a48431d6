#!/usr/bin/env bash
# Installs cellar: one binary with the Swift runtime linked in, which needs only Debian's
# libcmark and libvips beside it (no Swift toolchain, no repository).
#   scripts/install.sh [PREFIX]     PREFIX defaults to /usr/local
# Puts PREFIX/bin/cellar and shell completions for bash, zsh and fish under PREFIX/share.
# Needs a Swift toolchain to build; installs libcmark-dev, libvips-dev and pkg-config when missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

case "${1:-}" in
    -h|--help) sed -n "2,6p" "$0"; exit 0 ;;
esac
prefix="${1:-/usr/local}"

bash scripts/setup/install-deps.sh
build=(swift build -c release --static-swift-stdlib)
"${build[@]}" --product cellar
bin="$("${build[@]}" --show-bin-path)"

# Builds as the user; only putting the files in place uses sudo, when PREFIX is not writable.
as_owner=()
target="$prefix"
while [ ! -e "$target" ]; do target="$(dirname "$target")"; done
if [ ! -w "$target" ] && [ "$(id -u)" -ne 0 ]; then as_owner=(sudo); fi
put() { "${as_owner[@]}" tee "$1" > /dev/null; }

completions=("$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d")
"${as_owner[@]}" install -d "$prefix/bin" "${completions[@]}"
"${as_owner[@]}" install -m 755 --strip "$bin/cellar" "$prefix/bin/cellar"   # without its symbols: 64 MB instead of 90
"$bin/cellar" --generate-completion-script bash | put "${completions[0]}/cellar"
"$bin/cellar" --generate-completion-script zsh | put "${completions[1]}/_cellar"
"$bin/cellar" --generate-completion-script fish | put "${completions[2]}/cellar.fish"

echo "Installed $prefix/bin/cellar ($("$prefix/bin/cellar" --version)) and its shell completions."
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Add $prefix/bin to your PATH to run it as cellar." ;;
esac
echo "Start a shop: cellar init myshop && cd myshop && cellar build"
