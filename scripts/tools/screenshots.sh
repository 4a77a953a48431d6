#!/usr/bin/env bash
# Screenshots a built site with headless Chromium into screenshots/.
#   scripts/tools/screenshots.sh [SITE_DIR [PAGE_PATH...]]
# SITE_DIR defaults to site/ (build it with scripts/build-sample.sh). The site is served
# under a sub-path (http://127.0.0.1:PORT/shop/) to catch root-relative links. PAGE_PATHs
# are relative to the site root ("" is the home page); by default: home, the first goods
# page and its comments page, categories/, and the first category page, then the script's
# states (scripts/tools/screenshot_states.py): cart, empty cart, checkout, search, no results,
# a filtered category and a goods page after adding to the cart.
set -euo pipefail
caller_dir="$PWD"
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root="$PWD"

# A SITE_DIR argument is taken relative to the caller's directory; the default is the repo's site/.
site_dir="$root/site"
if [ "$#" -gt 0 ]; then
    case "$1" in
        /*) site_dir="$1" ;;
        *) site_dir="$caller_dir/$1" ;;
    esac
    shift
fi
if [ ! -d "$site_dir" ]; then
    echo "screenshots.sh: no site at $site_dir (run scripts/build-sample.sh first)" >&2
    exit 1
fi
site_dir="$(cd "$site_dir" && pwd -P)"

bash scripts/setup/install-deps.sh --browser
source scripts/setup/browser-venv.sh

pages=()
if [ "$#" -gt 0 ]; then
    pages=("$@")
else
    pages=("")
    first_goods="$(cd "$site_dir" && find goods -mindepth 2 -maxdepth 2 -name index.html 2>/dev/null | LC_ALL=C sort | head -n 1 || true)"
    if [ -n "$first_goods" ]; then
        goods_page="${first_goods%index.html}"
        pages+=("$goods_page")
        pages+=("${goods_page}#reviews-bad")
        second_comments="$(cd "$site_dir" && find goods -path '*/comments/page/2/index.html' 2>/dev/null | LC_ALL=C sort | head -n 1 || true)"
        [ -n "$second_comments" ] && pages+=("${second_comments%index.html}")
    fi
    [ -f "$site_dir/categories/index.html" ] && pages+=("categories/")
    first_category="$(cd "$site_dir" && find category -mindepth 2 -maxdepth 2 -name index.html 2>/dev/null | LC_ALL=C sort | head -n 1 || true)"
    [ -n "$first_category" ] && pages+=("${first_category%index.html}")
fi

serve_dir="$(mktemp -d)"
profile_dir="$(mktemp -d)"
source scripts/tools/static-server.sh
cleanup() {
    stop_server
    rm -rf "$serve_dir" "$profile_dir"
}
trap cleanup EXIT
ln -s "$site_dir" "$serve_dir/shop"

serve_folder "$serve_dir"
base="${server_url}shop/"

mkdir -p screenshots
for page in "${pages[@]}"; do
    page="${page#/}"
    name="$(printf '%s' "${page%/}" | tr '/#' '--')"
    name="${name%.html}"
    [ -n "$name" ] || name="home"
    for width in 375 1280; do
        if [ "$width" -eq 375 ]; then height=2400; else height=1800; fi
        out="screenshots/$name-$width.png"
        rm -f "$out"
        timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
            --user-data-dir="$profile_dir" --window-size="$width,$height" \
            --screenshot="$root/$out" "$base$page" >/dev/null 2>&1 \
            || echo "screenshots.sh: chromium failed for $base$page at $width px" >&2
        if [ -f "$out" ]; then echo "$out"; fi
    done
done

if [ "$#" -eq 0 ]; then
    "$venv/bin/python" scripts/tools/screenshot_states.py "$base" "$root/screenshots" \
        || echo "screenshots.sh: the script-driven states could not all be captured" >&2
fi
