"""What the browser tests share: prices in cents, a quiet static server on loopback, the
reference order receiver, and the page helpers of a test case that drives a browser."""
import atexit
import functools
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
import urllib.error
import urllib.request

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


# Every layout shift from the page's start (buffered). All of them count, even those flagged
# `hadRecentInput`: the test gives no input, yet Chromium flags the shifts of a page opened
# under an emulated viewport so, which would hide them.
OBSERVE_SHIFTS = """
window.__shifts = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.__shifts.push(entry.value);
}).observe({type: 'layout-shift', buffered: true});
"""

def cents(amount):
    """A price as the fixtures write it (`71.4`) in cents, as the site's data holds it."""
    return round(amount * 100)


class Quiet:
    """A request handler that logs no request, so that the tests' output stays readable."""

    def log_message(self, *args):
        pass


class QuietHandler(Quiet, http.server.SimpleHTTPRequestHandler):
    """Serves the files of its folder, logging nothing."""


def serve(folder, handler=QuietHandler):
    """Serves `folder` on 127.0.0.1 at a free port from a thread; the server and its URL (ending in `/`)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def stop(server):
    server.shutdown()
    server.server_close()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


RECEIVER = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "order-receiver", "receiver.py")


class ReferenceReceiver:
    """examples/order-receiver/receiver.py, as a shop would run it, on a free port of 127.0.0.1,
    checking the orders with `secret` (the one the shop was built with)."""

    def __init__(self, orders, secret):
        self.orders = orders
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.process = subprocess.Popen(
            [sys.executable, RECEIVER, "--port", str(self.port), "--orders", orders],
            env={**os.environ, "CELLAR_ORDER_SECRET": secret}, stdout=subprocess.PIPE, text=True)
        self.process.stdout.readline()  # "receiving orders at …": listening
        atexit.register(self.process.terminate)

    def kept(self):
        """The orders the receiver kept, in its file."""
        if not os.path.exists(self.orders):
            return []
        with open(self.orders, encoding="utf-8") as file:
            return [json.loads(line) for line in file]

    def post(self, order):
        """POSTs `order` as the checkout page does: the status and the JSON answer."""
        request = urllib.request.Request(self.url, data=json.dumps(order).encode(), headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=10) as answer:
                return answer.status, json.load(answer)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)


class PageActions:
    """Finding, waiting for and clicking what the page shows, for a test case with a `driver`.
    After each test, an error in the browser's console fails it, unless its message contains
    one of `allowed_errors`."""

    allowed_errors = ()

    @functools.cached_property
    def axe_source(self):
        """axe-core's script, from CELLAR_AXE (set by scripts/tests/browser-tests.sh)."""
        with open(os.environ["CELLAR_AXE"], encoding="utf-8") as file:
            return file.read()

    def axe(self):
        """The open page's serious and critical accessibility violations by axe-core."""
        self.driver.execute_script(self.axe_source)
        result = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then(done, (error) => done({error: String(error)}));")
        self.assertNotIn("error", result)
        return [(violation["id"], violation["impact"], [node["target"] for node in violation["nodes"]][:3])
                for violation in result["violations"] if violation["impact"] in ("serious", "critical")]

    def tearDown(self):
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        errors = [message for message in errors if not any(allowed in message for allowed in self.allowed_errors)]
        self.assertEqual(errors, [], "console errors")

    def wait(self, condition, message="", timeout=10):
        try:
            # A condition reading elements the script is replacing just then is tried again.
            waiting = WebDriverWait(self.driver, timeout, ignored_exceptions=(StaleElementReferenceException,))
            return waiting.until(lambda driver: condition())
        except TimeoutException:
            self.fail("timed out waiting: " + message)

    def css(self, selector):
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def all(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def text(self, selector):
        return self.driver.execute_script("return document.querySelector(arguments[0]).textContent;", selector).strip()

    def click(self, element):
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", element)
        element.click()

    def badge(self):
        """The header's cart count; `None` while it is hidden (an empty cart)."""
        badge = self.css("[data-cart-count]")
        return None if badge.get_attribute("hidden") is not None else badge.text

    def choose(self, option, value):
        """Clicks the label of an option's value on a goods page, as a shopper taps it."""
        legend = next(item for item in self.all(".variant-picker__name") if item.text == option)
        fieldset = legend.find_element(By.XPATH, "..")
        radio = next(item for item in fieldset.find_elements(By.CSS_SELECTOR, "input[type=radio]")
                     if item.get_attribute("value") == value)
        self.click(radio.find_element(By.XPATH, ".."))
        return radio

    def fill_order_form(self):
        """Fills in the checkout page's form as a shopper would, the terms accepted when the
        shop has terms, and waits for the order button to be enabled."""
        self.css("#order-name").send_keys("Ann Lee", Keys.TAB)
        self.css("#order-email").send_keys("ann@example.com", Keys.TAB)
        self.css("#order-phone").send_keys("+44 20 7946 0958", Keys.TAB)
        self.css("#order-address").send_keys("1 Vine St, London", Keys.TAB)
        for terms in self.all("#order-terms"):
            self.click(terms)
        self.wait(lambda: self.css("[data-place]").is_enabled(), "place order enabled")
