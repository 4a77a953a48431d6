"""Times searches on a built site in headless Chromium: for each query, from navigation start
to the results drawn, and the bytes of data fetched (Chromium's resource timing, the bodies as
written, before any compression); median of several runs, the browser cache disabled.

    python scripts/bench_search.py BASE_URL QUERY... [--runs N] [--pagefind]

Cellar: opens BASE_URL + "search/?q=QUERY" and waits for the script's `cellar:search-results`
mark (set once the first page of result cards, 24 at most, is drawn); data = files under
`data/`. With --pagefind: opens BASE_URL + "pagefind-bench.html?q=QUERY", a page that runs
Pagefind's own API (pagefind.js) on the same site and sets the same mark once the first 24
results' fragments are loaded; data = its index files (`pf_meta`, index chunks, fragments,
filters), its engine (pagefind.js, the WebAssembly module and its entry) counted apart.
"""
import argparse
import statistics
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

parser = argparse.ArgumentParser()
parser.add_argument("base")
parser.add_argument("queries", nargs="+")
parser.add_argument("--runs", type=int, default=5)
parser.add_argument("--pagefind", action="store_true")
arguments = parser.parse_args()

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
mark = "return (performance.getEntriesByName('cellar:search-results')[0] || {}).startTime || null;"
resources = "return performance.getEntriesByType('resource').map((entry) => [entry.name, entry.decodedBodySize]);"


def kind(url):
    path = urllib.parse.urlparse(url).path
    if arguments.pagefind:
        if "/pagefind/" not in path:
            return "page"
        name = path.rsplit("/", 1)[-1]
        return "engine" if name.startswith("pagefind.") or name.startswith("wasm.") or name.endswith(".js") else "data"
    return "data" if "/data/" in path else "page"


page = "pagefind-bench.html?q=" if arguments.pagefind else "search/?q="
try:
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    totals = {"data": [], "time": []}
    for query in arguments.queries:
        times, sizes = [], None
        for run in range(arguments.runs + 1):
            # The first run warms the HTTP server and the disk cache; the browser cache is disabled.
            driver.get(arguments.base + page + urllib.parse.quote(query))
            elapsed = WebDriverWait(driver, 60).until(lambda d: d.execute_script(mark))
            if run:
                times.append(elapsed)
            fetched = driver.execute_script(resources)
            sizes = {"data": 0, "engine": 0, "files": 0}
            for url, size in fetched:
                part = kind(url)
                if part != "page":
                    sizes[part] += size
                if part == "data":
                    sizes["files"] += 1
        status = driver.execute_script(
            "const s = document.querySelector('[data-search-status]'); return s ? s.textContent : String(window.resultCount);")
        engine = f", engine {sizes['engine'] / 1000:.1f} KB" if arguments.pagefind else ""
        print(f"“{query}”: {status.strip()}; data {sizes['data'] / 1000:.1f} KB in {sizes['files']} files{engine}; "
              f"results drawn {statistics.median(times):.0f} ms after navigation "
              f"(median of {arguments.runs}, min {min(times):.0f}, max {max(times):.0f})")
        totals["data"].append(sizes["data"] + sizes["engine"] if arguments.pagefind else sizes["data"])
        totals["time"].append(statistics.median(times))
    print(f"all {len(arguments.queries)} queries: data per search median {statistics.median(totals['data']) / 1000:.1f} KB, "
          f"max {max(totals['data']) / 1000:.1f} KB; time to results median {statistics.median(totals['time']):.0f} ms, "
          f"max {max(totals['time']):.0f} ms")
finally:
    driver.quit()
