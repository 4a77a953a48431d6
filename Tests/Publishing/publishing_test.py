"""What the build publishes for other machines, read by real parsers and compared with the
fixtures: the Google Merchant Center feed (lxml's XML parser, which refuses anything that is
not well-formed XML 1.0), the Meta catalog CSV and the report's tables (Python's csv), the
report's charts, and each goods page's structured data (extruct).

Run by scripts/tests/publishing-tests.sh, which sets CELLAR_SITE (the sample shop, built with its
absolute base URL), CELLAR_HOSTILE_SITE (the same with hostile goods text), CELLAR_VARIANTS_SITE
(the same with goods sold as variants), CELLAR_FIXTURES and CELLAR_VARIANTS_FIXTURES.
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


def load(name, folder=FIXTURES):
    with open(os.path.join(folder, name), encoding="utf-8") as file:
        return json.load(file)


STORE = load("store.json")
GOODS = load("goods.json")
CATEGORIES = {category["id"]: category for category in load("categories.json")}
COMMENTS = load("comments.json")
VARIANTS_SITE = os.environ["CELLAR_VARIANTS_SITE"]
VARIANT_GOODS = load("goods.json", os.environ["CELLAR_VARIANTS_FIXTURES"])
ROOT = STORE["baseURL"]
G = "{http://base.google.com/ns/1.0}"
AMOUNT = re.compile(r"^\d+\.\d{2} [A-Z]{3}$")


def amount(value):
    return "%.2f %s" % (value, STORE["currency"])


def has_image(goods):
    return bool(main_photo(goods))


def listed_photos(item):
    """A goods item's or a variant's `images`, each a path or URL (FixturesFormat.md)."""
    return [photo if isinstance(photo, str) else photo["src"] for photo in item.get("images", [])]


def main_photo(goods):
    """The goods item's main photo: `image`, else the first of `images`, else `thumb`."""
    return goods.get("image") or next(iter(listed_photos(goods)), None) or goods.get("thumb")


def with_main(main, listed):
    return listed if main is None or main in listed else [main] + listed


def gallery(goods):
    """The goods page's photos: the main one, then `images` but that one."""
    return with_main(main_photo(goods), listed_photos(goods))


def variant_photos(variant, goods):
    """The photos a variant shows first: its own `image` (else the first of its `images`) unless
    it is its goods item's, then its `images`."""
    own = variant.get("image") or next(iter(listed_photos(variant)), None)
    return with_main(None if own == main_photo(goods) else own, listed_photos(variant))


def variant_photo(variant, goods):
    return variant.get("image") or next(iter(listed_photos(variant)), None) or variant.get("thumb") or main_photo(goods)


def check_additional_images(test, links, entry, limit):
    """A feed item's additional images: its photos but its main one, in order, at most `limit`."""
    others = [photo for photo in entry["photos"] if photo != entry["photo"] and not photo.endswith(".svg")][:limit]
    test.assertEqual(len(links), len(others), links)
    for link, photo in zip(links, others):
        test.assertRegex(link, share_image_of(photo))


def share_image(goods):
    """The pattern of a goods photo's share rendition's URL: the photo's path in media/ with its
    width and content hash (`media/images/goods/wine-1200.3f2a9c81d0.jpg`)."""
    return share_image_of(main_photo(goods))


def share_image_of(photo):
    return re.compile(re.escape(ROOT + "media/" + os.path.splitext(photo)[0]) + r"-\d+\.[0-9a-f]{10}\.(jpg|png)")


def in_feeds(goods):
    """Whether Google would take the goods item (the sample shop's goods break no other rule)."""
    return has_image(goods) and goods["price"] > 0 and bool(goods.get("description", "").strip())


def goods_price(goods):
    """A goods item's price: with variants, the lowest of theirs."""
    return min(variant["price"] for variant in goods["variants"]) if goods.get("variants") else goods["price"]


def goods_stock(goods):
    """A goods item's stock: with variants, theirs added up."""
    return sum(variant.get("stock", 0) for variant in goods["variants"]) if goods.get("variants") else goods.get("stock", 0)


def variant_id(variant):
    """A variant's id: its own, else made from its SKU (runs of anything but ASCII letters and
    digits one hyphen, none at either end, lowercase, at most 64 characters)."""
    if "id" in variant:
        return variant["id"]
    return re.sub(r"[^A-Za-z0-9]+", "-", variant["sku"]).strip("-").lower()[:64].rstrip("-")


def feed_entries(goods_list):
    """What the feeds list, in order, from the fixtures: each goods item without variants that
    Google would take, and each variant of one with (its picture its own or its goods item's)."""
    entries = []
    for goods in goods_list:
        if not goods.get("variants"):
            if in_feeds(goods):
                entries.append({
                    "id": goods["id"], "group": None, "goods": goods, "title": goods["title"], "query": "", "values": [],
                    "price": goods["price"], "market": goods.get("marketPrice"), "stock": goods.get("stock", 0),
                    "gtin": goods.get("gtin"), "photo": main_photo(goods), "photos": gallery(goods),
                })
            continue
        if not goods.get("description", "").strip():
            continue
        for variant in goods["variants"]:
            photo = variant_photo(variant, goods)
            if not photo or variant["price"] <= 0:
                continue
            values = [(option, variant["values"][option]) for option in goods["options"]]
            entries.append({
                "id": goods["id"] + ":" + variant_id(variant), "group": goods["id"], "goods": goods,
                "title": "%s (%s)" % (goods["title"], ", ".join(value for _, value in values)),
                "query": "?variant=" + variant_id(variant), "values": values,
                "price": variant["price"], "market": variant.get("marketPrice"), "stock": variant.get("stock", 0),
                "gtin": variant.get("gtin"), "photo": photo,
                "photos": list(dict.fromkeys(variant_photos(variant, goods) + gallery(goods))),
            })
    return entries


def option_value(entry, *names):
    """The entry's value of the option with one of these names, in any case; `None` without one."""
    return next((value for option, value in entry["values"] if option.lower() in names), None)


def details(entry):
    """The entry's option values that are neither size nor color, as (name, value) pairs."""
    return [(option, value) for option, value in entry["values"] if option.lower() not in ("size", "color", "colour")]


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
        self.check_feed(SITE, GOODS)

    def test_every_variant_is_an_item_of_its_goods_items_group(self):
        self.assertTrue(any(entry["group"] for entry in feed_entries(VARIANT_GOODS)))
        self.check_feed(VARIANTS_SITE, VARIANT_GOODS)

    def check_feed(self, site, goods_list):
        items = feed_items(site)
        entries = feed_entries(goods_list)
        self.assertEqual([item.findtext(G + "id") for item in items], [entry["id"] for entry in entries])
        for item, entry in zip(items, entries):
            goods = entry["goods"]
            with self.subTest(entry["id"]):
                for name in ["title", "link", "description"]:
                    self.assertTrue(item.findtext(name), name)
                for name in ["id", "image_link", "availability", "price", "condition", "product_type"]:
                    self.assertTrue(item.findtext(G + name), name)
                self.assertEqual(item.findtext("title"), entry["title"])
                self.assertRegex(item.findtext("link"), "^" + re.escape(ROOT + "goods/") + "[^/?]+/" + re.escape(entry["query"]) + "$")
                self.assertRegex(item.findtext(G + "image_link"), share_image_of(entry["photo"]))
                check_additional_images(self, [link.text for link in item.findall(G + "additional_image_link")],
                                        entry, limit=10)
                self.assertEqual(item.findtext(G + "availability"), "in_stock" if entry["stock"] > 0 else "out_of_stock")
                market = entry["market"]
                if market is not None and market > entry["price"]:
                    self.assertEqual(item.findtext(G + "price"), amount(market))
                    self.assertEqual(item.findtext(G + "sale_price"), amount(entry["price"]))
                else:
                    self.assertEqual(item.findtext(G + "price"), amount(entry["price"]))
                    self.assertIsNone(item.find(G + "sale_price"))
                self.assertRegex(item.findtext(G + "price"), AMOUNT)
                self.assertEqual(item.findtext(G + "brand"), goods.get("brand"))
                self.assertEqual(item.findtext(G + "condition"), "new")
                self.assertEqual(item.findtext(G + "product_type"), CATEGORIES[goods["category"]]["name"])
                self.assertEqual(item.findtext(G + "gtin"), entry["gtin"])
                self.assertEqual(item.findtext(G + "identifier_exists"), None if entry["gtin"] else "no")
                self.assertEqual(item.findtext(G + "item_group_id"), entry["group"])
                self.assertEqual(item.findtext(G + "size"), option_value(entry, "size"))
                self.assertEqual(item.findtext(G + "color"), option_value(entry, "color", "colour"))
                self.assertEqual(
                    [(detail.findtext(G + "attribute_name"), detail.findtext(G + "attribute_value")) for detail in item.findall(G + "product_detail")],
                    details(entry),
                )
                shipping = item.findall(G + "shipping")
                self.assertEqual([rate.findtext(G + "country") for rate in shipping], [rate["country"] for rate in STORE["shipping"]])
                self.assertEqual([rate.findtext(G + "price") for rate in shipping], [amount(rate["price"]) for rate in STORE["shipping"]])

    def test_sold_out_goods_are_out_of_stock(self):
        sold_out = {entry["id"] for entry in feed_entries(GOODS) if entry["stock"] == 0}
        self.assertTrue(sold_out)
        availability = {item.findtext(G + "id"): item.findtext(G + "availability") for item in feed_items(SITE)}
        self.assertEqual({availability[id] for id in sold_out}, {"out_of_stock"})

    def test_hostile_text_parses_strictly_and_keeps_its_characters(self):
        item = feed_items(HOSTILE_SITE)[0]
        self.assertTrue(item.findtext("title").startswith("Bad ]]> <b>bold</b> & \"Tom's\" bell \U0001F377 白酒"))
        self.assertEqual(item.findtext(G + "brand"), "A, \"B\"\r\nC".replace("\r\n", "\n"))
        self.assertIn("\U0001F377", item.findtext("description"))


class MetaFeedTest(unittest.TestCase):
    HEADER = ["id", "title", "description", "availability", "condition", "price", "link", "image_link",
              "additional_image_link", "brand", "sale_price"]
    VARIANT_COLUMNS = ["item_group_id", "size", "color", "additional_variant_attribute"]

    def test_csv_parses_with_its_header_and_the_fixtures_values(self):
        self.check_feed(SITE, GOODS)

    def test_each_variant_is_a_row_with_its_item_group_id(self):
        self.check_feed(VARIANTS_SITE, VARIANT_GOODS)

    def check_feed(self, site, goods_list):
        text, rows = read_csv(os.path.join(site, "feeds", "meta.csv"))
        has_variants = any(goods.get("variants") for goods in goods_list)
        header = self.HEADER + (self.VARIANT_COLUMNS if has_variants else [])
        self.assertEqual(rows[0], header, "the variant columns only in a catalogue with variants")
        self.assertTrue(text.endswith("\r\n") and "\n" not in text.replace("\r\n", ""), "RFC 4180: every record ends in CRLF")
        entries = feed_entries(goods_list)
        self.assertTrue(all(len(row) == len(header) for row in rows[1:]))
        records = [dict(zip(header, row)) for row in rows[1:]]
        self.assertEqual([record["id"] for record in records], [entry["id"] for entry in entries])
        for record, entry in zip(records, entries):
            goods = entry["goods"]
            with self.subTest(entry["id"]):
                self.assertEqual(record["title"], goods["title"], "Meta wants one name across a group")
                self.assertEqual(record["availability"], "in stock" if entry["stock"] > 0 else "out of stock")
                self.assertEqual(record["condition"], "new")
                market = entry["market"]
                on_sale = market is not None and market > entry["price"]
                self.assertEqual(record["price"], amount(market if on_sale else entry["price"]))
                self.assertEqual(record["sale_price"], amount(entry["price"]) if on_sale else "")
                self.assertTrue(record["link"].startswith(ROOT) and record["link"].endswith("/" + entry["query"]))
                self.assertRegex(record["image_link"], share_image_of(entry["photo"]))
                check_additional_images(self, [link for link in record["additional_image_link"].split(",") if link],
                                        entry, limit=20)
                self.assertEqual(record["brand"], goods.get("brand", ""))
                if has_variants:
                    self.assertEqual(record["item_group_id"], entry["group"] or "")
                    self.assertEqual(record["size"], option_value(entry, "size") or "")
                    self.assertEqual(record["color"], option_value(entry, "color", "colour") or "")
                    self.assertEqual(record["additional_variant_attribute"], ",".join("%s:%s" % pair for pair in details(entry)))

    def test_hostile_text_round_trips(self):
        _, rows = read_csv(os.path.join(HOSTILE_SITE, "feeds", "meta.csv"))
        record = dict(zip(rows[0], rows[1]))
        self.assertEqual(record["title"], "Bad ]]> <b>bold</b> & \"Tom's\" bell \U0001F377 白酒")
        self.assertEqual(record["brand"], "A, \"B\"\r\nC")
        self.assertEqual(len(rows[1]), len(rows[0]))


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.page = html.parse(os.path.join(SITE + "-reports", "catalogue.html")).getroot()

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
        paths = sorted(glob.glob(os.path.join(SITE + "-reports", "*.csv")))
        self.assertEqual(len(paths), 12)
        for path in paths:
            with self.subTest(os.path.basename(path)):
                _, rows = read_csv(path)
                self.assertTrue(rows[0])
                self.assertTrue(all(len(row) == len(rows[0]) for row in rows[1:]))
                links = [href for href in self.page.xpath("//a/@href") if href == os.path.basename(path)]
                self.assertEqual(len(links), 1, "the report links its CSV")

    def test_rating_chart_counts_the_fixtures_comments(self):
        expected = collections.Counter(min(5, max(1, int(comment["star"] + 0.5))) for comment in COMMENTS)
        figures = self.chart_table("Ratings")
        self.assertEqual(figures, {("1 star" if stars == 1 else "%d stars" % stars): expected[stars] for stars in range(1, 6)})
        _, rows = read_csv(os.path.join(SITE + "-reports", "ratings.csv"))
        self.assertEqual(rows[1:], [[str(stars), str(expected[stars])] for stars in range(1, 6)])

    def test_stock_chart_counts_the_fixtures_goods(self):
        stocks = [goods_stock(goods) for goods in GOODS]
        figures = self.chart_table("Stock status")
        self.assertEqual(list(figures.values()), [
            sum(stock > 10 for stock in stocks), sum(1 <= stock <= 10 for stock in stocks), stocks.count(0),
        ])

    def test_variant_stock_chart_and_table_count_the_fixtures_variants(self):
        self.page = html.parse(os.path.join(VARIANTS_SITE + "-reports", "catalogue.html")).getroot()
        stocks = [variant.get("stock", 0) for goods in VARIANT_GOODS for variant in goods.get("variants", [])]
        self.assertTrue(stocks)
        expected = [sum(stock > 10 for stock in stocks), sum(1 <= stock <= 10 for stock in stocks), stocks.count(0)]
        self.assertEqual(list(self.chart_table("Variant stock").values()), expected)
        _, rows = read_csv(os.path.join(VARIANTS_SITE + "-reports", "stock.csv"))
        self.assertEqual(rows[0], ["status", "goods", "variants"])
        self.assertEqual([int(row[2]) for row in rows[1:]], expected)

    def test_comments_per_month_chart_counts_the_fixtures_comments(self):
        months = collections.Counter(comment["createdAt"][:7] for comment in COMMENTS if comment.get("createdAt"))
        figures = self.chart_table("Comments per month")
        self.assertEqual({month: count for month, count in figures.items() if count}, dict(months))
        self.assertEqual(sum(figures.values()), sum(months.values()))

    def test_price_charts_count_each_categorys_goods(self):
        for category in CATEGORIES.values():
            prices = [goods_price(goods) for goods in GOODS if goods["category"] == category["id"]]
            with self.subTest(category["name"]):
                figures = self.chart_table("Prices: " + category["name"])
                self.assertEqual(sum(figures.values()), len(prices))
                for band, count in figures.items():
                    low, high = (int(edge.replace(",", "")) for edge in band.lstrip("¥").split("–"))
                    self.assertEqual(count, sum(low <= price < high for price in prices), band)


class StructuredDataTest(unittest.TestCase):
    def extract(self, path, site=SITE):
        with open(os.path.join(site, path), encoding="utf-8") as file:
            data = extruct.extract(file.read(), base_url=ROOT + path, syntaxes=["json-ld"])["json-ld"]
        return [node for block in data for node in block.get("@graph", [block])]

    def test_each_goods_page_has_one_product_filled_from_the_fixtures(self):
        self.check_goods_pages(SITE, GOODS)

    def test_each_goods_page_with_variants_has_one_product_group_with_their_offers(self):
        self.assertTrue(any(goods.get("variants") for goods in VARIANT_GOODS))
        self.check_goods_pages(VARIANTS_SITE, VARIANT_GOODS)

    def check_goods_pages(self, site, goods_list):
        ratings = collections.defaultdict(list)
        for comment in COMMENTS:
            ratings[comment["goods"]].append(comment["star"])
        pages = sorted(glob.glob(os.path.join(site, "goods", "*", "index.html")))
        self.assertEqual(len(pages), len(goods_list))
        by_id = {}
        for page in pages:
            nodes = self.extract(os.path.relpath(page, site), site)
            products = [node for node in nodes if node.get("@type") in ("Product", "ProductGroup")]
            self.assertEqual(len(products), 1, page)
            by_id[products[0].get("sku") or products[0].get("productGroupID")] = (products[0], nodes)
        for goods in goods_list:
            product, nodes = by_id[goods["id"]]
            with self.subTest(goods["id"]):
                crumbs = next(node for node in nodes if node.get("@type") == "BreadcrumbList")["itemListElement"]
                self.assertEqual([crumb["name"] for crumb in crumbs], ["Home", CATEGORIES[goods["category"]]["name"], goods["title"]])
                page_url = crumbs[-1]["item"]
                organization = next(node for node in nodes if node.get("@type") == "Organization")
                self.assertEqual(product["name"], goods["title"])
                if goods.get("variants"):
                    self.assertEqual(product["@type"], "ProductGroup")
                    self.assertEqual(product["productGroupID"], goods["id"])
                    self.assertEqual(product["url"], page_url)
                    self.assertEqual(product["variesBy"], [
                        {"size": "https://schema.org/size", "color": "https://schema.org/color", "colour": "https://schema.org/color"}.get(option.lower(), option)
                        for option in goods["options"]
                    ])
                    self.assertNotIn("offers", product)
                    self.assertEqual(len(product["hasVariant"]), len(goods["variants"]))
                    for variant, node in zip(goods["variants"], product["hasVariant"]):
                        self.assertEqual(node["@type"], "Product")
                        self.assertEqual(node["inProductGroupWithID"], goods["id"])
                        self.assertEqual(node["sku"], variant.get("sku") or goods["id"] + ":" + variant_id(variant))
                        self.assertEqual(node.get("gtin"), variant.get("gtin"))
                        values = [(option, variant["values"][option]) for option in goods["options"]]
                        self.assertEqual(node["name"], "%s (%s)" % (goods["title"], ", ".join(value for _, value in values)))
                        entry = {"values": values}
                        self.assertEqual(node.get("size"), option_value(entry, "size"))
                        self.assertEqual(node.get("color"), option_value(entry, "color", "colour"))
                        self.assertEqual([(prop["name"], prop["value"]) for prop in node.get("additionalProperty", [])], details(entry))
                        self.assertRegex(node["image"], share_image_of(variant_photo(variant, goods)))
                        self.check_offer(node["offers"], variant, organization)
                        self.assertEqual(node["offers"]["url"], page_url + "?variant=" + variant_id(variant))
                else:
                    self.assertEqual(product["@type"], "Product")
                    self.check_offer(product["offers"], goods, organization)
                    self.assertEqual(product["offers"]["url"], page_url)
                    self.assertEqual(product.get("gtin"), goods.get("gtin"))
                if has_image(goods):
                    photos = gallery(goods)
                    images = product["image"] if len(photos) > 1 else [product["image"]]
                    self.assertEqual(len(images), len(photos))
                    for image, photo in zip(images, photos):
                        self.assertRegex(image, share_image_of(photo))
                self.assertEqual(product["brand"]["name"], goods["brand"])
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
                self.assertEqual(organization["hasMerchantReturnPolicy"]["merchantReturnDays"], STORE["returns"]["days"])
                self.assertEqual(len(organization["hasShippingService"]), len(STORE["shipping"]))

    def check_offer(self, offer, sold, organization):
        """An offer of what is sold (a goods item or a variant) against its fixture values; the
        seller and its return policy are defined once and referred to by @id."""
        self.assertEqual(offer["@type"], "Offer")
        self.assertEqual(offer["price"], "%.2f" % sold["price"])
        self.assertEqual(offer["priceCurrency"], STORE["currency"])
        self.assertEqual(offer["availability"], "https://schema.org/" + ("InStock" if sold.get("stock", 0) > 0 else "OutOfStock"))
        self.assertEqual(offer["itemCondition"], "https://schema.org/NewCondition")
        self.assertNotIn("priceValidUntil", offer)
        market = sold.get("marketPrice")
        if market is not None and market > sold["price"]:
            self.assertEqual(offer["priceSpecification"]["priceType"], "https://schema.org/StrikethroughPrice")
            self.assertEqual(offer["priceSpecification"]["price"], "%.2f" % market)
        else:
            self.assertNotIn("priceSpecification", offer)
        self.assertEqual(offer["seller"], {"@id": organization["@id"]})
        self.assertEqual(offer["hasMerchantReturnPolicy"], {"@id": organization["hasMerchantReturnPolicy"]["@id"]})

    def test_category_pages_have_breadcrumbs_and_the_home_page_its_search(self):
        for page in glob.glob(os.path.join(SITE, "category", "*", "index.html")):
            with open(page, encoding="utf-8") as file:
                if '<meta http-equiv="refresh"' in file.read():
                    continue  # the place Cellar 0.1 gave a category, sending its visitors on
            types = [node.get("@type") for node in self.extract(os.path.relpath(page, SITE))]
            self.assertEqual(types, ["BreadcrumbList"], page)
        site = next(node for node in self.extract("index.html") if node.get("@type") == "WebSite")
        self.assertEqual(site["potentialAction"]["target"]["urlTemplate"], ROOT + "search/?q={search_term_string}")


if __name__ == "__main__":
    unittest.main()
