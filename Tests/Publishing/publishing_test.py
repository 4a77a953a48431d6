"""What the build publishes for other machines, read by real parsers and compared with the
fixtures: the Google Merchant Center feed (lxml's XML parser, which refuses anything that is
not well-formed XML 1.0), the Meta catalog CSV and the report's tables (Python's csv), the
report's charts, and each goods page's structured data (extruct).

Run by scripts/publishing-tests.sh, which sets CELLAR_SITE (the sample shop, built with its
absolute base URL), CELLAR_HOSTILE_SITE (the same with hostile goods text) and CELLAR_FIXTURES.
"""
import collections
import csv
import glob
import json
import os
import re
import unittest

import extruct
from lxml import etree, html

SITE = os.environ["CELLAR_SITE"]
HOSTILE_SITE = os.environ["CELLAR_HOSTILE_SITE"]
FIXTURES = os.environ["CELLAR_FIXTURES"]


def load(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as file:
        return json.load(file)


STORE = load("store.json")


def as_one_item(goods):
    """A goods item as the feeds list it: one with variants as one item at its lowest price,
    with their stock added up, and without a market price or GTIN of its own."""
    if "variants" not in goods:
        return goods
    item = {key: value for key, value in goods.items() if key not in ("options", "variants")}
    item["price"] = min(variant["price"] for variant in goods["variants"])
    item["stock"] = sum(variant.get("stock", 0) for variant in goods["variants"])
    return item


GOODS = [as_one_item(goods) for goods in load("goods.json")]
CATEGORIES = {category["id"]: category for category in load("categories.json")}
COMMENTS = load("comments.json")
ROOT = STORE["baseURL"]
G = "{http://base.google.com/ns/1.0}"
AMOUNT = re.compile(r"^\d+\.\d{2} [A-Z]{3}$")


def amount(value):
    return "%.2f %s" % (value, STORE["currency"])


def has_image(goods):
    return bool(goods.get("image") or goods.get("thumb"))


def share_image(goods):
    """The pattern of a goods photo's share rendition's URL: the photo's path in media/ with its
    width and content hash (`media/images/goods/wine-1200.3f2a9c81d0.jpg`)."""
    photo = os.path.splitext(goods.get("image") or goods["thumb"])[0]
    return re.compile(re.escape(ROOT + "media/" + photo) + r"-\d+\.[0-9a-f]{10}\.(jpg|png)")


def in_feeds(goods):
    """Whether Google would take the goods item (the sample shop's goods break no other rule)."""
    return has_image(goods) and goods["price"] > 0 and bool(goods.get("description", "").strip())


def feed_items(site):
    # A strict parser: no recovery, so a stray control character or `&` fails here.
    tree = etree.parse(os.path.join(site, "feeds", "google.xml"), etree.XMLParser(recover=False, resolve_entities=False))
    return tree.getroot().findall("channel/item")


def read_csv(path):
    with open(path, encoding="utf-8", newline="") as file:
        text = file.read()
    return text, list(csv.reader(text.splitlines(keepends=True), strict=True))


class GoogleFeedTest(unittest.TestCase):
    def test_every_goods_item_google_takes_with_the_fixtures_values(self):
        items = feed_items(SITE)
        listed = [goods for goods in GOODS if in_feeds(goods)]
        self.assertEqual([item.findtext(G + "id") for item in items], [goods["id"] for goods in listed])
        for item, goods in zip(items, listed):
            with self.subTest(goods["id"]):
                for name in ["title", "link", "description"]:
                    self.assertTrue(item.findtext(name), name)
                for name in ["id", "image_link", "availability", "price", "condition", "product_type"]:
                    self.assertTrue(item.findtext(G + name), name)
                self.assertEqual(item.findtext("title"), goods["title"])
                self.assertTrue(item.findtext("link").startswith(ROOT + "goods/"))
                self.assertRegex(item.findtext(G + "image_link"), share_image(goods))
                self.assertEqual(item.findtext(G + "availability"), "in_stock" if goods.get("stock", 0) > 0 else "out_of_stock")
                market = goods.get("marketPrice")
                if market is not None and market > goods["price"]:
                    self.assertEqual(item.findtext(G + "price"), amount(market))
                    self.assertEqual(item.findtext(G + "sale_price"), amount(goods["price"]))
                else:
                    self.assertEqual(item.findtext(G + "price"), amount(goods["price"]))
                    self.assertIsNone(item.find(G + "sale_price"))
                self.assertRegex(item.findtext(G + "price"), AMOUNT)
                self.assertEqual(item.findtext(G + "brand"), goods.get("brand"))
                self.assertEqual(item.findtext(G + "condition"), "new")
                self.assertEqual(item.findtext(G + "product_type"), CATEGORIES[goods["category"]]["name"])
                self.assertEqual(item.findtext(G + "gtin"), goods.get("gtin"))
                self.assertEqual(item.findtext(G + "identifier_exists"), None if "gtin" in goods else "no")
                shipping = item.findall(G + "shipping")
                self.assertEqual([rate.findtext(G + "country") for rate in shipping], [rate["country"] for rate in STORE["shipping"]])
                self.assertEqual([rate.findtext(G + "price") for rate in shipping], [amount(rate["price"]) for rate in STORE["shipping"]])

    def test_sold_out_goods_are_out_of_stock(self):
        sold_out = {goods["id"] for goods in GOODS if goods.get("stock", 0) == 0 and in_feeds(goods)}
        self.assertTrue(sold_out)
        availability = {item.findtext(G + "id"): item.findtext(G + "availability") for item in feed_items(SITE)}
        self.assertEqual({availability[id] for id in sold_out}, {"out_of_stock"})

    def test_hostile_text_parses_strictly_and_keeps_its_characters(self):
        item = feed_items(HOSTILE_SITE)[0]
        self.assertEqual(item.findtext("title"), "Bad ]]> <b>bold</b> & \"Tom's\" bell \U0001F377 白酒")
        self.assertEqual(item.findtext(G + "brand"), "A, \"B\"\r\nC".replace("\r\n", "\n"))
        self.assertIn("\U0001F377", item.findtext("description"))


class MetaFeedTest(unittest.TestCase):
    HEADER = ["id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand", "sale_price"]

    def test_csv_parses_with_its_header_and_the_fixtures_values(self):
        text, rows = read_csv(os.path.join(SITE, "feeds", "meta.csv"))
        self.assertEqual(rows[0], self.HEADER)
        self.assertTrue(text.endswith("\r\n") and "\n" not in text.replace("\r\n", ""), "RFC 4180: every record ends in CRLF")
        listed = [goods for goods in GOODS if in_feeds(goods)]
        records = [dict(zip(self.HEADER, row)) for row in rows[1:]]
        self.assertEqual([record["id"] for record in records], [goods["id"] for goods in listed])
        for record, goods in zip(records, listed):
            with self.subTest(goods["id"]):
                self.assertEqual(record["title"], goods["title"])
                self.assertEqual(record["availability"], "in stock" if goods.get("stock", 0) > 0 else "out of stock")
                self.assertEqual(record["condition"], "new")
                self.assertRegex(record["price"], AMOUNT)
                self.assertTrue(record["link"].startswith(ROOT) and record["image_link"].startswith(ROOT))
                self.assertEqual(record["brand"], goods.get("brand", ""))
                self.assertTrue(record["sale_price"] == "" or AMOUNT.match(record["sale_price"]))

    def test_hostile_text_round_trips(self):
        _, rows = read_csv(os.path.join(HOSTILE_SITE, "feeds", "meta.csv"))
        record = dict(zip(self.HEADER, rows[1]))
        self.assertEqual(record["title"], "Bad ]]> <b>bold</b> & \"Tom's\" bell \U0001F377 白酒")
        self.assertEqual(record["brand"], "A, \"B\"\r\nC")
        self.assertEqual(len(rows[1]), len(self.HEADER))


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.page = html.parse(os.path.join(SITE, "reports", "catalogue.html")).getroot()

    def chart_table(self, title):
        """The figures of the chart with this title: its SVG's bar tooltips and its table."""
        figure = self.page.xpath("//figure[figcaption=$title]", title=title)
        self.assertEqual(len(figure), 1, title)
        svg = figure[0].find(".//svg")
        self.assertIsNotNone(svg, title)
        self.assertEqual(svg.findtext("title"), title)
        self.assertTrue(svg.findtext("desc"))
        tooltips = [text.rsplit(": ", 1) for text in svg.xpath("./g/title/text()")]
        rows = [[cell.text_content() for cell in row] for row in figure[0].xpath(".//table/tbody/tr")]
        self.assertEqual(tooltips, rows, "the drawing and its table show the same figures")
        return {label: int(value.replace(",", "")) for label, value in rows}

    def test_each_csv_parses_with_its_header(self):
        paths = sorted(glob.glob(os.path.join(SITE, "reports", "*.csv")))
        self.assertEqual(len(paths), 11)
        for path in paths:
            with self.subTest(os.path.basename(path)):
                _, rows = read_csv(path)
                self.assertTrue(rows[0])
                self.assertTrue(all(len(row) == len(rows[0]) for row in rows[1:]))
                links = [href for href in self.page.xpath("//a/@href") if href.endswith("/" + os.path.basename(path))]
                self.assertEqual(len(links), 1, "the report links its CSV")

    def test_rating_chart_counts_the_fixtures_comments(self):
        expected = collections.Counter(min(5, max(1, int(comment["star"] + 0.5))) for comment in COMMENTS)
        figures = self.chart_table("Ratings")
        self.assertEqual(figures, {("1 star" if stars == 1 else "%d stars" % stars): expected[stars] for stars in range(1, 6)})
        _, rows = read_csv(os.path.join(SITE, "reports", "ratings.csv"))
        self.assertEqual(rows[1:], [[str(stars), str(expected[stars])] for stars in range(1, 6)])

    def test_stock_chart_counts_the_fixtures_goods(self):
        stocks = [goods.get("stock", 0) for goods in GOODS]
        figures = self.chart_table("Stock status")
        self.assertEqual(list(figures.values()), [
            sum(stock > 10 for stock in stocks), sum(1 <= stock <= 10 for stock in stocks), stocks.count(0),
        ])

    def test_comments_per_month_chart_counts_the_fixtures_comments(self):
        months = collections.Counter(comment["createdAt"][:7] for comment in COMMENTS if comment.get("createdAt"))
        figures = self.chart_table("Comments per month")
        self.assertEqual({month: count for month, count in figures.items() if count}, dict(months))
        self.assertEqual(sum(figures.values()), sum(months.values()))

    def test_price_charts_count_each_categorys_goods(self):
        for category in CATEGORIES.values():
            prices = [goods["price"] for goods in GOODS if goods["category"] == category["id"]]
            with self.subTest(category["name"]):
                figures = self.chart_table("Prices: " + category["name"])
                self.assertEqual(sum(figures.values()), len(prices))
                for band, count in figures.items():
                    low, high = (int(edge.replace(",", "")) for edge in band.lstrip("¥").split("–"))
                    self.assertEqual(count, sum(low <= price < high for price in prices), band)


class StructuredDataTest(unittest.TestCase):
    def extract(self, path):
        with open(os.path.join(SITE, path), encoding="utf-8") as file:
            data = extruct.extract(file.read(), base_url=ROOT + path, syntaxes=["json-ld"])["json-ld"]
        return [node for block in data for node in block.get("@graph", [block])]

    def test_each_goods_page_has_one_product_filled_from_the_fixtures(self):
        ratings = collections.defaultdict(list)
        for comment in COMMENTS:
            ratings[comment["goods"]].append(comment["star"])
        pages = sorted(glob.glob(os.path.join(SITE, "goods", "*", "index.html")))
        self.assertEqual(len(pages), len(GOODS))
        by_url = {}
        for page in pages:
            nodes = self.extract(os.path.relpath(page, SITE))
            products = [node for node in nodes if node.get("@type") == "Product"]
            self.assertEqual(len(products), 1, page)
            by_url[products[0]["offers"]["url"]] = (products[0], nodes)
        for goods in GOODS:
            product, nodes = next(entry for url, entry in by_url.items() if entry[0]["sku"] == goods["id"])
            with self.subTest(goods["id"]):
                offer = product["offers"]
                self.assertEqual(product["name"], goods["title"])
                self.assertEqual(offer["price"], "%.2f" % goods["price"])
                self.assertEqual(offer["priceCurrency"], STORE["currency"])
                self.assertEqual(offer["availability"], "https://schema.org/" + ("InStock" if goods.get("stock", 0) > 0 else "OutOfStock"))
                self.assertEqual(offer["itemCondition"], "https://schema.org/NewCondition")
                self.assertNotIn("priceValidUntil", offer)
                market = goods.get("marketPrice")
                if market is not None and market > goods["price"]:
                    self.assertEqual(offer["priceSpecification"]["priceType"], "https://schema.org/StrikethroughPrice")
                    self.assertEqual(offer["priceSpecification"]["price"], "%.2f" % market)
                else:
                    self.assertNotIn("priceSpecification", offer)
                if has_image(goods):
                    self.assertRegex(product["image"], share_image(goods))
                self.assertEqual(product["brand"]["name"], goods["brand"])
                self.assertEqual(product.get("gtin"), goods.get("gtin"))
                self.assertEqual(product["category"], CATEGORIES[goods["category"]]["name"])
                if goods.get("description"):
                    self.assertTrue(product["description"])
                stars = ratings[goods["id"]]
                if stars:
                    self.assertEqual(product["aggregateRating"]["reviewCount"], len(stars))
                    self.assertAlmostEqual(product["aggregateRating"]["ratingValue"], round(sum(stars) / len(stars) + 1e-9, 1))
                    self.assertTrue(product["review"])
                else:
                    self.assertNotIn("aggregateRating", product)
                # The seller and its return policy are defined once and referred to by @id.
                organization = next(node for node in nodes if node.get("@type") == "Organization")
                self.assertEqual(offer["seller"], {"@id": organization["@id"]})
                self.assertEqual(offer["hasMerchantReturnPolicy"], {"@id": organization["hasMerchantReturnPolicy"]["@id"]})
                self.assertEqual(organization["hasMerchantReturnPolicy"]["merchantReturnDays"], STORE["returns"]["days"])
                self.assertEqual(len(organization["hasShippingService"]), len(STORE["shipping"]))
                crumbs = next(node for node in nodes if node.get("@type") == "BreadcrumbList")["itemListElement"]
                self.assertEqual([crumb["name"] for crumb in crumbs], ["Home", CATEGORIES[goods["category"]]["name"], goods["title"]])
                self.assertEqual(crumbs[-1]["item"], offer["url"])

    def test_category_pages_have_breadcrumbs_and_the_home_page_its_search(self):
        for page in glob.glob(os.path.join(SITE, "category", "*", "index.html")):
            types = [node.get("@type") for node in self.extract(os.path.relpath(page, SITE))]
            self.assertEqual(types, ["BreadcrumbList"], page)
        site = next(node for node in self.extract("index.html") if node.get("@type") == "WebSite")
        self.assertEqual(site["potentialAction"]["target"]["urlTemplate"], ROOT + "search/?q={search_term_string}")


if __name__ == "__main__":
    unittest.main()
