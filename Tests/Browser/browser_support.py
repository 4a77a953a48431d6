"""What the browser tests share: prices in cents, a quiet static server on loopback, and the
page helpers of a test case that drives a browser."""
import functools
import http.server
import threading

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


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


class PageActions:
    """Finding, waiting for and clicking what the page shows, for a test case with a `driver`.
    After each test, an error in the browser's console fails it, unless its message contains
    one of `allowed_errors`."""

    allowed_errors = ()

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
