"""The storefront in headless Chromium: cart, checkout, search, category filters, share,
accessibility and keyboard use, on the sample shop served under a sub-path.

Run by scripts/tests/browser-tests.sh, which sets CELLAR_BASE_URL (the served shop, ending in
/shop/), CELLAR_FIXTURES (the fixtures it was built from) and CELLAR_AXE (axe.min.js).
Expected values come from the fixtures, not from the site's own data files.
"""
import json
import os
import unicodedata
import unittest
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser_support import PageActions, cents
from chromium import headless_chromium

BASE = os.environ["CELLAR_BASE_URL"]
FIXTURES = os.environ["CELLAR_FIXTURES"]

with open(os.path.join(FIXTURES, "goods.json"), encoding="utf-8") as file:
    GOODS = json.load(file)
with open(os.path.join(FIXTURES, "categories.json"), encoding="utf-8") as file:
    CATEGORIES = json.load(file)
with open(os.path.join(FIXTURES, "store.json"), encoding="utf-8") as file:
    STORE = json.load(file)
GOODS_BY_ID = {goods["id"]: goods for goods in GOODS}
with open(os.path.join(os.environ["CELLAR_TEMPLATES"], "strings", "en.json"), encoding="utf-8") as file:
    WORDS = json.load(file)


def lowest_price(goods):
    """A goods item's price; with variants, the lowest of theirs (what cards, filters and sorts use)."""
    return goods["price"] if "variants" not in goods else min(variant["price"] for variant in goods["variants"])


def price_text(cents_value):
    """Prices as the site writes them (the sample shop is in CNY)."""
    return "¥{:,}.{:02d}".format(cents_value // 100, cents_value % 100)


def read_json(path):
    with urllib.request.urlopen(BASE + path) as response:
        return json.load(response)


def shard_records(kind, group):
    """Every record of a kind of sharded data (data/<kind>/), by its manifest (and its index
    shards, for a group with them), with URLs resolved."""
    entry = read_json(f"data/{kind}/manifest.json")["groups"][group]
    hashes = entry.get("hashes") or "".join(
        read_json(f"data/{kind}/{group}-index-{number}.{entry['index'][number * 8:number * 8 + 8]}.json")
        for number in range(len(entry["index"]) // 8))
    records = []
    for number in range(len(hashes) // 8):
        shard = read_json(f"data/{kind}/{group}-{number}.{hashes[number * 8:number * 8 + 8]}.json")
        for row in shard["rows"]:
            record = dict(zip(shard["fields"], row))
            record["url"] = urllib.parse.urljoin(BASE + f"data/{kind}/", record["url"])
            records.append(record)
    return records


def cart_key(goods_id):
    """The build's cart key of a goods item: the 32-bit FNV-1a hash of its id, below 2^20."""
    value = 0x811C9DC5
    for byte in goods_id.encode():
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value % (1 << 20)


# A variant's row links to its goods page opening on it (`?variant=`); the page itself is without.
PAGE_URL = {item["id"]: item["url"].split("?")[0] for item in shard_records("cart", "goods")}
with open(os.path.join(FIXTURES, "comments.json"), encoding="utf-8") as file:
    COMMENTS = json.load(file)
COMMENT_COUNTS = {}
for comment in COMMENTS:
    COMMENT_COUNTS[comment["goods"]] = COMMENT_COUNTS.get(comment["goods"], 0) + 1
VARIANT_GOODS = [goods for goods in GOODS if "variants" in goods]


def by_sales(goods):
    """Best sellers first; equal sales keep file order (as the category pages)."""
    return sorted(goods, key=lambda item: -item.get("saleCount", 0))


def fold(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text or "") if not unicodedata.combining(c)).lower()


class StorefrontTests(PageActions):
    """Every scenario; the subclasses run them at a phone's and a desktop's width."""

    width = 1280
    height = 1000

    @classmethod
    def setUpClass(cls):
        cls.driver = headless_chromium(cls.width, cls.height)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.open("")
        self.driver.execute_script("localStorage.clear();")
        self.driver.get_log("browser")

    # ---------- helpers ----------

    def open(self, path):
        self.driver.get(path if path.startswith("http") else BASE + path)

    def in_stock(self, count, distinct_prices=True):
        chosen = []
        for goods in GOODS:
            if goods.get("stock", 0) > 3 and goods["id"] in PAGE_URL:
                if not distinct_prices or all(cents(goods["price"]) != cents(other["price"]) for other in chosen):
                    chosen.append(goods)
            if len(chosen) == count:
                return chosen
        self.fail("not enough goods in stock")

    def add_from_goods_page(self, goods):
        self.open(PAGE_URL[goods["id"]])
        before = int(self.badge() or 0)
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: int(self.badge() or 0) > before, "badge to grow")

    def open_cart(self):
        self.click(self.css("a.cart-link"))
        self.wait(lambda: self.all("[data-cart-lines] .cart-line") or self.css("[data-cart-empty]").is_displayed(),
                  "cart to render")

    def cart_total(self):
        return self.text("[data-order-total]")

    # ---------- cart ----------

    def test_cart_badge_total_selection_and_reload(self):
        first, second = self.in_stock(2)
        self.add_from_goods_page(first)
        self.add_from_goods_page(second)
        self.assertEqual(self.badge(), "2")
        self.open_cart()
        self.assertEqual(len(self.all("[data-cart-lines] .cart-line")), 2)
        self.assertEqual(self.cart_total(), price_text(cents(first["price"]) + cents(second["price"])))
        lines = self.all("[data-cart-lines] .cart-line")
        titles = [line.find_element(By.CSS_SELECTOR, "[data-title]").text for line in lines]
        self.assertEqual(titles, [first["title"], second["title"]])
        self.click(lines[0].find_element(By.CSS_SELECTOR, "[data-select]"))
        self.assertEqual(self.cart_total(), price_text(cents(second["price"])))
        self.assertFalse(self.css("[data-select-all]").is_selected())
        self.driver.refresh()
        self.wait(lambda: len(self.all("[data-cart-lines] .cart-line")) == 2, "cart after reload")
        self.assertEqual(self.badge(), "2")
        self.assertEqual(self.cart_total(), price_text(cents(second["price"])))
        self.assertFalse(self.all("[data-select]")[0].is_selected())
        self.click(self.css("[data-select-all]"))
        self.assertEqual(self.cart_total(), price_text(cents(first["price"]) + cents(second["price"])))

    def test_quantity_is_clamped_between_one_and_stock_and_lines_can_be_removed(self):
        goods = next(item for item in GOODS if 2 <= item.get("stock", 0) <= 200 and item["id"] in PAGE_URL)
        self.add_from_goods_page(goods)
        self.open_cart()
        line = self.css("[data-cart-lines] .cart-line")
        decrease = line.find_element(By.CSS_SELECTOR, "[data-decrease]")
        self.assertFalse(decrease.is_enabled())
        quantity = line.find_element(By.CSS_SELECTOR, "[data-quantity]")
        quantity.clear()
        quantity.send_keys("100000", Keys.TAB)
        self.assertEqual(quantity.get_attribute("value"), str(goods["stock"]))
        self.assertFalse(line.find_element(By.CSS_SELECTOR, "[data-increase]").is_enabled())
        self.assertEqual(self.cart_total(), price_text(cents(goods["price"]) * goods["stock"]))
        self.click(decrease)
        self.assertEqual(quantity.get_attribute("value"), str(goods["stock"] - 1))
        self.assertEqual(self.badge(), str(goods["stock"] - 1))
        self.click(line.find_element(By.CSS_SELECTOR, "[data-remove]"))
        self.assertTrue(self.css("[data-cart-empty]").is_displayed())
        self.assertIsNone(self.badge())

    def test_sold_out_goods_cannot_be_added(self):
        sold_out = next(item for item in GOODS if "variants" not in item and item.get("stock", 0) == 0)
        self.open(PAGE_URL[sold_out["id"]])
        button = self.css(".product button.add-to-cart")
        self.assertFalse(button.is_enabled())
        self.driver.execute_script("arguments[0].disabled = false; arguments[0].click();", button)
        self.wait(lambda: self.text("[data-toast]") == WORDS["soldOut"], "the sold-out notice")
        self.assertIsNone(self.badge())
        self.assertEqual(self.driver.execute_script("return Object.keys(localStorage).filter(k => k.endsWith(':cart')).map(k => JSON.parse(localStorage[k]).lines.length);"), [])

    def test_a_stale_cart_gets_todays_prices_and_drops_what_is_gone_or_sold_out(self):
        goods = self.in_stock(1)[0]
        sold_out = next(item for item in GOODS if "variants" not in item and item.get("stock", 0) == 0)
        lines = [
            {"id": goods["id"], "key": cart_key(goods["id"]), "quantity": 2, "selected": True, "cents": cents(goods["price"]) + 100},
            {"id": "gone-since-the-rebuild", "key": cart_key("gone-since-the-rebuild"), "quantity": 1, "selected": True, "cents": 100},
            {"id": sold_out["id"], "key": cart_key(sold_out["id"]), "quantity": 1, "selected": True, "cents": 100},
        ]
        self.driver.execute_script("localStorage.setItem('cellar:/shop/:cart', JSON.stringify({version: 1, lines: arguments[0]}));", lines)
        self.open("cart/")
        self.wait(lambda: len(self.all("[data-cart-lines] .cart-line")) == 1, "one line left")
        notices = self.text("[data-cart-notices]")
        self.assertIn("no longer available", notices)
        self.assertIn("prices", notices)
        self.assertEqual(self.cart_total(), price_text(cents(goods["price"]) * 2))
        self.assertEqual(self.badge(), "2")

    def test_corrupted_storage_resets_the_cart_with_a_notice(self):
        self.driver.execute_script("localStorage.setItem('cellar:/shop/:cart', '{not json');")
        self.open("cart/")
        self.wait(lambda: self.css("[data-cart-empty]").is_displayed(), "empty state")
        self.assertEqual(self.text("[data-cart-notices]"), WORDS["cartReset"])
        self.driver.execute_script("localStorage.setItem('cellar:/shop/:cart', JSON.stringify({lines: [{id: 5, quantity: 'x'}]}));")
        self.open("")
        self.wait(lambda: self.text("[data-toast]") == WORDS["cartReset"], "the reset notice on another page")

    def test_the_cart_says_so_when_current_prices_cannot_be_loaded(self):
        self.driver.execute_script("localStorage.setItem('cellar:/shop/:cart', JSON.stringify({lines: [{id: 'g-001', key: arguments[0], quantity: 1}]}));",
                                   cart_key("g-001"))
        for blocked in ("*data/cart/manifest.json", "*data/cart/goods-index-*", "*data/cart/goods-*"):
            with self.subTest(blocked=blocked):
                self.driver.execute_cdp_cmd("Network.enable", {})
                self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": [blocked]})
                try:
                    self.open("cart/")
                    self.wait(lambda: self.text("[data-cart-loading]") == WORDS["cartFailed"], "the failure message")
                    self.assertFalse(self.css("[data-cart-filled]").is_displayed())
                finally:
                    self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
                self.assert_only_the_failed_load_was_logged("data/cart/")

    def assert_only_the_failed_load_was_logged(self, file):
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertTrue(any("Could not load" in message and file in message for message in errors), errors)
        self.assertTrue(all(file in message for message in errors), errors)

    def test_adding_to_the_cart_says_so_when_current_prices_cannot_be_loaded(self):
        goods = self.in_stock(1)[0]
        self.open(PAGE_URL[goods["id"]])
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*data/cart/goods-*"]})
        try:
            self.click(self.css(".product button.add-to-cart"))
            self.wait(lambda: self.text("[data-toast]") != "", "a notice")
            self.assertEqual(self.text("[data-toast]"), WORDS["cartFailed"])
            self.assertIsNone(self.badge())
        finally:
            self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        self.assert_only_the_failed_load_was_logged("data/cart/goods-")
        # The next try loads the shard and adds.
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.badge() == "1", "the badge after a second try")

    def test_a_truncated_cart_shard_gives_the_notice_and_breaks_nothing_else(self):
        first, second = self.in_stock(2)
        self.add_from_goods_page(first)
        self.open(PAGE_URL[second["id"]])
        # A shard cut short, as a failed deploy might leave it.
        self.driver.execute_script("""
            const realFetch = window.fetch;
            window.fetch = (url, ...rest) => String(url).includes('/data/cart/goods-')
              ? Promise.resolve(new Response('{"fields":["id","title"],"rows":[["g-0', {status: 200}))
              : realFetch(url, ...rest);""")
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.text("[data-toast]") == WORDS["cartFailed"], "the notice for a truncated shard")
        self.assertEqual(self.badge(), "1")
        self.assert_only_the_failed_load_was_logged("data/cart/goods-")
        # A stale shard (its name gone after a redeploy) fails as a missing one does: see
        # test_adding_to_the_cart_says_so_when_current_prices_cannot_be_loaded.
        self.open_cart()
        self.assertEqual(len(self.all("[data-cart-lines] .cart-line")), 1, "the cart is as it was")

    def data_requests(self):
        """The data files the page has fetched (Chromium's resource timing), below the shop."""
        names = self.driver.execute_script("return performance.getEntriesByType('resource').map((entry) => entry.name);")
        return [urllib.parse.urlparse(name).path.removeprefix(urllib.parse.urlparse(BASE).path)
                for name in names if "/data/" in name]

    def test_adding_to_the_cart_fetches_the_manifest_one_index_shard_and_one_shard_only(self):
        goods = self.in_stock(1)[0]
        self.add_from_goods_page(goods)
        requests = self.data_requests()
        self.assertEqual(requests[0], "data/cart/manifest.json")
        self.assertEqual(len(requests), 3, requests)
        self.assertRegex(requests[1], r"^data/cart/goods-index-0\.[0-9a-f]{8}\.json$")
        self.assertRegex(requests[2], r"^data/cart/goods-0\.[0-9a-f]{8}\.json$")
        self.assertFalse(any("catalogue" in request or "search" in request or "category" in request for request in requests))

    def test_filters_say_so_when_their_data_cannot_be_loaded(self):
        category = CATEGORIES[0]
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*data/category-*"]})
        try:
            self.open("")
            self.click(self.css(".tile"))
            self.wait(lambda: self.text("[data-filters]") != "", "the filters' notice")
            self.assertEqual(self.text("[data-filters]"), WORDS["filtersFailed"])
            self.assertTrue(self.all("[data-filter-grid] .card"), "the page's own cards stay")
        finally:
            self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        self.assert_only_the_failed_load_was_logged("data/category-")

    def test_carts_of_two_shops_on_one_host_do_not_mix(self):
        self.driver.execute_script("localStorage.setItem('cellar:/other/:cart', JSON.stringify({lines: [{id: 'g-001', quantity: 3}]}));")
        self.open("")
        self.assertIsNone(self.badge())

    # ---------- checkout ----------

    def test_checkout_is_enabled_only_when_every_field_is_valid_and_the_summary_is_complete(self):
        first, second = self.in_stock(2)
        self.add_from_goods_page(first)
        self.add_from_goods_page(second)
        self.open_cart()
        self.click(self.all("[data-select]")[1])
        self.click(self.css("[data-checkout-link]"))
        self.wait(lambda: self.all("[data-summary-lines] tr"), "summary lines")
        self.assertEqual(len(self.all("[data-summary-lines] tr")), 1)
        self.assertEqual(self.text("[data-order-total]"), price_text(cents(first["price"])))
        send = self.css("[data-send]")
        self.assertFalse(send.is_enabled())
        name, phone, address = self.css("#order-name"), self.css("#order-phone"), self.css("#order-address")
        name.send_keys("Ann Lee", Keys.TAB)
        self.assertFalse(send.is_enabled())
        email = self.css("#order-email")
        email.send_keys("ann@example", Keys.TAB)
        self.assertEqual(email.get_attribute("aria-invalid"), "true")
        email.send_keys(".com", Keys.TAB)
        self.assertEqual(email.get_attribute("aria-invalid"), "false")
        phone.send_keys("123", Keys.TAB)
        self.assertEqual(phone.get_attribute("aria-invalid"), "true")
        self.assertTrue(self.text("#order-phone-problem"))
        phone.clear()
        phone.send_keys("+44 20 7946 0958", Keys.TAB)
        self.assertEqual(phone.get_attribute("aria-invalid"), "false")
        self.assertEqual(self.text("#order-phone-problem"), "")
        address.send_keys("1 Vine St, London", Keys.TAB)
        self.assertFalse(send.is_enabled(), "terms not agreed yet")
        self.click(self.css("#order-terms"))
        self.assertTrue(send.is_enabled())
        self.assertTrue(self.css("[data-copy]").is_enabled())
        order = self.css("[data-order-text]").get_attribute("value")
        for expected in (first["title"] + " × 1", "Total: " + price_text(cents(first["price"])),
                         "Name: Ann Lee", "E-mail: ann@example.com", "Phone: +44 20 7946 0958",
                         "Delivery address: 1 Vine St, London"):
            self.assertIn(expected, order)
        self.assertNotIn(second["title"], order)
        self.assertEqual(self.css("[data-checkout]").get_attribute("data-order-email"), STORE["orderEmail"])
        self.driver.refresh()
        self.wait(lambda: self.all("[data-summary-lines] tr"), "summary after reload")
        self.assertEqual(self.css("#order-name").get_attribute("value"), "Ann Lee")
        self.assertEqual(self.css("#order-address").get_attribute("value"), "1 Vine St, London")
        self.assertTrue(self.css("#order-terms").is_selected())
        self.assertTrue(self.css("[data-send]").is_enabled())
        self.css("#order-name").clear()
        self.css("#order-name").send_keys(Keys.TAB)
        self.assertFalse(self.css("[data-send]").is_enabled())
        self.assertTrue(self.text("#order-name-problem"))

    # ---------- search ----------

    def search_for(self, query):
        field = self.css(".site-header input[name='q']")
        field.clear()
        field.send_keys(query, Keys.ENTER)
        self.wait(lambda: "/shop/search/" in self.driver.current_url, "the search page")
        # The status names the query: on the search page already, the one before's would pass.
        self.wait(lambda: query.strip() in self.text("[data-search-status]"), "results")
        return [card.text for card in self.all("[data-search-results] .card__title")]

    def expected_matches(self, word):
        categories = {category["id"]: category["name"] for category in CATEGORIES}
        key = fold(word)
        title = [goods["title"] for goods in by_sales(GOODS) if key in fold(goods["title"])]
        other = [goods["title"] for goods in by_sales(GOODS) if key not in fold(goods["title"])
                 and key in fold((goods.get("brand") or "") + " " + categories[goods["category"]])]
        return title, other

    def test_search_finds_chinese_and_english_words_title_matches_first(self):
        for word in ("白酒", "高粱", "chateau", "CHÂTEAU", "penfolds"):
            with self.subTest(word=word):
                title, other = self.expected_matches(word)
                self.assertTrue(title or other, f"fixtures have {word}")
                found = self.search_for(word)
                self.assertEqual(set(found), set(title + other))
                self.assertEqual(set(found[:len(title)]), set(title), "title matches first")
                first = self.css("[data-search-results] .card")
                self.assertTrue(first.find_element(By.CSS_SELECTOR, ".price").text.startswith("¥"))

    def test_search_results_add_to_the_cart_unless_sold_out(self):
        goods = self.in_stock(1)[0]
        self.search_for(goods["title"])
        card = self.result_card(goods["title"])
        self.click(card.find_element(By.CSS_SELECTOR, "button.add-to-cart"))
        self.wait(lambda: self.badge() == "1", "badge to show 1")
        sold_out = next(item for item in GOODS if "variants" not in item and item.get("stock", 0) == 0)
        self.search_for(sold_out["title"])
        self.wait(lambda: not self.result_card(sold_out["title"]).find_element(
            By.CSS_SELECTOR, "button.add-to-cart").is_enabled(), "the sold-out card's button to be disabled")
        self.assertEqual(self.badge(), "1")

    def test_cards_drawn_by_the_script_show_the_stars_the_pages_show(self):
        self.search_for("chateau")
        drawn = [(card.find_element(By.CSS_SELECTOR, "a.card__link").get_attribute("href"),
                  card.find_element(By.CSS_SELECTOR, ".stars").get_attribute("outerHTML"))
                 for card in self.all("[data-search-results] .card")]
        rated = [(url, stars) for url, stars in drawn if "stars--none" not in stars]
        self.assertTrue(rated, "rated results")
        for url, stars in rated:
            self.open(url)
            self.assertEqual(self.css(".product__rating .stars").get_attribute("outerHTML"), stars, url)

    def result_card(self, title):
        return next(card for card in self.all("[data-search-results] .card")
                    if card.find_element(By.CSS_SELECTOR, ".card__title").text == title)

    def search_requests(self):
        return self.driver.execute_script(
            "return performance.getEntriesByType('resource').map((entry) => [entry.name, entry.transferSize, entry.decodedBodySize]);")

    def test_a_search_fetches_no_whole_catalogue_file_only_the_shards_it_needs(self):
        for query in ("chateau", "白酒", "penfolds shiraz"):
            with self.subTest(query=query):
                self.open("search/?q=" + urllib.parse.quote(query))
                self.wait(lambda: self.all("[data-search-results] .card"), "results")
                data = [name for name, _, _ in self.search_requests() if "/data/" in name]
                self.assertTrue(data, "the index is fetched")
                for name in data:
                    path = urllib.parse.urlparse(name).path
                    self.assertRegex(path, r"^/shop/data/search/(manifest\.json|(terms|records|records-index)-\d+\.[0-9a-f]{8}\.json)$")
                self.assertEqual(sum("/manifest.json" in name for name in data), 1)
                self.assertEqual(len(set(data)), len(data), "each file once")
                shown = len(self.all("[data-search-results] .card"))
                self.assertLessEqual(sum("/records-" in name and "-index-" not in name for name in data), shown)

    def test_a_search_whose_shard_cannot_load_says_so(self):
        self.driver.execute_cdp_cmd("Network.enable", {})
        for blocked in ("*data/search/terms-*", "*data/search/records-*", "*data/search/manifest.json"):
            with self.subTest(blocked=blocked):
                self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": [blocked]})
                try:
                    self.open("search/?q=chateau")
                    self.wait(lambda: self.text("[data-search-status]") == WORDS["searchFailed"], "the search's notice")
                    self.assertEqual(self.all("[data-search-results] .card"), [])
                    self.assertTrue(self.css(".site-header input[name='q']").is_displayed(), "the page still works")
                finally:
                    self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
                self.assert_only_the_failed_load_was_logged("data/search/")

    def test_more_results_show_the_next_page_of_matches(self):
        query = "wine"
        self.open("search/?q=" + query)
        self.wait(lambda: self.all("[data-search-results] .card"), "results")
        total = int("".join(ch for ch in self.text("[data-search-status]").split(" ")[0] if ch.isdigit()))
        self.assertGreater(total, 24, "the sample shop has more than a page of wine")
        self.assertEqual(len(self.all("[data-search-results] .card")), 24)
        self.click(self.css("[data-search-next]"))
        self.wait(lambda: len(self.all("[data-search-results] .card")) == total, "the rest")
        self.assertFalse(self.css("[data-search-next]").is_displayed())
        links = [card.get_attribute("href") for card in self.all("[data-search-results] a.card__link")]
        self.assertEqual(len(set(links)), total)

    def test_hostile_and_odd_queries_are_harmless(self):
        for query in ('<img src=x onerror="window.hacked=1">', "%%%", "🍷🍷", ".*+?^${}()|[]\\", "x" * 1000):
            with self.subTest(query=query):
                self.search_for(query)
                self.assertIn("No goods match", self.text("[data-search-status]"))
                self.assertIn(query.strip(), self.text("[data-search-status]"))
                self.assertEqual(self.all("main img[src='x']"), [])
                self.assertIsNone(self.driver.execute_script("return window.hacked;"))

    def test_without_javascript_the_search_form_leads_to_the_categories(self):
        with urllib.request.urlopen(BASE + "goods/g-001/") as response:
            html = response.read().decode()
        self.assertIn('<form class="search" action="../../categories/"', html)

    # ---------- category filters ----------

    def test_brand_filter_and_price_sort_work_across_pages_and_survive_reload(self):
        category = max(CATEGORIES, key=lambda item: sum(goods["category"] == item["id"] for goods in GOODS))
        goods = by_sales([item for item in GOODS if item["category"] == category["id"]])
        self.assertGreater(len(goods), 24, "a category with two pages")
        brands = [goods[1]["brand"], goods[-1]["brand"]]  # one from page 1, one from page 2
        expected = sorted([item for item in goods if item.get("brand") in brands], key=lambda item: cents(lowest_price(item)))
        self.open("")
        self.click(self.driver.find_element(By.LINK_TEXT, category["name"]))
        self.wait(lambda: self.all("[data-filters][data-ready]"), "filters")
        panel = self.css(".filters__panel")
        if panel.get_attribute("open") is None:
            self.click(self.css(".filters__summary"))
        for brand in brands:
            box = next(option for option in self.all(".filters__option input[name='brand']") if option.get_attribute("value") == brand)
            self.click(self.driver.find_element(By.CSS_SELECTOR, f"label[for='{box.get_attribute('id')}']"))
        Select(self.css(".filters__sort select")).select_by_value("price")

        def shown():
            return [card.text for card in self.all("[data-filter-grid] .card__title")]

        expected_titles = [item["title"] for item in expected]
        self.wait(lambda: shown() == expected_titles, "filtered, sorted goods")
        self.assertFalse(self.css("[data-filter-pagination]").is_displayed())
        self.assertEqual(self.text("[data-filter-count]"), f"{len(expected)} items" if len(expected) != 1 else "1 item")
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.driver.current_url).query)
        self.assertEqual(sorted(query["brand"]), sorted(brands))
        self.assertEqual(query["sort"], ["price"])
        self.driver.refresh()
        self.wait(lambda: shown() == expected_titles, "the same view after reload")
        self.assertEqual(self.css(".filters__sort select").get_attribute("value"), "price")
        self.click(self.css(".filters__clear"))
        self.wait(lambda: len(shown()) == 24, "the plain first page back")
        self.assertTrue(self.css("[data-filter-pagination]").is_displayed())
        self.assertNotIn("?", self.driver.current_url)

    def test_a_filtered_category_loads_only_the_cards_it_shows(self):
        category = max(CATEGORIES, key=lambda item: sum(goods["category"] == item["id"] for goods in GOODS))
        goods = by_sales([item for item in GOODS if item["category"] == category["id"]])
        self.assertGreater(len(goods), 24, "a category with two pages")
        self.open("")
        self.click(self.driver.find_element(By.LINK_TEXT, category["name"]))
        self.wait(lambda: self.all("[data-filters][data-ready]"), "filters")
        kind = "data/category-" + self.driver.current_url.rstrip("/").rsplit("/", 1)[1] + "/"
        self.assertEqual([request.split(".")[0] for request in self.data_requests()],
                         [kind + "manifest", kind + "facets-0"], "the plain page loads no cards")
        panel = self.css(".filters__panel")
        if panel.get_attribute("open") is None:
            self.click(self.css(".filters__summary"))
        brand = goods[-1]["brand"]
        places = [place for place, item in enumerate(goods) if item.get("brand") == brand]
        box = next(option for option in self.all(".filters__option input[name='brand']") if option.get_attribute("value") == brand)
        self.click(self.driver.find_element(By.CSS_SELECTOR, f"label[for='{box.get_attribute('id')}']"))

        def shown():
            return [card.text for card in self.all("[data-filter-grid] .card__title")]

        self.wait(lambda: shown() == [goods[place]["title"] for place in places], "the brand's goods")
        cards = sorted(request for request in self.data_requests() if request.startswith(kind + "cards-"))
        self.assertEqual([request.split(".")[0] for request in cards],
                         sorted({kind + f"cards-{place // 16}" for place in places}), "only the shards of the cards shown")
        self.assertFalse(any("catalogue" in request or "search" in request for request in self.data_requests()))
        # Sorted by price, all goods: a page of 24, then the rest on asking.
        self.click(self.css(".filters__clear"))
        Select(self.css(".filters__sort select")).select_by_value("price")
        by_price = [item["title"] for item in sorted(goods, key=lambda item: cents(lowest_price(item)))]
        self.wait(lambda: shown() == by_price[:24], "the first 24 by price")
        more = self.css(".filters__more")
        self.assertTrue(more.is_displayed())
        self.click(more)
        self.wait(lambda: shown() == by_price, "all of them by price")
        self.assertFalse(more.is_displayed())

    def test_facet_values_with_spaces_around_them_are_one_value(self):
        # The sample's 白酒 has a scent written " 浓香型", as the real wine-shop data had " 四川".
        category = next(item for item in CATEGORIES if item["id"] == "白酒")
        goods = by_sales([item for item in GOODS if item["category"] == category["id"]])
        written = [item["scent"] for item in goods if (item.get("scent") or "").strip() == "浓香型"]
        self.assertIn(" 浓香型", written, "the fixtures keep the real data's case")
        self.assertIn("浓香型", written)
        self.open("")
        self.click(self.driver.find_element(By.LINK_TEXT, category["name"]))
        self.wait(lambda: self.all("[data-filters][data-ready]"), "filters")
        if self.css(".filters__panel").get_attribute("open") is None:
            self.click(self.css(".filters__summary"))
        boxes = [box for box in self.all(".filters__option input[name='scent']") if box.get_attribute("value").strip() == "浓香型"]
        self.assertEqual([box.get_attribute("value") for box in boxes], ["浓香型"], "one checkbox")
        label = self.css(f"label[for='{boxes[0].get_attribute('id')}']")
        self.assertEqual(label.find_element(By.CSS_SELECTOR, ".filters__count").text, f"({len(written)})")
        self.click(label)
        expected = [item["title"] for item in goods if (item.get("scent") or "").strip() == "浓香型"]
        self.wait(lambda: [card.text for card in self.all("[data-filter-grid] .card__title")] == expected, "both goods")

    # ---------- variants ----------

    def variant_goods(self, options):
        """The sample's goods item with variants of these options, and its variants by their values."""
        goods = next(item for item in VARIANT_GOODS if item["options"] == options)
        return goods, {tuple(variant["values"][name] for name in options): variant for variant in goods["variants"]}

    def shown_price(self):
        return self.text("[data-price-box] .price--large")

    def test_list_of_variants_wider_than_its_box_scrolls_by_keyboard(self):
        """axe's scrollable-region-focusable: a list of variants that overflows can be focused to scroll."""
        goods, _ = self.variant_goods(["Size", "Vintage"])
        self.open(PAGE_URL[goods["id"]])
        box = self.css('section[aria-labelledby="variants-heading"] > .table-scroll')
        self.driver.execute_script("arguments[0].style.width = '120px'", box)
        self.assertGreater(self.driver.execute_script("return arguments[0].scrollWidth - arguments[0].clientWidth", box), 0)
        self.assertEqual(self.axe(), [])

    def test_choosing_options_updates_price_stock_photo_and_url(self):
        goods, variants = self.variant_goods(["Size", "Vintage"])
        self.open(PAGE_URL[goods["id"]])
        self.assertEqual(self.axe(), [])
        first = next(variant for variant in goods["variants"] if variant.get("stock", 0) > 0)
        self.assertEqual(self.shown_price(), price_text(cents(first["price"])))
        own_photo = self.css(".product__media img").get_attribute("src")
        self.choose("Vintage", "2021")
        chosen = variants[("750 ml", "2021")]
        self.wait(lambda: self.shown_price() == price_text(cents(chosen["price"])), "the 2021 price")
        self.assertEqual(self.text("[data-price-box] .product__stock"), f"{chosen['stock']} in stock")
        self.assertIn("SKU: " + chosen["sku"], self.text("[data-price-box]"))
        self.assertEqual(self.css("[data-price-box]").find_elements(By.CSS_SELECTOR, ".market-price"), [],
                         "no struck price for a variant without one")
        self.assertEqual(urllib.parse.parse_qs(urllib.parse.urlparse(self.driver.current_url).query)["variant"], [chosen["id"]])
        self.choose("Size", "1.5 L")
        magnum = variants[("1.5 L", "2021")]
        self.wait(lambda: self.shown_price() == price_text(cents(magnum["price"])), "the magnum's price")
        self.assertIn(os.path.splitext(os.path.basename(magnum["image"]))[0], self.css(".product__media img").get_attribute("src"))
        self.assertNotEqual(self.css(".product__media img").get_attribute("src"), own_photo)
        self.assertEqual(self.css(".buy__quantity").get_attribute("max"), str(magnum["stock"]))
        self.assertIn("variant=" + magnum["id"], self.driver.current_url)
        # The magnum of the other vintage is sold out, and there is no half bottle of 2021.
        self.assertEqual(self.text("label.choice:has(input[value='2022']) .choice__state"), WORDS["soldOut"])
        self.assertEqual(self.text("label.choice:has(input[value='375 ml']) .choice__state"), WORDS["choiceUnavailable"])
        # Choosing a size that does not exist in this vintage moves to the vintage it is in stock in.
        self.choose("Size", "375 ml")
        half = variants[("375 ml", "2022")]
        self.wait(lambda: self.shown_price() == price_text(cents(half["price"])), "the half bottle of 2022")
        self.assertTrue(self.css(".variant-picker input[value='2022']").is_selected())
        self.assertTrue(self.css(".product button.add-to-cart").is_enabled())
        # Back to the first: its struck market price and its own photo return.
        self.choose("Size", first["values"]["Size"])
        self.choose("Vintage", first["values"]["Vintage"])
        self.wait(lambda: self.shown_price() == price_text(cents(first["price"])), "the first price again")
        self.assertEqual(self.text("[data-price-box] .market-price").split(": ")[-1], price_text(cents(first["marketPrice"])))
        self.assertEqual(self.css(".product__media img").get_attribute("src"), own_photo)

    def test_options_are_radio_groups_the_keyboard_can_use(self):
        goods, variants = self.variant_goods(["Pack"])
        self.open(PAGE_URL[goods["id"]])
        self.focus_by_tab("return document.activeElement.matches('.variant-picker input[type=radio]');")
        checked = self.driver.execute_script("return document.activeElement.value;")
        values = [variant["values"]["Pack"] for variant in goods["variants"]]
        self.press(Keys.ARROW_RIGHT)
        after = values[(values.index(checked) + 1) % len(values)]
        self.wait(lambda: self.shown_price() == price_text(cents(variants[(after,)]["price"])), "the next pack's price")
        role = self.driver.execute_script(
            "const input = document.activeElement; return [input.type, input.checked, input.closest('fieldset').querySelector('legend').textContent];")
        self.assertEqual(role, ["radio", True, "Pack"])

    def test_a_variant_link_opens_on_it_and_a_sold_out_variant_cannot_be_added(self):
        goods, variants = self.variant_goods(["Size", "Vintage"])
        sold_out = next(variant for variant in goods["variants"] if variant.get("stock", 0) == 0)
        self.open(PAGE_URL[goods["id"]] + "?variant=" + sold_out["id"])
        self.wait(lambda: self.shown_price() == price_text(cents(sold_out["price"])), "the linked variant's price")
        checked = [radio.get_attribute("value") for radio in self.all(".variant-picker input:checked")]
        self.assertEqual(checked, [sold_out["values"]["Size"], sold_out["values"]["Vintage"]])
        self.assertEqual(self.css(".variants tr[aria-current]").get_attribute("data-variant-id"), sold_out["id"])
        button = self.css(".product button.add-to-cart")
        self.assertFalse(button.is_enabled())
        self.assertEqual(button.text, WORDS["soldOut"])
        self.driver.execute_script("arguments[0].disabled = false; arguments[0].click();", button)
        self.wait(lambda: self.text("[data-toast]") == WORDS["soldOut"], "the sold-out notice")
        self.assertIsNone(self.badge())

    def test_two_variants_of_one_goods_item_are_two_cart_lines_with_their_own_limits(self):
        goods, variants = self.variant_goods(["Size", "Vintage"])
        small, magnum = variants[("750 ml", "2021")], variants[("1.5 L", "2021")]
        self.open(PAGE_URL[goods["id"]] + "?variant=" + magnum["id"])
        self.wait(lambda: self.shown_price() == price_text(cents(magnum["price"])), "the magnum")
        quantity = self.css(".buy__quantity")
        self.driver.execute_script("arguments[0].value = '99';", quantity)
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.badge() == str(magnum["stock"]), "the magnum's stock in the cart")
        self.driver.execute_script("arguments[0].value = '1';", quantity)
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.text("[data-toast]") == WORDS["stockLimited"], "the stock limit")
        self.assertEqual(self.badge(), str(magnum["stock"]))
        self.choose("Size", "750 ml")
        self.wait(lambda: self.shown_price() == price_text(cents(small["price"])), "the bottle")
        self.driver.execute_script("arguments[0].value = '2';", self.css(".buy__quantity"))
        self.click(self.css(".product button.add-to-cart"))
        self.wait(lambda: self.badge() == str(magnum["stock"] + 2), "both in the cart")
        self.open_cart()
        lines = self.all("[data-cart-lines] .cart-line")
        titles = [line.find_element(By.CSS_SELECTOR, "[data-title]").text for line in lines]
        self.assertEqual(titles, [f"{goods['title']} (Size: 1.5 L · Vintage: 2021)", f"{goods['title']} (Size: 750 ml · Vintage: 2021)"])
        self.assertEqual([line.find_element(By.CSS_SELECTOR, "[data-quantity]").get_attribute("max") for line in lines],
                         [str(magnum["stock"]), str(small["stock"])])
        self.assertFalse(lines[0].find_element(By.CSS_SELECTOR, "[data-increase]").is_enabled())
        self.assertTrue(lines[1].find_element(By.CSS_SELECTOR, "[data-increase]").is_enabled())
        self.assertEqual(self.cart_total(), price_text(cents(magnum["price"]) * magnum["stock"] + cents(small["price"]) * 2))
        self.click(self.css("[data-checkout-link]"))
        self.wait(lambda: self.all("[data-summary-lines] tr"), "the checkout")
        self.assertEqual([row.text.split(" — ")[0] for row in self.all("[data-summary-lines] th")],
                         [f"{title} × {count}" for title, count in zip(titles, [magnum["stock"], 2])])

    def test_filtering_a_category_by_an_option_value(self):
        goods, variants = self.variant_goods(["Size", "Vintage"])
        category = next(item for item in CATEGORIES if item["id"] == goods["category"])
        in_category = [item for item in GOODS if item["category"] == category["id"]]
        expected = [item["title"] for item in by_sales(in_category)
                    if any(variant["values"].get("Size") == "1.5 L" for variant in item.get("variants", []))]
        self.assertEqual(expected, [goods["title"]])
        self.open("")
        self.click(self.driver.find_element(By.LINK_TEXT, category["name"]))
        self.wait(lambda: self.all("[data-filters][data-ready]"), "filters")
        if self.css(".filters__panel").get_attribute("open") is None:
            self.click(self.css(".filters__summary"))
        box = next(option for option in self.all(".filters__option input[name='Size']") if option.get_attribute("value") == "1.5 L")
        self.click(self.css(f"label[for='{box.get_attribute('id')}']"))
        self.wait(lambda: [card.text for card in self.all("[data-filter-grid] .card__title")] == expected, "the goods sold in 1.5 L")
        self.assertEqual(urllib.parse.parse_qs(urllib.parse.urlparse(self.driver.current_url).query)["Size"], ["1.5 L"])
        card = self.css("[data-filter-grid] .card")
        self.assertEqual(card.find_element(By.CSS_SELECTOR, ".price").text,
                         "From " + price_text(cents(lowest_price(goods))))

    def test_a_variants_sku_finds_its_goods_item(self):
        goods, variants = self.variant_goods(["Age"])
        self.search_for(goods["variants"][-1]["sku"])
        self.wait(lambda: self.all("[data-search-results] .card"), "results")
        self.assertEqual([card.text for card in self.all("[data-search-results] .card__title")], [goods["title"]])

    # ---------- share ----------

    def test_share_copies_the_link_without_the_web_share_api(self):
        self.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": BASE.split("/shop/")[0], "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        goods = self.in_stock(1)[0]
        self.open(PAGE_URL[goods["id"]])
        self.assertIsNone(self.driver.execute_script("return navigator.share || null;"))
        self.click(self.css("[data-share]"))
        self.wait(lambda: self.text("[data-toast]") == "Link copied", "the copied notice")
        copied = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, (e) => done(String(e)));")
        self.assertEqual(copied, PAGE_URL[goods["id"]])

    # ---------- accessibility and keyboard ----------

    def test_no_serious_or_critical_accessibility_violations(self):
        goods = next(item for item in GOODS if item["id"] in PAGE_URL and item.get("stock", 0) > 0)
        self.add_from_goods_page(goods)
        category = CATEGORIES[0]
        pages = {
            "home": "",
            "category": "",
            "goods": PAGE_URL[goods["id"]],
            "goods, bad reviews tab": PAGE_URL[goods["id"]] + "#reviews-bad",
            "comments, second page": PAGE_URL[self.goods_with_a_second_page_of_comments()["id"]] + "comments/page/2/",
            "cart": "cart/",
            "checkout": "checkout/",
            "search": "search/?q=wine",
        }
        for name, path in pages.items():
            with self.subTest(page=name):
                self.open(path)
                if name == "category":
                    self.click(self.driver.find_element(By.LINK_TEXT, category["name"]))
                    self.wait(lambda: self.all("[data-filters][data-ready]"), "filters")
                if name == "cart":
                    self.wait(lambda: self.all("[data-cart-lines] .cart-line"), "cart lines")
                if name == "search":
                    self.wait(lambda: self.all("[data-search-results] .card"), "search results")
                self.assertEqual(self.axe(), [])

    def test_markdown_tables_keep_their_alignment_and_never_widen_the_page(self):
        table_goods = next(item for item in GOODS if "\n| :-- |" in (item.get("description") or ""))
        for path in (PAGE_URL[table_goods["id"]], "docs/delivery/"):
            with self.subTest(page=path):
                self.open(path)
                aligned = self.driver.execute_script("""
                    return [...document.querySelectorAll('.prose table [class^="align-"]')]
                        .map((cell) => cell.className.slice('align-'.length) + ':' + getComputedStyle(cell).textAlign);""")
                self.assertTrue(aligned)
                self.assertEqual([pair for pair in aligned if pair.split(":")[0] != pair.split(":")[1]], [])
                # However many columns it gets, the table scrolls inside the text and the page does not.
                widths = self.driver.execute_script("""
                    const table = document.querySelector('.prose table');
                    for (const row of table.rows) {
                        for (let i = 0; i < 16; i++) row.insertCell().textContent = 'a_cell_that_does_not_wrap_' + i;
                    }
                    const prose = table.closest('.prose').getBoundingClientRect();
                    const box = table.getBoundingClientRect();
                    return {page: document.documentElement.scrollWidth, window: window.innerWidth,
                            tableRight: box.right, proseRight: prose.right,
                            scrolls: table.scrollWidth > table.clientWidth};""")
                self.assertLessEqual(widths["page"], widths["window"])
                self.assertLessEqual(widths["tableRight"], widths["proseRight"] + 0.5)
                self.assertTrue(widths["scrolls"])

    # ---------- comment tabs ----------

    def goods_with_a_second_page_of_comments(self):
        return next(item for item in GOODS if item["id"] in PAGE_URL and COMMENT_COUNTS.get(item["id"], 0) > 20)

    def shown_panels(self):
        return [panel.get_attribute("id") for panel in self.all(".comment-panel") if panel.is_displayed()]

    def chosen_tab(self):
        """The tab drawn as chosen: the one in white on the accent."""
        return self.driver.execute_script("""
            return [...document.querySelectorAll('.comment-tabs a')]
                .filter((tab) => getComputedStyle(tab).color === 'rgb(255, 255, 255)')
                .map((tab) => tab.dataset.tab);""")

    def test_comment_tabs_switch_within_the_goods_page_and_each_has_a_url(self):
        goods = self.goods_with_a_second_page_of_comments()
        bad = [comment for comment in COMMENTS if comment["goods"] == goods["id"] and comment["star"] < 3]
        self.open(PAGE_URL[goods["id"]])
        self.assertEqual(self.shown_panels(), ["reviews-all"], "the all tab without a fragment")
        self.assertEqual(self.chosen_tab(), ["all"])
        self.assertEqual(len(self.all("#reviews-all .comment")), 20, "the all tab's first page")
        self.click(self.css('.comment-tabs a[data-tab="bad"]'))
        self.wait(lambda: self.shown_panels() == ["reviews-bad"], "the bad tab's panel")
        self.assertTrue(self.driver.current_url.endswith("#reviews-bad"))
        self.assertEqual(self.chosen_tab(), ["bad"])
        shown = self.all("#reviews-bad .comment")
        self.assertEqual(len(shown), min(20, len(bad)))
        self.assertEqual(self.text("#reviews-bad h3"), WORDS["reviewTabPattern"].replace("{tab}", WORDS["tabBad"]))
        # Its URL opens the page on that tab; the tabs stay in view above it.
        self.open(PAGE_URL[goods["id"]] + "#reviews-pictures")
        self.assertEqual(self.shown_panels(), ["reviews-pictures"])
        tabs = self.css(".comment-tabs").rect
        self.assertGreaterEqual(tabs["y"] - self.driver.execute_script("return window.scrollY;"), 0, "the tabs are not scrolled away")
        # The second page is a page of its own, whose page 1 link goes back to the panel.
        self.open(PAGE_URL[goods["id"]] + "#reviews-all")
        self.click(self.css("#reviews-all .pagination a[rel=next]"))
        self.wait(lambda: self.driver.current_url.endswith("comments/page/2/"), "the all tab's second page")
        self.assertEqual(len(self.all(".comments .comment")), min(20, COMMENT_COUNTS[goods["id"]] - 20))
        self.click(self.css(".pagination a[rel=prev]"))
        self.wait(lambda: self.driver.current_url == PAGE_URL[goods["id"]] + "#reviews-all", "back on the goods page's panel")
        self.assertEqual(self.shown_panels(), ["reviews-all"])

    def test_comment_tabs_work_from_the_keyboard(self):
        goods = self.goods_with_a_second_page_of_comments()
        self.open(PAGE_URL[goods["id"]])
        self.focus_by_tab("""return document.activeElement.matches('.comment-tabs a[data-tab="good"]');""")
        self.press(Keys.ENTER)
        self.wait(lambda: self.shown_panels() == ["reviews-good"], "the good tab's panel")
        self.assertEqual(self.driver.execute_script("return document.activeElement.id;"), "reviews-good",
                         "focus moves to the panel, whose heading names the tab")
        self.press(Keys.TAB)
        self.assertTrue(self.driver.execute_script("return document.activeElement.closest('#reviews-good') !== null;"),
                        "the next stop is in the shown panel")

    def current_tabs(self):
        """The tabs' links marked `aria-current`, as `name=value`: what assistive technology tells is chosen."""
        return self.driver.execute_script("""
            return [...document.querySelectorAll('.comment-tabs a[aria-current]')]
                .map((tab) => tab.dataset.tab + '=' + tab.getAttribute('aria-current'));""")

    def test_the_shown_comment_tab_is_marked_current_as_the_fragment_changes(self):
        goods = self.goods_with_a_second_page_of_comments()
        self.assertEqual(self.driver.execute_script("return innerWidth;"), self.width)
        self.open(PAGE_URL[goods["id"]] + "#reviews-pictures")
        self.wait(lambda: self.current_tabs() == ["pictures=true"], "the tab of the fragment the page opens with")
        self.assertEqual(self.shown_panels(), ["reviews-pictures"])
        # The last tab is past a phone's width: the row of tabs, not the page, scrolls to show it whole.
        row, tab = self.driver.execute_script("""
            const row = document.querySelector('.comment-tabs').getBoundingClientRect();
            const tab = document.querySelector('.comment-tabs a[aria-current]').getBoundingClientRect();
            return [[row.left, row.right], [tab.left, tab.right]];""")
        self.assertTrue(row[0] <= tab[0] and tab[1] <= row[1] + 0.5, f"the chosen tab {tab} within the row {row}")
        self.click(self.css('.comment-tabs a[data-tab="middle"]'))
        self.wait(lambda: self.current_tabs() == ["middle=true"], "the tab followed")
        self.assertEqual((self.shown_panels(), self.chosen_tab()), (["reviews-middle"], ["middle"]))
        self.driver.back()
        self.wait(lambda: self.current_tabs() == ["pictures=true"], "the tab gone back to")
        self.assertEqual(self.shown_panels(), ["reviews-pictures"])
        # A fragment that names no panel (the rating's link to #reviews) shows the all tab's.
        self.click(self.css(".product__reviews-link"))
        self.wait(lambda: self.current_tabs() == ["all=true"], "the all tab, for #reviews")
        self.assertEqual((self.shown_panels(), self.chosen_tab()), (["reviews-all"], ["all"]))
        self.open(PAGE_URL[goods["id"]])
        self.wait(lambda: self.current_tabs() == ["all=true"], "the all tab, without a fragment")

    def test_comment_tabs_switch_without_the_script(self):
        goods = self.goods_with_a_second_page_of_comments()
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.open(PAGE_URL[goods["id"]])
            self.assertEqual((self.shown_panels(), self.chosen_tab()), (["reviews-all"], ["all"]))
            self.click(self.css('.comment-tabs a[data-tab="bad"]'))
            self.wait(lambda: self.shown_panels() == ["reviews-bad"], "the bad tab's panel")
            self.assertEqual(self.chosen_tab(), ["bad"], "the style sheet alone draws the chosen tab")
            self.assertEqual(self.current_tabs(), [], "no script ran")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

    def focus_by_tab(self, predicate, limit=120, backwards=False):
        for _ in range(limit):
            if self.driver.execute_script(predicate):
                return
            chain = webdriver.ActionChains(self.driver)
            if backwards:
                chain.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
            else:
                chain.send_keys(Keys.TAB)
            chain.perform()
        self.fail("could not reach the element with the keyboard: " + predicate)

    def press(self, *keys):
        webdriver.ActionChains(self.driver).send_keys(*keys).perform()

    def test_keyboard_alone_can_add_to_cart_and_check_out(self):
        goods = self.in_stock(1)[0]
        self.open(PAGE_URL[goods["id"]])
        self.focus_by_tab("return document.activeElement.matches('.product button.add-to-cart');")
        self.press(Keys.ENTER)
        self.wait(lambda: self.badge() == "1", "badge after Enter")
        self.focus_by_tab("return document.activeElement.matches('a.cart-link');", backwards=True)
        self.press(Keys.ENTER)
        self.wait(lambda: self.all("[data-cart-lines] .cart-line"), "the cart")
        self.focus_by_tab("return document.activeElement.matches('[data-checkout-link]');")
        self.press(Keys.ENTER)
        self.wait(lambda: self.all("[data-summary-lines] tr"), "the checkout")
        self.focus_by_tab("return document.activeElement.id === 'order-name';")
        self.press("Bo Chen", Keys.TAB, "bo@example.com", Keys.TAB, "+86 10 6552 9988", Keys.TAB, "8 Wangfujing St, Beijing",
                   Keys.TAB, Keys.SPACE)
        self.assertTrue(self.css("#order-terms").is_selected())
        self.press(Keys.TAB)
        self.assertEqual(self.driver.execute_script("return document.activeElement.dataset.termsLink !== undefined;"), True)
        self.press(Keys.TAB)
        self.assertEqual(self.driver.execute_script("return document.activeElement.dataset.send !== undefined;"), True)
        self.assertTrue(self.css("[data-send]").is_enabled())


class ChineseShopTests(PageActions, unittest.TestCase):
    """The zh-CN copy of the sample shop (served at /zh/, without `orderEmail`): Chinese words,
    the mainland phone rule, and an order that can only be copied."""

    base = BASE.replace("/shop/", "/zh/")

    @classmethod
    def setUpClass(cls):
        cls.driver = headless_chromium(375, 812, language=None)
        cls.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": BASE.split("/shop/")[0], "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def test_phone_rule_copy_only_checkout_and_chinese_words(self):
        goods = next(item for item in GOODS if item.get("stock", 0) > 0 and item["id"] in PAGE_URL)
        self.driver.get(PAGE_URL[goods["id"]].replace("/shop/", "/zh/"))
        self.driver.execute_script("localStorage.clear();")
        button = self.css(".product button.add-to-cart")
        self.assertEqual(button.text, "加入购物车")
        self.click(button)
        self.wait(lambda: self.css("[data-cart-count]").text == "1", "the cart badge")
        self.driver.get(self.base + "checkout/")
        self.wait(lambda: self.all("[data-summary-lines] tr"), "the order summary")
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "[data-send]"), [], "no e-mail without orderEmail")
        copy = self.css("[data-copy]")
        self.assertEqual(copy.text, "复制订单文本")
        self.css("#order-name").send_keys("陈波")
        self.css("#order-email").send_keys("chen.bo@example.com")
        self.css("#order-address").send_keys("北京市东城区王府井大街 8 号")
        self.click(self.css("#order-terms"))
        phone = self.css("#order-phone")
        for number in ("23800138000", "1380013800", "+8613800138000", "+44 20 7946 0958"):
            phone.clear()
            phone.send_keys(number, Keys.TAB)
            self.assertFalse(copy.is_enabled(), number)
            self.assertEqual(self.driver.execute_script("return document.getElementById('order-phone-problem').textContent;"),
                             "请填写以 1 开头的 11 位手机号。")
        phone.clear()
        phone.send_keys("138 0013 8000", Keys.TAB)
        self.assertTrue(copy.is_enabled())
        self.click(copy)
        self.wait(lambda: self.css("[data-toast]").text == "已复制", "the copied notice")
        copied = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, (e) => done(String(e)));")
        for expected in (goods["title"] + " × 1", "合计", "陈波", "138 0013 8000", "王府井大街"):
            self.assertIn(expected, copied)


class PhoneWidth(StorefrontTests, unittest.TestCase):
    width = 375
    height = 812


class DesktopWidth(StorefrontTests, unittest.TestCase):
    width = 1280
    height = 1000


if __name__ == "__main__":
    unittest.main()
