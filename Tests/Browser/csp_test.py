"""The storefront under the headers of the `_headers` file the build writes (as Netlify and
Cloudflare Pages apply them): every page's scripts run under its Content-Security-Policy with no
violation in the console. Served by a small server here that applies the file's rules."""
import os
import shutil
import subprocess
import tempfile
import unittest
from urllib.request import urlopen

from browser_support import QuietHandler, serve, stop
from chromium import headless_chromium

CELLAR = os.environ["CELLAR_BIN"]
FIXTURES = os.environ["CELLAR_FIXTURES"]


def header_rules(path):
    """The `_headers` file's rules: (path pattern, [(name, value)]), in order."""
    rules = []
    with open(path, encoding="utf-8") as file:
        for line in file:
            if not line.strip() or line.startswith("#"):
                continue
            if not line[0].isspace():
                rules.append((line.strip(), []))
            else:
                name, value = line.strip().split(":", 1)
                rules[-1][1].append((name.strip(), value.strip()))
    return rules


def matches(pattern, path):
    return path.startswith(pattern[:-1]) if pattern.endswith("*") else path == pattern


class HeadersServer:
    """Serves `root` on loopback, each answer with the headers of every rule of `rules` its path matches."""

    def __init__(self, root, rules):
        class Handler(QuietHandler):
            def end_headers(self):
                path = self.path.split("?", 1)[0]
                for pattern, headers in rules:
                    if matches(pattern, path):
                        for name, value in headers:
                            self.send_header(name, value)
                super().end_headers()

        self.server, self.url = serve(root, Handler)

    def stop(self):
        stop(self.server)


class ContentSecurityPolicyTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp()
        site = os.path.join(cls.work, "csp")
        subprocess.run([CELLAR, "build", "--quiet", "--fixtures", FIXTURES, "--output", site, "--base-url", "/csp/", "--publish-reports"],
                       check=True, stdout=subprocess.DEVNULL)
        cls.rules = header_rules(os.path.join(site, "_headers"))
        cls.server = HeadersServer(cls.work, cls.rules)
        cls.driver = headless_chromium(1280, 900)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.stop()
        shutil.rmtree(cls.work, ignore_errors=True)

    def open(self, path):
        self.driver.get_log("browser")
        self.driver.get(self.server.url + "csp/" + path)

    def violations(self):
        return [entry["message"] for entry in self.driver.get_log("browser")
                if "Content Security Policy" in entry["message"] or entry["level"] == "SEVERE"]

    def test_pages_are_served_with_the_policy(self):
        with urlopen(self.server.url + "csp/") as response:
            policy = response.headers["Content-Security-Policy"]
            self.assertIn("script-src 'self' 'sha256-", policy)
            self.assertEqual(response.headers["X-Content-Type-Options"], "nosniff")
        css = next(name for name in os.listdir(os.path.join(self.work, "csp", "assets")) if name.endswith(".css"))
        with urlopen(self.server.url + "csp/assets/" + css) as response:
            self.assertEqual(response.headers["Cache-Control"], "public, max-age=31536000, immutable")

    def test_every_kind_of_page_runs_its_scripts_without_a_violation(self):
        goods = sorted(os.listdir(os.path.join(self.work, "csp", "goods")))[0]
        category = sorted(os.listdir(os.path.join(self.work, "csp", "category")))[0]
        for path in ["", f"goods/{goods}/", f"category/{category}/", "search/?q=wine", "cart/", "checkout/", "reports/catalogue.html", "404.html"]:
            with self.subTest(path=path):
                self.open(path)
                # The inline script, allowed by its hash, marks the page.
                self.assertTrue(self.driver.execute_script("return document.documentElement.classList.contains('js')"))
                self.assertEqual(self.violations(), [])

    def test_a_violation_would_be_seen(self):
        # The same site under a policy without the inline script's hash: the check above can fail.
        strict = [(pattern, [(name, value.replace("'sha256-", "'sha256-x")) for name, value in headers]) for pattern, headers in self.rules]
        server = HeadersServer(self.work, strict)
        try:
            self.driver.get_log("browser")
            self.driver.get(server.url + "csp/")
            self.assertFalse(self.driver.execute_script("return document.documentElement.classList.contains('js')"))
            self.assertTrue(any("Content Security Policy" in message for message in self.violations()))
        finally:
            server.stop()


if __name__ == "__main__":
    unittest.main()
