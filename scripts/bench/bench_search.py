"""Times searches on a built site in headless Chromium: for each query, from navigation start
to the results drawn, and the bytes fetched (counted by the HTTP server this script runs, so
fetches from workers count too: the files as written, no compression); median of several
runs, the browser cache disabled (every response says `Cache-Control: no-store`, which also
reaches requests from web workers).

    python scripts/bench/bench_search.py ROOT_DIR QUERY... [--runs N] [--pagefind]

Serves ROOT_DIR (which holds the site at shop/) on 127.0.0.1. Cellar: opens
/shop/search/?q=QUERY and waits for the script's `cellar:search-results`
mark (set once the first page of result cards, 24 at most, is drawn); data = files under
`data/`. With --pagefind: opens BASE_URL + "pagefind-bench.html?q=QUERY", a page that runs
Pagefind's own API (pagefind.js) on the same site and sets the same mark once the first 24
results' fragments are loaded; data = its index files (`pf_meta`, index chunks, fragments,
filters), its engine (pagefind.js, its worker, the WebAssembly module and its entry) counted
apart.
"""
import argparse
import functools
import http.server
import os
import statistics
import threading
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

parser = argparse.ArgumentParser()
parser.add_argument("root")
parser.add_argument("queries", nargs="+")
parser.add_argument("--runs", type=int, default=5)
parser.add_argument("--pagefind", action="store_true")
arguments = parser.parse_args()

served = []


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files and notes each one's path and size."""

    def send_head(self):
        file = super().send_head()
        if file is not None and hasattr(file, "fileno"):
            served.append((self.path, os.fstat(file.fileno()).st_size))
        return file

    def end_headers(self):
        # Pagefind fetches its index from a web worker, whose requests the page's
        # Network.setCacheDisabled does not reach: without this they came from the browser's
        # cache after the first run and were never counted.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(CountingHandler, directory=arguments.root))
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}/shop/"

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
mark = "return (performance.getEntriesByName('cellar:search-results')[0] || {}).startTime || null;"


def kind(path):
    path = urllib.parse.urlparse(path).path
    if arguments.pagefind:
        if "/pagefind/" not in path:
            return "page"
        return "data" if path.rsplit(".", 1)[-1].startswith("pf_") else "engine"
    return "data" if "/data/" in path else "page"


page = "pagefind-bench.html?q=" if arguments.pagefind else "search/?q="
try:
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    totals = {"data": [], "engine": [], "time": []}
    for query in arguments.queries:
        times, sizes = [], None
        for run in range(arguments.runs + 1):
            # The first run warms the HTTP server and the disk cache; the browser cache is disabled.
            served.clear()
            driver.get(base + page + urllib.parse.quote(query))
            elapsed = WebDriverWait(driver, 60).until(lambda d: d.execute_script(mark))
            if run:
                times.append(elapsed)
            sizes = {"data": 0, "engine": 0, "files": 0}
            for url, size in list(served):
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
        totals["data"].append(sizes["data"])
        totals["engine"].append(sizes["engine"])
        totals["time"].append(statistics.median(times))
    engine = f" (and its engine, median {statistics.median(totals['engine']) / 1000:.1f} KB)" if arguments.pagefind else ""
    print(f"all {len(arguments.queries)} queries: data per search median {statistics.median(totals['data']) / 1000:.1f} KB, "
          f"max {max(totals['data']) / 1000:.1f} KB{engine}; time to results median {statistics.median(totals['time']):.0f} ms, "
          f"max {max(totals['time']):.0f} ms")
finally:
    driver.quit()
    server.shutdown()
