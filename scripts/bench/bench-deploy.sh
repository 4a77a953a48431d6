#!/usr/bin/env bash
# Times `cellar deploy` of a generated catalogue to moto's S3 API server on loopback, RUNS times
# (a fresh server each time): from scratch (every file uploaded), then twice unchanged (listing
# and comparing only), with the CPU time of the cellar process alone (per file) and of the server
# over the same span, and the time boto3 takes to list the same bucket (the server's share of
# an unchanged deploy). Prints each run and the medians. The site is built on /dev/shm.
# Figures depend on the machine's load: the script prints `uptime` before and after.
#   scripts/bench/bench-deploy.sh [GOODS] [RUNS]      (default 10000 3)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root="$PWD"
goods="${1:-10000}"
runs="${2:-3}"

source scripts/setup/deploy-venv.sh
swift build -c release --static-swift-stdlib --product cellar   # the build scripts/install.sh makes
cellar="$(swift build -c release --static-swift-stdlib --show-bin-path)/cellar"
work="$(mktemp -d -p /dev/shm)"
trap 'rm -rf "$work"' EXIT
python3 /work/shared/bench/gen_fixtures.py --goods "$goods" --out "$work/fixtures" >/dev/null
"$cellar" build --quiet --fixtures "$work/fixtures" --output "$work/site" --cache-dir "$work/cache"
echo "site: $(find "$work/site" -type f | wc -l) files, $(du -sb "$work/site" | cut -f1) bytes; $(git rev-parse --short HEAD)"
echo "uptime before: $(uptime)"

CELLAR="$cellar" SITE="$work/site" RUNS="$runs" "$venv/bin/python" - <<'PY'
import os, resource, statistics, subprocess, sys, time
import boto3
from botocore.config import Config
sys.path.insert(0, "Tests/Deploy")
from s3_servers import MotoServer

site = os.environ["SITE"]
files = sum(len(names) for _, _, names in os.walk(site)) - 1   # _headers is not deployed
ticks = os.sysconf("SC_CLK_TCK")


def server_cpu(moto):
    with open(f"/proc/{moto.process.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / ticks


def deploy(moto, env):
    before, server_before, start = resource.getrusage(resource.RUSAGE_CHILDREN), server_cpu(moto), time.time()
    result = subprocess.run([os.environ["CELLAR"], "deploy", "s3://bench/shop", "--site", site, "--endpoint", moto.url,
                             "--max-deletes", "-1"], env=env, capture_output=True, text=True)
    wall = time.time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(result.stderr[-2000:])
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall": wall, "cpu": cpu, "server": server_cpu(moto) - server_before, "summary": result.stdout.strip()}


figures = {"from scratch": [], "unchanged": []}
listings = []
for run in range(1, int(os.environ["RUNS"]) + 1):
    moto = MotoServer(os.path.join(os.path.dirname(sys.executable), "moto_server"))
    try:
        moto.s3.create_bucket(Bucket="bench")
        env = dict(os.environ, AWS_ACCESS_KEY_ID=moto.access_key_id, AWS_SECRET_ACCESS_KEY=moto.secret_access_key)
        for kind in ("from scratch", "unchanged", "unchanged"):
            figure = deploy(moto, env)
            figures[kind].append(figure)
            print(f"run {run}, {kind}: {figure['wall']:.1f} s wall; cellar CPU {figure['cpu']:.2f} s "
                  f"({figure['cpu'] / files * 1e6:.0f} µs per file of {files}); server CPU {figure['server']:.1f} s\n  {figure['summary']}", flush=True)
        start = time.time()
        # moto may take longer than boto3's default 60 s to answer a page on a busy machine.
        lister = boto3.client("s3", endpoint_url=moto.url, region_name="us-east-1", config=Config(read_timeout=900),
                              aws_access_key_id=moto.access_key_id, aws_secret_access_key=moto.secret_access_key)
        keys = sum(len(page.get("Contents", [])) for page in
                   lister.get_paginator("list_objects_v2").paginate(Bucket="bench", Prefix="shop/"))
        listings.append(time.time() - start)
        print(f"run {run}, boto3 listing of the bucket: {listings[-1]:.1f} s ({keys} keys)", flush=True)
    finally:
        moto.stop()

for kind, runs in figures.items():
    wall, cpu, server = (statistics.median(f[key] for f in runs) for key in ("wall", "cpu", "server"))
    print(f"median {kind}: {wall:.1f} s wall; cellar CPU {cpu:.2f} s ({cpu / files * 1e6:.0f} µs per file); server CPU {server:.1f} s")
print(f"median boto3 listing: {statistics.median(listings):.1f} s")
PY
echo "uptime after: $(uptime)"
