"""A merchant's first hour and a shopper's first order, end to end, with nothing but the binary.

The merchant runs `cellar init`, imports a Shopify export into that shop as its README says
(`cellar import shopify products_export.csv --force`), sets the `endpoint` checkout to the
reference receiver (examples/order-receiver/receiver.py, on loopback, with the signing secret
in CELLAR_ORDER_SECRET), builds, and deploys to moto's S3 server on loopback. What the bucket
then holds is fetched back and served over HTTP, and a shopper in headless Chromium searches,
adds a goods item from a search result's card, opens a category and filters it by an option,
opens a goods item from its card, chooses a variant, adds it from the goods page and checks
out. The order must reach the receiver with those lines, every price signed by the build.

The export is Shopify's own sample (Tests/CellarImportTests/Samples/shopify_product_template.csv)
with every product active, as a selling shop's export is (the sample has a draft and an
archived product, which an import leaves out).

Run by scripts/tests/journey-tests.sh, which sets CELLAR_BIN, CELLAR_MOTO_SERVER and
CELLAR_DEPLOY_PYTHON (the deploy tests' Python, with moto and boto3); CELLAR_SCREENSHOTS, when
set, is where the screenshots are written.
"""
import csv
import json
import os
import subprocess
import sys
import tempfile
import unittest
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Browser"))
from browser_support import PageActions, ReferenceReceiver, serve, stop  # noqa: E402
from chromium import headless_chromium  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

CELLAR = os.environ["CELLAR_BIN"]
MOTO_SERVER = os.environ["CELLAR_MOTO_SERVER"]
DEPLOY_PYTHON = os.environ["CELLAR_DEPLOY_PYTHON"]
SCREENSHOTS = os.environ.get("CELLAR_SCREENSHOTS")
SAMPLE = os.path.join(os.path.dirname(__file__), "..", "CellarImportTests", "Samples", "shopify_product_template.csv")
BUCKET = os.path.join(os.path.dirname(__file__), "bucket.py")
SECRET = "journey-test-order-secret"


def active_export(path):
    """Shopify's sample export with every product active and published, written to `path`."""
    with open(SAMPLE, encoding="utf-8", newline="") as file:
        rows = list(csv.reader(file))
    header = rows[0]
    status, published = header.index("Status"), header.index("Published")
    for row in rows[1:]:
        if row[status]:
            row[status], row[published] = "active", "TRUE"
    with open(path, "w", encoding="utf-8", newline="") as file:
        csv.writer(file, lineterminator="\r\n").writerows(rows)


def run(command, folder, environment=None):
    """Runs a cellar command in `folder` as a merchant would; its output, or the test fails with it."""
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True, env={**os.environ, **(environment or {})})
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(command)} exited {result.returncode}:\n{result.stdout}\n{result.stderr}")
    return result.stdout + result.stderr


class MerchantJourney:
    """The shop made, imported into, built and deployed once; its output kept for the tests."""
    made = False

    @classmethod
    def make(cls):
        if cls.made:
            return
        cls.made = True
        cls.work = tempfile.mkdtemp()
        shop = os.path.join(cls.work, "shop")
        cls.output = {"init": run([CELLAR, "init", shop, "--name", "Acme Outfitters"], cls.work)}
        active_export(os.path.join(shop, "products_export.csv"))
        cls.output["import"] = run([CELLAR, "import", "shopify", "products_export.csv", "--force"], shop)
        cls.receiver = ReferenceReceiver(os.path.join(cls.work, "orders.jsonl"), SECRET)
        store_path = os.path.join(shop, "Fixtures", "store.json")
        with open(store_path, encoding="utf-8") as file:
            store = json.load(file)
        store["checkout"] = {"provider": "endpoint", "url": cls.receiver.url}
        with open(store_path, "w", encoding="utf-8") as file:
            json.dump(store, file, ensure_ascii=False, indent=2)
        with open(os.path.join(shop, "Fixtures", "goods.json"), encoding="utf-8") as file:
            cls.goods = json.load(file)
        cls.store = store
        cls.output["build"] = run([CELLAR, "build"], shop, {"CELLAR_ORDER_SECRET": SECRET})
        cls.bucket = subprocess.Popen([DEPLOY_PYTHON, BUCKET, MOTO_SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        server = json.loads(cls.bucket.stdout.readline())
        keys = {"AWS_ACCESS_KEY_ID": server["accessKeyID"], "AWS_SECRET_ACCESS_KEY": server["secretAccessKey"]}
        cls.output["deploy"] = run([CELLAR, "deploy", "s3://shop", "--endpoint", server["url"], "--region", "us-east-1"], shop, keys)
        cls.served = os.path.join(cls.work, "served")
        cls.bucket.stdin.write(f"download {cls.served}\n")
        cls.bucket.stdin.flush()
        cls.downloaded = int(cls.bucket.stdout.readline().split()[1])
        cls.server, cls.url = serve(cls.served)

    @classmethod
    def stop(cls):
        if cls.made:
            stop(cls.server)
            cls.bucket.stdin.close()
            cls.bucket.wait(timeout=30)


class MerchantTests(unittest.TestCase):
    """What the commands said and made, before a shopper comes."""

    @classmethod
    def setUpClass(cls):
        MerchantJourney.make()

    def test_the_import_into_the_init_shop_keeps_its_settings_and_says_what_it_dropped(self):
        said = MerchantJourney.output["import"]
        self.assertIn("3 goods items", said)
        self.assertIn("Next: cellar build", said)
        self.assertEqual(MerchantJourney.store["name"], "Acme Outfitters", "store.json kept")
        self.assertEqual(sorted(item["title"] for item in MerchantJourney.goods), ["Example Beanie", "Example Jeans", "Example T-Shirt"])

    def test_the_build_keeps_the_report_apart_and_the_deploy_uploads_the_site_without_it(self):
        self.assertIn("Catalogue report (yours, not published): site-reports/catalogue.html", MerchantJourney.output["build"])
        site = os.path.join(MerchantJourney.work, "shop", "site")
        # `_headers` and `_redirects` are Netlify's and Cloudflare's; deploy sets each object's
        # headers itself, and the moved pages send their visitors on.
        files = sum(len([name for name in names if name not in ("_headers", "_redirects")]) for _, _, names in os.walk(site))
        self.assertEqual(MerchantJourney.downloaded, files, "the bucket holds the site's files")
        self.assertFalse(os.path.exists(os.path.join(MerchantJourney.served, "reports")))
        self.assertNotIn("AWS_SECRET", MerchantJourney.output["deploy"])


class ShopperJourney(PageActions):
    """A shopper's visit to the deployed shop; run at a desktop's and a phone's width."""

    width = 1280
    height = 1000
    # The export's pictures are on Shopify's CDN, which a test run cannot reach.
    allowed_errors = ("https://burst.shopifycdn.com/",)

    @classmethod
    def setUpClass(cls):
        MerchantJourney.make()
        cls.driver = headless_chromium(cls.width, cls.height)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def screenshot(self, name):
        if SCREENSHOTS:
            os.makedirs(SCREENSHOTS, exist_ok=True)
            self.driver.save_screenshot(os.path.join(SCREENSHOTS, f"journey-{name}-{self.width}.png"))

    def goods(self, title):
        return next(item for item in MerchantJourney.goods if item["title"] == title)

    def test_a_shopper_searches_filters_chooses_a_variant_and_orders(self):
        already = len(MerchantJourney.receiver.kept())
        self.driver.get(MerchantJourney.url)
        self.driver.execute_script("localStorage.clear();")
        self.driver.get(MerchantJourney.url)
        # Searches, and adds the beanie from its result's card.
        beanie = self.goods("Example Beanie")
        field = self.css(".site-header input[name='q']")
        field.send_keys("beanie", Keys.ENTER)
        self.wait(lambda: "/search/" in self.driver.current_url and self.all("[data-search-results] .card"), "results")
        card = next(card for card in self.all("[data-search-results] .card")
                    if card.find_element(By.CSS_SELECTOR, ".card__title").text == beanie["title"])
        self.screenshot("search")
        self.click(card.find_element(By.CSS_SELECTOR, "button.add-to-cart"))
        self.wait(lambda: self.badge() == "1", "the beanie in the cart")
        # Opens the shirts' category and filters it by a colour.
        shirt = self.goods("Example T-Shirt")
        category = next(link for link in self.all("a") if link.get_attribute("href") and "/category/" in link.get_attribute("href")
                        and link.text.strip() and shirt["category"] in urllib.parse.unquote(link.get_attribute("href")))
        self.click(category)
        self.wait(lambda: self.all("[data-filters][data-ready]"), "filters")
        if self.css(".filters__panel").get_attribute("open") is None:
            self.click(self.css(".filters__summary"))
        colour = shirt["options"][0]
        box = next(option for option in self.all(f".filters__option input[name='{colour}']") if option.get_attribute("value") == "Blue")
        self.click(self.css(f"label[for='{box.get_attribute('id')}']"))
        self.wait(lambda: [card.text for card in self.all("[data-filter-grid] .card__title")] == [shirt["title"]], "the blue shirts")
        self.assertEqual(urllib.parse.parse_qs(urllib.parse.urlparse(self.driver.current_url).query)[colour], ["Blue"])
        self.screenshot("filtered")
        # Opens the shirt from its card, chooses blue in M, and adds it from its page.
        self.click(self.css("[data-filter-grid] .card a.card__link"))
        self.wait(lambda: self.all(".variant-picker"), "the goods page")
        chosen = next(variant for variant in shirt["variants"] if variant["values"] == {colour: "Blue", shirt["options"][1]: "M"})
        self.choose(colour, "Blue")
        self.choose(shirt["options"][1], "M")
        self.wait(lambda: self.css(".product button.add-to-cart").get_attribute("data-variant-id") == chosen["id"], "blue in M")
        self.screenshot("variant")
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.badge() == "2", "the shirt in the cart")
        # Checks out.
        self.click(self.css("a.cart-link"))
        self.wait(lambda: len(self.all("[data-cart-lines] .cart-line")) == 2, "two cart lines")
        self.click(self.css("[data-checkout-link]"))
        self.wait(lambda: len(self.all("[data-summary-lines] tr")) == 2, "two summary lines")
        self.fill_order_form()
        self.screenshot("checkout")
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed(), "the confirmation")
        self.screenshot("placed")
        self.wait(lambda: len(MerchantJourney.receiver.kept()) > already, "the order at the receiver")
        order = MerchantJourney.receiver.kept()[already]
        self.assertIn(order["reference"], self.css("[data-order-confirmation-text]").text)
        self.assertEqual(order["currency"], MerchantJourney.store["currency"])
        self.assertEqual(sorted((line["goods"], line["variant"], line["quantity"], line["unitPrice"]) for line in order["lines"]),
                         sorted([(beanie["id"], None, 1, "{:.2f}".format(beanie["price"])),
                                 (shirt["id"], chosen["id"], 1, "{:.2f}".format(chosen["price"]))]))
        self.assertEqual(order["customer"]["email"], "ann@example.com")


class DesktopShopperJourney(ShopperJourney, unittest.TestCase):
    pass


class PhoneShopperJourney(ShopperJourney, unittest.TestCase):
    width = 375
    height = 812


def tearDownModule():
    MerchantJourney.stop()

