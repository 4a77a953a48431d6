"""The sample shop in its two markets in headless Chromium at 375 and 1280 px: the market picker
opens the same page in the other market, the market picked is saved for the next visit (which
comes from outside the site, so it is sent to that market's version; a visit with nothing saved,
as a crawler's, stays), a cart started in one market is not mixed into the other's, each
market's pages have no serious accessibility violations, and each market's search shows the
ranking query set's goods first (Tests/search-ranking.json).

Run by scripts/tests/browser-tests.sh, which sets CELLAR_MARKETS_URL: the sample shop (Chinese
in CNY at the root, English in USD under en/, at 0.14 rounded up to .99), served at /markets/,
and CELLAR_TEMPLATES (the theme's string tables).
"""
import json
import os
import unittest
import urllib.parse

from selenium.webdriver.common.by import By

from browser_support import PageActions
from chromium import headless_chromium

BASE = os.environ["CELLAR_MARKETS_URL"]
# The word the search page shows while it loads, in each market's language.
LOADING = {}
for market, locale in (("", "zh-CN"), ("en/", "en")):
    with open(os.path.join(os.environ["CELLAR_TEMPLATES"], "strings", locale + ".json"), encoding="utf-8") as file:
        LOADING[market] = json.load(file)["loading"]


class MarketTests(PageActions):
    width = 1280
    height = 1000

    def setUp(self):
        # A fresh profile per test: nothing saved, as a first visit (or a crawler) has.
        self.driver = headless_chromium(self.width, self.height)
        self.addCleanup(self.driver.quit)

    def open(self, path):
        self.driver.get(BASE + path)

    def choice(self, market_id):
        return self.css(f'.market-picker a[data-market="{market_id}"]')

    def test_the_picker_opens_the_same_page_in_the_other_market(self):
        self.open("goods/g-001/")
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "zh-CN")
        self.assertEqual(self.choice("cn").get_attribute("aria-current"), "true")
        self.assertTrue(self.text(".product .price").startswith("¥"))
        self.click(self.choice("us"))
        self.wait(lambda: self.driver.current_url == BASE + "en/goods/g-001/", "the English goods page")
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "en")
        self.assertEqual(self.choice("us").get_attribute("aria-current"), "true")
        self.assertTrue(self.text(".product .price").startswith("$"))
        self.click(self.choice("cn"))
        self.wait(lambda: self.driver.current_url == BASE + "goods/g-001/", "back to the Chinese goods page")

    def test_the_market_picked_is_kept_for_the_next_visit_and_nothing_saved_stays(self):
        self.open("goods/g-002/")
        self.assertEqual(self.driver.current_url, BASE + "goods/g-002/", "nothing saved: no redirect")
        self.click(self.choice("us"))
        self.wait(lambda: self.driver.current_url == BASE + "en/goods/g-002/", "the English goods page")
        # A later visit, typed in (no referrer): to the saved market's version of the page.
        self.open("category/white-wine/")
        self.wait(lambda: self.driver.current_url == BASE + "en/category/white-wine/", "the saved market")
        # Within the site, a link to the other market is followed as it is.
        self.click(self.choice("cn"))
        self.wait(lambda: self.driver.current_url == BASE + "category/white-wine/", "the market picked again")
        self.open("docs/about/")
        self.assertEqual(self.driver.current_url, BASE + "docs/about/")

    def test_a_cart_holds_one_markets_goods_and_prices(self):
        self.open("en/goods/g-001/")
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.badge() == "1", "the English cart's badge")
        self.click(self.css("a.cart-link"))
        self.wait(lambda: self.all("[data-cart-lines] .cart-line"), "the English cart")
        self.assertTrue(self.text("[data-order-total]").startswith("$"))
        self.open("cart/")
        self.wait(lambda: self.css("[data-cart-empty]").is_displayed(), "the Chinese cart, empty")
        self.assertIsNone(self.badge())
        self.open("goods/g-002/")
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.badge() == "1", "the Chinese cart's badge")
        self.open("cart/")
        self.wait(lambda: self.all("[data-cart-lines] .cart-line"), "the Chinese cart")
        self.assertEqual(len(self.all("[data-cart-lines] .cart-line")), 1)
        self.assertTrue(self.text("[data-order-total]").startswith("¥"))
        self.open("en/cart/")
        self.wait(lambda: self.all("[data-cart-lines] .cart-line"), "the English cart again")
        self.assertEqual(len(self.all("[data-cart-lines] .cart-line")), 1)
        self.assertTrue(self.text("[data-order-total]").startswith("$"))

    def test_each_markets_pages_have_no_serious_or_critical_accessibility_violations(self):
        for market in ("", "en/"):
            for page in ("", "goods/g-003/", "category/red-wine/", "cart/", "checkout/", "search/?q=penfolds"):
                with self.subTest(page=market + page):
                    self.open(market + page)
                    if page.startswith("search/"):
                        self.wait(lambda: self.all("[data-search-results] .card"), "search results")
                    self.assertEqual(self.axe(), [])

    def test_the_ranking_query_set_shows_its_goods_first_in_each_market(self):
        with open(os.path.join(os.path.dirname(__file__), "..", "search-ranking.json"), encoding="utf-8") as file:
            queries = json.load(file)["queries"]
        for case in queries:
            market = case["market"]
            with self.subTest(market=market, query=case["query"]):
                # Opened by URL: typing into the header of the search page already open could
                # read the results of the query before.
                self.open(market + "search/?q=" + urllib.parse.quote(case["query"]))
                self.wait(lambda: self.text("[data-search-status]") not in ("", LOADING[market]), "results")
                links = [card.get_attribute("href") for card in self.all("[data-search-results] a.card__link")]
                self.assertEqual(len(links), min(case["count"], 24))
                self.assertEqual(links[:len(case["top"])], [f"{BASE}{market}goods/{id}/" for id in case["top"]])


class PhoneWidth(MarketTests, unittest.TestCase):
    width = 375
    height = 812


class DesktopWidth(MarketTests, unittest.TestCase):
    width = 1280
    height = 1000


if __name__ == "__main__":
    unittest.main()
