"""Bytes of data the storefront fetches for an add-to-cart and for a category page with its
first filter, in headless Chromium (resource timing, sizes as written: the local server does
not compress), with the browser cache off; median of several runs.

    python scripts/bench/bench_cart_filters.py BASE_URL [RUNS]

Add-to-cart: a goods page, then its "Add to cart" until the badge counts it (data fetched by
the click). Category: the largest category's page until its filters are ready, then the first
value of its first facet (the top brand) until its cards are drawn (data fetched by the page
and the filter together); and the same with the facet's last value, whose goods are spread
thinly over the category (more shards of cards).
"""
import json
import statistics
import sys
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

base = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3


def read_json(path):
    with urllib.request.urlopen(base + path) as response:
        return json.load(response)


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
data_bytes = """return performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/data/'))
  .map((entry) => [entry.name, entry.decodedBodySize, entry.responseEnd]);"""


def report(name, samples):
    sizes = [sum(size for _, size, _ in sample) for sample, _ in samples]
    times = [elapsed for _, elapsed in samples]
    files = samples[-1][0]
    print(f"{name}: {statistics.median(sizes) / 1000:.1f} KB of data in {len(files)} files "
          f"({', '.join(urllib.parse.urlparse(url).path.rsplit('/', 2)[-2] + '/' + urllib.parse.urlparse(url).path.rsplit('/', 1)[-1].split('.')[0] + f' {size / 1000:.1f} KB' for url, size, _ in files)}); "
          f"{statistics.median(times):.0f} ms (median of {len(samples)}, min {min(times):.0f}, max {max(times):.0f})")


try:
    # Shard 0 of the cart's goods, through the first of the index shards naming the shards.
    index = read_json("data/cart/manifest.json")["groups"]["goods"]["index"]
    hashes = read_json(f"data/cart/goods-index-0.{index[:8]}.json")
    shard = read_json(f"data/cart/goods-0.{hashes[:8]}.json")
    in_stock = [dict(zip(shard["fields"], row)) for row in shard["rows"]]
    in_stock = [item for item in in_stock if item["stock"] > 0][:runs + 1]
    samples = []
    for run, item in enumerate(in_stock):
        driver.get(urllib.parse.urljoin(base + "data/cart/", item["url"]))
        driver.execute_script("localStorage.clear(); performance.clearResourceTimings();")
        start = driver.execute_script("return performance.now();")
        driver.find_element(By.CSS_SELECTOR, ".product button.add-to-cart").click()
        WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.querySelector('[data-cart-count]').textContent === '1';"))
        end = driver.execute_script("return performance.now();")
        if run:
            samples.append((driver.execute_script(data_bytes), end - start))
    report("add to cart", samples)

    driver.get(base + "categories/")
    links = [link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, "main a[href*='category/']")]
    counts = {}
    for link in dict.fromkeys(links):
        slug = link.rstrip("/").rsplit("/", 1)[1]
        counts[link] = read_json(f"data/category-{slug}/manifest.json")["groups"]["cards"]["hashes"]
    largest = max(counts, key=lambda link: len(counts[link]))
    print(f"largest category: {largest.rstrip('/').rsplit('/', 1)[1]}, {len(counts[largest]) // 8} shards of cards")
    for which, label in ((0, "first value"), (-1, "last value")):
        samples = []
        for run in range(runs + 1):
            driver.get(largest)
            WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.querySelector('[data-filters][data-ready]') !== null;"))
            details = driver.find_element(By.CSS_SELECTOR, ".filters__panel")
            if details.get_attribute("open") is None:
                driver.execute_script("arguments[0].open = true;", details)
            boxes = driver.find_elements(By.CSS_SELECTOR, ".filters__group:first-of-type input[type=checkbox]")
            box = boxes[which]
            start = driver.execute_script("return performance.now();")
            driver.execute_script("arguments[0].click();", box)
            WebDriverWait(driver, 60).until(lambda d: d.execute_script(
                "return document.querySelectorAll('[data-filter-grid] .card').length > 0 && "
                "performance.getEntriesByType('resource').filter((e) => e.name.includes('/cards-')).length > 0;"))
            end = driver.execute_script(
                "return Math.max(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/data/')).map((e) => e.responseEnd));")
            if run:
                samples.append((driver.execute_script(data_bytes), end - start))
        report(f"category page and its first filter ({label} of the first facet: {box.get_attribute('value')})", samples)
finally:
    driver.quit()
