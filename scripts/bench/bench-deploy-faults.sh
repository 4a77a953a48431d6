#!/usr/bin/env bash
# Times `cellar deploy` of a generated shop of GOODS goods (../shared/bench/gen_fixtures.py) to
# moto's S3 API server on loopback behind the tests' fault proxies (Tests/Deploy/s3_servers.py),
# one deploy from scratch per fault, with the cellar process's wall and CPU time, the wall time
# as a multiple of the fault-free deploy's, the CPU the fault added for the wall time it added
# (what waiting costs: for a stall, the CPU used while nothing moves), its exit status and its
# last line. Faults are
# deterministic (every 4th request, every 5th PUT …). Listing pages of 100 keys. The listing
# faults are measured on a prefix that already holds the site and 50 stale keys, which the
# deploy deletes when it read the listing whole ("stale left": how many it left).
#   scripts/bench/bench-deploy-faults.sh [debug|release] [GOODS]   (default debug, the tests' build; 500 goods)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
configuration="${1:-debug}"
goods="${2:-500}"

bash scripts/setup/install-deps.sh
source scripts/setup/deploy-venv.sh
swift build -c "$configuration" --product cellar
cellar="$(swift build -c "$configuration" --show-bin-path)/cellar"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 ../shared/bench/gen_fixtures.py --goods "$goods" --out "$work/fixtures" >/dev/null
"$cellar" build --quiet --fixtures "$work/fixtures" --output "$work/site"
echo "site: $goods goods, $(find "$work/site" -type f | wc -l) files; $(git rev-parse --short HEAD) ($configuration); uptime: $(uptime)"

CELLAR="$cellar" SITE="$work/site" "$venv/bin/python" - <<'PY'
import itertools, os, re, resource, subprocess, sys, threading, time
sys.path.insert(0, "Tests/Deploy")
from s3_servers import FaultProxy, MotoServer, NetworkFaultProxy, listing_fault

moto = MotoServer(os.path.join(os.path.dirname(sys.executable), "moto_server"), page_size=100)
moto.s3.create_bucket(Bucket="bench")
counter = itertools.count(1)
lock = threading.Lock()


def every(n, method=None, answer=None):
    """A fault on every n-th request (of `method`, when given)."""
    count = itertools.count(1)

    def fault(m, path, attempt):
        if method and m != method:
            return None
        with lock:
            return answer if next(count) % n == 0 else None
    return fault


def late_once(seconds):
    fired = []

    def fault(method, path, attempt):
        if method == "PUT" and not fired:
            fired.append(path)
            return seconds
        return None
    return fault


cut = lambda body: body[:len(body) // 2]
faults = [
    ("none", None, None),
    ("HTTP 503 on 1 in 4 requests", FaultProxy, every(4, answer=503)),
    ("connection reset on 1 in 5 PUTs", NetworkFaultProxy, every(5, "PUT", "drop")),
    ("connection reset on 1 in 40 PUTs", NetworkFaultProxy, every(40, "PUT", "drop")),
    ("one PUT answered 30 s late", NetworkFaultProxy, late_once(30)),
    ("listing page 1 cut in half, once", FaultProxy, listing_fault(1, cut, {1})),
    ("listing page 2 cut in half, once", FaultProxy, listing_fault(2, cut, {1})),
    ("listing page 1 cut in half, always", FaultProxy, listing_fault(1, cut, None)),
    ("listing page 2 cut in half, always", FaultProxy, listing_fault(2, cut, None)),
]
env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
env.update(AWS_ACCESS_KEY_ID=moto.access_key_id, AWS_SECRET_ACCESS_KEY=moto.secret_access_key)


def deploy(prefix, url):
    return subprocess.run([os.environ["CELLAR"], "deploy", f"s3://bench/{prefix}", "--site", os.environ["SITE"], "--endpoint", url],
                          env=env, capture_output=True, text=True)


print("| fault | exit | wall s | × fault-free | CPU s | CPU/wall | added CPU/added wall | stale left | last line |")
print("|---|---|---|---|---|---|---|---|---|")
fault_free = None
for number, (name, proxy_class, fault) in enumerate(faults):
    prefix = f"run{number}"
    stale = name.startswith("listing")
    if stale:
        deploy(prefix, moto.url)
        for key in range(50):
            moto.s3.put_object(Bucket="bench", Key=f"{prefix}/stale/{key}.html", Body=b"old")
    proxy = proxy_class(moto.port, fault) if proxy_class else None
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.time()
    result = deploy(prefix, (proxy or moto).url)
    wall = time.time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proxy:
        proxy.stop()
    last = (result.stdout.strip() or result.stderr.strip()).splitlines()[-1][:170]
    left = moto.s3.list_objects_v2(Bucket="bench", Prefix=f"{prefix}/stale/").get("KeyCount", 0) if stale else "-"
    fault_free = fault_free or (wall, cpu)
    added = f"{(cpu - fault_free[1]) / (wall - fault_free[0]):.0%}" if wall - fault_free[0] > 1 else "-"
    print(f"| {name} | {result.returncode} | {wall:.2f} | {wall / fault_free[0]:.1f} | {cpu:.2f} | {cpu / wall:.0%} | {added} | {left} | {last} |",
          flush=True)
moto.stop()
PY
