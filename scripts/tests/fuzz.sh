#!/usr/bin/env bash
# Fuzzes the JSON parser and the fixture loader with libFuzzer for a set time.
#   scripts/tests/fuzz.sh [SECONDS] [LIBFUZZER_OPTION...]     (default 600 seconds, one process)
# Builds the Fuzz/ package (CellarModel and the target, with -sanitize=fuzzer,address), makes
# a small valid fixtures folder from Fixtures/ and a seed corpus from it and from
# ../shared/json-test-suite, and runs. The corpus grows in Fuzz/.build/corpus between runs;
# a crashing input is saved in Fuzz/.build/crashes/ and can be replayed with
#   CELLAR_FUZZ_FIXTURES=Fuzz/.build/fixtures Fuzz/.build/release/CellarFuzz FILE
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root="$PWD"
seconds="${1:-600}"
shift || true
work="$root/Fuzz/.build"
suite="$root/../shared/json-test-suite/test_parsing"

# Release (five times the runs of a debug build) with testing on for the parser's internal API;
# preconditions stay checked. The linker's "Cannot export local symbol" lines are ASan noise.
swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing 2>&1 \
    | grep -v "Cannot export local symbol" || true
test -x "$work/release/CellarFuzz"

rm -rf "$work/fixtures" "$work/seeds" "$work/tmp"
mkdir -p "$work/corpus" "$work/crashes" "$work/seeds" "$work/tmp"
# A small, valid shop: the sample's store, categories and docs, its first goods and those the
# store names, and some of their comments.
# Seeds: each of those files behind the byte that picks it (FixtureSandbox.files), and every
# parsing case of the JSON suite behind a byte that picks no file (the parser alone).
python3 - "$root/Fixtures" "$work/fixtures" "$work/seeds" "$suite" <<'PY'
import json, os, shutil, sys
fixtures, base, seeds, suite = sys.argv[1:]
os.makedirs(base + "/docs")
shutil.copytree(fixtures + "/images", base + "/images")
store = json.load(open(fixtures + "/store.json", encoding="utf-8"))
named = set(store.get("featured", [])) | {b["link"].get("goods") for b in store.get("banners", [])}
goods = [item for index, item in enumerate(json.load(open(fixtures + "/goods.json", encoding="utf-8")))
         if index < 4 or item["id"] in named]
ids = {item["id"] for item in goods}
comments = [c for c in json.load(open(fixtures + "/comments.json", encoding="utf-8")) if c["goods"] in ids][:8]
files = {
    "store.json": open(fixtures + "/store.json", "rb").read(),
    "categories.json": open(fixtures + "/categories.json", "rb").read(),
    "goods.json": json.dumps(goods, ensure_ascii=False, indent=1).encode(),
    "comments.json": json.dumps(comments, ensure_ascii=False, indent=1).encode(),
    "docs/about.md": open(fixtures + "/docs/about.md", "rb").read(),
}
for index, (name, contents) in enumerate(files.items()):
    open(os.path.join(base, name), "wb").write(contents)
    open(os.path.join(seeds, "fixture-%d" % index), "wb").write(bytes([index]) + contents)
for name in sorted(os.listdir(suite)):
    open(os.path.join(seeds, "suite-" + name), "wb").write(b"\xff" + open(os.path.join(suite, name), "rb").read())
PY

# LeakSanitizer is off: at exit it reports Swift values whose pointers carry tag bits as leaks.
export CELLAR_FUZZ_FIXTURES="$work/fixtures" TMPDIR="$work/tmp" ASAN_OPTIONS=detect_leaks=0
status=0
"$work/release/CellarFuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -print_final_stats=1 -artifact_prefix="$work/crashes/" "$@" "$work/corpus" "$work/seeds" || status=$?
rm -rf "$work/tmp"
exit "$status"
