"""The element's languages in headless Chromium: the module speaks English built in and fetches another language's
phrases (locales/<tag>.txt beside it) the first time the page speaks it, once for every element; each of the
catalog's languages then says what `pagecontrol` says for the same frame; a language the page already spoke when the
module arrived is never shown in English; a file that cannot be had leaves English, with one warning.
"""
import os
import re
import shutil
import subprocess
import unittest

from selenium.webdriver.support.ui import WebDriverWait

from browser import BASE, CLI, ElementTestCase

FOLDER = os.environ.get("PAGE_CONTROL_DIR", "")

# The label and the tabs' names of an element.
WORDS = """const root = arguments[0].shadowRoot;
    return [root.querySelector('.tabs').getAttribute('aria-label'),
      ...[...root.querySelectorAll('.tab')].map((tab) => tab.getAttribute('aria-label'))];"""

# The language files the page fetched so far.
FETCHED = """return performance.getEntriesByType('resource').map((entry) => entry.name)
    .filter((name) => name.includes('/locales/')).map((name) => name.split('/locales/')[1]);"""


def served_words(tag, pages=3):
    """The label and the tabs' names `pagecontrol render --format html` writes for `pages` pages, the second
    current, in `tag`."""
    html = subprocess.run([CLI, "render", "--format", "html", "--pages", str(pages), "--page", "2", "--language", tag],
                          check=True, capture_output=True, text=True).stdout
    label = re.search(r'class="tabs"[^>]*aria-label="([^"]*)"', html) or re.search(
        r'aria-label="([^"]*)"[^>]*class="tabs"', html)
    return [label.group(1), *re.findall(r'class="tab"[^>]*aria-label="([^"]*)"', html)]


@unittest.skipUnless(FOLDER and CLI, "PAGE_CONTROL_DIR and PAGECONTROL_CLI are not set")
class LanguageTests(ElementTestCase):
    def test_each_language_says_what_pagecontrol_says_after_fetching_its_file_once(self):
        tags = sorted(name[:-len(".txt")] for name in os.listdir(os.path.join(FOLDER, "locales")))
        self.assertEqual(len(tags), 25)
        english = served_words("en")
        for tag in tags:
            with self.subTest(tag=tag):
                first = self.make(pages=3, current=1, lang=tag)
                expected = served_words(tag)
                self.assertNotEqual(expected, english)
                WebDriverWait(self.driver, 5).until(lambda d: self.js(WORDS, first) != english)
                self.assertEqual(self.js(WORDS, first), expected)
                # A second element in the same language speaks it at once, from the same file.
                second = self.js("""const control = document.createElement('page-control');
                    control.setAttribute('pages', '3'); control.setAttribute('current', '1');
                    control.setAttribute('lang', arguments[0]);
                    document.body.append(control);
                    return control;""", tag)
                self.assertEqual(self.js(WORDS, second), expected)
                self.js("arguments[0].remove()", second)
                self.assertEqual(self.js(FETCHED).count(f"{tag}.txt"), 1)
        # English, and the demo's own languages (fetched before any element was drawn), fetched nothing more.
        self.assertNotIn("en.txt", self.js(FETCHED))

    def test_a_language_the_page_speaks_when_the_module_arrives_is_never_drawn_in_english(self):
        # Every aria-label the element writes is recorded, from before the module arrives.
        with open(os.path.join(FOLDER, "languages.html"), "w", encoding="utf-8") as file:
            file.write('<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>languages</title></head>'
                       '<body><script>window.labels = []; const set = Element.prototype.setAttribute;\n'
                       'Element.prototype.setAttribute = function (name, value) {\n'
                       '  if (name === "aria-label") window.labels.push(String(value));\n'
                       '  return set.call(this, name, value);\n};</script>'
                       '<page-control pages="4" current="1"></page-control>'
                       '<script type="module" src="page-control.js"></script></body></html>')
        self.driver.get(f"{BASE}/languages.html")
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return !!customElements.get('page-control')"))
        control = self.driver.find_element("css selector", "page-control")
        self.assertEqual(self.js(WORDS, control), served_words("pl", pages=4))
        labels = self.js("return window.labels")
        self.assertIn("Strona 2 z 4", labels)
        self.assertEqual([label for label in labels if label.startswith("Page")], [])

    def test_a_file_that_cannot_be_had_leaves_english_with_one_warning(self):
        # A copy of the package without its locales folder.
        copy = os.path.join(FOLDER, "without-locales")
        os.makedirs(copy, exist_ok=True)
        for name in ("page-control.js", "page-control.wasm"):
            shutil.copy(os.path.join(FOLDER, name), copy)
        with open(os.path.join(copy, "index.html"), "w", encoding="utf-8") as file:
            file.write('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>without</title></head>'
                       '<body><script>window.warnings = []; console.warn = (text) => window.warnings.push(text);'
                       '</script><script type="module" src="page-control.js"></script></body></html>')
        self.driver.get(f"{BASE}/without-locales/index.html")
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return !!customElements.get('page-control')"))
        controls = [self.make(pages=3, current=1, lang="fr") for _ in range(2)]
        WebDriverWait(self.driver, 5).until(lambda d: self.js("return window.warnings.length"))
        self.wait(0.2)
        warnings = self.js("return window.warnings")
        self.assertEqual(len(warnings), 1, warnings)
        self.assertIn("locales/fr.txt", warnings[0])
        self.assertEqual(self.js(WORDS, controls[-1])[2], "Page 2 of 3")


if __name__ == "__main__":
    unittest.main()
