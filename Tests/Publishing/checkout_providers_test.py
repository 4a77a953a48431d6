"""What Snipcart's and Foxy's servers check, checked here with independent implementations:
Snipcart's crawler (it fetches each buy button's data-item-url and accepts the order only if
the product there has the button's id and price) and Foxy's HMAC validation (each add-to-cart
parameter's name carries HMAC-SHA256(secret, code + name + value), recomputed here with
Python's hmac). Also: the Foxy secret is in no published file and in nothing the build prints.

Run by scripts/publishing-tests.sh, which sets CELLAR_SNIPCART_SITE and CELLAR_FOXY_SITE (the
sample shop built with each checkout), CELLAR_FOXY_SECRET_USED (the secret that build read),
CELLAR_FOXY_LOG (what it printed) and CELLAR_FIXTURES.
"""
import glob
import hashlib
import hmac
import json
import os
import unittest
from decimal import Decimal

from lxml import html

SNIPCART_SITE = os.environ["CELLAR_SNIPCART_SITE"]
FOXY_SITE = os.environ["CELLAR_FOXY_SITE"]
FOXY_SECRET = os.environ["CELLAR_FOXY_SECRET_USED"]
FOXY_LOG = os.environ["CELLAR_FOXY_LOG"]
FIXTURES = os.environ["CELLAR_FIXTURES"]

with open(os.path.join(FIXTURES, "goods.json"), encoding="utf-8") as file:
    GOODS = {item["id"]: item for item in json.load(file)}
with open(os.path.join(FIXTURES, "store.json"), encoding="utf-8") as file:
    ROOT = json.load(file)["baseURL"]


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
            tree = html.parse(page)
            found = tree.xpath('//*[contains(concat(" ", @class, " "), " snipcart-add-item ")]')
            self.assertEqual(len(found), 1, page)
            yield found[0]

    def test_every_buy_button_is_in_the_html_and_the_crawler_accepts_it(self):
        seen = set()
        for button in self.buttons():
            item_id, price, url = (button.get("data-item-" + key) for key in ("id", "price", "url"))
            goods = GOODS[item_id]
            self.assertEqual(Decimal(price), Decimal(str(goods["price"])).quantize(Decimal("0.01")), item_id)
            self.assertEqual(button.get("data-item-name"), goods["title"])
            self.assertTrue(snipcart_crawler_accepts(item_id, price, url, SNIPCART_SITE), item_id)
            seen.add(item_id)
        self.assertEqual(seen, set(GOODS), "every goods item has its buy button")

    def test_a_price_changed_in_the_page_is_refused_by_the_crawler(self):
        for button in self.buttons():
            item_id, price, url = (button.get("data-item-" + key) for key in ("id", "price", "url"))
            for tampered in (Decimal(price) - Decimal("0.01"), Decimal("0.01"), Decimal(price) * 2):
                self.assertFalse(snipcart_crawler_accepts(item_id, str(tampered), url, SNIPCART_SITE), item_id)
            self.assertFalse(snipcart_crawler_accepts(item_id + "x", price, url, SNIPCART_SITE))

    def test_each_json_file_is_one_product_with_the_fixtures_price(self):
        files = sorted(glob.glob(os.path.join(SNIPCART_SITE, "goods", "*", "snipcart.json")))
        self.assertEqual(len(files), len(GOODS))
        for path in files:
            with open(path, encoding="utf-8") as file:
                product = json.load(file)
            goods = GOODS[product["id"]]
            self.assertEqual(Decimal(str(product["price"])), Decimal(str(goods["price"])).quantize(Decimal("0.01")))
            self.assertEqual(product["name"], goods["title"])
            self.assertEqual(product["url"], ROOT + os.path.relpath(path, SNIPCART_SITE))


class FoxySignatureTests(unittest.TestCase):
    def forms(self):
        for page in goods_pages(FOXY_SITE):
            forms = html.parse(page).xpath('//form[@action="https://cellar-demo.foxycart.com/cart"]')
            self.assertEqual(len(forms), 1, page)
            yield forms[0]

    def test_every_parameter_carries_the_signature_foxy_computes(self):
        count = 0
        for form in self.forms():
            fields = {}
            for field in form.xpath(".//input[@name]"):
                name, signature, *rest = field.get("name").split("||")
                fields[name] = (field.get("value"), signature, rest)
            code = fields["code"][0]
            goods = GOODS[code]
            self.assertEqual(fields["price"][0], "%.2f" % goods["price"])
            self.assertEqual(fields["name"][0], goods["title"])
            for name, (value, signature, rest) in fields.items():
                if rest == ["open"]:
                    self.assertEqual(name, "quantity")
                    value = "--OPEN--"
                else:
                    self.assertEqual(rest, [], name)
                self.assertEqual(signature, foxy_signature(code, name, value), f"{code} {name}")
                count += 1
        # code, name, price, quantity_max, and the quantity unless sold out.
        self.assertEqual(count, sum(5 if goods.get("stock", 0) > 0 else 4 for goods in GOODS.values()))

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
