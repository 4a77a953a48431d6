"""Photos on a phone in headless Chromium: at 375 px the goods page, a category page and a docs
page with a photo in its Markdown load no image wider than twice the width it is shown at, and
nothing shifts as images arrive (cumulative layout shift 0, from a PerformanceObserver for
'layout-shift').

Run by scripts/tests/browser-tests.sh, which sets CELLAR_BASE_URL (the served sample shop).
"""
import os
import unittest

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

from browser_support import OBSERVE_SHIFTS
from chromium import headless_chromium

BASE = os.environ["CELLAR_BASE_URL"]


# Whether every image in view has loaded (lazy ones further down have not started).
IN_VIEW_LOADED = """
return Array.from(document.images).every(image => {
  const box = image.getBoundingClientRect();
  // An image in a hidden panel (a comment tab not chosen) has no box and is not in view; nor
  // is a slide beside the one its row shows.
  const track = image.closest('.snap-track')?.getBoundingClientRect();
  return image.complete || (box.width === 0 && box.height === 0) || box.bottom < 0 || box.top > window.innerHeight
    || (track !== undefined && (box.left >= track.right || box.right <= track.left));
});
"""

ANY_PHOTO_LOADED = """
return Array.from(document.images).some(image =>
  image.complete && image.naturalWidth > 0 && !/\\.svg($|\\?)/.test(image.currentSrc));
"""

# Each loaded image: its file's pixel width (an <img> with srcset reports a natural width
# scaled by the candidate's density, so the file is loaded again alone to measure it) and the
# device pixels of its slot.
LOADED_IMAGES = """
const done = arguments[arguments.length - 1];
const loaded = Array.from(document.images).filter(image => image.complete && image.currentSrc && image.naturalWidth > 0);
Promise.all(loaded.map(async image => {
  const file = new Image();
  file.src = image.currentSrc;
  await file.decode();
  return {src: image.currentSrc, natural: file.naturalWidth,
          slot: image.getBoundingClientRect().width * window.devicePixelRatio,
          svg: /\\.svg($|\\?)/.test(image.currentSrc), thumb: image.classList.contains('gallery__thumb-image')};
})).then(done, error => done(String(error)));
"""


def driver_width(driver):
    return driver.execute_script("return window.innerWidth")


class PhotoTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = headless_chromium(1280, 900)
        # A window cannot be narrower than 500 px in headless Chromium: a phone's viewport is emulated.
        cls.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": True})
        # A phone's network: scripts and images arrive after the first paint, as they would there.
        cls.driver.execute_cdp_cmd("Network.enable", {})
        cls.driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                                   {"offline": False, "latency": 150, "downloadThroughput": -1, "uploadThroughput": -1})

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def visit(self, path):
        """Opens the page, scrolls through it so every lazy image loads, and waits for them."""
        driver = self.driver
        driver.get(BASE + path)
        driver.execute_script(OBSERVE_SHIFTS)
        height = driver.execute_script("return document.documentElement.scrollHeight")
        for top in range(0, height, 400):
            driver.execute_script("window.scrollTo(0, arguments[0])", top)
            WebDriverWait(driver, 10).until(lambda d: d.execute_script(IN_VIEW_LOADED))
        # A lazy photo scrolled past can still be on its way: wait for one (a page with none
        # fails below, after the wait).
        try:
            WebDriverWait(driver, 10).until(lambda d: d.execute_script(ANY_PHOTO_LOADED))
        except TimeoutException:
            pass
        images = driver.execute_async_script(LOADED_IMAGES)
        self.assertIsInstance(images, list, images)
        shift = driver.execute_script("return window.__shifts.reduce((sum, value) => sum + value, 0)")
        return images, shift

    def check(self, path):
        images, shift = self.visit(path)
        photos = [image for image in images if not image["svg"]]
        self.assertGreater(len(photos), 0, f"{path} shows no photo")
        for image in photos:
            self.assertGreater(image["slot"], 0, image["src"])
            # A gallery's 64-px thumbnail takes the ladder's narrowest rung, 320 px.
            if image["thumb"]:
                continue
            self.assertLessEqual(image["natural"], 2 * image["slot"],
                                 f"{image['src']} is {image['natural']} px wide for a {image['slot']:.0f} px slot")
        self.assertEqual(driver_width(self.driver), 375)
        self.assertEqual(shift, 0, f"layout shifted on {path}")
        return photos

    def test_goods_page_at_375px(self):
        photos = self.check("goods/g-001/")
        main = [image for image in photos if image["natural"] >= 320]
        self.assertTrue(main, "the goods photo loaded")
        self.assertTrue(all(image["src"].endswith(".webp") for image in photos), "Chromium takes the WebP source")

    def test_category_page_at_375px(self):
        photos = self.check("category/red-wine/")
        self.assertGreaterEqual(len(photos), 8, "the cards' photos loaded")


    def test_docs_page_with_a_photo_in_its_markdown_at_375px(self):
        photos = self.check("docs/about/")
        self.assertEqual(len(photos), 1, "the photo the page's Markdown shows")
        self.assertTrue(photos[0]["src"].endswith(".webp"), "drawn as a picture with the WebP source")


if __name__ == "__main__":
    unittest.main()
