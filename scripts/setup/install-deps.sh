#!/usr/bin/env bash
# Installs the Debian packages Cellar needs, only when they are missing.
#   scripts/setup/install-deps.sh            libcmark-dev, libvips-dev, libxml2-dev, zlib1g-dev, pkg-config, and nodejs when there is no `node`
#                                      (the storefront script's unit tests)
#   scripts/setup/install-deps.sh --browser  also chromium, chromium-driver, fonts-noto-cjk, python3-venv, and
#                                      default-jre-headless when there is no `java` (for scripts/tools/screenshots.sh
#                                      and the browser tests, whose HTML checker runs on Java)
#   scripts/setup/install-deps.sh --bench    also libvips-tools (vipsthumbnail, the photo benchmark's floor)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

packages=(libcmark-dev libvips-dev libxml2-dev zlib1g-dev pkg-config)
if ! command -v node >/dev/null 2>&1; then packages+=(nodejs); fi
for arg in "$@"; do
    case "$arg" in
        --browser)
            packages+=(chromium chromium-driver fonts-noto-cjk python3 python3-venv)
            # The Nu Html Checker (vnu.jar) runs on Java.
            if ! command -v java >/dev/null 2>&1; then packages+=(default-jre-headless); fi
            ;;
        --bench) packages+=(libvips-tools) ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "install-deps.sh: unknown argument: $arg" >&2; exit 2 ;;
    esac
done

missing=()
for pkg in "${packages[@]}"; do
    if ! dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed'; then
        missing+=("$pkg")
    fi
done

if [ "${#missing[@]}" -eq 0 ]; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps.sh: missing ${missing[*]} and apt-get is not available; install them manually" >&2
    exit 1
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo_cmd=(sudo)
    else
        echo "install-deps.sh: need root (or sudo) to install ${missing[*]}" >&2
        exit 1
    fi
fi

echo "install-deps.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
