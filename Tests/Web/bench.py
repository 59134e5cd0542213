"""Opens bench.html (written by Scripts/build-web.sh) in headless Chromium RUNS times (default 3, or
PAGE_CONTROL_BENCH_RUNS) and prints the time per `position` update of <page-control> beside hand-written dots in
the same page, without and with a forced layout, and their ratios: the median over the runs and the spread between
runs. It prints the same for a second copy of the hand-written dots against the first: the page's noise, 1 on a quiet
machine. A benchmark that reports, not a timed test: it fails only if the page does not produce its figures.

    PAGE_CONTROL_URL=http://127.0.0.1:8000 python3 Tests/Web/bench.py
"""
import os
import statistics
import sys

from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from browser import BASE, make_driver  # noqa: E402

runs = int(os.environ.get("PAGE_CONTROL_BENCH_RUNS", "3"))
results = []
driver = make_driver()
try:
    for _ in range(runs):
        driver.get(BASE + "/bench.html")
        results.append(WebDriverWait(driver, 120).until(lambda d: d.execute_script("return window.benchResult")))
finally:
    driver.quit()

for key, name in (("withoutLayout", "without layout"), ("withLayout", "with a forced layout")):
    ratios = [r[key]["ratio"] for r in results]
    hand = statistics.median(r[key]["hand"] for r in results)
    ours = statistics.median(r[key]["ours"] for r in results)
    billion = statistics.median(r[key]["billion"] for r in results)
    print(f"bench: position update {name}: hand-written {hand:.2f} µs, <page-control> {ours:.2f} µs "
          f"(10^9 pages {billion:.2f} µs); ratio {statistics.median(ratios):.2f} "
          f"(runs {min(ratios):.2f}–{max(ratios):.2f}, {len(ratios)} runs of {31} interleaved rounds, headless Chromium)")
    noise = [r[key]["noise"] for r in results]
    print(f"bench: the same hand-written dots again {name}: ratio {statistics.median(noise):.2f} "
          f"(runs {min(noise):.2f}–{max(noise):.2f}): the page's noise")
