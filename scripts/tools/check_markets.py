#!/usr/bin/env python3
"""Checks a built site of one market or more, whole, on its own: the language alternates of its
pages and its sitemap, and the prices each market's goods pages, structured data and product
feeds give. It reads only the site's files (Python's standard library, nothing of Cellar's code).

    python3 scripts/tools/check_markets.py SITE_FOLDER

Prints each fault on its own line, `FILE: problem` (FILE relative to SITE_FOLDER), then
`N pages in M markets: H hreflang faults, P price mismatches, F feed faults`, and exits 1 when
there is any fault (2 when the folder is no built site).

Language alternates, over every HTML page with `<link rel="alternate" hreflang>` in its head
(Google's rules, https://developers.google.com/search/docs/specialty/international/localized-versions):
every href absolute (scheme and host); every hreflang a BCP 47 language[-script][-region] or
`x-default`; no hreflang twice; the page's own canonical URL among them (self-reference); an
`x-default`; every alternate a page of the site that is canonical and lists the same set back
(reciprocity: one set of (hreflang, URL) across the cluster), whose `<html lang>` is the
hreflang it is listed under. The sitemap (those robots.txt names, else `sitemap.xml`; a
sitemap or an index of its parts) lists pages of the site by their canonical URL, each with the
alternates its head lists.

Prices, per market (Merchant Center's rule that a feed's price is the landing page's): for each
goods page and each variant's offer, the price shown (the theme's `span.price`, and
`s.market-price` for the regular price, in the market's format `¥1,299.00`: in the price box,
and for a variant in its row of the variants table and the price box it shows when chosen),
Open Graph's `product:price:amount` (of goods sold in variants: the lowest of theirs), the
JSON-LD Offer's `price` and `priceCurrency` (with its `StrikethroughPrice`), and the market's
`feeds/google.xml` (`g:price`, `g:sale_price`) and `feeds/meta.csv` (`price`, `sale_price`)
agree, all in the market's one currency. Every feed item links to a goods page (or one
of its variants) of its market, the two feeds list the same items, and every goods page and
variant is in its market's feeds unless Merchant Center would refuse it for what its
structured data shows (as the build leaves such items out): no description, no image, an SVG
or relative image, a price of 0, an id longer than 50 characters.

The base URL (which may have a path, `https://example.com/shop/`) is the canonical URL of the
site's home page (`index.html`), else what `robots.txt` names as the sitemap's folder. The
markets are the home page's alternates and each folder with a home page and a
`feeds/google.xml`; each page belongs to the market whose folder holds it.
"""
import collections
import csv
import json
import os
import posixpath
import re
import sys
import urllib.parse
import xml.etree.ElementTree as ET
from decimal import Decimal, InvalidOperation
from html.parser import HTMLParser

HREFLANG = re.compile(r"^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|[0-9]{3}))?)$", re.IGNORECASE)
SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML_NS = "{http://www.w3.org/1999/xhtml}"
G_NS = "{http://base.google.com/ns/1.0}"
# What comes before an amount shown in each currency (two decimals, thousands grouped with
# commas); another currency shows its code and a space: `CHF 1,299.00`.
CURRENCY_PREFIX = {"CNY": "¥", "JPY": "¥", "USD": "$", "EUR": "€", "GBP": "£", "HKD": "HK$", "TWD": "NT$"}
SHOWN_AMOUNT = re.compile(r"^(-?)(.*?)(\d{1,3}(?:,\d{3})*\.\d{2})$")
FEED_AMOUNT = re.compile(r"^(\d+(?:\.\d+)?) ([A-Z]{3})$")
# Merchant Center's limit on `id` and `item_group_id`.
ID_LIMIT = 50
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag = tag
        self.attrs = dict(attrs)
        self.parent = parent
        self.children = []

    @property
    def classes(self):
        return (self.attrs.get("class") or "").split()

    def iter(self):
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter()

    def find_all(self, tag=None, cls=None, skip=None):
        """Descendants with that tag and class, in document order, not looking inside `skip` tags."""
        for child in self.children:
            if not isinstance(child, Node):
                continue
            if (tag is None or child.tag == tag) and (cls is None or cls in child.classes):
                yield child
            if skip is None or child.tag not in skip:
                yield from child.find_all(tag, cls, skip)

    def text(self):
        """The text a reader sees and hears, without what is only for screen readers."""
        parts = []
        for child in self.children:
            if isinstance(child, Node):
                if "visually-hidden" not in child.classes and child.tag not in ("script", "style", "template"):
                    parts.append(child.text())
            else:
                parts.append(child)
        return "".join(parts)

    def script_text(self):
        return "".join(child for child in self.children if isinstance(child, str))


class TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", [], None)
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.stack[-1])
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].children.append(Node(tag, attrs, self.stack[-1]))

    def handle_endtag(self, tag):
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag == tag:
                del self.stack[index:]
                return

    def handle_data(self, data):
        self.stack[-1].children.append(data)


def parse_html(text):
    builder = TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root


def normal_url(url):
    """The URL with its scheme and host in lower case and its path percent-encoded one way."""
    parts = urllib.parse.urlsplit(url)
    path = urllib.parse.quote(urllib.parse.unquote(parts.path), safe="/:@!$&'()*+,;=-._~")
    return urllib.parse.urlunsplit((parts.scheme.lower(), parts.netloc.lower(), path, parts.query, ""))


def is_absolute(url):
    parts = urllib.parse.urlsplit(url)
    return parts.scheme in ("http", "https") and bool(parts.netloc)


def decimal(text):
    try:
        return Decimal(str(text).strip())
    except (InvalidOperation, ValueError):
        return None


class Price:
    """An amount in a currency, as one source gives it, with the text it was read from."""

    def __init__(self, amount, currency, text):
        self.amount, self.currency, self.text = amount, currency, text

    def agrees(self, other):
        return self.amount is not None and self.amount == other.amount and self.currency == other.currency


def feed_price(text):
    text = (text or "").strip()
    if not text:
        return None
    match = FEED_AMOUNT.match(text)
    return Price(Decimal(match.group(1)), match.group(2), text) if match else Price(None, None, text)


def shown_price(text, currency):
    """An amount as the page shows it (`¥1,299.00`), read in `currency`'s format: a prefix
    other than the currency's is no price in it."""
    text = " ".join(text.split())
    match = SHOWN_AMOUNT.match(text)
    if not match:
        return Price(None, None, text)
    prefix = CURRENCY_PREFIX.get(currency, (currency or "") + " ")
    if match.group(2) != prefix.strip() and match.group(2) != prefix:
        return Price(None, None, text)
    amount = Decimal(match.group(3).replace(",", ""))
    return Price(-amount if match.group(1) else amount, currency, text)


class Page:
    """One HTML file of the site, with what the checks read of it."""

    def __init__(self, site, rel, base):
        self.rel = rel
        with open(os.path.join(site.folder, rel), encoding="utf-8", errors="replace") as file:
            text = file.read()
        # The head alone when all the page's structured data is there and names no product:
        # nothing of its body is checked then.
        head_end = text.lower().find("</head>")
        whole = head_end < 0 or "ld+json" in text[head_end:].lower()
        root = parse_html(text if whole else text[:head_end])
        quoted = urllib.parse.quote(rel[: -len("index.html")] if rel.endswith("index.html") else rel)
        self.url = base + quoted
        html = next(root.find_all("html"), None)
        self.lang = html.attrs.get("lang") if html is not None else None
        head = next(root.find_all("head"), None) or root
        self.canonical = None
        self.alternates = []  # (hreflang as written, href as written, absolute URL)
        self.og = {}
        for link in head.find_all("link"):
            rels = (link.attrs.get("rel") or "").lower().split()
            href = link.attrs.get("href")
            if "canonical" in rels and self.canonical is None and href:
                self.canonical = normal_url(urllib.parse.urljoin(self.url, href))
            if "alternate" in rels and "hreflang" in link.attrs:
                href = href or ""
                self.alternates.append((link.attrs["hreflang"], href, normal_url(urllib.parse.urljoin(self.url, href))))
        for meta in head.find_all("meta"):
            if meta.attrs.get("property", "").startswith("product:price:"):
                self.og[meta.attrs["property"]] = meta.attrs.get("content", "")
        self.self_url = self.canonical or normal_url(self.url)
        self.jsonld = []
        self.jsonld_errors = []
        for script in root.find_all("script"):
            if (script.attrs.get("type") or "").strip().lower() == "application/ld+json":
                try:
                    self.jsonld.append(json.loads(script.script_text()))
                except ValueError as error:
                    self.jsonld_errors.append(str(error))
        self.product = self.find_product()
        if self.product is not None and not whole:
            root = parse_html(text)
        self.goods_id = None
        if self.product is not None:
            button = next((b for b in root.find_all(cls="add-to-cart") if b.attrs.get("data-goods-id")), None)
            self.goods_id = (button.attrs["data-goods-id"] if button is not None else None) or self.product.get(
                "productGroupID") or self.product.get("sku")
            self.read_shown_prices(root)

    def alternate_set(self):
        for hreflang, _, _ in self.alternates:
            SPELLING.setdefault(hreflang.lower(), hreflang)
        return {(hreflang.lower(), url) for hreflang, _, url in self.alternates}

    def find_product(self):
        def nodes(value):
            if isinstance(value, list):
                for item in value:
                    yield from nodes(item)
            elif isinstance(value, dict):
                yield value
                yield from nodes(value.get("@graph", []))

        for data in self.jsonld:
            for node in nodes(data):
                types = node.get("@type")
                types = types if isinstance(types, list) else [types]
                if "Product" in types or "ProductGroup" in types:
                    return node
        return None

    def read_shown_prices(self, root):
        """The prices the page shows: its price box, and each variant's row of the variants
        table with the price box it shows when chosen (a `<template>` in the row)."""

        def box(node, skip):
            price = next(node.find_all(cls="price", skip=skip), None)
            market = next(node.find_all(cls="market-price", skip=skip), None)
            return (price.text() if price is not None else None, market.text() if market is not None else None)

        self.shown_box = None
        for node in root.find_all(cls="product__price-box", skip={"template"}):
            self.shown_box = box(node, {"template"})
            break
        self.shown_variants = collections.OrderedDict()  # variant id → [(where, price text, market text)]
        self.current_variant = None
        for row in root.find_all("tr", cls="variants__row", skip={"template"}):
            variant = row.attrs.get("data-variant-id")
            if not variant:
                continue
            shown = self.shown_variants.setdefault(variant, [])
            shown.append(("variants table", *box(row, {"template"})))
            for template in row.find_all("template"):
                shown.append(("price box of the variant", *box(template, None)))
            if row.attrs.get("aria-current") == "true":
                self.current_variant = variant

    def offers(self):
        """(variant id or None, offer, the Product it is of) for each offer of the page."""
        result = []
        product = self.product
        types = product.get("@type")
        types = types if isinstance(types, list) else [types]
        if "ProductGroup" in types:
            for variant in product.get("hasVariant") or []:
                for offer in listed(variant.get("offers")):
                    query = urllib.parse.parse_qs(urllib.parse.urlsplit(offer.get("url") or "").query)
                    result.append(((query.get("variant") or [None])[0], offer, variant))
        else:
            for offer in listed(product.get("offers")):
                result.append((None, offer, product))
        return result


def listed(value):
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


class FeedItem:
    def __init__(self, item_id, link, price, sale_price, group):
        self.id, self.link, self.price, self.sale_price, self.group = item_id, link, price, sale_price, group

    def charged(self):
        return self.sale_price or self.price

    def regular(self):
        return self.price if self.sale_price else None


class Site:
    def __init__(self, folder):
        self.folder = os.path.abspath(folder)
        self.faults = {"hreflang": set(), "price": set(), "feed": set()}
        self.pages = {}

    def fault(self, kind, file, message):
        self.faults[kind].add("%s: %s" % (file, message))

    # Where things are

    def find_base(self):
        home = os.path.join(self.folder, "index.html")
        if not os.path.isfile(home):
            raise SystemExit("check_markets: %s has no index.html; is it a built site?" % self.folder)
        with open(home, encoding="utf-8", errors="replace") as file:
            root = parse_html(file.read())
        for link in root.find_all("link"):
            if "canonical" in (link.attrs.get("rel") or "").lower().split() and is_absolute(link.attrs.get("href", "")):
                return normal_url(link.attrs["href"])
        robots = os.path.join(self.folder, "robots.txt")
        if os.path.isfile(robots):
            with open(robots, encoding="utf-8", errors="replace") as file:
                for line in file:
                    name, _, value = line.partition(":")
                    if name.strip().lower() == "sitemap" and is_absolute(value.strip()):
                        return normal_url(value.strip().rsplit("/", 1)[0] + "/")
        raise SystemExit("check_markets: the home page names no absolute canonical URL, nor robots.txt a sitemap: "
                         "the site has no base URL to check its links by")

    def file_of(self, url):
        """The site's file (relative path) that serves `url`, or None when the URL is not the
        site's; the file may not exist."""
        if not is_absolute(url):
            return None
        url = normal_url(url)
        base = urllib.parse.urlsplit(self.base)
        parts = urllib.parse.urlsplit(url)
        if (parts.scheme, parts.netloc) != (base.scheme, base.netloc) or not parts.path.startswith(base.path):
            return None
        rest = urllib.parse.unquote(parts.path[len(base.path):])
        if rest == "" or rest.endswith("/"):
            rest += "index.html"
        rest = posixpath.normpath(rest)
        if rest.startswith("../") or rest == ".." or rest.startswith("/"):
            return None
        if not os.path.isfile(os.path.join(self.folder, rest)) and os.path.isfile(
                os.path.join(self.folder, rest, "index.html")):
            rest = posixpath.join(rest, "index.html")
        return rest

    def page(self, rel):
        return self.pages.get(rel)

    def market_of(self, rel):
        return max((root for root in self.markets if rel.startswith(root)), key=len, default="")

    # The checks

    def run(self):
        self.base = self.find_base()
        for folder, dirs, files in os.walk(self.folder):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".html"):
                    rel = os.path.relpath(os.path.join(folder, name), self.folder).replace(os.sep, "/")
                    self.pages[rel] = Page(self, rel, self.base)
        home = self.pages["index.html"]
        # Each market's folder ("" for the root) and language, from the home page's alternates.
        self.markets = collections.OrderedDict()
        for hreflang, _, url in home.alternates:
            rel = self.file_of(url)
            if hreflang.lower() != "x-default" and rel is not None:
                self.markets.setdefault(posixpath.dirname(rel) + "/" if "/" in rel else "", hreflang)
        if "" not in self.markets:
            self.markets[""] = home.lang
        # And each folder with a home page and a product feed, whatever the home page lists.
        for rel in self.pages:
            folder = rel[: -len("index.html")]
            if (rel == "index.html" or rel.endswith("/index.html")) and os.path.isfile(os.path.join(self.folder, folder, "feeds", "google.xml")):
                self.markets.setdefault(folder, self.pages[rel].lang)
        self.markets = collections.OrderedDict(sorted(self.markets.items()))
        self.listed_languages = {}  # (page, hreflang in lower case) → (hreflang, the pages listing it so)
        self.unreturned = set()  # the pairs of pages of which one does not list the other back
        self.differing = set()  # the pairs of pages listing each other with sets that differ
        for page in self.pages.values():
            if page.alternates:
                self.check_alternates(page)
        self.check_clusters()
        self.check_sitemap()
        self.check_jsonld()
        for market in self.markets:
            self.check_market_prices(market)

    def check_alternates(self, page):
        file = page.rel
        seen = {}
        for hreflang, href, url in page.alternates:
            if not is_absolute(href):
                self.fault("hreflang", file, "alternate href %r (hreflang %s) is not absolute" % (href, hreflang))
            if not HREFLANG.match(hreflang):
                self.fault("hreflang", file, "hreflang %r is not a BCP 47 language[-script][-region] or x-default"
                           % hreflang)
            key = hreflang.lower()
            if key in seen:
                self.fault("hreflang", file, "hreflang %s is listed twice (%s and %s)" % (hreflang, seen[key], url))
            seen.setdefault(key, url)
        own = page.alternate_set()
        urls = {url for _, url in own}
        if page.canonical is None:
            self.fault("hreflang", file, "has alternates but no canonical link")
        if page.self_url not in urls:
            self.fault("hreflang", file, "does not list itself (%s) among its alternates" % page.self_url)
        if "x-default" not in seen:
            self.fault("hreflang", file, "has no x-default alternate")
        own_entries = {(hreflang, url) for hreflang, url in own if url == page.self_url}
        targets = collections.OrderedDict()  # the other pages it lists → the hreflangs it lists each under
        for hreflang, href, url in page.alternates:
            target_rel = self.file_of(url)
            target = self.page(target_rel) if target_rel else None
            if target is None:
                self.fault("hreflang", file, "alternate %s (hreflang %s) is no page of the site%s"
                           % (url, hreflang, " (expected %s)" % target_rel if target_rel else ""))
                continue
            if HREFLANG.match(hreflang) and hreflang.lower() != "x-default":
                self.listed_languages.setdefault((target.rel, hreflang.lower()), (hreflang, set()))[1].add(file)
            if target is page:
                continue
            if target.canonical is not None and target.canonical != url:
                self.fault("hreflang", file, "alternate %s (hreflang %s) is not canonical: %s names %s"
                           % (url, hreflang, target.rel, target.canonical))
            targets.setdefault(target, []).append(hreflang)
        for target, hreflangs in targets.items():
            missing = sorted(own_entries - target.alternate_set())
            if missing:
                self.fault("hreflang", target.rel, "does not link back to %s, which lists it under hreflang %s "
                           "(missing return link %s)" % (file, " and ".join(hreflangs),
                                                         describe(missing)))
                self.unreturned.add(frozenset((file, target.rel)))
            elif target.alternate_set() != own:
                self.differing.add(tuple(sorted((file, target.rel))))

    def check_clusters(self):
        """What the pages' alternates gave once they were all read: each page whose language is
        not the hreflang others list it under, each pair of pages listing each other with
        sets of alternates that differ otherwise than by a missing return link."""
        for (rel, _), (hreflang, listers) in sorted(self.listed_languages.items()):
            lang = self.pages[rel].lang
            if (lang or "").lower() != hreflang.lower():
                self.fault("hreflang", rel, "<html lang=%r> but hreflang %s in %s names it" % (
                    lang, hreflang, ", ".join(sorted(listers))))
        for first, second in sorted(self.differing):
            if frozenset((first, second)) in self.unreturned:
                continue
            theirs, own = self.pages[second].alternate_set(), self.pages[first].alternate_set()
            self.fault("hreflang", first, "alternates differ from those of %s: only here %s; only there %s"
                       % (second, describe(own - theirs), describe(theirs - own)))

    def sitemaps(self):
        """The sitemaps robots.txt names (that are the site's files), else sitemap.xml."""
        named = []
        robots = os.path.join(self.folder, "robots.txt")
        if os.path.isfile(robots):
            with open(robots, encoding="utf-8", errors="replace") as file:
                for line in file:
                    name, _, value = line.partition(":")
                    if name.strip().lower() == "sitemap":
                        rel = self.file_of(value.strip())
                        if rel is None or not os.path.isfile(os.path.join(self.folder, rel)):
                            self.fault("hreflang", "robots.txt", "names sitemap %s, which is no file of the site"
                                       % value.strip())
                        else:
                            named.append(rel)
        return named or ["sitemap.xml"]

    def check_sitemap(self):
        parts = []
        for sitemap in self.sitemaps():
            path = os.path.join(self.folder, sitemap)
            if not os.path.isfile(path):
                if any(page.alternates for page in self.pages.values()):
                    self.fault("hreflang", sitemap, "missing, though the pages have language alternates")
                continue
            try:
                root = ET.parse(path).getroot()
            except ET.ParseError as error:
                self.fault("hreflang", sitemap, "does not parse: %s" % error)
                continue
            if root.tag != SITEMAP_NS + "sitemapindex":
                parts.append((sitemap, root))
                continue
            for loc in root.iter(SITEMAP_NS + "loc"):
                rel = self.file_of((loc.text or "").strip())
                if rel is None or not os.path.isfile(os.path.join(self.folder, rel)):
                    self.fault("hreflang", sitemap, "lists sitemap %s, which is no file of the site"
                               % (loc.text or "").strip())
                    continue
                try:
                    parts.append((rel, ET.parse(os.path.join(self.folder, rel)).getroot()))
                except ET.ParseError as error:
                    self.fault("hreflang", rel, "does not parse: %s" % error)
        for rel, part in parts:
            for entry in part.iter(SITEMAP_NS + "url"):
                loc = (entry.findtext(SITEMAP_NS + "loc") or "").strip()
                listed_set = set()
                for link in entry.iter(XHTML_NS + "link"):
                    if link.get("rel") == "alternate" and link.get("hreflang") is not None:
                        href = link.get("href") or ""
                        if not is_absolute(href):
                            self.fault("hreflang", rel, "%s: alternate href %r is not absolute" % (loc, href))
                        listed_set.add((link.get("hreflang").lower(), normal_url(href)))
                page_rel = self.file_of(loc)
                page = self.page(page_rel) if page_rel else None
                if page is None:
                    self.fault("hreflang", rel, "lists %s, which is no page of the site" % loc)
                    continue
                if page.canonical is not None and page.canonical != normal_url(loc):
                    self.fault("hreflang", rel, "lists %s, whose page names %s as canonical" % (loc, page.canonical))
                head = page.alternate_set()
                if listed_set != head:
                    self.fault("hreflang", rel, "%s: alternates differ from %s's head: only in the sitemap %s; "
                               "only in the page %s" % (loc, page.rel, describe(listed_set - head),
                                                         describe(head - listed_set)))

    def read_feeds(self, market):
        """The market's feed items by their link's (page file, variant), from each feed."""
        google, meta = {}, {}
        path = market + "feeds/google.xml"
        try:
            root = ET.parse(os.path.join(self.folder, path)).getroot()
        except FileNotFoundError:
            return None, None
        except ET.ParseError as error:
            self.fault("feed", path, "does not parse: %s" % error)
            return None, None
        for item in root.iter("item"):
            google_item = FeedItem((item.findtext(G_NS + "id") or "").strip(), (item.findtext("link") or "").strip(),
                                   feed_price(item.findtext(G_NS + "price")),
                                   feed_price(item.findtext(G_NS + "sale_price")),
                                   (item.findtext(G_NS + "item_group_id") or "").strip() or None)
            self.add_feed_item(google, google_item, market, path)
        path = market + "feeds/meta.csv"
        try:
            with open(os.path.join(self.folder, path), encoding="utf-8-sig", newline="") as file:
                rows = list(csv.DictReader(file))
        except FileNotFoundError:
            self.fault("feed", path, "missing beside feeds/google.xml")
            rows = []
        for row in rows:
            meta_item = FeedItem((row.get("id") or "").strip(), (row.get("link") or "").strip(),
                                 feed_price(row.get("price")), feed_price(row.get("sale_price")),
                                 (row.get("item_group_id") or "").strip() or None)
            self.add_feed_item(meta, meta_item, market, path)
        google_ids = {item.id for item in google.values()}
        meta_ids = {item.id for item in meta.values()}
        for item_id in sorted(google_ids - meta_ids):
            self.fault("feed", market + "feeds/meta.csv", "has no row for %s, which google.xml lists" % item_id)
        for item_id in sorted(meta_ids - google_ids):
            self.fault("feed", market + "feeds/google.xml", "has no item %s, which meta.csv lists" % item_id)
        return google, meta

    def add_feed_item(self, items, item, market, path):
        parts = urllib.parse.urlsplit(item.link)
        variant = (urllib.parse.parse_qs(parts.query).get("variant") or [None])[0]
        rel = self.file_of(urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path, "", "")))
        page = self.page(rel) if rel else None
        if page is None or page.product is None:
            self.fault("feed", path, "item %s links to %s, which is no goods page of the site" % (item.id, item.link))
            return
        if self.market_of(rel) != market:
            self.fault("feed", path, "item %s links to %s, a page of another market" % (item.id, item.link))
        key = (rel, variant)
        if key in items:
            self.fault("feed", path, "items %s and %s both link to %s" % (items[key].id, item.id, item.link))
        items[key] = item

    def check_market_prices(self, market):
        goods = [page for rel, page in self.pages.items()
                 if page.product is not None and self.market_of(rel) == market]
        google, meta = self.read_feeds(market)
        if google is None and goods and not os.path.isfile(os.path.join(self.folder, market + "feeds/google.xml")):
            self.fault("feed", market + "feeds/google.xml", "missing, though the market has %d goods pages"
                       % len(goods))
        google, meta = google or {}, meta or {}
        offered = set()
        currencies = collections.Counter(offer.get("priceCurrency") for page in goods for _, offer, _ in page.offers())
        currencies.update(item.charged().currency for items in (google, meta) for item in items.values()
                          if item.charged() is not None)
        currency = currencies.most_common(1)[0][0] if currencies else None
        for page in goods:
            offers = page.offers()
            odd = sorted({str(offer.get("priceCurrency")) for _, offer, _ in offers} - {currency})
            if odd:
                self.fault("price", page.rel, "%s priced in %s, though %s prices in %s" % (
                    page.goods_id, " and ".join(odd), market_name(market), currency))
            if not offers:
                self.fault("price", page.rel, "its JSON-LD %s has no offer" % page.product.get("@type"))
            if page.og and offers and offers[0][0] is not None:
                self.check_lowest_price(page, offers)
            for variant, offer, product in offers:
                key = (page.rel, variant)
                offered.add(key)
                self.check_offer(page, variant, offer, google.get(key), meta.get(key), market)
                if key not in google:
                    reasons = self.refusal_reasons(page, variant, offer, product)
                    if not reasons:
                        self.fault("feed", page.rel, "%s is not in %sfeeds/google.xml, though Merchant Center "
                                   "would take it" % (self.item_name(page, variant), market))
        for items, name in ((google, "google.xml"), (meta, "meta.csv")):
            for key, item in items.items():
                if key not in offered:
                    self.fault("feed", market + "feeds/" + name, "item %s links to %s, whose page has no offer %s"
                               % (item.id, item.link, "for variant %s" % key[1] if key[1] else "without variant"))

    def check_lowest_price(self, page, offers):
        """Open Graph's price of goods sold in variants is theirs from: the lowest."""
        amount, currency = page.og.get("product:price:amount"), page.og.get("product:price:currency")
        prices = [(decimal(offer.get("price")), offer.get("priceCurrency")) for _, offer, _ in offers]
        lowest = min((price for price in prices if price[0] is not None), default=None)
        if lowest is None or (decimal(amount), currency) != lowest:
            self.fault("price", page.rel, "Open Graph price %s %s of %s is not its variants' lowest (%s)" % (
                amount, currency, page.goods_id, "%s %s" % lowest if lowest else "none"))

    def item_name(self, page, variant):
        return "goods item %s%s" % (page.goods_id, " variant %s" % variant if variant else "")

    def refusal_reasons(self, page, variant, offer, product):
        """Why Merchant Center would refuse the item, by what its structured data shows."""
        reasons = []
        description = page.product.get("description")
        if not (isinstance(description, str) and description.strip()):
            reasons.append("no description")
        image = listed(product.get("image")) or listed(page.product.get("image"))
        image = image[0] if image else None
        if isinstance(image, dict):
            image = image.get("url") or image.get("contentUrl")
        if not image:
            reasons.append("no image")
        elif not is_absolute(image):
            reasons.append("image URL not absolute")
        elif urllib.parse.urlsplit(image).path.lower().endswith((".svg", ".svgz")):
            reasons.append("SVG image")
        if decimal(offer.get("price")) == 0:
            reasons.append("price 0")
        goods_id = page.goods_id or ""
        if len(goods_id) > ID_LIMIT or (variant and len(goods_id) + 1 + len(variant) > ID_LIMIT):
            reasons.append("id longer than %d characters" % ID_LIMIT)
        return reasons

    def check_jsonld(self):
        for rel, page in self.pages.items():
            for error in page.jsonld_errors:
                self.fault("price", rel, "JSON-LD does not parse: %s" % error)

    def check_offer(self, page, variant, offer, google, meta, market):
        ld_currency = offer.get("priceCurrency")
        ld_regular = None
        for spec in listed(offer.get("priceSpecification")):
            if isinstance(spec, dict) and str(spec.get("priceType", "")).endswith("StrikethroughPrice"):
                ld_regular = Price(decimal(spec.get("price")), spec.get("priceCurrency"),
                                   "%s %s" % (spec.get("price"), spec.get("priceCurrency")))
        ld = Price(decimal(offer.get("price")), ld_currency, "%s %s" % (offer.get("price"), ld_currency))
        # The currency every source must give: the feed's, else the structured data's.
        currency = (google.charged().currency if google and google.charged() else None) or ld_currency
        charged = [("JSON-LD", ld)]
        regular = [("JSON-LD", ld_regular)]
        if variant is None:
            shown = [("price box",) + tuple(page.shown_box)] if page.shown_box else []
        else:
            shown = [(where, price, market_price) for where, price, market_price in page.shown_variants.get(variant, [])]
            if page.shown_box and (page.current_variant == variant):
                shown.append(("price box",) + tuple(page.shown_box))
        if not shown:
            self.fault("price", page.rel, "%s: the page shows no price" % self.item_name(page, variant))
        for where, price_text, market_text in shown:
            if price_text is None:
                self.fault("price", page.rel, "%s: the %s shows no price" % (self.item_name(page, variant), where))
                continue
            charged.append(("shown (%s)" % where, shown_price(price_text, currency)))
            regular.append(("shown (%s)" % where, shown_price(market_text, currency) if market_text else None))
        if page.og and variant is None:
            amount, og_currency = page.og.get("product:price:amount"), page.og.get("product:price:currency")
            charged.append(("Open Graph", Price(decimal(amount), og_currency, "%s %s" % (amount, og_currency))))
        for name, item in (("google.xml", google), ("meta.csv", meta)):
            if item is not None:
                charged.append((name, item.charged() or Price(None, None, "none")))
                regular.append((name, item.regular()))
        item_id = (google or meta).id if (google or meta) else page.goods_id
        if not all(price.agrees(charged[0][1]) and price.currency == currency for _, price in charged):
            self.fault("price", page.rel, "price mismatch for %s%s in %s: %s" % (
                item_id, " (variant %s)" % variant if variant and (google or meta) is None else "",
                market_name(market), "; ".join("%s %s" % (name, price.text) for name, price in charged)))
        if any(price is not None for _, price in regular) and not all(
                price is not None and price.agrees(regular[0][1] or Price(None, None, "")) for _, price in regular):
            self.fault("price", page.rel, "regular price mismatch for %s in %s: %s" % (
                item_id, market_name(market),
                "; ".join("%s %s" % (name, price.text if price else "none") for name, price in regular)))

    def report(self, out):
        lines = sorted(set().union(*self.faults.values()))
        for line in lines:
            print(line, file=out)
        print("%d pages in %d markets: %d hreflang faults, %d price mismatches, %d feed faults" % (
            len(self.pages), len(self.markets), len(self.faults["hreflang"]), len(self.faults["price"]),
            len(self.faults["feed"])), file=out)
        return 1 if lines else 0


def market_name(market):
    return "the market at /%s" % market


# Each hreflang in lower case → as the pages write it, for the messages.
SPELLING = {}


def describe(entries):
    """(hreflang in lower case, URL) pairs as the messages show them: `zh-CN https://…/`."""
    return ", ".join("%s %s" % (SPELLING.get(hreflang, hreflang), url) for hreflang, url in sorted(entries)) or "nothing"


def main(argv):
    if len(argv) != 2 or argv[1].startswith("-"):
        print(__doc__.split("\n\n")[1].strip(), file=sys.stderr)
        return 2
    if not os.path.isdir(argv[1]):
        print("check_markets: %s is no folder" % argv[1], file=sys.stderr)
        return 2
    site = Site(argv[1])
    try:
        site.run()
    except SystemExit as error:
        print(error, file=sys.stderr)
        return 2
    return site.report(sys.stdout)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
