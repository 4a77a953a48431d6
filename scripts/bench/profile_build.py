#!/usr/bin/env python3
"""Where a `cellar build`'s CPU goes, by build step.

Usage:

    python3 scripts/bench/profile_build.py BIN FIXTURES [--output DIR] [--frequency 999]

Runs `perf record -g` over `BIN build --fixtures FIXTURES --output DIR` (DIR is emptied
first; default a temporary folder), demangles the samples with `swift demangle` and gives
each sample to the first step its call stack shows, in this order: loading the fixtures,
the data files, staging and writing, the view models, rendering. A sample whose stack
shows none of them is counted as "unattributed": mostly the allocator and reference
counting, whose callers perf could not unwind. Prints each step's share of the samples.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

STEPS = [
    ("loading the fixtures", r"FixtureLoader|JSONParser"),
    ("data files", r"stageDataFiles"),
    ("staging and writing", r"writeStaged|OutputFolder\.stage|Gzip|publish"),
    ("view models", r"SiteViewModel\.viewModel|makeViewModels|SiteContext"),
    ("rendering", r"Theme\.render|TemplateRenderer"),
    ("images", r"processImages"),
    ("theme", r"loadTheme"),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("fixtures")
    parser.add_argument("--output")
    parser.add_argument("--frequency", type=int, default=999)
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="cellar-profile-")
    output = args.output or os.path.join(work, "site")
    shutil.rmtree(output, ignore_errors=True)
    data = os.path.join(work, "perf.data")
    try:
        subprocess.run(["perf", "record", "-g", "-q", "-F", str(args.frequency), "-o", data,
                        args.binary, "build", "--quiet", "--fixtures", args.fixtures, "--output", output],
                       check=True)
        script = subprocess.run(["perf", "script", "-i", data, "-F", "comm,ip,sym"],
                                check=True, capture_output=True, text=True).stdout
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input=script,
                                   check=True, capture_output=True, text=True).stdout
    finally:
        shutil.rmtree(work, ignore_errors=True)

    shares = Counter()
    total = 0
    for sample in demangled.split("\n\n"):
        stack = "\n".join(sample.strip().split("\n")[1:])
        if not stack.strip():
            continue
        total += 1
        step = next((name for name, pattern in STEPS if re.search(pattern, stack)), "unattributed")
        shares[step] += 1
    if total == 0:
        sys.exit("perf recorded no samples")
    print("%d samples" % total)
    for step, count in shares.most_common():
        print("%-22s %5.1f%%" % (step, 100.0 * count / total))


if __name__ == "__main__":
    main()
