#!/usr/bin/env python3
"""Gives a share of a fixtures folder's goods variants, for benchmarks of catalogues with them.

    python3 scripts/tools/add_variants.py FIXTURES [--share 0.3] [--min 2] [--max 6] [--seed 1]

Rewrites FIXTURES/goods.json (one goods item a line, as gen_fixtures.py writes it): each goods
item is picked with probability `share` (seeded, so the same folder gets the same variants) and
sold in 2 to 6 variants (`--min`, `--max`): up to three a `Size` option, more a `Size` and a
`Vintage` (`Pack` and `Age` for goods that are not wine: category `葡萄酒` or one named
`…wine…`). Each variant has its own SKU, a price
scaled from the item's, a market price on most, a stock (about one in ten sold out) and a
specification; the item's own price, market price and stock go, as the fixtures format requires.
Standard library only.
"""
import argparse
import json
import os
import random

SIZES = [("375 ml", 0.55), ("750 ml", 1.0), ("1.5 L", 2.1), ("3 L", 4.4)]
PACKS = [("Single", 1.0), ("6-pack", 5.6), ("Case of 12", 10.8), ("Case of 24", 20.5)]
SECOND = {"Vintage": ["2019", "2020", "2021"], "Age": ["12 Year Old", "18 Year Old", "25 Year Old"]}


def money(value):
    return round(value, 2) if value != int(value) else int(value)


def with_variants(goods, count, rng):
    wine = "wine" in goods["category"] or goods["category"] == "葡萄酒"
    first, levels = ("Size", SIZES) if wine else ("Pack", PACKS)
    second = "Vintage" if wine else "Age"
    base = goods["price"]
    if count <= 3:
        options = [first]
        combinations = [(level,) for level in levels[:count]]
    else:
        options = [first, second]
        combinations = [(level, value) for value in SECOND[second] for level in levels[:2]][:count]
    variants = []
    for number, combination in enumerate(combinations):
        (name, factor), *rest = combination
        price = money(base * factor * (1 + 0.04 * number))
        variant = {
            "sku": "%s-V%d" % (goods["id"].upper(), number + 1),
            "values": dict(zip(options, [name] + rest)),
            "price": price,
            "stock": 0 if rng.random() < 0.1 else rng.randint(1, 500),
            "specification": "%s；%s" % (name, goods.get("specification", "")),
        }
        if rng.random() < 0.7:
            variant["marketPrice"] = money(price * rng.uniform(1.05, 1.6))
        variants.append(variant)
    item = {key: value for key, value in goods.items() if key not in ("price", "marketPrice", "stock", "gtin")}
    item["options"] = options
    item["variants"] = variants
    return item


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("fixtures")
    parser.add_argument("--share", type=float, default=0.3)
    parser.add_argument("--min", type=int, default=2)
    parser.add_argument("--max", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    path = os.path.join(args.fixtures, "goods.json")
    with open(path, encoding="utf-8") as file:
        goods = json.load(file)
    rng = random.Random(args.seed)
    changed = 0
    for index, item in enumerate(goods):
        if rng.random() < args.share:
            goods[index] = with_variants(item, rng.randint(args.min, args.max), rng)
            changed += 1
    with open(path + ".tmp", "w", encoding="utf-8") as file:
        file.write("[\n" + ",\n".join(json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in goods) + "\n]\n")
    os.replace(path + ".tmp", path)
    variants = sum(len(item.get("variants", [])) for item in goods)
    print("%s: %d of %d goods now have variants (%d variants)" % (path, changed, len(goods), variants))


if __name__ == "__main__":
    main()
