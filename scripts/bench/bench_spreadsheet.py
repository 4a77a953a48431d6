#!/usr/bin/env python3
"""Times the same generated catalogue read from its JSON files and from its spreadsheets, in
paired runs (JSON, CSV, JSON, CSV …), and `cellar import shopify` of the same catalogue as a
Shopify export against reading it as JSON. Prints each run (wall, CPU, peak RSS), the medians,
their ratio and the machine's load (`uptime`) before and after. Run by scripts/bench/bench-spreadsheet.sh.

    scripts/bench/bench_spreadsheet.py CELLAR [--goods 100000] [--runs 3] [--build] [--import] [--work DIR]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def uptime():
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def timed(label, command):
    """Runs `command` under /usr/bin/time: (wall s, CPU s, peak RSS MB)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M"] + command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{label} failed:\n{result.stdout}\n{result.stderr}")
    wall, user, system, rss = result.stderr.strip().splitlines()[-1].split()
    figures = (float(wall), float(user) + float(system), int(rss) / 1024)
    print(f"  {label}: {figures[0]:.2f} s wall, {figures[1]:.2f} s CPU, {figures[2]:.0f} MB peak", flush=True)
    return figures


def prepare(work, goods):
    """The catalogue as JSON, as spreadsheets and as a Shopify export, made once per folder."""
    json_dir, csv_dir, export = (os.path.join(work, name) for name in ("json", "csv", "products_export.csv"))
    if not os.path.exists(os.path.join(json_dir, "goods.json")):
        subprocess.run([sys.executable, os.path.join(ROOT, "..", "shared", "bench", "gen_fixtures.py"), "--goods", str(goods),
                        "--comments-per-goods", "0", "--seed", "1", "--out", json_dir], check=True, capture_output=True)
    if not os.path.exists(os.path.join(csv_dir, "goods.csv")):
        os.makedirs(csv_dir, exist_ok=True)
        shutil.copy(os.path.join(json_dir, "store.json"), csv_dir)
        shutil.copytree(os.path.join(json_dir, "docs"), os.path.join(csv_dir, "docs"), dirs_exist_ok=True)
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "tools", "fixtures_to_csv.py"), json_dir, csv_dir], check=True)
        os.remove(os.path.join(csv_dir, "comments.csv"))
    if not os.path.exists(export):
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "tools", "fixtures_to_shopify.py"), json_dir, export], check=True)
    return json_dir, csv_dir, export


def report(name, pairs):
    """Medians of each side and their ratio."""
    first, second = zip(*pairs)
    def median(side, index):
        return statistics.median(run[index] for run in side)
    ratio = median(second, 0) / median(first, 0)
    print(f"{name}: median {median(first, 0):.2f} s / {median(second, 0):.2f} s wall (ratio {ratio:.3f}), "
          f"CPU {median(first, 1):.2f} / {median(second, 1):.2f} s, peak {median(first, 2):.0f} / {median(second, 2):.0f} MB")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cellar")
    parser.add_argument("--goods", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--build", action="store_true", help="also time `cellar build` from each")
    parser.add_argument("--import", dest="import_", action="store_true", help="also time `cellar import shopify`")
    parser.add_argument("--work", help="keep the generated files in this folder (reused when there)")
    options = parser.parse_args()
    work = options.work or tempfile.mkdtemp()
    os.makedirs(work, exist_ok=True)
    json_dir, csv_dir, export = prepare(work, options.goods)
    sizes = {path: os.path.getsize(path) / 1e6 for path in (os.path.join(json_dir, "goods.json"), os.path.join(csv_dir, "goods.csv"), export)}
    print(f"{options.goods} goods: " + ", ".join(f"{os.path.basename(path)} {size:.0f} MB" for path, size in sizes.items()))
    print("load before:", uptime())
    check, build, imports = [], [], []
    for run in range(1, options.runs + 1):
        print(f"run {run}")
        check.append(tuple(timed(f"check {kind}", [options.cellar, "check", "--quiet", "--fixtures", folder])
                           for kind, folder in (("json", json_dir), ("csv", csv_dir))))
        if options.build:
            pair = []
            for kind, folder in (("json", json_dir), ("csv", csv_dir)):
                output = os.path.join(work, "site-" + kind)
                shutil.rmtree(output, ignore_errors=True)
                pair.append(timed(f"build {kind}", [options.cellar, "build", "--quiet", "--fixtures", folder, "--output", output]))
                # A 100,000-goods site is gigabytes: on tmpfs, one at a time.
                shutil.rmtree(output)
            build.append(tuple(pair))
        if options.import_:
            imported = os.path.join(work, "imported")
            imports.append(timed("import shopify", [options.cellar, "import", "shopify", export, "--into", imported, "--force"]))
            shutil.rmtree(imported)
    print("load after:", uptime())
    report("check (load the fixtures), json / csv", check)
    if build:
        report("build, json / csv", build)
    if imports:
        # The import reads the export, writes the fixtures and checks what it writes by the
        # loader's rules: against the JSON load alone, and (with --build) what it adds to a build
        # from the JSON files.
        report("check json / import shopify", [(pair[0], imported) for pair, imported in zip(check, imports)])
        if build:
            build_json = statistics.median(pair[0][0] for pair in build)
            import_wall = statistics.median(run[0] for run in imports)
            print(f"import + build json against build json: {(import_wall + build_json) / build_json:.3f}")
    if not options.work:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
