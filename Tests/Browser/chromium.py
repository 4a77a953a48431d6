"""The headless Chromium every browser test drives, from Debian's chromium and chromium-driver."""

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def headless_chromium(width, height, language="en-US"):
    """A headless Chromium window of that size, keeping the console's messages; `language` is
    its interface language (None: the system's). A window cannot be narrower than 500 px in
    headless Chromium, so a narrower width is the viewport's, emulated (as a desktop's: under
    a mobile device's emulation chromedriver's clicks miss their elements)."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}") + ((f"--lang={language}",) if language else ()):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    if width < 500:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver
