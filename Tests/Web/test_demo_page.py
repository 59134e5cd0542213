"""axe-core on the demo page: no violation of WCAG 2.2 A and AA rules; and the page opened as a file says to serve it.

Run by Scripts/ci/web.sh (`python3 -m unittest discover -s Tests/Web`); see browser.py.
"""
import os
import sys
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import BASE, make_driver


def axe_source():
    """axe-core's script: the 4.x that axe-playwright-python bundles when it is installed (Scripts/ci/web.sh installs
    it without its dependencies, for the script alone: it knows WCAG 2.2's target size), else the one
    axe-selenium-python bundles."""
    try:
        import axe_playwright_python as bundle
        path = os.path.join(os.path.dirname(bundle.__file__), "axe.min.js")
    except ImportError:
        import axe_selenium_python as bundle
        path = os.path.join(os.path.dirname(bundle.__file__), "node_modules", "axe-core", "axe.min.js")
    with open(path, encoding="utf-8") as file:
        return file.read()


class DemoPageAccessibilityTests(unittest.TestCase):
    def test_axe_finds_no_violation_on_the_demo_page(self):
        driver = make_driver()
        try:
            driver.get(BASE + "/index.html")
            WebDriverWait(driver, 20).until(lambda d: d.execute_script(
                "return document.querySelectorAll('page-control').length >= 20 && "
                "[...document.querySelectorAll('page-control')].every(c => c.shadowRoot.querySelector('.drawing > *'))"))
            driver.execute_script(axe_source())
            version = driver.execute_script("return axe.version")
            # Every WCAG 2.0–2.2 A and AA rule and the best practices (axe 4 runs WCAG 2.2's only when asked).
            tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
            if version.startswith("3."):
                tags = tags[:4] + tags[5:]
            results = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "axe.run(document, { runOnly: { type: 'tag', values: arguments[0] } })"
                ".then(done, (error) => done({ error: String(error) }));", tags)
            self.assertNotIn("error", results)
            violations = [(v["id"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]]
            self.assertEqual(violations, [], f"axe-core {version}")
            passed = {rule["id"] for rule in results["passes"]}
            self.assertTrue({"aria-required-children", "aria-valid-attr-value", "color-contrast"} <= passed, passed)
            if not version.startswith("3."):
                self.assertIn("target-size", passed)
            print(f"axe-core {version}: {len(results['passes'])} rules pass, no violation", file=sys.stderr)
        finally:
            driver.quit()


class FileNoticeTests(unittest.TestCase):
    """A browser loads no WebAssembly into a page opened from the file system: the demo says so in one line there,
    and only there."""

    def test_the_page_opened_as_a_file_says_to_serve_it_and_served_it_does_not(self):
        folder = os.environ.get("PAGE_CONTROL_DIR", "")
        self.assertTrue(os.path.isfile(os.path.join(folder, "index.html")), "PAGE_CONTROL_DIR holds no index.html")
        driver = make_driver()
        try:
            driver.get("file://" + os.path.abspath(os.path.join(folder, "index.html")))
            notice = driver.find_element(By.ID, "file-notice")
            self.assertTrue(notice.is_displayed())
            self.assertIn("serve this folder over HTTP", notice.text)
            driver.get(BASE + "/index.html")
            self.assertFalse(driver.find_element(By.ID, "file-notice").is_displayed())
        finally:
            driver.quit()


if __name__ == "__main__":
    unittest.main()
