#!/usr/bin/env python3
"""Writes a fixtures folder's goods as a Shopify product export (products_export.csv, the columns of
https://help.shopify.com/en/manual/products/import-export/using-csv), for benchmarks of `cellar import`:
one row a goods item or a variant, descriptions as HTML paragraphs, the category as `Type`.

    scripts/tools/fixtures_to_shopify.py FIXTURES OUT.csv
"""
import csv
import html
import json
import os
import sys

HEADER = ["Handle", "Title", "Body (HTML)", "Vendor", "Type", "Tags", "Published", "Option1 Name", "Option1 Value",
          "Option2 Name", "Option2 Value", "Variant SKU", "Variant Inventory Tracker", "Variant Inventory Qty",
          "Variant Price", "Variant Compare At Price", "Variant Barcode", "Image Src", "Image Position",
          "SEO Title", "SEO Description", "Status"]


def text(value):
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def body(markdown):
    paragraphs = [part.strip() for part in (markdown or "").split("\n\n") if part.strip()]
    return "".join(f"<p>{html.escape(part)}</p>" for part in paragraphs)


def main():
    source, out = sys.argv[1], sys.argv[2]
    with open(os.path.join(source, "goods.json"), encoding="utf-8-sig") as file:
        goods = json.load(file)
    with open(out, "w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(HEADER)
        for item in goods:
            options = item.get("options") or []
            variants = item.get("variants") or [dict(item, values={})]
            for index, variant in enumerate(variants):
                values = [variant["values"].get(name, "") for name in options] if options else ["Default Title"]
                own = index == 0
                row = {
                    "Handle": item["id"], "Title": item["title"] if own else "", "Body (HTML)": body(item.get("description")) if own else "",
                    "Vendor": text(item.get("brand")) if own else "", "Type": item["category"] if own else "",
                    "Tags": ", ".join(item.get("tags", [])) if own else "", "Published": "TRUE" if own else "",
                    "Option1 Name": (options[0] if options else "Title") if own else "", "Option1 Value": values[0],
                    "Option2 Name": (options[1] if len(options) > 1 else "") if own else "",
                    "Option2 Value": values[1] if len(values) > 1 else "",
                    "Variant SKU": text(variant.get("sku")), "Variant Inventory Tracker": "shopify",
                    "Variant Inventory Qty": text(variant.get("stock", 0)), "Variant Price": text(variant.get("price")),
                    "Variant Compare At Price": text(variant.get("marketPrice")), "Variant Barcode": text(variant.get("gtin")),
                    "Image Src": text(item.get("image")) if own else "", "Image Position": "1" if own and item.get("image") else "",
                    "SEO Title": text(item.get("seoTitle")) if own else "", "SEO Description": text(item.get("seoDescription")) if own else "",
                    "Status": "active" if own else "",
                }
                writer.writerow([row[column] for column in HEADER])


if __name__ == "__main__":
    main()
