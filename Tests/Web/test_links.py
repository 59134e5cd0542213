"""The element's links mode (semantics="links") in headless Chromium: a navigation landmark of links, each a tab
stop with the core's name, aria-current on the current page, addresses from href-template or the bound slides' ids;
a link followed by Enter or a click goes to its page as a person's change; with a bound scroll-snap container the
slide scrolls into view and takes the focus, as the CSS scroll-marker draft's links do. axe-core finds nothing.
"""
import os
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import BASE, ElementTestCase
from test_demo_page import axe_source

FOLDER = os.environ.get("PAGE_CONTROL_DIR", "")


class LinksTests(ElementTestCase):
    def links(self, control):
        return self.js("""return [...arguments[0].shadowRoot.querySelectorAll('a.tab')].filter((a) => !a.hidden)
            .map((a) => [a.getAttribute('href'), a.getAttribute('aria-label'), a.getAttribute('aria-current')]);""",
                       control)

    def test_a_navigation_landmark_of_links_with_the_current_page_marked(self):
        control = self.make(pages=4, current=1, semantics="links", href_template="/photos/{page}?i={index}")
        nav = control.shadow_root.find_element("css selector", ".tabs")
        self.assertEqual([nav.get_attribute(n) for n in ("role", "aria-label", "aria-orientation")],
                         ["navigation", "Page control", None])
        self.assertEqual(self.links(control), [
            ["/photos/1?i=0", "Page 1 of 4", None], ["/photos/2?i=1", "Page 2 of 4", "page"],
            ["/photos/3?i=2", "Page 3 of 4", None], ["/photos/4?i=3", "Page 4 of 4", None]])
        self.assertEqual(control.shadow_root.find_elements("css selector", "[role=tab]"), [])
        # Back to tabs: the links become tabs again.
        self.js("arguments[0].semantics = 'tabs'", control)
        self.assertEqual(len(control.shadow_root.find_elements("css selector", "button[role=tab]")), 4)
        self.assertEqual(control.shadow_root.find_elements("css selector", "a"), [])

    def test_every_link_is_a_tab_stop_and_enter_chooses_its_page(self):
        control = self.make(pages=4, current=0, semantics="links", href_template="#photo-{page}")
        first = control.shadow_root.find_element("css selector", 'a.tab[data-page="0"]')
        self.js("arguments[0].focus()", first)
        for _ in range(2):
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
        focused = self.js("return arguments[0].shadowRoot.activeElement?.getAttribute('data-page')", control)
        self.assertEqual(focused, "2")
        # Arrow keys are not the links' (Tab moves between them); Enter follows the focused one.
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.assertEqual(self.current(control), 0)
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        self.assertEqual(self.current(control), 2)
        self.assertEqual(self.changes(), [2])
        self.assertEqual(self.js("return location.hash"), "#photo-3")
        self.assertEqual(self.links(control)[2][2], "page")

    def test_a_click_on_a_link_goes_to_its_page_once(self):
        control = self.make(pages=6, current=0, semantics="links", href_template="#p{page}")
        link = control.shadow_root.find_element("css selector", 'a.tab[data-page="4"]')
        ActionChains(self.driver).click(link).perform()
        self.assertEqual(self.current(control), 4)
        self.assertEqual(self.changes(), [4])

    def test_axe_finds_no_violation_in_links_mode(self):
        self.make(pages=5, current=2, semantics="links", href_template="#slide-{page}")
        self.js(axe_source())
        results = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } })"
            ".then(done, (error) => done({ error: String(error) }));")
        self.assertNotIn("error", results)
        self.assertEqual([v["id"] for v in results["violations"]], [])


@unittest.skipUnless(FOLDER, "PAGE_CONTROL_DIR is not set")
class BoundLinksTests(ElementTestCase):
    def test_following_a_link_scrolls_its_slide_into_view_and_focuses_it(self):
        slides = "".join(f'<div id="slide-{n}">Slide {n}</div>' for n in range(1, 6))
        with open(os.path.join(FOLDER, "links.html"), "w", encoding="utf-8") as file:
            file.write('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>links</title>'
                       '<script type="module" src="page-control.js"></script><style>'
                       '.slides { display: flex; overflow: auto; scroll-snap-type: x mandatory; width: 300px; }'
                       '.slides > div { flex: 0 0 100%; scroll-snap-align: start; height: 100px; }</style></head>'
                       f'<body><div class="slides" id="slides">{slides}</div>'
                       '<page-control id="dots" for="slides" semantics="links"></page-control></body></html>')
        self.driver.get(BASE + "/links.html")
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return !!customElements.get('page-control')"))
        self.emulate_reduced_motion("reduce")
        try:
            dots = self.driver.find_element("id", "dots")
            self.assertEqual([link[0] for link in self.links(dots)], [f"#slide-{n}" for n in range(1, 6)])
            link = dots.shadow_root.find_element("css selector", 'a.tab[data-page="3"]')
            self.js("arguments[0].focus()", link)
            ActionChains(self.driver).send_keys(Keys.ENTER).perform()
            container = self.driver.find_element("id", "slides")
            WebDriverWait(self.driver, 5).until(lambda d: abs(self.js("return arguments[0].scrollLeft", container)
                                                              - 900) < 1)
            self.assertEqual(self.js("return document.activeElement.id"), "slide-4")
            self.assertEqual(self.js("return location.hash"), "")
            self.assertEqual(self.js("return arguments[0].currentPage", dots), 3)
        finally:
            self.emulate(None, None)

    links = LinksTests.links


if __name__ == "__main__":
    unittest.main()
