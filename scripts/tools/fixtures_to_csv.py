#!/usr/bin/env python3
"""Writes a fixtures folder's goods.json, categories.json and comments.json as the
spreadsheets `cellar build` reads in their place (docs/FixturesFormat.md, "Spreadsheets"):
goods.csv (one row a goods item, or a variant), categories.csv, comments.csv.

    scripts/tools/fixtures_to_csv.py FIXTURES [OUT]    (OUT defaults to FIXTURES; the JSON files stay)
"""
import csv
import json
import os
import sys

GOODS = ["id", "title", "category", "price", "marketPrice", "brand", "manufacturer", "origin", "scent",
         "specification", "stock", "saleCount", "tags", "thumb", "image", "description", "gtin", "paymentLink",
         "seoTitle", "seoDescription", "options"]
VARIANT = ["id", "sku", "price", "marketPrice", "stock", "gtin", "image", "thumb", "specification", "paymentLink"]
CATEGORIES = ["id", "name", "description"]
COMMENTS = ["id", "goods", "star", "author", "avatar", "content", "createdAt", "specification"]


def cell(value):
    if value is None:
        return ""
    if isinstance(value, list):
        return " | ".join(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def write(path, header, rows):
    with open(path, "w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(header)
        writer.writerows(rows)


def main():
    source = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else source
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(source, "categories.json"), encoding="utf-8-sig") as file:
        categories = json.load(file)
    write(os.path.join(out, "categories.csv"), CATEGORIES, [[cell(c.get(k)) for k in CATEGORIES] for c in categories])
    with open(os.path.join(source, "goods.json"), encoding="utf-8-sig") as file:
        goods = json.load(file)
    options = []
    for item in goods:
        unknown = set(item) - set(GOODS) - {"variants"} | {"variants." + k for v in item.get("variants", []) for k in v} - {
            "variants." + k for k in VARIANT + ["values"]}
        if unknown:
            sys.exit(f"goods item {item.get('id')!r} has fields goods.csv has no column for: {', '.join(sorted(unknown))}")
        for name in item.get("options", []):
            if name not in options:
                options.append(name)
    header = GOODS + ["variants." + k for k in VARIANT] + ["variants.values." + o for o in options]
    rows = []
    for item in goods:
        own = [cell(item.get(k)) for k in GOODS]
        variants = item.get("variants") or [None]
        for index, variant in enumerate(variants):
            values = (variant or {}).get("values", {})
            rows.append((own if index == 0 else [own[0]] + [""] * (len(GOODS) - 1))
                        + [cell((variant or {}).get(k)) for k in VARIANT] + [values.get(o, "") for o in options])
    write(os.path.join(out, "goods.csv"), header, rows)
    comments_path = os.path.join(source, "comments.json")
    if os.path.exists(comments_path):
        with open(comments_path, encoding="utf-8-sig") as file:
            comments = json.load(file)
        write(os.path.join(out, "comments.csv"), COMMENTS + ["pictures.thumb", "pictures.full"],
              [[cell(c.get(k)) for k in COMMENTS]
               + [cell([p["thumb"] for p in c.get("pictures", [])]), cell([p["full"] for p in c.get("pictures", [])])]
               for c in comments])


if __name__ == "__main__":
    main()
