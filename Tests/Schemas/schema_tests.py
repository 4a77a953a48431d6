"""The fixtures' JSON Schemas (docs/schemas/) against the loader: what validates, what both reject."""
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CELLAR = os.environ["CELLAR"]
FILES = ["store", "categories", "goods", "comments"]
# Every schema: the files', that of each translations/<locale>.json and that of a market's price list.
SCHEMAS = FILES + ["translation", "price-list"]


def schema(name):
    with open(os.path.join(ROOT, "docs", "schemas", name + ".schema.json"), encoding="utf-8") as file:
        return json.load(file)


def load(folder, name):
    with open(os.path.join(folder, name + ".json"), encoding="utf-8-sig") as file:
        return json.load(file)


def schema_errors(name, document):
    validator = jsonschema.Draft7Validator(schema(name))
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in validator.iter_errors(document)]


def with_markets(store, *others):
    """The store with its default market and `others` after it."""
    store["markets"] = [{"id": "home"}, *others]


def foreign_locale(store):
    """A language of the built-in theme's other than the store's."""
    return "zh-CN" if store.get("locale", "en") == "en" else "en"


# A market other than the default, whose currency and language the store's are not.
def foreign_market(store, **fields):
    currency = "JPY" if store["currency"] != "JPY" else "USD"
    return {"id": "far", "locale": foreign_locale(store), "currency": currency, "path": "/ja/", "rate": 21.5,
            **fields}


def check_passes(folder):
    return subprocess.run([CELLAR, "check", "--quiet", "--fixtures", folder], capture_output=True).returncode == 0


# Each: the file, a change to the valid starter, and what is wrong.
INVALID = [
    ("goods", lambda g: g[0].update(price="12"), "a price written as text"),
    ("goods", lambda g: g[0].update(price=-1), "a negative price"),
    ("goods", lambda g: g[0].pop("title"), "a goods item without a title"),
    ("goods", lambda g: g[0].update(id=""), "an empty id"),
    ("goods", lambda g: g[0].update(stock=2.5), "a stock that is not whole"),
    ("goods", lambda g: g[0].update(gtin="123"), "a GTIN of three digits"),
    ("goods", lambda g: g[0].update(tags="new"), "tags that are no list"),
    ("goods", lambda g: g[0].update(marketPrice="N/A"), "N/A as a market price"),
    ("goods", lambda g: g[0].update(seoTitle=12), "an SEO title that is no text"),
    ("goods", lambda g: g[0].update(seoDescription=["x"]), "an SEO description that is no text"),
    ("categories", lambda c: c[0].pop("name"), "a category without a name"),
    ("categories", lambda c: c.append("wine"), "a category that is no object"),
    ("store", lambda s: s.update(currency="usd"), "a currency in lowercase"),
    ("store", lambda s: s.pop("name"), "a store without a name"),
    ("store", lambda s: s.update(orderEmail="orders at example"), "an order e-mail without @"),
    ("store", lambda s: s["banners"][0].update(link={"goods": "house-red", "category": "wine"}), "a banner link to two places"),
    ("store", lambda s: s.update(shipping=[{"country": "China", "price": 0}]), "a country that is no ISO code"),
    ("store", lambda s: s.update(returns={"country": "CN", "days": 7, "fees": "shopper"}), "return fees neither free nor customer"),
    ("store", lambda s: s.update(host="github-pages"), "a host Cellar knows no limits of"),
    ("store", lambda s: s.update(shipping=[{"country": "CN", "price": 10, "freeFrom": -1}]), "a negative free-delivery threshold"),
    ("store", lambda s: s.update(shipping=[{"country": "CN", "price": -5}]), "a negative delivery rate"),
    ("store", lambda s: s.update(tax={"percent": 113, "included": True}), "a tax of 113%"),
    ("store", lambda s: s.update(tax={"percent": 13}), "a tax neither included nor added"),
    ("store", lambda s: s.update(checkout={"provider": "endpoint", "url": "https://o.example.com/", "secretVariable": "my secret"}),
     "a secret written where its variable's name goes"),
    ("store", lambda s: s.update(checkout={"provider": "endpoint"}), "an endpoint without a URL"),
    ("store", lambda s: with_markets(s, foreign_market(s, rate=0)), "a market's rate of 0"),
    ("store", lambda s: with_markets(s, foreign_market(s, path="ja")), "a market's path without slashes"),
    ("store", lambda s: with_markets(s, foreign_market(s, path="/")), "a second market at the root"),
    ("store", lambda s: with_markets(s, foreign_market(s, rounding="5")), "a rounding Cellar has no rule for"),
    ("store", lambda s: with_markets(
        s, {k: v for k, v in foreign_market(s, currency=s["currency"], rounding="1").items() if k != "rate"}),
     "a rounding without a rate"),
    ("store", lambda s: s.update(markets=[{"id": "home", "rate": 1}]), "a default market with a rate"),
    ("store", lambda s: with_markets(s, {k: v for k, v in foreign_market(s).items() if k != "path"}),
     "a second market without a path"),
    ("store", lambda s: with_markets(s, foreign_market(s, language="ja")), "a setting markets do not have"),
    ("store", lambda s: with_markets(s, foreign_market(s, label="")), "an empty market label"),
    ("store", lambda s: with_markets(s, foreign_market(s, baseURL="ja.example.com")), "a market's address without http"),
    ("store", lambda s: with_markets(s, foreign_market(s, tax={"percent": 0, "included": True})), "a market's tax of 0%"),
    ("store", lambda s: with_markets(s, foreign_market(s, prices="prices/far.json")), "a market with a rate and a price list"),
    ("store", lambda s: with_markets(s, listed_market(s, prices="prices/far.xlsx")), "a price list that is no .csv or .json"),
    ("store", lambda s: with_markets(s, listed_market(s, prices="../far.json")), "a price list outside the fixtures"),
    ("store", lambda s: s.update(markets=[{"id": "home", "prices": "prices/home.json"}]), "a default market with a price list"),
    ("store", lambda s: s.update(markets=[{"id": "home", "sells": {"categories": ["wine"]}}]),
     "a default market selling some goods"),
    ("store", lambda s: with_markets(s, foreign_market(s, sells={})), "a market selling from an empty selection"),
    ("store", lambda s: with_markets(s, foreign_market(s, sells={"only": ["wine"]})), "a selection with an unknown key"),
    ("store", lambda s: with_markets(s, foreign_market(s, sells={"goods": [""]})), "a selection naming an empty id"),
    ("comments", lambda c: c[0].update(star=6), "six stars"),
    ("comments", lambda c: c[0].pop("goods"), "a comment about no goods item"),
    ("comments", lambda c: c[0].update(pictures=[{"thumb": "https://i/t.jpg"}]), "a picture without its full size"),
]

# Each: the file, a change to the valid starter that both must accept, and what it is.
VALID = [
    ("goods", lambda g: g[0].update(seoTitle="Rioja at its best | Cellar", seoDescription="A red for every table."), "SEO title and description"),
    ("goods", lambda g: g[0].update(seoTitle="", seoDescription=None), "a blank SEO title and a null SEO description"),
    ("store", lambda s: s.update(tax={"percent": 7.5, "included": False},
                                 shipping=[{"country": "CN", "service": "Standard", "price": 20, "freeFrom": 399, "currency": s["currency"]}]),
     "an added tax and a rate free from a threshold"),
    ("store", lambda s: with_markets(
        s, foreign_market(s, rounding="10", label="日本語 · 円", baseURL="https://ja.example.com/",
                          tax={"percent": 10, "included": True},
                          shipping=[{"country": "JP", "price": 1200, "freeFrom": 10000}]),
        {"id": "near", "locale": s.get("locale", "en"), "currency": s["currency"], "path": "/near/shop/"}),
     "markets, converted and at the store's prices"),
    ("store", lambda s: s.update(markets=[{"id": "home", "currency": s["currency"], "path": "/", "label": "Home"}]),
     "one market repeating the store's settings"),
    ("store", lambda s: with_markets(s, foreign_market(s, sells={"categories": ["beer"], "goods": ["house-red"]})),
     "a market selling a category and a goods item"),
    ("store", lambda s: with_markets(s, foreign_market(s, sells={"except": ["brown-ale"], "goods": None})),
     "a market selling every goods item but one"),
]

# Each: a change to a valid price list (prices/far.json, the listed_market's) that both reject, and what is wrong.
PRICE_LIST_INVALID = [
    (lambda rows: rows[0].update(price=0), "a price of 0"),
    (lambda rows: rows[0].update(price="9.99"), "a price written as text"),
    (lambda rows: rows[0].pop("price"), "a row without a price"),
    (lambda rows: rows[0].update(marketPrice=-1), "a negative market price"),
    (lambda rows: rows[0].update(variant=""), "an empty variant"),
    (lambda rows: rows[0].update(currency="JPY"), "a field rows do not have"),
    (lambda rows: rows.append("g-1"), "a row that is no object"),
]

# Each: a change to the valid price list both accept, and what it is.
PRICE_LIST_VALID = [
    (lambda rows: None, "a row for each goods item and variant"),
    (lambda rows: rows[0].update(marketPrice=None), "a market price left null"),
]


def listed_market(store, **fields):
    """foreign_market priced by its list, prices/far.json, not a rate."""
    market = {k: v for k, v in foreign_market(store).items() if k != "rate"}
    return {**market, "prices": "prices/far.json", **fields}


def price_list(goods):
    """A row for each goods item without variants and each variant of the others (each with its id)."""
    rows = []
    for item in goods:
        if item.get("variants"):
            for variant in item["variants"]:
                rows.append({"goods": item["id"], "variant": variant["id"], "price": 12.5})
        else:
            rows.append({"goods": item["id"], "price": 19.99, "marketPrice": 24.99})
    return rows


def write_price_list(starter, folder, change):
    """The starter with a market priced by its list, changed by `change`; the store without delivery rates of its
    own, which a market in another currency would need."""
    shutil.copytree(starter, folder)
    store = load(folder, "store")
    store.pop("shipping", None)
    with_markets(store, listed_market(store))
    with open(os.path.join(folder, "store.json"), "w", encoding="utf-8") as file:
        json.dump(store, file, ensure_ascii=False)
    document = price_list(load(folder, "goods"))
    change(document)
    os.makedirs(os.path.join(folder, "prices"))
    with open(os.path.join(folder, "prices", "far.json"), "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False)
    return document


# Each: a change to a valid translation (translations/<locale>.json, the locale foreign_market speaks) that
# both reject, and what is wrong.
TRANSLATION_INVALID = [
    (lambda t, goods, category: t["goods"][goods].update(title=""), "an empty title"),
    (lambda t, goods, category: t["goods"][goods].update(title=12), "a title that is no text"),
    (lambda t, goods, category: t["goods"][goods].update(name="x"), "a text goods items do not have"),
    (lambda t, goods, category: t["goods"].update({goods: "x"}), "a goods item's texts that are no object"),
    (lambda t, goods, category: t["categories"][category].update(name="x" * 201), "a category name over 200"),
    (lambda t, goods, category: t.update(labels={}), "a part translations do not have"),
    (lambda t, goods, category: t["goods"][goods].update(specs={"colour": "赤"}), "a specification goods have not"),
    (lambda t, goods, category: t["goods"][goods]["specs"].update(origin=" "), "an origin of only spaces"),
    (lambda t, goods, category: t["goods"][goods].update(values={"Size": "大"}), "values that are no object"),
    (lambda t, goods, category: t["goods"][goods].update(options={"Size": 5}), "an option name that is no text"),
    (lambda t, goods, category: t["goods"][goods].update(variants={"v": {"sku": "X"}}), "a variant's SKU"),
    (lambda t, goods, category: t.update(brands={"Our Cellar": ""}), "an empty brand name"),
    (lambda t, goods, category: t.update(banners={"b1": {"title": ""}}), "an empty banner title"),
    (lambda t, goods, category: t["store"].update(name="x"), "a store text other than the tagline"),
    (lambda t, goods, category: t.update(store=[]), "a store part that is a list"),
]

# Each: a change to the valid translation both accept, and what it is.
TRANSLATION_VALID = [
    (lambda t, goods, category: None, "a translation of each part"),
    (lambda t, goods, category: t.clear(), "a translation of nothing"),
    (lambda t, goods, category: t.update(store=None, categories=None) or t["goods"][goods].update(description=None),
     "parts and texts left null"),
    (lambda t, goods, category: t.update(brands=None, banners=None) or t["goods"][goods].update(specs=None),
     "new parts left null"),
]


def translation(goods, category):
    return {
        "$schema": "../schemas/translation.schema.json",
        "store": {"tagline": "私たちが味わったワイン"},
        "categories": {category: {"name": "ワイン", "description": "赤と白"}},
        "goods": {goods: {"title": "リースリング", "description": "**辛口**の白", "specs": {"origin": "フランス"}}},
    }


def write_translation(starter, folder, change):
    """The starter with a market in another language and its translation changed by `change`."""
    shutil.copytree(starter, folder)
    store = load(folder, "store")
    with_markets(store, foreign_market(store))
    with open(os.path.join(folder, "store.json"), "w", encoding="utf-8") as file:
        json.dump(store, file, ensure_ascii=False)
    goods, category = load(folder, "goods")[0]["id"], load(folder, "categories")[0]["id"]
    document = translation(goods, category)
    change(document, goods, category)
    os.makedirs(os.path.join(folder, "translations"))
    with open(os.path.join(folder, "translations", foreign_locale(store) + ".json"), "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False)
    return document


def write_changed(starter, folder, name, change):
    shutil.copytree(starter, folder)
    document = load(folder, name)
    change(document)
    with open(os.path.join(folder, name + ".json"), "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False)
    return document


class SchemaTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp()
        cls.starter = os.path.join(cls.work, "shop")
        subprocess.run([CELLAR, "init", cls.starter], check=True, capture_output=True)
        cls.starter_fixtures = os.path.join(cls.starter, "Fixtures")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work)

    def test_schemas_are_valid_draft_7(self):
        for name in SCHEMAS:
            jsonschema.Draft7Validator.check_schema(schema(name))

    def test_sample_shop_and_starter_validate(self):
        for folder in [os.path.join(ROOT, "Fixtures"), self.starter_fixtures]:
            for name in FILES:
                with self.subTest(folder=folder, file=name):
                    self.assertEqual(schema_errors(name, load(folder, name)), [])

    def test_starter_names_its_schemas(self):
        store = load(self.starter_fixtures, "store")
        self.assertEqual(store["$schema"], "schemas/store.schema.json")
        for name in SCHEMAS:
            with open(os.path.join(self.starter_fixtures, "schemas", name + ".schema.json"), encoding="utf-8") as file:
                self.assertEqual(json.load(file), schema(name))
        with open(os.path.join(self.starter, ".vscode", "settings.json"), encoding="utf-8") as file:
            settings = json.load(file)
        mapped = {entry["url"]: entry["fileMatch"] for entry in settings["json.schemas"]}
        self.assertEqual(mapped["./Fixtures/schemas/goods.schema.json"], ["Fixtures/goods.json"])

    def test_what_the_loader_rejects_the_schema_rejects(self):
        self.assertTrue(check_passes(self.starter_fixtures))
        for index, (name, change, what) in enumerate(INVALID):
            with self.subTest(what):
                folder = os.path.join(self.work, f"invalid-{index}")
                document = write_changed(self.starter_fixtures, folder, name, change)
                self.assertFalse(check_passes(folder), "cellar check accepts " + what)
                self.assertNotEqual(schema_errors(name, document), [], "the schema accepts " + what)

    def test_what_the_loader_accepts_the_schema_accepts(self):
        for index, (name, change, what) in enumerate(VALID):
            with self.subTest(what):
                folder = os.path.join(self.work, f"valid-{index}")
                document = write_changed(self.starter_fixtures, folder, name, change)
                self.assertTrue(check_passes(folder), "cellar check rejects " + what)
                self.assertEqual(schema_errors(name, document), [], "the schema rejects " + what)

    def test_what_the_loader_rejects_in_a_price_list_the_schema_rejects(self):
        for index, (change, what) in enumerate(PRICE_LIST_INVALID):
            with self.subTest(what):
                folder = os.path.join(self.work, f"invalid-price-list-{index}")
                document = write_price_list(self.starter_fixtures, folder, change)
                self.assertFalse(check_passes(folder), "cellar check accepts " + what)
                self.assertNotEqual(schema_errors("price-list", document), [], "the schema accepts " + what)

    def test_what_the_loader_accepts_in_a_price_list_the_schema_accepts(self):
        for index, (change, what) in enumerate(PRICE_LIST_VALID):
            with self.subTest(what):
                folder = os.path.join(self.work, f"valid-price-list-{index}")
                document = write_price_list(self.starter_fixtures, folder, change)
                self.assertTrue(check_passes(folder), "cellar check rejects " + what)
                self.assertEqual(schema_errors("price-list", document), [], "the schema rejects " + what)
                self.assertEqual(schema_errors("store", load(folder, "store")), [])

    def test_what_the_loader_rejects_in_a_translation_the_schema_rejects(self):
        for index, (change, what) in enumerate(TRANSLATION_INVALID):
            with self.subTest(what):
                folder = os.path.join(self.work, f"invalid-translation-{index}")
                document = write_translation(self.starter_fixtures, folder, change)
                self.assertFalse(check_passes(folder), "cellar check accepts " + what)
                self.assertNotEqual(schema_errors("translation", document), [], "the schema accepts " + what)

    def test_what_the_loader_accepts_in_a_translation_the_schema_accepts(self):
        for index, (change, what) in enumerate(TRANSLATION_VALID):
            with self.subTest(what):
                folder = os.path.join(self.work, f"valid-translation-{index}")
                document = write_translation(self.starter_fixtures, folder, change)
                self.assertTrue(check_passes(folder), "cellar check rejects " + what)
                self.assertEqual(schema_errors("translation", document), [], "the schema rejects " + what)
                self.assertEqual(schema_errors("store", load(folder, "store")), [])


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + sys.argv[1:])
