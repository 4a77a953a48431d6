"""What Snipcart's and Foxy's servers check, checked here with independent implementations:
Snipcart's crawler (it fetches each buy button's data-item-url and accepts the order only if
the product there has the button's id and price) and Foxy's HMAC validation (each add-to-cart
parameter's name carries HMAC-SHA256(secret, code + name + value), recomputed here with
Python's hmac). Each variant is an item of its own (`<goods id>:<variant id>`, as in the feeds), at its own
price and capped at its own stock. Also: the Foxy secret is in no published file and in nothing the build prints.

Run by scripts/tests/publishing-tests.sh, which sets CELLAR_SNIPCART_SITE and CELLAR_FOXY_SITE (the
sample shop built with each checkout), CELLAR_FOXY_SECRET_USED (the secret that build read),
CELLAR_FOXY_LOG (what it printed) and CELLAR_CHECKOUT_FIXTURES (the fixtures both were built
from: the sample's, with one goods item sold in variants).
"""
import glob
import hashlib
import hmac
import json
import os
import re
import unittest
from decimal import Decimal

from lxml import html

SNIPCART_SITE = os.environ["CELLAR_SNIPCART_SITE"]
FOXY_SITE = os.environ["CELLAR_FOXY_SITE"]
FOXY_SECRET = os.environ["CELLAR_FOXY_SECRET_USED"]
FOXY_LOG = os.environ["CELLAR_FOXY_LOG"]
FIXTURES = os.environ["CELLAR_CHECKOUT_FIXTURES"]

with open(os.path.join(FIXTURES, "goods.json"), encoding="utf-8") as file:
    GOODS = {item["id"]: item for item in json.load(file)}
with open(os.path.join(FIXTURES, "store.json"), encoding="utf-8") as file:
    ROOT = json.load(file)["baseURL"]
CENT = Decimal("0.01")


def variant_id(variant):
    """A variant's id: its own, or made from its SKU as the fixtures format says (`CK-1500-18` → `ck-1500-18`)."""
    if "id" in variant:
        return variant["id"]
    return re.sub(r"[^a-z0-9]+", "-", re.sub(r"[A-Z]", lambda m: m.group().lower(), variant["sku"])).strip("-")


def item_of(item_id):
    """The goods item and variant (`None` without) a provider's item id names: `g-1`, or `g-1:750-2018`."""
    goods_id, _, variant = item_id.partition(":")
    goods = GOODS[goods_id]
    return goods, next(v for v in goods["variants"] if variant_id(v) == variant) if variant else None


def items(goods):
    """A goods item's items as the providers sell them: itself, or each of its variants, as (id, name, price, stock)."""
    if "variants" not in goods:
        return [(goods["id"], goods["title"], Decimal(str(goods["price"])).quantize(CENT), goods.get("stock", 0))]
    return [(goods["id"] + ":" + variant_id(v), goods["title"] + " (" + ", ".join(v["values"][o] for o in goods["options"]) + ")", Decimal(str(v["price"])).quantize(CENT),
             v.get("stock", 0)) for v in goods["variants"]]


ITEMS = {item[0]: item for goods in GOODS.values() for item in items(goods)}
IN_STOCK = {item_id for item_id, item in ITEMS.items() if item[3] > 0}


def goods_pages(site):
    return sorted(glob.glob(os.path.join(site, "goods", "*", "index.html")))


def fetch(url, site):
    """What a GET of one of the site's absolute URLs would serve: the file's bytes."""
    assert url.startswith(ROOT), url
    with open(os.path.join(site, url[len(ROOT):]), encoding="utf-8") as file:
        return file.read()


def snipcart_crawler_accepts(item_id, price, url, site):
    """Snipcart's order validation: fetch `url`; the JSON crawler format is a product object or
    a list of them (`id`, `price`, `url`); the order stands only if the product with the
    order's id has the order's price."""
    products = json.loads(fetch(url, site))
    for product in products if isinstance(products, list) else [products]:
        if product["id"] == item_id:
            return Decimal(str(product["price"])) == Decimal(price) and product["url"] == url
    return False


def foxy_signature(code, name, value):
    return hmac.new(FOXY_SECRET.encode(), (code + name + value).encode(), hashlib.sha256).hexdigest()


class SnipcartCrawlerTests(unittest.TestCase):
    def buttons(self):
        for page in goods_pages(SNIPCART_SITE):
            yield from html.parse(page).xpath('//*[contains(concat(" ", @class, " "), " snipcart-add-item ")]')

    def test_every_item_in_stock_has_its_buy_button_at_its_price_and_stock_and_the_crawler_accepts_it(self):
        seen = set()
        for button in self.buttons():
            item_id, price, url = (button.get("data-item-" + key) for key in ("id", "price", "url"))
            _, name, charged, stock = ITEMS[item_id]
            self.assertEqual(Decimal(price), charged, item_id)
            self.assertEqual(button.get("data-item-name"), name)
            self.assertEqual(button.get("data-item-max-quantity"), str(stock), "capped at its own stock")
            self.assertTrue(snipcart_crawler_accepts(item_id, price, url, SNIPCART_SITE), item_id)
            seen.add(item_id)
        self.assertTrue(any(":" in item_id for item_id in seen), "variants are items of their own")
        self.assertEqual(seen, IN_STOCK, "every item in stock has its buy button")

    def test_a_price_changed_in_the_page_is_refused_by_the_crawler(self):
        for button in self.buttons():
            item_id, price, url = (button.get("data-item-" + key) for key in ("id", "price", "url"))
            for tampered in (Decimal(price) - Decimal("0.01"), Decimal("0.01"), Decimal(price) * 2):
                self.assertFalse(snipcart_crawler_accepts(item_id, str(tampered), url, SNIPCART_SITE), item_id)
            self.assertFalse(snipcart_crawler_accepts(item_id + "x", price, url, SNIPCART_SITE))

    def test_each_json_file_lists_its_goods_items_items_at_the_fixtures_prices(self):
        files = sorted(glob.glob(os.path.join(SNIPCART_SITE, "goods", "*", "snipcart.json")))
        self.assertEqual(len(files), len(GOODS))
        for path in files:
            with open(path, encoding="utf-8") as file:
                products = json.load(file)
            goods, _ = item_of(products[0]["id"])
            self.assertEqual([(p["id"], p["name"], Decimal(str(p["price"])), p["maxQuantity"]) for p in products], items(goods))
            for product in products:
                self.assertEqual(product["url"], ROOT + os.path.relpath(path, SNIPCART_SITE))


class FoxySignatureTests(unittest.TestCase):
    def forms(self):
        for page in goods_pages(FOXY_SITE):
            yield from html.parse(page).xpath('//form[@action="https://cellar-demo.foxycart.com/cart"]')

    def test_every_parameter_carries_the_signature_foxy_computes(self):
        count = 0
        codes = set()
        for form in self.forms():
            fields = {}
            for field in form.xpath(".//input[@name]"):
                name, signature, *rest = field.get("name").split("||")
                fields[name] = (field.get("value"), signature, rest)
            code = fields["code"][0]
            _, name, charged, stock = ITEMS[code]
            self.assertEqual(fields["price"][0], str(charged))
            self.assertEqual(fields["name"][0], name)
            self.assertEqual(fields["quantity_max"][0], str(stock), "capped at its own stock")
            for name, (value, signature, rest) in fields.items():
                if rest == ["open"]:
                    self.assertEqual(name, "quantity")
                    value = "--OPEN--"
                else:
                    self.assertEqual(rest, [], name)
                self.assertEqual(signature, foxy_signature(code, name, value), f"{code} {name}")
                count += 1
            codes.add(code)
        self.assertEqual(codes, IN_STOCK, "every item in stock has its form")
        # code, name, price, quantity_max and the quantity.
        self.assertEqual(count, 5 * len(IN_STOCK))

    def test_a_changed_price_or_code_no_longer_matches_its_signature(self):
        for form in self.forms():
            fields = {field.get("name").split("||")[0]: field for field in form.xpath(".//input[@name]")}
            code = fields["code"].get("value")
            price = fields["price"].get("value")
            signature = fields["price"].get("name").split("||")[1]
            self.assertNotEqual(signature, foxy_signature(code, "price", "%.2f" % (float(price) - 1)))
            self.assertNotEqual(signature, foxy_signature(code + "-other", "price", price))

    def test_the_secret_is_in_no_published_file_and_nothing_printed(self):
        secret = FOXY_SECRET.encode()
        for folder, _, files in os.walk(FOXY_SITE):
            for name in files:
                with open(os.path.join(folder, name), "rb") as file:
                    self.assertNotIn(secret, file.read(), name)
        with open(FOXY_LOG, "rb") as file:
            self.assertNotIn(secret, file.read())


if __name__ == "__main__":
    unittest.main()
