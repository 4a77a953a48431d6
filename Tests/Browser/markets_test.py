"""A shop of two markets in headless Chromium at 375 and 1280 px: the market picker opens the
same page in the other market, the market picked is saved for the next visit (which comes from
outside the site, so it is sent to that market's version; a visit with nothing saved, as a
crawler's, stays), and a cart started in one market is not mixed into the other's.

Run by scripts/tests/browser-tests.sh, which sets CELLAR_MARKETS_URL: the sample shop built in
two markets (Chinese in CNY at the root, English in USD under en/, at 0.14 rounded up to .99),
served at /markets/.
"""
import os
import unittest

from selenium.webdriver.common.by import By

from browser_support import PageActions
from chromium import headless_chromium

BASE = os.environ["CELLAR_MARKETS_URL"]


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


class PhoneWidth(MarketTests, unittest.TestCase):
    width = 375
    height = 812


class DesktopWidth(MarketTests, unittest.TestCase):
    width = 1280
    height = 1000


if __name__ == "__main__":
    unittest.main()
