"""scripts/tools/check_markets.py over the sample shop in its two markets (zh-CN in CNY at the
root, en in USD under /en/): the site as built has no fault, and a copy broken one way each
(a language alternate, a page's language, a price in the page, its structured data or a feed)
is caught, each fault by its message.

Run by scripts/tests/publishing-tests.sh, which sets CELLAR_MARKETS_SITE (the sample shop as
Fixtures/ describes it, built with its absolute base URL) and CELLAR_MARKETS_WINES_SITE (the
same with its US market selling its wines only, but one).
"""
import csv
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET

SITE = os.environ["CELLAR_MARKETS_SITE"]
WINES_SITE = os.environ["CELLAR_MARKETS_WINES_SITE"]
CHECKER = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "tools", "check_markets.py")
G = "{http://base.google.com/ns/1.0}"
SUMMARY = re.compile(r"^(\d+) pages in (\d+) markets: (\d+) hreflang faults, (\d+) price mismatches, (\d+) feed faults$")


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def replace_once(path, old, new):
    """Replaces `old` (a regular expression) in the file, where it must be found once."""
    text, count = re.subn(old, new, read(path), count=1, flags=re.S)
    assert count == 1, "%r not in %s" % (old, path)
    write(path, text)


def run_checker(site):
    result = subprocess.run([sys.executable, CHECKER, site], capture_output=True, text=True, timeout=300)
    return result.returncode, result.stdout.splitlines(), result.stderr


def feed_items(site, market=""):
    root = ET.parse(os.path.join(site, market, "feeds", "google.xml")).getroot()
    return list(root.iter("item"))


def sale_item(site, market):
    """A feed item of goods without variants, on sale (a price and a sale price): its id and
    the path of its page, relative to the market."""
    for item in feed_items(site, market):
        if item.find(G + "item_group_id") is None and item.find(G + "sale_price") is not None:
            path = item.findtext("link").split("://", 1)[1].split("/", 1)[1]
            return item.findtext(G + "id"), path[len(market):] + "index.html"
    raise AssertionError("no goods item on sale without variants in %sfeeds/google.xml" % market)


class MarketsCheckTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.id, page = sale_item(SITE, "en/")
        cls.root_page = page  # goods/ID/index.html
        cls.en_page = "en/" + page
        cls.url = re.search(r'<link rel="canonical" href="([^"]+)">', read(os.path.join(SITE, "index.html"))).group(1)
        cls.en_url = cls.url + "en/" + page[: -len("index.html")]
        cls.root_url = cls.url + page[: -len("index.html")]

    def setUp(self):
        folder = tempfile.mkdtemp(prefix="markets-check-")
        self.addCleanup(shutil.rmtree, folder)
        self.site = os.path.join(folder, "site")
        # The photos are left out: the checker reads no picture.
        shutil.copytree(SITE, self.site, ignore=lambda folder, names: ["media"] if folder == SITE else [])

    def path(self, rel):
        return os.path.join(self.site, rel)

    def assertFaults(self, *messages, kind):
        """The checker exits 1 and prints each message, with its fault counted in its kind."""
        status, lines, stderr = run_checker(self.site)
        self.assertEqual(status, 1, "\n".join(lines) + stderr)
        output = "\n".join(lines)
        for message in messages:
            self.assertIn(message, output)
        counts = dict(zip(("hreflang", "price", "feed"), map(int, SUMMARY.match(lines[-1]).groups()[2:])))
        self.assertGreater(counts[kind], 0, lines[-1])
        return lines

    # The site as built

    def test_the_sample_in_its_two_markets_has_no_fault(self):
        status, lines, stderr = run_checker(SITE)
        self.assertEqual((status, stderr), (0, ""), "\n".join(lines))
        pages = len(glob.glob(os.path.join(SITE, "**", "*.html"), recursive=True))
        self.assertEqual(lines, ["%d pages in 2 markets: 0 hreflang faults, 0 price mismatches, 0 feed faults" % pages])

    def test_a_market_selling_some_goods_has_no_fault(self):
        status, lines, _ = run_checker(WINES_SITE)
        self.assertEqual(status, 0, "\n".join(lines))
        english = set(os.listdir(os.path.join(WINES_SITE, "en", "goods")))
        chinese = set(os.listdir(os.path.join(WINES_SITE, "goods")))
        self.assertTrue(english and english < chinese, "the US market has fewer goods pages")
        only_chinese = os.path.join(WINES_SITE, "goods", sorted(chinese - english)[0], "index.html")
        self.assertNotIn('rel="alternate" hreflang', read(only_chinese))

    def test_a_sitemap_split_in_parts_under_an_index_has_no_fault(self):
        tree = ET.parse(self.path("sitemap.xml"))
        urls = tree.getroot().findall("{http://www.sitemaps.org/schemas/sitemap/0.9}url")
        self.assertGreater(len(urls), 2)
        os.makedirs(self.path("sitemaps"))
        head = '<?xml version="1.0" encoding="UTF-8"?>\n'
        namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
        text = read(self.path("sitemap.xml"))
        entries = re.findall(r"<url>.*?</url>", text)
        self.assertEqual(len(entries), len(urls))
        half = len(entries) // 2
        for number, part in ((1, entries[:half]), (2, entries[half:])):
            write(self.path("sitemaps/%d.xml" % number), head + "<urlset %s>\n%s\n</urlset>\n" % (namespaces, "\n".join(part)))
        write(self.path("sitemap.xml"), head + '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
              + "".join("<sitemap><loc>%ssitemaps/%d.xml</loc></sitemap>\n" % (self.url, n) for n in (1, 2))
              + "</sitemapindex>\n")
        status, lines, _ = run_checker(self.site)
        self.assertEqual(status, 0, "\n".join(lines))
        # An alternate changed in the second part is found there.
        last = entries[-1]
        broken = re.sub(r'hreflang="en" href="[^"]+"', 'hreflang="en" href="%sen/nowhere/"' % self.url, last, count=1)
        self.assertNotEqual(broken, last)
        replace_once(self.path("sitemaps/2.xml"), re.escape(last), broken.replace("\\", "\\\\"))
        lines = self.assertFaults("sitemaps/2.xml: ", "alternates differ from", "only in the sitemap en %sen/nowhere/"
                                  % self.url, kind="hreflang")

    def test_a_site_under_a_path_is_read_from_its_home_pages_canonical_url(self):
        for folder, _, files in os.walk(self.site):
            for name in files:
                if name.endswith((".html", ".xml", ".csv", ".txt")):
                    path = os.path.join(folder, name)
                    write(path, read(path).replace(self.url, self.url + "shop/"))
        status, lines, _ = run_checker(self.site)
        self.assertEqual(status, 0, "\n".join(lines))
        # A link to the host's root is not a page of this site.
        replace_once(self.path(self.en_page), r'(<link rel="alternate" hreflang="zh-CN" href=")%sshop/' % re.escape(self.url),
                     r"\g<1>" + self.url)
        self.assertFaults("%s: alternate %s (hreflang zh-CN) is no page of the site" % (self.en_page, self.root_url),
                          kind="hreflang")

    # Language alternates

    def test_a_removed_return_link_is_caught(self):
        replace_once(self.path(self.en_page), r'<link rel="alternate" hreflang="zh-CN" href="[^"]+">\n', "")
        self.assertFaults(
            "%s: does not link back to %s, which lists it under hreflang en (missing return link zh-CN %s"
            % (self.en_page, self.root_page, self.root_url),
            "sitemap.xml: %s: alternates differ from %s's head" % (self.en_url, self.en_page), kind="hreflang")

    def test_a_missing_self_reference_is_caught(self):
        replace_once(self.path(self.en_page), r'<link rel="alternate" hreflang="en" href="[^"]+">\n', "")
        self.assertFaults("%s: does not list itself (%s) among its alternates" % (self.en_page, self.en_url),
                          kind="hreflang")

    def test_a_missing_x_default_is_caught(self):
        replace_once(self.path(self.root_page), r'<link rel="alternate" hreflang="x-default" href="[^"]+">\n', "")
        self.assertFaults("%s: has no x-default alternate" % self.root_page, kind="hreflang")

    def test_a_relative_href_is_caught(self):
        replace_once(self.path(self.root_page), r'(<link rel="alternate" hreflang="en" href=")[^"]+"',
                     r'\g<1>../../en/%s"' % self.root_page[: -len("index.html")])
        self.assertFaults("%s: alternate href '../../en/%s' (hreflang en) is not absolute"
                          % (self.root_page, self.root_page[: -len("index.html")]), kind="hreflang")

    def test_an_invalid_hreflang_is_caught(self):
        replace_once(self.path(self.en_page), r'<link rel="alternate" hreflang="en"', '<link rel="alternate" hreflang="english"')
        self.assertFaults("%s: hreflang 'english' is not a BCP 47 language[-script][-region] or x-default" % self.en_page,
                          kind="hreflang")

    def test_a_second_alternate_with_one_hreflang_is_caught(self):
        replace_once(self.path(self.root_page), r'(<link rel="alternate" hreflang="en" href="[^"]+">\n)',
                     r'\g<1><link rel="alternate" hreflang="en" href="%sen/">\n' % self.url)
        self.assertFaults("%s: hreflang en is listed twice (%s and %sen/)" % (self.root_page, self.en_url, self.url),
                          kind="hreflang")

    def test_a_wrong_html_lang_is_caught(self):
        replace_once(self.path(self.en_page), r'<html lang="en">', '<html lang="fr">')
        lines = self.assertFaults("%s: <html lang='fr'> but " % self.en_page, kind="hreflang")
        fault = next(line for line in lines if "<html lang='fr'>" in line)
        self.assertTrue(fault.endswith(" names it"), fault)
        self.assertIn(" but hreflang en in ", fault)
        self.assertIn(self.root_page, fault)

    def test_an_alternate_without_its_page_is_caught(self):
        os.remove(self.path(self.en_page))
        self.assertFaults("%s: alternate %s (hreflang en) is no page of the site" % (self.root_page, self.en_url),
                          "sitemap.xml: lists %s, which is no page of the site" % self.en_url, kind="hreflang")

    # Prices

    def en_prices(self):
        """The English market's price and sale price of the goods item, as its feed gives them."""
        item = next(item for item in feed_items(self.site, "en/") if item.findtext(G + "id") == self.id)
        return item.findtext(G + "price").split()[0], item.findtext(G + "sale_price").split()[0]

    def test_a_changed_json_ld_price_is_caught(self):
        _, sale = self.en_prices()
        replace_once(self.path(self.en_page), r'"price":"%s","priceCurrency":"USD"' % re.escape(sale),
                     '"price":"1.23","priceCurrency":"USD"')
        self.assertFaults("%s: price mismatch for %s in the market at /en/: JSON-LD 1.23 USD; shown (price box) $%s"
                          % (self.en_page, self.id, sale), "google.xml %s USD; meta.csv %s USD" % (sale, sale), kind="price")

    def test_a_changed_feed_price_is_caught(self):
        _, sale = self.en_prices()
        replace_once(self.path("en/feeds/google.xml"),
                     r"(<g:id>%s</g:id>(?:(?!</item>).)*?<g:sale_price>)%s USD<" % (re.escape(self.id), re.escape(sale)),
                     r"\g<1>1.23 USD<")
        self.assertFaults("%s: price mismatch for %s in the market at /en/: JSON-LD %s USD" % (self.en_page, self.id, sale),
                          "google.xml 1.23 USD; meta.csv %s USD" % sale, kind="price")

    def test_a_changed_regular_price_in_meta_csv_is_caught(self):
        price, _ = self.en_prices()
        path = self.path("en/feeds/meta.csv")
        with open(path, encoding="utf-8", newline="") as file:
            rows = list(csv.reader(file))
        column = rows[0].index("price")
        row = next(row for row in rows if row[0] == self.id)
        self.assertEqual(row[column], price + " USD")
        row[column] = "999.00 USD"
        with open(path, "w", encoding="utf-8", newline="") as file:
            csv.writer(file).writerows(rows)
        self.assertFaults("%s: regular price mismatch for %s in the market at /en/: JSON-LD %s USD" % (self.en_page, self.id, price),
                          "meta.csv 999.00 USD", kind="price")

    def test_a_changed_shown_price_is_caught(self):
        _, sale = self.en_prices()
        replace_once(self.path(self.en_page), r'<span class="price price--large">\$%s</span>' % re.escape(sale),
                     '<span class="price price--large">$1.23</span>')
        self.assertFaults("%s: price mismatch for %s in the market at /en/: JSON-LD %s USD; shown (price box) $1.23"
                          % (self.en_page, self.id, sale), kind="price")

    def test_a_price_shown_in_the_other_markets_format_is_caught(self):
        _, sale = self.en_prices()
        replace_once(self.path(self.en_page), r'<span class="price price--large">\$%s</span>' % re.escape(sale),
                     '<span class="price price--large">¥%s</span>' % sale)
        self.assertFaults("%s: price mismatch for %s in the market at /en/: JSON-LD %s USD; shown (price box) ¥%s"
                          % (self.en_page, self.id, sale, sale), kind="price")

    def test_a_changed_variant_offer_is_caught(self):
        item = next(item for item in feed_items(self.site) if item.find(G + "item_group_id") is not None)
        item_id, link = item.findtext(G + "id"), item.findtext("link")
        page = link.split("://", 1)[1].split("/", 1)[1].split("?")[0] + "index.html"
        price = (item.findtext(G + "sale_price") or item.findtext(G + "price")).split()[0]
        replace_once(self.path(page), r'"price":"%s","priceCurrency":"CNY"((?:(?!"offers").)*?"url":"%s")'
                     % (re.escape(price), re.escape(link)), r'"price":"1.23","priceCurrency":"CNY"\g<1>')
        self.assertFaults("%s: price mismatch for %s in the market at /: JSON-LD 1.23 CNY; shown (variants table) ¥%s"
                          % (page, item_id, price), kind="price")

    # The feeds against the pages

    def test_a_goods_item_left_out_of_a_feed_is_caught(self):
        replace_once(self.path("en/feeds/google.xml"), r"<item>\n<g:id>%s</g:id>(?:(?!</item>).)*</item>\n" % re.escape(self.id), "")
        self.assertFaults("%s: goods item %s is not in en/feeds/google.xml, though Merchant Center would take it"
                          % (self.en_page, self.id), "en/feeds/google.xml: has no item %s, which meta.csv lists" % self.id,
                          kind="feed")

    def test_a_feed_item_without_its_page_is_caught(self):
        shutil.rmtree(os.path.dirname(self.path(self.root_page)))
        self.assertFaults("feeds/google.xml: item %s links to %s, which is no goods page of the site" % (self.id, self.root_url),
                          "feeds/meta.csv: item %s links to %s" % (self.id, self.root_url), kind="feed")


if __name__ == "__main__":
    unittest.main()
