"""The checkout providers in headless Chromium, at a phone's and a desktop's width.

The order endpoint end to end: the sample shop built with `checkout` of `endpoint` pointing at
an HTTP receiver on 127.0.0.1 that this test starts, answering as told: success, a 500, not at
all (stopped), slowly, or with an HTML page. Snipcart, Foxy and Stripe cannot be reached from
here, so their pages are checked for the markup and data their scripts and servers read, and
for loading nothing of theirs where it is not needed.

Run by scripts/tests/browser-tests.sh, which sets CELLAR_BIN (the built cellar), CELLAR_FIXTURES and
CELLAR_TEMPLATES; CELLAR_SCREENSHOTS, when set, is where the screenshots are written.
"""
import copy
import hashlib
import hmac
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select

from browser_support import PageActions, Quiet, ReferenceReceiver, cents, free_port, serve, stop
from chromium import headless_chromium

CELLAR = os.environ["CELLAR_BIN"]
FIXTURES = os.environ["CELLAR_FIXTURES"]
TEMPLATES = os.environ["CELLAR_TEMPLATES"]
SCREENSHOTS = os.environ.get("CELLAR_SCREENSHOTS")

with open(os.path.join(FIXTURES, "goods.json"), encoding="utf-8") as file:
    GOODS = json.load(file)
with open(os.path.join(TEMPLATES, "strings", "en.json"), encoding="utf-8") as file:
    WORDS = json.load(file)
with open(os.path.join(TEMPLATES, "strings", "zh-CN.json"), encoding="utf-8") as file:
    CHINESE_WORDS = json.load(file)
with open(os.path.join(FIXTURES, "store.json"), encoding="utf-8") as file:
    STORE = json.load(file)
ORDER_SECRET = "browser-test-order-secret"


FOXY_SECRET = "browser-test-secret"
FEATURED = [item for item in GOODS if item["id"] in set(json.load(open(os.path.join(FIXTURES, "store.json"), encoding="utf-8"))["featured"])]
# A featured goods item without variants, in stock, and one with variants in stock at different prices.
PLAIN = next(item for item in FEATURED if "variants" not in item and item.get("stock", 0) > 3)
VARIED = next(item for item in FEATURED if "variants" in item and len({v["price"] for v in item["variants"] if v.get("stock", 0) > 1}) > 1)
# A goods item with two options where a value's first combination is sold out and another is not.
TWO_OPTIONS = next(item for item in GOODS if "variants" in item and len(item["options"]) > 1)


def stripe_link(item, variant=None):
    code = hashlib.sha256((item["id"] + "/" + (variant["id"] if variant else "")).encode()).hexdigest()[:14]
    return f"https://buy.stripe.com/test_{code}"


def foxy_signature(code, name, value):
    """Foxy's HMAC of one parameter, as wiki.foxycart.com/v/2.0/hmac_validation gives it."""
    return hmac.new(FOXY_SECRET.encode(), (code + name + value).encode(), hashlib.sha256).hexdigest()


def decimal(cents_value):
    return "{}.{:02d}".format(cents_value // 100, cents_value % 100)


def price_text(cents_value):
    return "¥{:,}.{:02d}".format(cents_value // 100, cents_value % 100)


class Receiver:
    """An order endpoint on 127.0.0.1: records every POST, answers as `mode` says."""

    def __init__(self, port):
        self.port = port
        self.mode = "ok"
        self.orders = []
        self.server = None

    def start(self):
        receiver = self

        class Handler(Quiet, http.server.BaseHTTPRequestHandler):
            def cors(self):
                self.send_header("Access-Control-Allow-Origin", "*")
                self.send_header("Access-Control-Allow-Methods", "POST")
                self.send_header("Access-Control-Allow-Headers", "Content-Type")

            def do_OPTIONS(self):
                self.send_response(204)
                self.cors()
                self.end_headers()

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                receiver.orders.append({"type": self.headers.get("Content-Type"), "body": body.decode()})
                if receiver.mode == "slow":
                    time.sleep(3)
                status, kind, answer = {
                    "fail": (500, "application/json", b'{"error": "down"}'),
                    "html": (200, "text/html", b"<html><body>Please log in</body></html>"),
                }.get(receiver.mode, (200, "application/json", b'{"ok": true}'))
                self.send_response(status)
                self.cors()
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

        http.server.ThreadingHTTPServer.allow_reuse_address = True
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        stop(self.server)


def signed(value, *fields):
    """Whether `value` is the HMAC-SHA256 of the fields joined by line feeds, with the shop's secret:
    the receiver's check in docs/Checkout.md, made here with Python's hmac, apart from Cellar's code."""
    expected = hmac.new(ORDER_SECRET.encode(), "\n".join(fields).encode(), hashlib.sha256).hexdigest()
    return isinstance(value, str) and hmac.compare_digest(value, expected)


def build_shop(folder, checkout, goods_edit=None, environment=None, locale=None):
    """The sample shop with `checkout` (and `locale`, if given) in store.json, built into `folder`/site."""
    fixtures = os.path.join(folder, "fixtures")
    shutil.copytree(FIXTURES, fixtures)
    with open(os.path.join(fixtures, "store.json"), encoding="utf-8") as file:
        store = json.load(file)
    store["checkout"] = checkout
    if locale:
        store["locale"] = locale
    with open(os.path.join(fixtures, "store.json"), "w", encoding="utf-8") as file:
        json.dump(store, file, ensure_ascii=False)
    if goods_edit:
        goods = goods_edit([dict(item) for item in GOODS])
        with open(os.path.join(fixtures, "goods.json"), "w", encoding="utf-8") as file:
            json.dump(goods, file, ensure_ascii=False)
    site = os.path.join(folder, "site", "shop")
    subprocess.run([CELLAR, "build", "--quiet", "--fixtures", fixtures, "--templates", TEMPLATES,
                    "--output", site, "--base-url", "/shop/"],
                   check=True, env={**os.environ, **(environment or {})})
    return os.path.join(folder, "site")


class Shops:
    """The shops every width's tests use, built once."""
    folder = None
    receiver = None
    urls = {}
    servers = []

    @classmethod
    def make(cls):
        if cls.folder:
            return
        cls.folder = tempfile.mkdtemp()
        cls.receiver = Receiver(free_port())
        cls.receiver.start()
        cls.reference = ReferenceReceiver(os.path.join(cls.folder, "orders.jsonl"), ORDER_SECRET)
        in_stock = [item for item in GOODS if item.get("stock", 0) > 3]
        linked = {item["id"] for item in in_stock[:2]} | {PLAIN["id"]}

        def with_links(goods):
            for index, item in enumerate(goods):
                if item["id"] in linked:
                    item["paymentLink"] = stripe_link(item)
                if item["id"] == VARIED["id"]:
                    item["variants"] = [dict(variant, paymentLink=stripe_link(item, variant)) for variant in item["variants"]]
            return goods

        shops = {
            "order": ({"provider": "order"}, None, None),
            "endpoint": ({"provider": "endpoint", "url": f"http://127.0.0.1:{cls.receiver.port}/orders"}, None,
                         {"CELLAR_ORDER_SECRET": ORDER_SECRET}),
            "receiver": ({"provider": "endpoint", "url": f"http://127.0.0.1:{cls.reference.port}/"}, None,
                         {"CELLAR_ORDER_SECRET": ORDER_SECRET}),
            "foxy": ({"provider": "foxy", "storeDomain": "cellar-demo.foxycart.com"}, None,
                     {"CELLAR_FOXY_SECRET": FOXY_SECRET}),
            "snipcart": ({"provider": "snipcart", "publicAPIKey": "MDAwMC1wdWJsaWMta2V5LWZvci10ZXN0cw"}, None, None),
            "stripe": ({"provider": "stripe"}, with_links, None),
        }
        # The Chinese shop's words on the same controls: the site's cart, and a provider's.
        for name in ("order", "snipcart"):
            shops["zh-" + name] = shops[name]
        for name, (checkout, edit, environment) in shops.items():
            site = build_shop(os.path.join(cls.folder, name), checkout, edit, environment,
                              locale="zh-CN" if name.startswith("zh-") else None)
            server, url = serve(site)
            cls.servers.append(server)
            cls.urls[name] = url + "shop/"

    @classmethod
    def page_of(cls, shop, goods):
        """A goods page's URL, as the goods page links name it (`goods/<slug>/`), found by the
        id its structured data names: a Product's `sku`, or a ProductGroup's `productGroupID`."""
        root = os.path.join(cls.folder, shop, "site", "shop", "goods")
        id = json.dumps(goods["id"], ensure_ascii=False)
        for slug in os.listdir(root):
            path = os.path.join(root, slug, "index.html")
            with open(path, encoding="utf-8") as file:
                text = file.read()
                if '"sku":' + id + "}" in text or '"productGroupID":' + id + "," in text:
                    return cls.urls[shop] + f"goods/{slug}/"
        raise AssertionError("no page for " + goods["id"])


class CheckoutTests(PageActions):
    width = 1280
    height = 1000

    @classmethod
    def setUpClass(cls):
        Shops.make()
        cls.driver = headless_chromium(cls.width, cls.height)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        Shops.receiver.orders.clear()
        Shops.receiver.mode = "ok"
        for url in Shops.urls.values():
            self.driver.get(url)
            self.driver.execute_script("localStorage.clear();")
        self.driver.get_log("browser")

    def screenshot(self, name, showing=None):
        """Saves the window, scrolled to `showing` (a selector) when given, as `name-<width>.png`."""
        if SCREENSHOTS:
            if showing:
                self.driver.execute_script(
                    "document.querySelector(arguments[0]).scrollIntoView({block: 'center', behavior: 'instant'});", showing)
            os.makedirs(SCREENSHOTS, exist_ok=True)
            self.driver.save_screenshot(os.path.join(SCREENSHOTS, f"{name}-{self.width}.png"))

    def script_sources(self):
        return self.driver.execute_script("return Array.from(document.scripts, (script) => script.src);")

    # ---------- the order endpoint ----------

    def fill_checkout(self, first, second, variant=None, shop="endpoint"):
        """Two lines in the cart (the second twice, as `variant` when given), all selected, and
        the form filled in."""
        for goods, times, chosen in ((first, 1, None), (second, 2, variant)):
            self.driver.get(Shops.page_of(shop, goods) + (f"?variant={chosen}" if chosen else ""))
            if chosen:
                self.wait(lambda: self.css(".product button.add-to-cart").get_attribute("data-variant-id") == chosen,
                          "the variant chosen")
            for _ in range(times):
                before = self.driver.execute_script("return document.querySelector('[data-cart-count]').textContent;")
                self.click(self.css(".product button.add-to-cart"))
                self.wait(lambda: self.driver.execute_script(
                    "return document.querySelector('[data-cart-count]').textContent;") != before, "badge to grow")
        self.driver.get(Shops.urls[shop] + "checkout/")
        self.wait(lambda: len(self.all("[data-summary-lines] tr")) == 2, "two summary lines")
        self.fill_order_form()

    def two_goods(self):
        in_stock = [item for item in GOODS if item.get("stock", 0) > 3]
        return in_stock[0], in_stock[1]

    def received(self, index=-1):
        order = Shops.receiver.orders[index]
        self.assertEqual(order["type"], "application/json")
        return json.loads(order["body"])

    def test_an_order_reaches_the_endpoint_with_its_lines_prices_and_reference(self):
        first = self.two_goods()[0]
        second = next(item for item in GOODS if "variants" in item and len(item["options"]) > 1)
        variant = next(v for v in second["variants"] if v.get("stock", 0) > 2 and v["price"] != min(w["price"] for w in second["variants"]))
        self.fill_checkout(first, second, variant["id"])
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed(), "confirmation")
        self.assertEqual(len(Shops.receiver.orders), 1)
        order = self.received()
        if SCREENSHOTS:
            with open(os.path.join(SCREENSHOTS, "endpoint-order.json"), "w", encoding="utf-8") as file:
                json.dump(order, file, ensure_ascii=False, indent=2)
        self.assertRegex(order["reference"], r"^C-\d{8}-[2-9A-HJ-NP-Z]{8}$")
        self.assertIn(order["reference"], self.css("[data-order-confirmation-text]").text)
        self.assertEqual(order["currency"], "CNY")
        expected = [(first, None, cents(first["price"]), 1), (second, variant["id"], cents(variant["price"]), 2)]
        self.assertEqual([(line["goods"], line["variant"], line["quantity"]) for line in order["lines"]],
                         [(goods["id"], chosen, quantity) for goods, chosen, _, quantity in expected])
        for line, (goods, _, unit, quantity) in zip(order["lines"], expected):
            self.assertEqual(line["title"], goods["title"])
            self.assertEqual(line["unitPrice"], decimal(unit))
            self.assertEqual(line["lineTotal"], decimal(unit * quantity))
        self.assertIsNone(order["lines"][0]["options"])
        for option in second["options"]:
            self.assertIn(f"{option}: {variant['values'][option]}", order["lines"][1]["options"])
        self.assertEqual(order["total"], decimal(sum(unit * quantity for _, _, unit, quantity in expected)))
        self.assertEqual(order["customer"], {
            "name": "Ann Lee", "email": "ann@example.com", "phone": "+44 20 7946 0958", "address": "1 Vine St, London"})
        self.assertEqual(order["website"], "")
        self.screenshot("endpoint-placed")
        # The ordered lines left the cart.
        self.driver.get(Shops.urls["endpoint"] + "cart/")
        self.wait(lambda: self.css("[data-cart-empty]").is_displayed(), "empty cart")

    def test_an_order_with_delivery_reaches_the_reference_receiver_with_every_signature_verified(self):
        first = min((item for item in GOODS if "variants" not in item and item.get("stock", 0) > 3), key=lambda item: item["price"])
        second = next(item for item in GOODS if "variants" in item and len(item["options"]) > 1)
        variant = min((v for v in second["variants"] if v.get("stock", 0) > 2), key=lambda v: v["price"])
        rate_index, rate = next((index, rate) for index, rate in enumerate(STORE["shipping"]) if rate["price"] > 0)
        goods = cents(first["price"]) + 2 * cents(variant["price"])
        self.assertLess(goods, cents(rate.get("freeFrom", 10 ** 9)), "the delivery is charged")
        already = len(Shops.reference.kept())
        self.fill_checkout(first, second, variant["id"], shop="receiver")
        Select(self.css("[data-delivery]")).select_by_value(str(rate_index))
        total = goods + cents(rate["price"])
        self.wait(lambda: self.text("[data-order-total]") == price_text(total), "the delivery in the total")
        self.assertEqual(self.text("[data-delivery-price]"), price_text(cents(rate["price"])))
        percent = STORE["tax"]["percent"]
        tax = (total * percent * 2 + 100 + percent) // ((100 + percent) * 2)  # included, rounded half up
        self.assertIn(price_text(tax), self.text("[data-tax-note]"))
        self.screenshot("receiver-checkout", "[data-order-costs]")
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed(), "confirmation")
        self.screenshot("receiver-placed")
        kept = Shops.reference.kept()[already:]
        self.assertEqual(len(kept), 1, "the receiver kept the order")
        order = kept[0]
        if SCREENSHOTS:
            with open(os.path.join(SCREENSHOTS, "receiver-order.json"), "w", encoding="utf-8") as file:
                json.dump(order, file, ensure_ascii=False, indent=2)
        # The confirmation: the reference and what was ordered, no cart controls, no order text.
        confirmation = self.css("[data-order-confirmation]").text
        self.assertIn(order["reference"], confirmation)
        self.assertIn(first["title"] + " × 1", confirmation)
        self.assertIn(second["title"], confirmation)
        self.assertIn(price_text(total), confirmation)
        self.assertIn(price_text(tax), confirmation)
        for hidden in ("[data-back-to-cart]", "[data-order-text]", "[data-checkout-form]", "[data-summary-lines]"):
            self.assertFalse(self.css(hidden).is_displayed(), hidden)
        # Every price is the build's, checked here with Python's hmac.
        self.assertEqual([(line["goods"], line["variant"], line["quantity"], line["unitPrice"]) for line in order["lines"]],
                         [(first["id"], None, 1, decimal(cents(first["price"]))),
                          (second["id"], variant["id"], 2, decimal(cents(variant["price"])))])
        for line in order["lines"]:
            self.assertTrue(signed(line["signature"], line["goods"], line["variant"] or "", line["unitPrice"], "CNY"), line)
        shipping = order["shipping"]
        self.assertEqual((shipping["country"], shipping["price"], shipping["amount"]),
                         (rate["country"], decimal(cents(rate["price"])), decimal(cents(rate["price"]))))
        self.assertTrue(signed(shipping["signature"], "shipping", shipping["country"], shipping["service"] or "",
                               shipping["price"], shipping["freeFrom"] or "", "CNY"))
        self.assertTrue(signed(order["tax"]["signature"], "tax", "13", "included", "CNY"))
        self.assertEqual((order["goodsTotal"], order["tax"]["amount"], order["total"]), (decimal(goods), decimal(tax), decimal(total)))
        self.assertEqual(order["customer"]["email"], "ann@example.com")
        # A changed price, variant or currency fails the check, and the receiver refuses it.
        line = order["lines"][1]
        other = next(v["id"] for v in second["variants"] if v["id"] != variant["id"])
        for field, value in (("unitPrice", decimal(cents(variant["price"]) - 100)), ("variant", other)):
            changed = dict(line, **{field: value})
            self.assertFalse(signed(changed["signature"], changed["goods"], changed["variant"], changed["unitPrice"], "CNY"), field)
        self.assertFalse(signed(line["signature"], line["goods"], line["variant"], line["unitPrice"], "USD"))
        for edit in (lambda o: o["lines"][1].update(unitPrice=decimal(cents(variant["price"]) - 100)),
                     lambda o: o["lines"][1].update(variant=other),
                     lambda o: o.update(currency="USD"), lambda o: o["shipping"].update(amount="0.00")):
            tampered = copy.deepcopy(order)
            tampered["reference"] += "X"
            edit(tampered)
            self.assertEqual(Shops.reference.post(tampered)[0], 422)
        # A repeat and a bot's order are answered and dropped.
        self.assertEqual(Shops.reference.post(order), (200, {"ok": True, "reference": order["reference"], "repeat": True}))
        self.assertEqual(Shops.reference.post(dict(order, reference="C-20260101-BOTBOTBO", website="x"))[0], 200)
        self.assertEqual(Shops.reference.kept()[already:], [order])
        self.driver.get(Shops.urls["receiver"] + "cart/")
        self.wait(lambda: self.css("[data-cart-empty]").is_displayed(), "the ordered lines left the cart")

    def test_a_failed_order_keeps_cart_and_form_and_the_retry_sends_the_same_reference(self):
        first, second = self.two_goods()
        self.fill_checkout(first, second)
        Shops.receiver.mode = "fail"
        self.allowed_errors = ("/orders",)
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-status]").text == WORDS["orderFailed"], "failure notice")
        self.screenshot("endpoint-failed")
        self.assertFalse(self.css("[data-order-confirmation]").is_displayed())
        self.assertEqual(len(self.all("[data-summary-lines] tr")), 2)
        self.assertEqual(self.css("#order-name").get_attribute("value"), "Ann Lee")
        self.assertTrue(self.css("[data-place]").is_enabled())
        failed = self.received()["reference"]
        Shops.receiver.mode = "ok"
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed(), "confirmation after retry")
        self.assertEqual(len(Shops.receiver.orders), 2)
        self.assertEqual(self.received()["reference"], failed, "a retry is the same order")

    def test_an_unreachable_endpoint_gives_the_notice_and_keeps_everything(self):
        first, second = self.two_goods()
        self.fill_checkout(first, second)
        Shops.receiver.stop()
        self.allowed_errors = ("/orders",)
        try:
            self.click(self.css("[data-place]"))
            self.wait(lambda: self.css("[data-order-status]").text == WORDS["orderFailed"], "failure notice")
        finally:
            Shops.receiver.start()
        self.assertEqual(Shops.receiver.orders, [])
        self.assertEqual(len(self.all("[data-summary-lines] tr")), 2)
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed(), "confirmation once it is back")
        self.assertEqual(len(Shops.receiver.orders), 1)

    def test_an_endpoint_answering_html_is_a_failure(self):
        first, second = self.two_goods()
        self.fill_checkout(first, second)
        Shops.receiver.mode = "html"
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-status]").text == WORDS["orderFailed"], "failure notice")
        self.assertFalse(self.css("[data-order-confirmation]").is_displayed())

    def test_a_double_click_on_a_slow_endpoint_sends_one_order(self):
        first, second = self.two_goods()
        self.fill_checkout(first, second)
        Shops.receiver.mode = "slow"
        place = self.css("[data-place]")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", place)
        self.driver.execute_script("arguments[0].click(); arguments[0].click();", place)
        self.driver.execute_script("arguments[0].requestSubmit();", self.css("[data-checkout-form]"))
        self.wait(lambda: self.css("[data-order-status]").text == WORDS["placingOrder"], "sending state")
        self.assertFalse(place.is_enabled())
        self.screenshot("endpoint-sending")
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed(), "confirmation", timeout=15)
        self.assertEqual(len(Shops.receiver.orders), 1)

    def test_a_cart_saved_at_an_old_price_is_sent_at_the_published_one_with_a_notice(self):
        first, second = self.two_goods()
        self.fill_checkout(first, second)
        self.driver.execute_script("""
            const key = Object.keys(localStorage).find((name) => name.endsWith(':cart'));
            const cart = JSON.parse(localStorage.getItem(key));
            for (const line of cart.lines) line.cents = 1;
            localStorage.setItem(key, JSON.stringify(cart));""")
        self.driver.refresh()
        self.wait(lambda: WORDS["cartPricesChanged"] in self.css("[data-cart-notices]").text, "the price notice")
        self.wait(lambda: self.css("[data-place]").is_enabled(), "place order enabled")
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed(), "confirmation")
        self.assertEqual([line["unitPrice"] for line in self.received()["lines"]],
                         [decimal(cents(first["price"])), decimal(cents(second["price"]))])

    def test_the_order_is_not_sent_when_the_bot_field_is_filled(self):
        first, second = self.two_goods()
        self.fill_checkout(first, second)
        self.driver.execute_script("document.querySelector('[data-trap]').value = 'http://spam.example';")
        self.click(self.css("[data-place]"))
        self.wait(lambda: self.css("[data-order-confirmation]").is_displayed() or Shops.receiver.orders, "answer")
        self.assertEqual(self.received()["website"], "http://spam.example", "sent marked, for the receiver to drop")

    # ---------- the providers' markup ----------

    def test_foxy_pages_post_signed_forms_to_the_store_and_load_no_script(self):
        goods = self.two_goods()[0]
        self.driver.get(Shops.page_of("foxy", goods))
        form = self.css(".product form")
        self.assertEqual(form.get_attribute("action"), "https://cellar-demo.foxycart.com/cart")
        names = [field.get_attribute("name").split("||")[0] for field in form.find_elements(By.CSS_SELECTOR, "input")]
        self.assertEqual(names, ["code", "name", "price", "quantity_max", "quantity"])
        self.assertFalse(any("foxycart" in source for source in self.script_sources()))
        self.screenshot("foxy-goods", ".product__price-box")

    def test_snipcart_loads_on_every_page_with_its_settings_and_its_cart_count(self):
        self.allowed_errors = ("snipcart.com",)
        goods = self.two_goods()[0]
        for page in ("", "checkout/", "cart/"):
            self.driver.get(Shops.urls["snipcart"] + page)
            self.assertTrue(any(source.startswith("https://cdn.snipcart.com/") for source in self.script_sources()), page)
            self.assertEqual(self.css("#snipcart").get_attribute("data-api-key"), "MDAwMC1wdWJsaWMta2V5LWZvci10ZXN0cw")
            self.assertEqual(self.css("#snipcart").get_attribute("data-config-add-product-behavior"), "none")
            self.assertTrue(self.all(".cart-link.snipcart-checkout .snipcart-items-count"), "the header opens and counts Snipcart's cart")
        self.assertTrue(self.css(".provider-cart .snipcart-checkout").is_displayed())
        self.driver.get(Shops.page_of("snipcart", goods))
        button = self.css(".snipcart-add-item")
        self.assertEqual(button.get_attribute("data-item-id"), goods["id"])
        self.assertEqual(button.get_attribute("data-item-price"), decimal(cents(goods["price"])))
        self.assertTrue(button.get_attribute("data-item-url").endswith("/snipcart.json"))
        self.assertFalse(self.all(".add-to-cart"), "the site's own cart is not offered")
        self.screenshot("snipcart-goods", ".product__price-box")

    def test_stripe_buy_now_opens_the_items_payment_link_and_others_keep_the_cart(self):
        with_link, without = self.two_goods()[0], [item for item in GOODS if item.get("stock", 0) > 3][2]
        self.driver.get(Shops.page_of("stripe", with_link))
        buy = self.css("a.buy-now")
        self.assertTrue(buy.get_attribute("href").startswith("https://buy.stripe.com/"))
        self.assertEqual(buy.text, WORDS["buyNow"])
        self.assertFalse(self.all(".add-to-cart"))
        self.screenshot("stripe-goods", ".product__price-box")
        self.driver.get(Shops.page_of("stripe", without))
        self.assertTrue(self.css(".product .add-to-cart").is_displayed())
        self.assertFalse(self.all("a.buy-now"))


class PurchaseMatrix(PageActions):
    """Every place a shopper adds from (the goods page, a category's card, a search result, a
    home card), for a goods item without variants and one with, with every provider: where
    the add goes, at which price and with which cap. For the site's cart (`order`, `endpoint`)
    the add is made and the saved cart read; for Snipcart the button is checked against the
    JSON file its crawler reads; for Foxy every signature is recomputed with Python's hmac;
    for Stripe the link is the goods item's or variant's own."""
    width = 1280
    height = 1000
    allowed_errors = ("snipcart.com",)

    @classmethod
    def setUpClass(cls):
        Shops.make()
        cls.driver = headless_chromium(cls.width, cls.height)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.driver.get_log("browser")

    # ---------- where the shopper adds ----------

    def card_of(self, shop, goods, place):
        """The card of `goods` at `place` (home, category, search), once the page shows it."""
        page = Shops.page_of(shop, goods)
        if place == "home":
            self.driver.get(Shops.urls[shop])
        elif place == "category":
            self.driver.get(page)
            self.driver.get(self.css(".breadcrumb li:nth-child(2) a").get_attribute("href"))
        else:
            self.driver.get(Shops.urls[shop] + "search/?q=" + urllib.parse.quote(goods["title"]))

        def found():
            cards = [card for card in self.all("article.card")
                     if card.find_element(By.CSS_SELECTOR, ".card__link").get_attribute("href") == page]
            return cards[0] if cards else None
        # A category lists its goods over pages, best sellers first.
        while place == "category" and not found() and self.all(".pagination a[rel=next]"):
            self.driver.get(self.css(".pagination a[rel=next]").get_attribute("href"))
        return self.wait(found, f"the card of {goods['id']} on the {place} page of {shop}")

    def only(self, parent, selector):
        found = parent.find_elements(By.CSS_SELECTOR, selector)
        self.assertEqual(len(found), 1, selector)
        return found[0]

    def choose(self, goods, variant):
        """Chooses `variant`'s values in the goods page's pickers, as a shopper clicks them."""
        for index, option in enumerate(goods["options"]):
            radio = self.css(f'input[name="option-{index}"][value="{variant["values"][option]}"]')
            if not radio.is_selected():
                self.click(radio.find_element(By.XPATH, ".."))
        self.wait(lambda: self.css("tr[aria-current] ").get_attribute("data-variant-id") == variant["id"], "the variant chosen")

    def shown_control(self):
        """The one provider control the goods page shows."""
        shown = [box for box in self.all(".product .buy") if box.is_displayed()]
        self.assertEqual(len(shown), 1, "one control shown")
        return shown[0]

    # ---------- what each provider reads ----------

    def saved_cart(self):
        return self.driver.execute_script("""
            const key = Object.keys(localStorage).find((name) => name.endsWith(':cart'));
            return key ? JSON.parse(localStorage.getItem(key)).lines : [];""")

    def assert_site_cart_add(self, button, goods, variant):
        self.driver.execute_script("localStorage.clear();")
        self.click(button)
        self.wait(lambda: self.saved_cart(), "the line saved")
        [line] = self.saved_cart()
        self.assertEqual((line["id"], line.get("variant"), line["cents"], line["quantity"]),
                         (goods["id"], variant and variant["id"], cents((variant or goods)["price"]), 1))
        self.wait(lambda: self.text("[data-cart-count]") == "1", "the badge to count it")
        self.driver.execute_script("localStorage.clear();")

    def assert_snipcart_button(self, button, goods, variant):
        item = goods["id"] + (":" + variant["id"] if variant else "")
        sold = variant or goods
        self.assertIn("snipcart-add-item", button.get_attribute("class").split())
        self.assertEqual(button.get_attribute("data-item-id"), item)
        self.assertEqual(button.get_attribute("data-item-price"), decimal(cents(sold["price"])))
        self.assertEqual(button.get_attribute("data-item-max-quantity"), str(sold["stock"]))
        url = urllib.parse.urljoin(self.driver.current_url, button.get_attribute("data-item-url"))
        with urllib.request.urlopen(url) as answer:
            self.assertEqual(answer.headers.get_content_type(), "application/json")
            products = json.load(answer)
        self.assertEqual(len(products), len(goods.get("variants", [goods])), "every item of the goods in the crawler's file")
        [product] = [product for product in products if product["id"] == item]
        self.assertEqual(cents(product["price"]), cents(sold["price"]))
        self.assertEqual(product["maxQuantity"], sold["stock"])
        for name, key in (("name", "name"), ("url", "url"), ("description", "description"), ("image", "image")):
            self.assertEqual(button.get_attribute("data-item-" + name), product.get(key), name)
        if variant:
            self.assertEqual(product["name"], goods["title"] + " (" + ", ".join(variant["values"][o] for o in goods["options"]) + ")")

    def assert_foxy_form(self, form, goods, variant):
        code = goods["id"] + (":" + variant["id"] if variant else "")
        sold = variant or goods
        self.assertEqual(form.get_attribute("action"), "https://cellar-demo.foxycart.com/cart")
        fields = {}
        for field in form.find_elements(By.CSS_SELECTOR, "input"):
            name, *signature = field.get_attribute("name").split("||")
            value = field.get_attribute("value")
            if signature[-1:] == ["open"]:
                self.assertEqual(signature[0], foxy_signature(code, name, "--OPEN--"), name)
                self.assertEqual(field.get_attribute("max"), str(sold["stock"]), "the quantity's cap")
            else:
                self.assertEqual(signature, [foxy_signature(code, name, value)], name)
                self.assertNotEqual(signature, [foxy_signature(code, name, value + "0")])
            fields[name] = value
        self.assertEqual(fields["code"], code)
        self.assertEqual(fields["price"], decimal(cents(sold["price"])))
        self.assertEqual(fields["quantity_max"], str(sold["stock"]))

    def assert_control(self, shop, control, goods, variant, on_page):
        """The control `control` (a card's button or the goods page's shown `.buy`) goes where
        `shop`'s provider keeps the cart, at the item's price, capped at its stock."""
        provider = shop.removeprefix("zh-")
        if provider in ("order", "endpoint"):
            button = self.only(control, ".add-to-cart") if on_page else control
            if on_page:
                self.assertEqual(self.css(".buy [data-quantity-for]").get_attribute("max"), str((variant or goods)["stock"]))
            self.assert_site_cart_add(button, goods, variant)
            self.assertTrue(self.all("[data-cart-count]"))
        elif provider == "snipcart":
            self.assert_snipcart_button(self.only(control, ".snipcart-add-item") if on_page else control, goods, variant)
            self.assertFalse(self.all("[data-cart-count]"), "the site's badge is not Snipcart's count")
            self.assertTrue(self.all(".cart-link.snipcart-checkout .snipcart-items-count"))
            self.assertFalse(self.all(".add-to-cart"), "nothing adds to the site's cart")
        elif provider == "foxy":
            self.assert_foxy_form(self.only(control, "form") if on_page else control.find_element(By.XPATH, ".."), goods, variant)
            self.assertFalse(self.all(".cart-badge"), "no badge: the site cannot count Foxy's cart")
            self.assertFalse(self.all(".add-to-cart"), "nothing adds to the site's cart")
        else:
            link = self.only(control, "a.buy-now") if on_page else control
            self.assertEqual(link.get_attribute("href"), stripe_link(goods, variant))

    # ---------- the matrix ----------

    def check_cards(self, shop):
        for place in ("home", "category", "search"):
            with self.subTest(place=place, goods="without variants"):
                card = self.card_of(shop, PLAIN, place)
                control = self.only(card, ".card__add")
                self.assertEqual(card.find_element(By.CSS_SELECTOR, ".card__price .price").text, "¥" + "{:,.2f}".format(PLAIN["price"]))
                self.assert_control(shop, control, PLAIN, None, on_page=False)
                if place == "category":
                    self.screenshot(f"{shop}-category-card", "article.card .card__add")
            with self.subTest(place=place, goods="with variants"):
                card = self.card_of(shop, VARIED, place)
                control = self.only(card, ".card__add")
                self.assertEqual(control.tag_name, "a")
                self.assertEqual(control.get_attribute("href"), Shops.page_of(shop, VARIED), "opens the goods page to choose")
                words = CHINESE_WORDS if shop.startswith("zh-") else WORDS
                self.assertEqual(control.text, words["chooseOptions"])
                self.assertEqual(control.get_attribute("aria-label"), words["chooseOptionsNamedPattern"].replace("{title}", VARIED["title"]))
        if place == "search":
            self.screenshot(f"{shop}-search-cards")

    def check_goods_pages(self, shop):
        with self.subTest(place="goods page", goods="without variants"):
            self.driver.get(Shops.page_of(shop, PLAIN))
            self.assert_control(shop, self.shown_control(), PLAIN, None, on_page=True)
        with self.subTest(place="goods page", goods="with variants"):
            self.driver.get(Shops.page_of(shop, VARIED))
            self.assertTrue(self.css("[data-variant-picker]").is_displayed(), "the picker stays with every provider")
            in_stock = [variant for variant in VARIED["variants"] if variant.get("stock", 0) > 0]
            for variant in (in_stock[1], in_stock[0]):
                self.choose(VARIED, variant)
                self.assertEqual(self.text(".product__price-box .price--large"), "¥" + "{:,.2f}".format(variant["price"]))
                self.assertIn(variant["sku"], self.css(".product__price-box").text)
                self.assertIn(str(variant["stock"]), self.css(".product__price-box .product__stock").text)
                self.assert_control(shop, self.shown_control(), VARIED, variant, on_page=True)
            self.screenshot(f"{shop}-goods-variant", ".product__price-box")
        with self.subTest(place="goods page", goods="a sold-out combination"):
            self.driver.get(Shops.page_of(shop, TWO_OPTIONS))
            chosen = next(v for v in TWO_OPTIONS["variants"] if v.get("stock", 0) > 0)
            size, vintage = TWO_OPTIONS["options"]
            sold_out = next(v for v in TWO_OPTIONS["variants"] if v.get("stock", 0) == 0 and v["values"][vintage] == chosen["values"][vintage])
            moved = next(v for v in TWO_OPTIONS["variants"] if v.get("stock", 0) > 0 and v["values"][size] == sold_out["values"][size])
            radio = self.css(f'input[name="option-0"][value="{sold_out["values"][size]}"]')
            self.click(radio.find_element(By.XPATH, ".."))
            self.wait(lambda: self.css("tr[aria-current]").get_attribute("data-variant-id") == moved["id"], "moved to the one in stock")
            self.assertTrue(self.css(f'input[name="option-1"][value="{moved["values"][vintage]}"]').is_selected())
            self.assertIn(moved["id"], self.driver.current_url)
            if self.all("[data-buy-variant]"):
                self.assertEqual(self.shown_control().get_attribute("data-buy-variant"), moved["id"])

    def screenshot(self, name, showing=None):
        CheckoutTests.screenshot(self, name, showing)



class PurchaseEveryProvider(PurchaseMatrix):
    def test_order_checkout_matrix(self):
        self.check_goods_pages("order")
        self.check_cards("order")

    def test_endpoint_checkout_matrix(self):
        self.check_goods_pages("endpoint")
        self.check_cards("endpoint")

    def test_snipcart_checkout_matrix(self):
        self.check_goods_pages("snipcart")
        self.check_cards("snipcart")

    def test_foxy_checkout_matrix(self):
        self.check_goods_pages("foxy")
        self.check_cards("foxy")

    def test_stripe_checkout_matrix(self):
        self.check_goods_pages("stripe")
        self.check_cards("stripe")


class PurchasePhoneWidth(PurchaseEveryProvider, unittest.TestCase):
    width = 375
    height = 812


class PurchaseDesktopWidth(PurchaseEveryProvider, unittest.TestCase):
    width = 1280
    height = 1000


class PurchaseInChinese(PurchaseMatrix, unittest.TestCase):
    """The zh-CN shop at phone width: its cards and goods pages reach the same carts, in its words."""
    width = 375
    height = 812

    def test_order_checkout_matrix(self):
        self.check_goods_pages("zh-order")
        self.check_cards("zh-order")

    def test_snipcart_checkout_matrix(self):
        self.check_goods_pages("zh-snipcart")
        self.check_cards("zh-snipcart")


class ReferenceReceiverTests(unittest.TestCase):
    """The reference receiver without a browser: a form-encoded order, as the `form` encoding sends it."""

    @classmethod
    def setUpClass(cls):
        Shops.make()

    def test_a_form_encoded_order_is_checked_and_kept(self):
        def sign(*fields):
            return hmac.new(ORDER_SECRET.encode(), "\n".join(fields).encode(), hashlib.sha256).hexdigest()
        fields = {
            "reference": "C-20261201-FORMFORM", "currency": "CNY",
            "lines[0][goods]": "g-001", "lines[0][title]": "Pomerol", "lines[0][quantity]": "2",
            "lines[0][unitPrice]": "388.00", "lines[0][lineTotal]": "776.00",
            "lines[0][signature]": sign("g-001", "", "388.00", "CNY"),
            "goodsTotal": "776.00", "shipping[country]": "HK", "shipping[price]": "45.00", "shipping[amount]": "45.00",
            "shipping[signature]": sign("shipping", "HK", "", "45.00", "", "CNY"),
            "tax[percent]": "10", "tax[included]": "false", "tax[amount]": "82.10", "tax[signature]": sign("tax", "10", "added", "CNY"),
            "total": "903.10", "customer[name]": "Ann", "website": "",
        }
        def post(changes):
            body = urllib.parse.urlencode({**fields, **changes}).encode()
            request = urllib.request.Request(f"http://127.0.0.1:{Shops.reference.port}/", data=body,
                                             headers={"Content-Type": "application/x-www-form-urlencoded"})
            try:
                with urllib.request.urlopen(request, timeout=10) as answer:
                    return answer.status
            except urllib.error.HTTPError as error:
                return error.code
        # A price typed in, every sum made to fit: only its signature tells.
        self.assertEqual(post({"reference": "C-20261201-FORMBAD1", "lines[0][unitPrice]": "1.00", "lines[0][lineTotal]": "2.00",
                               "goodsTotal": "2.00", "tax[amount]": "4.70", "total": "51.70"}), 422)
        self.assertEqual(post({"reference": "C-20261201-FORMBAD2", "tax[amount]": "0.00", "total": "821.00"}), 422)
        self.assertEqual(post({}), 200)
        kept = [order for order in Shops.reference.kept() if order["reference"].startswith("C-20261201-FORM")]
        self.assertEqual([order["reference"] for order in kept], ["C-20261201-FORMFORM"])
        self.assertEqual(kept[0]["lines"][0]["goods"], "g-001")


class PhoneWidth(CheckoutTests, unittest.TestCase):
    width = 375
    height = 812


class DesktopWidth(CheckoutTests, unittest.TestCase):
    width = 1280
    height = 1000


if __name__ == "__main__":
    unittest.main()
