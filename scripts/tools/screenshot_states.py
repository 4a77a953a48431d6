"""Screenshots of the storefront's script-driven states, at 375 and 1280 px, into a folder:
cart (two lines, one unselected; one a variant when the shop has them), checkout (filled in), search results, a filtered and
sorted category, and a goods page after adding to the cart.

    python scripts/tools/screenshot_states.py BASE_URL OUTPUT_DIR

BASE_URL is the served site's root (http://127.0.0.1:PORT/shop/); run by scripts/tools/screenshots.sh.
"""
import json
import sys
import time
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

base, output = sys.argv[1], sys.argv[2]


def read_json(path):
    with urllib.request.urlopen(base + path) as response:
        return json.load(response)


def catalogue():
    """Every goods item's price, stock and page, from the shards of the cart's data (named in
    the manifest's index shards)."""
    index = read_json("data/cart/manifest.json")["groups"]["goods"]["index"]
    hashes = "".join(read_json(f"data/cart/goods-index-{number}.{index[number * 8:number * 8 + 8]}.json")
                     for number in range(len(index) // 8))
    items = []
    for number in range(len(hashes) // 8):
        shard = read_json(f"data/cart/goods-{number}.{hashes[number * 8:number * 8 + 8]}.json")
        for row in shard["rows"]:
            item = dict(zip(shard["fields"], row))
            item["url"] = urllib.parse.urljoin(base + "data/cart/", item["url"])
            items.append(item)
    return items


def shoot(driver, name, width):
    driver.set_window_size(width, 900)
    time.sleep(0.2)
    height = driver.execute_script("return Math.max(document.documentElement.scrollHeight, 600);")
    driver.set_window_size(width, min(height, 4000))
    time.sleep(0.3)
    path = f"{output}/{name}-{width}.png"
    driver.save_screenshot(path)
    print(path)


def wait_for(driver, selector):
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, selector))


def main():
    items = [item for item in catalogue() if item["stock"] > 0]
    # A variant (its row's URL opens its page on it) and a goods item without, when there are both.
    first = next((item for item in items if item.get("variant")), items[0])
    second = next(item for item in items if item is not first and not item.get("variant"))
    for width in (375, 1280):
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},900"):
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            driver.get(base)
            driver.execute_script("localStorage.clear();")
            for item in (first, second):
                driver.get(item["url"])
                button = driver.find_element(By.CSS_SELECTOR, ".product button.add-to-cart")
                driver.execute_script("arguments[0].click();", button)
                time.sleep(0.4)
            shoot(driver, "goods-added", width)
            driver.get(base + "cart/")
            wait_for(driver, "[data-cart-lines] .cart-line")
            driver.execute_script("document.querySelectorAll('[data-select]')[1].click();")
            shoot(driver, "cart", width)
            driver.get(base + "checkout/")
            wait_for(driver, "[data-summary-lines] tr")
            driver.find_element(By.ID, "order-name").send_keys("Ann Lee")
            driver.find_element(By.ID, "order-email").send_keys("ann@example.com")
            driver.find_element(By.ID, "order-phone").send_keys("123")
            driver.find_element(By.ID, "order-address").click()
            shoot(driver, "checkout", width)
            driver.execute_script("localStorage.clear();")
            driver.get(base + "cart/")
            wait_for(driver, "[data-cart-empty]:not([hidden])")
            shoot(driver, "cart-empty", width)
            driver.get(base + "search/?q=" + urllib.parse.quote("chateau"))
            wait_for(driver, "[data-search-results] .card")
            shoot(driver, "search", width)
            driver.get(base + "search/?q=" + urllib.parse.quote("<b>nothing</b>"))
            time.sleep(0.5)
            shoot(driver, "search-none", width)
            category = urllib.parse.urljoin(base, "category/red-wine/?brand=Penfolds&brand=Antinori&sort=price")
            driver.get(category)
            wait_for(driver, "[data-filters][data-ready]")
            shoot(driver, "category-filtered", width)
        finally:
            driver.quit()


main()
