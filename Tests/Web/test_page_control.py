"""The <page-control> element in headless Chromium: pointer, touch drag, keyboard (both directions), change events,
ARIA (tabs and slider), what is drawn, and the drawn geometry against the Linux display list's (PAGECONTROL_CLI's SVG).

Run by Scripts/ci/web.sh (`python3 -m unittest discover -s Tests/Web`); see browser.py.
"""
import subprocess
import unittest
import xml.etree.ElementTree as ElementTree

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import CLI, ElementTestCase


class PageControlElementTests(ElementTestCase):
    def test_click_on_a_dot_goes_to_its_page_and_sends_one_change(self):
        control = self.make(pages=5)
        ActionChains(self.driver).click(self.tab(control, 3)).perform()
        self.assertEqual(self.current(control), 3)
        self.assertEqual(self.changes(), [3])

    def test_touch_drag_scrubs_along_the_row(self):
        control = self.make(pages=8)
        start, end = self.tab(control, 0).rect, self.tab(control, 7).rect
        y = start["y"] + start["height"] / 2
        touch = PointerInput(interaction.POINTER_TOUCH, "finger")
        actions = ActionBuilder(self.driver, mouse=touch)
        actions.pointer_action.move_to_location(int(start["x"] + start["width"] / 2), int(y)).pointer_down()
        actions.pointer_action.pause(0.6)
        steps = 14
        for step in range(1, steps + 1):
            x = start["x"] + start["width"] / 2 + (end["x"] - start["x"]) * step / steps
            actions.pointer_action.move_to_location(int(x), int(y)).pause(0.03)
        actions.pointer_action.pause(0.2).pointer_up()
        actions.perform()
        self.assertEqual(self.current(control), 7)
        changes = self.changes()
        self.assertTrue(changes, "a scrub is a person's change")
        self.assertEqual(changes[-1], 7)
        self.assertEqual(changes, sorted(changes))

    def test_keys_left_to_right(self):
        control = self.make(pages=30, current=10)
        self.keys(control, Keys.ARROW_RIGHT)
        self.assertEqual(self.current(control), 11)
        self.keys(control, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
        self.assertEqual(self.current(control), 9)
        self.keys(control, Keys.END)
        self.assertEqual(self.current(control), 29)
        self.keys(control, Keys.HOME)
        self.assertEqual(self.current(control), 0)
        self.keys(control, Keys.PAGE_DOWN)
        after_page_down = self.current(control)
        self.assertGreater(after_page_down, 1)
        self.keys(control, Keys.PAGE_UP)
        self.assertEqual(self.current(control), 0)
        self.assertEqual(self.changes(), [11, 10, 9, 29, 0, after_page_down, 0])
        # Focus follows the selected tab (roving tabindex), once the window has scrolled to it.
        WebDriverWait(self.driver, 5).until(
            lambda d: self.js("return arguments[0].shadowRoot.activeElement?.dataset.page", control) == "0")

    def test_arrows_are_mirrored_right_to_left(self):
        control = self.make(pages=5, current=2, dir="rtl")
        self.keys(control, Keys.ARROW_LEFT)
        self.assertEqual(self.current(control), 3)
        self.keys(control, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
        self.assertEqual(self.current(control), 1)
        self.assertEqual(self.changes(), [3, 2, 1])
        # The first page's tab is on the right.
        self.assertGreater(self.tab(control, 0).rect["x"], self.tab(control, 4).rect["x"])

    def test_code_sends_no_change(self):
        control = self.make(pages=6)
        self.js("arguments[0].currentPage = 4; arguments[0].position = 2.5; arguments[0].setAttribute('current', 1)",
                control)
        self.assertEqual(self.changes(), [])
        self.assertEqual(self.current(control), 1)
        self.js("arguments[0].currentPage = 99", control)
        self.assertEqual(self.current(control), 5, "clamped as the core clamps")
        self.assertEqual(self.js("return arguments[0].numberOfPages", control), 6)

    def test_change_event_bubbles_with_the_page(self):
        control = self.make(pages=4)
        self.js("window.bubbled = []; document.body.addEventListener('change', "
                "(e) => window.bubbled.push([e.target.id, e.detail.page]), { once: true })")
        ActionChains(self.driver).click(self.tab(control, 2)).perform()
        self.assertEqual(self.js("return window.bubbled"), [["under-test", 2]])

    def test_tabs_aria(self):
        control = self.make(pages=8, current=2)
        tablist = control.shadow_root.find_element("css selector", '[role="tablist"]')
        self.assertEqual(tablist.get_attribute("aria-label"), "Page control")
        tabs = self.tabs(control)
        self.assertEqual(len(tabs), 8)
        self.assertEqual([t.get_attribute("aria-selected") for t in tabs], ["false"] * 2 + ["true"] + ["false"] * 5)
        self.assertEqual([t.get_attribute("tabindex") for t in tabs], ["-1"] * 2 + ["0"] + ["-1"] * 5)
        self.assertEqual(tabs[2].get_attribute("aria-label"), "Page 3 of 8")
        self.assertEqual([t.get_attribute("aria-posinset") for t in tabs], [str(n) for n in range(1, 9)])
        self.assertEqual({t.get_attribute("aria-setsize") for t in tabs}, {"8"})
        for tab in tabs:
            self.assertGreaterEqual(tab.rect["width"], 24)
            self.assertGreaterEqual(tab.rect["height"], 24)

    def test_windowed_row_of_a_billion_pages(self):
        control = self.make(pages=1000000000, current=499999999, lang="fr")
        tabs = self.tabs(control)
        self.assertEqual(len(tabs), 10)
        pages = [int(t.get_attribute("aria-posinset")) for t in tabs]
        self.assertIn(500000000, pages)
        self.assertEqual(pages, list(range(pages[0], pages[0] + 10)))
        self.assertEqual({t.get_attribute("aria-setsize") for t in tabs}, {"1000000000"})
        selected = control.shadow_root.find_element("css selector", '.tab[aria-selected="true"]')
        self.assertEqual(selected.get_attribute("aria-posinset"), "500000000")
        self.assertTrue(selected.get_attribute("aria-label").startswith("Page 500"))

    def test_slider_aria(self):
        control = self.make(pages=8, current=2, semantics="slider")
        slider = control.shadow_root.find_element("css selector", '[role="slider"]')
        self.assertEqual([slider.get_attribute(a) for a in ("aria-valuemin", "aria-valuemax", "aria-valuenow",
                                                             "aria-valuetext", "tabindex", "aria-label")],
                         ["1", "8", "3", "Page 3 of 8", "0", "Page control"])
        self.assertEqual(self.tabs(control), [])
        self.js("arguments[0].focus()", slider)
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.assertEqual(slider.get_attribute("aria-valuenow"), "4")
        self.assertEqual(slider.get_attribute("aria-valuetext"), "Page 4 of 8")
        self.assertEqual(self.changes(), [3])

    def test_live_region_speaks_a_persons_change_only(self):
        control = self.make(pages=5)
        live = control.shadow_root.find_element("css selector", "[aria-live]")
        self.js("arguments[0].currentPage = 3", control)
        self.assertEqual(live.get_attribute("textContent"), "")
        ActionChains(self.driver).click(self.tab(control, 1)).perform()
        self.assertEqual(live.get_attribute("aria-live"), "polite")
        self.assertEqual(live.get_attribute("textContent"), "Page 2 of 5")

    def test_drawn_shapes_have_pages_and_the_current_colour(self):
        control = self.make(pages=5, current=3, style="--page-control-current-color: #1d4ed8")
        shapes = control.shadow_root.find_elements("css selector", ".drawing > [data-page]")
        self.assertEqual(sorted({int(s.get_attribute("data-page")) for s in shapes}), [0, 1, 2, 3, 4])
        current = [s.get_attribute("data-page") for s in shapes if "color: rgb(29, 78, 216)" in s.get_attribute("style")]
        self.assertEqual(current, ["3"])
        self.assertEqual([s.get_attribute("part") for s in shapes], ["dot"] * 3 + ["dot current"] + ["dot"])
        self.assertEqual(self.js("return arguments[0].shadowRoot.querySelector('.drawing').getAttribute('aria-hidden')",
                                 control), "true")

    @unittest.skipUnless(CLI, "PAGECONTROL_CLI is not set")
    def test_drawn_geometry_is_the_linux_display_lists(self):
        """Each shape the element draws has the position, size, corner radius, stroke, colour and text of the Linux
        display list's primitive for the same frame, as `pagecontrol render --format svg` writes it (three decimals)."""
        # The element's current attribute counts from 0, as currentPage does; the command line's --page from 1.
        cases = [
            ({"pages": 5, "current": 2}, ["--pages", "5", "--page", "3"]),
            ({"pages": 8, "effect": "worm"}, ["--pages", "8", "--effect", "worm"]),
            ({"pages": 12, "presentation": "lines", "current": 7}, ["--pages", "12", "--presentation", "lines",
                                                                    "--page", "8"]),
            ({"pages": 9, "presentation": "segments", "current": 4}, ["--pages", "9", "--presentation", "segments",
                                                                      "--page", "5"]),
            ({"pages": 1000000000, "presentation": "numeric", "current": 41},
             ["--pages", "1000000000", "--presentation", "numeric", "--page", "42"]),
            ({"pages": 1000000000, "current": 500000}, ["--pages", "1000000000", "--page", "500001"]),
            ({"pages": 6, "lang": "ar", "dir": "rtl", "current": 1}, ["--pages", "6", "--language", "ar",
                                                                      "--page", "2"]),
            ({"pages": 5, "effect": "scale:1.25", "current": 3}, ["--pages", "5", "--effect", "scale:1.25",
                                                                  "--page", "4"]),
            ({"pages": 6, "effect": "fill", "current": 2}, ["--pages", "6", "--effect", "fill", "--page", "3"]),
            # Names as the core reads them (the page reads them for the module: page-control.js, EFFECTS).
            ({"pages": 7, "effect": "ThinWorm", "current": 1}, ["--pages", "7", "--effect", "thinworm", "--page", "2"]),
            ({"pages": 5, "effect": "Scale:.5", "current": 3}, ["--pages", "5", "--effect", "scale:0.5", "--page", "4"]),
            ({"pages": 6, "presentation": "LINES", "current": 2}, ["--pages", "6", "--presentation", "lines",
                                                                  "--page", "3"]),
            ({"pages": 4, "orientation": "vertical", "current": 2}, ["--pages", "4", "--direction", "ttb",
                                                                     "--page", "3"]),
        ]
        # The demo page's colours (its stylesheet sets the two custom properties on every page-control).
        colours = ["--color", "#6B7280", "--current-color", "#1D4ED8"]
        for attributes, arguments in cases:
            with self.subTest(attributes=attributes):
                control = self.make(**attributes)
                self.assert_same_geometry(control, [*colours, *arguments])
        # A fractional position (a scroll half-way), where the effect draws between pages.
        control = self.make(pages=7, effect="worm")
        self.js("arguments[0].position = 2.25", control)
        self.assert_same_geometry(control, [*colours, "--pages", "7", "--effect", "worm", "--position", "2.25"])
        # Position updates on one page under slide: the module makes the mark alone and writes it over the last
        # frame, so what is drawn after them must still be the whole frame of the last position.
        control = self.make(pages=8, effect="slide")
        self.js("for (const p of [3.05, 3.2, 3.31, 3.4]) arguments[0].position = p", control)
        self.assert_same_geometry(control, [*colours, "--pages", "8", "--effect", "slide", "--position", "3.4"])
        # A scrolling window, where the end dots shrink as it moves: drawn by scaling the boxes laid out before.
        control = self.make(pages=30)
        self.js("for (const p of [10, 11.5, 12.37]) arguments[0].position = p", control)
        self.assertIn("scale(", self.js(
            "return [...arguments[0].shadowRoot.querySelectorAll('.drawing > *')].map((shape) => shape.outerHTML).join('')",
            control))
        self.assert_same_geometry(control, [*colours, "--pages", "30", "--position", "12.37"])

    def assert_same_geometry(self, control, arguments):
        svg = subprocess.run([CLI, "render", "--format", "svg", *arguments], check=True, capture_output=True,
                             text=True).stdout
        expected = []
        for shape in ElementTree.fromstring(svg):
            tag = shape.tag.split("}")[-1]
            if tag not in ("rect", "circle", "text", "path"):
                continue
            get = lambda name, default=0.0: float(shape.get(name, default))  # noqa: E731
            ring = shape.get("fill") == "none"
            paint = shape.get("stroke" if ring else "fill").lower()
            opacity = get("stroke-opacity" if ring else "fill-opacity", 1)
            if tag == "circle":
                r = get("r")
                geometry = [get("cx") - r, get("cy") - r, 2 * r, 2 * r, r, get("stroke-width")]
            elif tag == "text":
                geometry = [get("x"), get("y"), 0, 0, 0, 0, get("font-size")]
            else:
                geometry = [get("x"), get("y"), get("width"), get("height"), get("rx"), get("stroke-width")]
            expected.append((tag if tag != "circle" else "rect", geometry, paint, opacity, shape.text or ""))
        drawn = []
        for shape in self.drawn(control):
            if shape["tag"] == "text":
                geometry = [shape["x"], shape["y"], 0, 0, 0, 0, shape["fontSize"]]
            else:
                # A ring's shape is its outer edge; the SVG writes its stroke's centre line.
                half = shape["stroke"] / 2
                geometry = [shape["x"] + half, shape["y"] + half, shape["width"] - 2 * half,
                            shape["height"] - 2 * half, max(shape["radius"] - half, 0), shape["stroke"]]
            drawn.append((shape["tag"], geometry, shape["paint"], shape["opacity"], shape["text"] or ""))
        self.assertEqual(len(drawn), len(expected), f"{drawn} / {expected}")
        for (tag, geometry, paint, opacity, text), (etag, egeometry, epaint, eopacity, etext) in zip(drawn, expected):
            self.assertEqual(tag, etag)
            for value, linux in zip(geometry, egeometry):
                # The SVG renderer writes three decimals (a circle's corner is its centre less its radius: two).
                self.assertLessEqual(abs(value - linux), 0.001 + 1e-9, f"{geometry} / {egeometry}")
            self.assertEqual(paint, epaint)
            self.assertLessEqual(abs(opacity - eopacity), 0.0005 + 1e-9)
            self.assertEqual(text, etext)
