#!/usr/bin/env bash
# Times `cellar deploy` of a generated catalogue to moto's S3 API server on loopback: from
# scratch (every file uploaded), then unchanged (listing and comparing only), with the CPU
# time of the cellar process and per file. Figures depend on the machine's load: say how busy it was.
#   scripts/bench-deploy.sh [GOODS]      (default 10000)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"
goods="${1:-10000}"

source scripts/deploy-venv.sh
swift build -c release --static-swift-stdlib --product cellar   # the build scripts/install.sh makes
cellar="$root/.build/release/cellar"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 /work/shared/bench/gen_fixtures.py --goods "$goods" --out "$work/fixtures" >/dev/null
"$cellar" build --quiet --fixtures "$work/fixtures" --output "$work/site" --cache-dir "$work/cache"
echo "site: $(find "$work/site" -type f | wc -l) files, $(du -sb "$work/site" | cut -f1) bytes"

CELLAR="$cellar" SITE="$work/site" "$venv/bin/python" - <<'PY'
import os, resource, subprocess, sys, time
sys.path.insert(0, "Tests/Deploy")
from s3_servers import MotoServer
moto = MotoServer(os.path.join(os.path.dirname(sys.executable), "moto_server"))
moto.s3.create_bucket(Bucket="bench")
env = dict(os.environ, AWS_ACCESS_KEY_ID=moto.access_key_id, AWS_SECRET_ACCESS_KEY=moto.secret_access_key)
files = sum(len(names) for _, _, names in os.walk(os.environ["SITE"]))
try:
    for run in ("from scratch", "unchanged"):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.time()
        result = subprocess.run([os.environ["CELLAR"], "deploy", "s3://bench/shop", "--site", os.environ["SITE"],
                                 "--endpoint", moto.url, "--max-deletes", "-1"], env=env, capture_output=True, text=True)
        wall = time.time() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        print(f"{run}: {wall:.1f} s wall, cellar CPU {cpu:.2f} s ({cpu / files * 1e6:.0f} µs per file of {files})")
        print("  " + (result.stdout.strip() or result.stderr.strip()[-500:]))
finally:
    moto.stop()
PY
