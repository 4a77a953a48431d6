"""Times the search page on a built site: from navigation start to the first results drawn
(the script's `cellar:search-results` performance mark), median of several runs.

    python scripts/bench_search.py BASE_URL QUERY [RUNS]
"""
import statistics
import sys
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

base, query = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
mark = "return (performance.getEntriesByName('cellar:search-results')[0] || {}).startTime || null;"
try:
    times, results = [], ""
    for run in range(runs + 1):
        # The first run warms the HTTP server and the disk cache; the browser cache is disabled.
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        driver.get(base + "search/?q=" + urllib.parse.quote(query))
        elapsed = WebDriverWait(driver, 30).until(lambda d: d.execute_script(mark))
        results = driver.execute_script("return document.querySelector('[data-search-status]').textContent;")
        if run:
            times.append(elapsed)
    print(f"search “{query}”: {results}; first results {statistics.median(times):.0f} ms after navigation "
          f"(median of {runs}, min {min(times):.0f}, max {max(times):.0f}; no cache, local server)")
finally:
    driver.quit()
