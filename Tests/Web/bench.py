"""Opens bench.html (written by Scripts/build-web.sh) in headless Chromium and prints its figures: the time per
`position` update over 1,000 updates at 10 and 10^9 pages. A benchmark that reports, not a timed test."""
import os
import sys

from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from browser import BASE, make_driver  # noqa: E402

driver = make_driver()
try:
    driver.get(BASE + "/bench.html")
    result = WebDriverWait(driver, 60).until(lambda d: d.execute_script("return window.benchResult"))
    print(f"bench: position update, 10 pages: {result['pages10'] * 1000:.1f} µs; "
          f"10^9 pages: {result['pages1e9'] * 1000:.1f} µs (mean of 1,000, headless Chromium)")
finally:
    driver.quit()
