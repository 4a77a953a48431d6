"""`cellar serve` in a real browser: an edited comment shows up on the open page by itself,
a broken fixture shows its problem over the page, and fixing it brings the page back.

Run by scripts/tests/browser-tests.sh, which sets CELLAR_BIN to the cellar executable.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import unittest

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from chromium import headless_chromium

CELLAR = os.environ["CELLAR_BIN"]
FIXTURES = os.environ["CELLAR_FIXTURES"]
TEMPLATES = os.environ["CELLAR_TEMPLATES"]


class LiveReloadTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="cellar-live-reload-")
        cls.fixtures = os.path.join(cls.work, "fixtures")
        shutil.copytree(FIXTURES, cls.fixtures)
        cls.server = subprocess.Popen(
            [CELLAR, "serve", "--port", "0", "--fixtures", cls.fixtures, "--templates", TEMPLATES,
             "--output", os.path.join(cls.work, "site"), "--base-url", "/shop/"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        cls.lines = []
        listening = threading.Event()

        def read_output():
            for line in cls.server.stdout:
                cls.lines.append(line)
                if line.startswith("Serving "):
                    listening.set()

        threading.Thread(target=read_output, daemon=True).start()
        if not listening.wait(120):
            cls.tearDownClass()
            raise RuntimeError("cellar serve did not start:\n" + "".join(cls.lines))
        cls.base = re.search(r"Serving (\S+)", "".join(cls.lines)).group(1)
        cls.driver = headless_chromium(1280, 1000)

    @classmethod
    def tearDownClass(cls):
        if getattr(cls, "driver", None):
            cls.driver.quit()
        cls.server.terminate()
        try:
            cls.server.wait(10)
        except subprocess.TimeoutExpired:
            cls.server.kill()
        shutil.rmtree(cls.work, ignore_errors=True)

    def save(self, name, text):
        """Saves as careful editors do: a new file renamed over the old one."""
        path = os.path.join(self.fixtures, name)
        with open(path + ".saving", "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(path + ".saving", path)

    def wait(self, condition, what, seconds=60):
        # The page reloads while a condition reads it: an element found before the reload is gone after.
        WebDriverWait(self.driver, seconds, poll_frequency=0.2,
                      ignored_exceptions=(StaleElementReferenceException,)).until(
            lambda _: condition(), f"waiting for {what}")

    def test_an_edit_reloads_the_open_page_and_a_broken_fixture_shows_over_it(self):
        with open(os.path.join(self.fixtures, "comments.json"), encoding="utf-8") as file:
            original = file.read()
        comments = json.loads(original)
        counts = {}
        for comment in comments:
            counts[comment["goods"]] = counts.get(comment["goods"], 0) + 1
        # A comment of an item whose comments all fit the first page of its all tab, on its goods page.
        edited = next(comment for comment in comments if counts[comment["goods"]] <= 20)
        self.driver.get(self.base + "goods/" + edited["goods"] + "/")
        self.assertNotIn("Edited while the page was open", self.driver.page_source)
        self.driver.execute_script("window.openBeforeTheEdit = true;")

        edited["content"] = "Edited while the page was open <b>not bold</b>"
        self.save("comments.json", json.dumps(comments, ensure_ascii=False))
        self.wait(lambda: "Edited while the page was open" in self.driver.find_element(By.TAG_NAME, "main").text,
                  "the edited comment on the open page")
        self.assertIsNone(self.driver.execute_script("return window.openBeforeTheEdit;"), "the page reloaded")
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main .comment b"), [], "text, not HTML")

        self.save("comments.json", original[: len(original) // 2])
        self.wait(lambda: self.driver.find_elements(By.ID, "cellar-build-errors"), "the problems over the page")
        overlay = self.driver.find_element(By.ID, "cellar-build-errors").text
        self.assertIn("comments.json", overlay)
        self.assertIn("Edited while the page was open", self.driver.find_element(By.TAG_NAME, "main").text,
                      "the last good page stays")

        self.save("comments.json", original)
        self.wait(lambda: not self.driver.find_elements(By.ID, "cellar-build-errors")
                  and "Edited while the page was open" not in self.driver.find_element(By.TAG_NAME, "main").text,
                  "the fixed site without the overlay")
        self.assertEqual(self.server.poll(), None, "the server still runs")


if __name__ == "__main__":
    unittest.main()
