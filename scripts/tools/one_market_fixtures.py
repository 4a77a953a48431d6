#!/usr/bin/env python3
"""Copies a shop's fixtures as a shop of one market: without store.json's `markets` and
without translations/, in the given locale (default en). The test suites that check one
market's pages against the fixtures' own texts build the sample shop so.

    python3 scripts/tools/one_market_fixtures.py SOURCE DESTINATION [--locale en]
"""
import argparse
import json
import os
import shutil


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source")
    parser.add_argument("destination")
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    shutil.copytree(args.source, args.destination, ignore=shutil.ignore_patterns("translations"))
    path = os.path.join(args.destination, "store.json")
    with open(path, encoding="utf-8") as file:
        store = json.load(file)
    store.pop("markets", None)
    store["locale"] = args.locale
    with open(path, "w", encoding="utf-8") as file:
        json.dump(store, file, ensure_ascii=False, indent=2)
        file.write("\n")


if __name__ == "__main__":
    main()
