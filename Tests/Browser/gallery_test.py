"""A goods page's gallery in headless Chromium at 375 and 1280 px: a thumbnail brings its photo
without moving the page, the arrow keys and a swipe move the photos one at a time, choosing a
variant with photos of its own shows them first (and the others' again after), and nothing
shifts as the photos arrive (cumulative layout shift 0, from the page's 'layout-shift' entries).

Run by scripts/tests/browser-tests.sh, which sets CELLAR_BASE_URL (the served sample shop).
"""
import os
import unittest

from selenium.webdriver.common.keys import Keys

from browser_support import OBSERVE_SHIFTS, PageActions
from chromium import headless_chromium

BASE = os.environ["CELLAR_BASE_URL"]

# The photo in view: the shown slide whose box starts where the row's does.
PHOTO_IN_VIEW = """
const track = document.querySelector('[data-gallery-slides]');
const left = track.getBoundingClientRect().left;
const slide = Array.from(track.children).find(each => !each.hidden
  && Math.abs(each.getBoundingClientRect().left - left) < 2);
return slide ? slide.dataset.photo : null;
"""


class GalleryTests(PageActions):
    width = 1280
    height = 1000

    @classmethod
    def setUpClass(cls):
        cls.driver = headless_chromium(cls.width, cls.height)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def open(self, path):
        self.driver.get(BASE + path)
        self.driver.execute_script(OBSERVE_SHIFTS)

    def photo_in_view(self):
        return self.driver.execute_script(PHOTO_IN_VIEW)

    def current_thumb(self):
        return self.driver.execute_script(
            "const link = document.querySelector('.gallery__thumb[aria-current=\"true\"]');"
            "return link ? link.parentElement.dataset.photo : null;")

    def shown_photos(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('[data-gallery-slides] > [data-photo]'))"
            ".filter(each => !each.hidden).map(each => each.dataset.photo);")

    def test_a_thumbnail_brings_its_photo_without_moving_the_page(self):
        self.open("goods/g-001/")
        self.assertEqual(self.shown_photos(), ["0", "1", "2", "3"])
        self.assertEqual(self.current_thumb(), "0")
        thumb = self.all(".gallery__thumb")[2]
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", thumb)
        page_top = self.driver.execute_script("return window.scrollY")
        thumb.click()
        self.wait(lambda: self.photo_in_view() == "2", "the third photo in view")
        self.wait(lambda: self.current_thumb() == "2", "its thumbnail marked")
        self.assertEqual(self.driver.execute_script("return window.scrollY"), page_top, "the page stayed")
        self.assertNotIn("#", self.driver.current_url, "no jump to the slide's anchor")

    def test_the_arrow_keys_move_the_photos_one_at_a_time(self):
        self.open("goods/g-001/")
        track = self.css("[data-gallery-slides]")
        self.driver.execute_script("arguments[0].focus();", track)
        track.send_keys(Keys.ARROW_RIGHT)
        self.wait(lambda: self.photo_in_view() == "1", "the second photo after →")
        track.send_keys(Keys.ARROW_RIGHT)
        self.wait(lambda: self.photo_in_view() == "2", "the third photo after → again")
        track.send_keys(Keys.ARROW_LEFT)
        self.wait(lambda: self.photo_in_view() == "1", "back to the second after ←")
        track.send_keys(Keys.END)
        self.wait(lambda: self.photo_in_view() == "3", "the last after End")
        self.wait(lambda: self.current_thumb() == "3", "its thumbnail marked")

    def test_a_swipe_moves_to_the_next_photo(self):
        # A touch screen's, from before the page opens, so the page takes touches as a phone's does.
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        self.addCleanup(self.driver.execute_cdp_cmd, "Emulation.setTouchEmulationEnabled", {"enabled": False})
        self.open("goods/g-001/")
        box = self.driver.execute_script(
            "const box = document.querySelector('[data-gallery-slides]').getBoundingClientRect();"
            "return {x: box.left + box.width * 0.8, y: box.top + box.height / 2, width: box.width};")
        touch = lambda kind, points: self.driver.execute_cdp_cmd(
            "Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        touch("touchStart", [{"x": box["x"], "y": box["y"]}])
        for step in range(1, 11):
            touch("touchMove", [{"x": box["x"] - box["width"] * 0.06 * step, "y": box["y"]}])
        touch("touchEnd", [])
        self.wait(lambda: self.photo_in_view() == "1", "the second photo after a swipe")
        self.wait(lambda: self.current_thumb() == "1", "its thumbnail marked")

    def test_a_variants_own_photos_come_first_when_it_is_chosen(self):
        self.open("goods/g-004/")
        own = self.shown_photos()
        self.assertEqual(len(own), 2, "the can's two photos; the 6-pack's waits")
        self.choose("Pack", "6 听装 6-pack")
        self.wait(lambda: len(self.shown_photos()) == 3, "the 6-pack's photo added")
        shown = self.shown_photos()
        self.assertNotIn(shown[0], own, "the 6-pack's own photo first")
        self.assertEqual(shown[1:], own)
        self.wait(lambda: self.photo_in_view() == shown[0], "the row back at its first photo")
        src = self.driver.execute_script(
            "return document.querySelector('[data-gallery-slides] > [data-photo]:not([hidden]) img').currentSrc;")
        self.assertIn("can-gold-6-pack", src)
        self.choose("Pack", "单听 Can")
        self.wait(lambda: self.shown_photos() == own, "the can's photos alone again")

    def test_nothing_shifts_as_the_photos_arrive(self):
        self.open("goods/g-001/")
        self.wait(lambda: self.driver.execute_script(
            "const image = document.querySelector('.gallery__slide img'); return image.complete && image.naturalWidth > 0;"),
            "the main photo loaded")
        self.wait(lambda: self.driver.execute_script(
            "return Array.from(document.querySelectorAll('.gallery__thumb img')).every(image => image.complete);"),
            "the thumbnails loaded")
        shift = self.driver.execute_script("return window.__shifts.reduce((sum, value) => sum + value, 0)")
        self.assertEqual(shift, 0)


class PhoneWidth(GalleryTests, unittest.TestCase):
    width = 375
    height = 812


class DesktopWidth(GalleryTests, unittest.TestCase):
    width = 1280
    height = 1000


if __name__ == "__main__":
    unittest.main()
