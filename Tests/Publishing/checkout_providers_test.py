"""What Snipcart's and Foxy's servers check, checked here with independent implementations:
Snipcart's crawler (it fetches each buy button's data-item-url and accepts the order only if
the product there has the button's id and price) and Foxy's HMAC validation (each add-to-cart
parameter's name carries HMAC-SHA256(secret, code + name + value), recomputed here with
Python's hmac). Also: the Foxy secret is in no published file and in nothing the build prints.

Run by scripts/publishing-tests.sh, which sets CELLAR_SNIPCART_SITE and CELLAR_FOXY_SITE (the
sample shop built with each checkout), CELLAR_FOXY_SECRET_USED (the secret that build read),
CELLAR_FOXY_LOG (what it printed) and CELLAR_CHECKOUT_FIXTURES (the fixtures both were built
from: the sample's, with one goods item sold in variants).
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
FIXTURES = os.environ["CELLAR_CHECKOUT_FIXTURES"]

with open(os.path.join(FIXTURES, "goods.json"), encoding="utf-8") as file:
    GOODS = {item["id"]: item for item in json.load(file)}
with open(os.path.join(FIXTURES, "store.json"), encoding="utf-8") as file:
    ROOT = json.load(file)["baseURL"]
CENT = Decimal("0.01")


def price_of(goods):
    """What the buy button charges before a variant is chosen: the item's price, or its lowest variant's."""
    return min(Decimal(str(v["price"])) for v in goods["variants"]) if "variants" in goods else Decimal(str(goods["price"]))


def stock_of(goods):
    return sum(v.get("stock", 0) for v in goods["variants"]) if "variants" in goods else goods.get("stock", 0)


def label(variant, goods):
    return " / ".join(variant["values"][option] for option in goods["options"])


def goods_pages(site):
    return sorted(glob.glob(os.path.join(site, "goods", "*", "index.html")))


def fetch(url, site):
    """What a GET of one of the site's absolute URLs would serve: the file's bytes."""
    assert url.startswith(ROOT), url
    with open(os.path.join(site, url[len(ROOT):]), encoding="utf-8") as file:
        return file.read()


def modifiers(options):
    """Snipcart's custom field options, `a|b[+12.00]`, as {option: price modifier}."""
    parsed = {}
    for option in options.split("|"):
        name, _, modifier = option.partition("[")
        parsed[name] = Decimal(modifier.rstrip("]") or "0")
    return parsed


def snipcart_crawler_accepts(item_id, price, url, site, chosen=None):
    """Snipcart's order validation: fetch `url`; the JSON crawler format is a product object or
    a list of them (`id`, `price`, `url`, `customFields`); the order stands only if the product
    with the order's id has the order's price, and a chosen option exists with its modifier
    (`chosen`: the option and the unit price the cart charged for it)."""
    products = json.loads(fetch(url, site))
    for product in products if isinstance(products, list) else [products]:
        if product["id"] == item_id:
            if Decimal(str(product["price"])) != Decimal(price) or product["url"] != url:
                return False
            if chosen is None:
                return True
            option, charged = chosen
            fields = [modifiers(field["options"]) for field in product["customFields"]]
            return any(option in field and Decimal(price) + field[option] == charged for field in fields)
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
            self.assertEqual(Decimal(price), price_of(goods).quantize(CENT), item_id)
            self.assertEqual(button.get("data-item-name"), goods["title"])
            self.assertTrue(snipcart_crawler_accepts(item_id, price, url, SNIPCART_SITE), item_id)
            seen.add(item_id)
        self.assertEqual(seen, set(GOODS), "every goods item has its buy button")

    def test_each_variant_in_stock_is_an_option_whose_modifier_makes_its_price(self):
        sold_in_variants = [goods for goods in GOODS.values() if "variants" in goods]
        self.assertTrue(sold_in_variants)
        buttons = {button.get("data-item-id"): button for button in self.buttons()}
        for goods in sold_in_variants:
            button = buttons[goods["id"]]
            self.assertEqual(button.get("data-item-custom1-name"), " / ".join(goods["options"]))
            options = modifiers(button.get("data-item-custom1-options"))
            in_stock = [variant for variant in goods["variants"] if variant.get("stock", 0) > 0]
            self.assertEqual(list(options), [label(variant, goods) for variant in in_stock])
            price, url = button.get("data-item-price"), button.get("data-item-url")
            for variant in in_stock:
                charged = Decimal(str(variant["price"])).quantize(CENT)
                self.assertTrue(snipcart_crawler_accepts(goods["id"], price, url, SNIPCART_SITE, (label(variant, goods), charged)))
                self.assertFalse(snipcart_crawler_accepts(goods["id"], price, url, SNIPCART_SITE, (label(variant, goods), charged - 1)))

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
            self.assertEqual(Decimal(str(product["price"])), price_of(goods).quantize(CENT))
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
            self.assertEqual(fields["price"][0], str(price_of(goods).quantize(CENT)))
            self.assertEqual(fields["name"][0], goods["title"])
            for name, (value, signature, rest) in fields.items():
                if rest == ["open"]:
                    self.assertEqual(name, "quantity")
                    value = "--OPEN--"
                else:
                    self.assertEqual(rest, [], name)
                self.assertEqual(signature, foxy_signature(code, name, value), f"{code} {name}")
                count += 1
            for option in form.xpath('.//select[@name="Variant"]/option'):
                value, signature = option.get("value").split("||")
                self.assertEqual(signature, foxy_signature(code, "Variant", value), f"{code} {value}")
                variant = next(v for v in goods["variants"] if value.startswith(label(v, goods) + "{"))
                difference = Decimal(str(variant["price"])) - price_of(goods)
                self.assertIn("{p+%s|" % difference.quantize(CENT), value)
        # code, name, price, quantity_max, and the quantity unless sold out.
        self.assertEqual(count, sum(5 if stock_of(goods) > 0 else 4 for goods in GOODS.values()))

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
