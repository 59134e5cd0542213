"""The <page-control> element in headless Chromium: pointer, touch drag, keyboard (both directions), change events,
ARIA (tabs and slider), what is drawn, axe-core on the demo page, and the module's SVG against the Linux CLI's.

Run by Scripts/ci/web.sh with PAGE_CONTROL_URL (the folder Scripts/build-web.sh wrote, served over HTTP) and
PAGECONTROL_CLI (the Linux `pagecontrol` binary, for the byte-for-byte SVG comparison).
"""
import os
import subprocess
import sys
import unittest

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

BASE = os.environ.get("PAGE_CONTROL_URL", "http://127.0.0.1:8000")
CLI = os.environ.get("PAGECONTROL_CLI")


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1000,1400",
                     "--force-device-scale-factor=1"):
        options.add_argument(argument)
    return webdriver.Chrome(service=webdriver.ChromeService("/usr/bin/chromedriver"), options=options)


class PageControlElementTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver()
        cls.driver.get(BASE + "/index.html")
        WebDriverWait(cls.driver, 20).until(
            lambda d: d.execute_script("return !!customElements.get('page-control')"))

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def make(self, **attributes):
        """A fresh element at the top of the page, with its change events logged in window.changes."""
        return self.js("""
            document.getElementById('under-test')?.remove();
            const control = document.createElement('page-control');
            control.id = 'under-test';
            for (const [key, value] of Object.entries(arguments[0])) control.setAttribute(key, value);
            window.changes = [];
            control.addEventListener('change', (e) => window.changes.push(e.detail.page));
            document.body.prepend(control);
            return control;""", {key.replace("_", "-"): str(value) for key, value in attributes.items()})

    def tabs(self, control):
        return control.shadow_root.find_elements("css selector", ".tab")

    def tab(self, control, page):
        return control.shadow_root.find_element("css selector", f'.tab[data-page="{page}"]')

    def current(self, control):
        return self.js("return arguments[0].currentPage", control)

    def changes(self):
        return self.js("return window.changes")

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

    def keys(self, control, *keys):
        """Presses keys with the focus inside the element (on the selected tab the first time)."""
        if not self.js("return !!arguments[0].shadowRoot.activeElement", control):
            selected = control.shadow_root.find_element("css selector", '.tab[aria-selected="true"]')
            self.js("arguments[0].focus()", selected)
        for key in keys:
            ActionChains(self.driver).send_keys(key).perform()

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

    def test_autoplay_advances_silently(self):
        control = self.make(pages=3, autoplay="0.3")
        WebDriverWait(self.driver, 5).until(lambda d: self.current(control) >= 1)
        live = control.shadow_root.find_element("css selector", "[aria-live]")
        self.assertEqual(self.changes(), [])
        self.assertEqual(live.get_attribute("textContent"), "")

    def test_autoplay_pauses_while_the_pointer_is_over_it(self):
        control = self.make(pages=3, autoplay="0.3")
        ActionChains(self.driver).move_to_element(control).perform()
        self.js("return new Promise((resolve) => setTimeout(resolve, 900))")
        self.assertEqual(self.current(control), 0)
        ActionChains(self.driver).move_by_offset(0, 300).perform()
        WebDriverWait(self.driver, 5).until(lambda d: self.current(control) >= 1)
        self.assertEqual(self.changes(), [])

    def park_pointer(self):
        """Moves the mouse to the viewport's bottom right corner, away from the element at the top of the page."""
        width, height = self.js("return [innerWidth, innerHeight]")
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(width - 5, height - 5)
        actions.perform()

    def wait(self, seconds):
        self.js("return new Promise((resolve) => setTimeout(resolve, arguments[0]))", seconds * 1000)

    def focus_by_keyboard(self, control):
        """Tabs into the element from a button before it, so that the focus is the keyboard's (:focus-visible)."""
        self.js("""const button = document.createElement('button');
            button.id = 'before'; button.textContent = 'before';
            arguments[0].before(button); button.focus();""", control)
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        self.assertEqual(self.js("return arguments[0].shadowRoot.activeElement?.getAttribute('role')", control), "tab")

    def test_keyboard_focus_pauses_autoplay_and_leaving_resumes_it(self):
        self.park_pointer()
        control = self.make(pages=3, autoplay="0.3")
        self.focus_by_keyboard(control)
        self.wait(0.9)
        self.assertEqual(self.current(control), 0, "paused while a tab has the keyboard's focus")
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(self.js("return document.activeElement.id"), "before")
        WebDriverWait(self.driver, 5).until(lambda d: self.current(control) >= 1)
        self.assertEqual(self.changes(), [])

    def test_a_persons_click_stops_autoplay_for_good(self):
        self.park_pointer()
        control = self.make(pages=4, autoplay="0.3")
        ActionChains(self.driver).click(self.tab(control, 2)).perform()
        self.park_pointer()
        self.wait(1.2)
        self.assertEqual(self.current(control), 2)
        self.assertEqual(self.changes(), [2])
        live = control.shadow_root.find_element("css selector", "[aria-live]")
        self.assertEqual(live.get_attribute("aria-live"), "polite")
        # The core's text: the page, then the timer's progress, which a stopped slide show keeps.
        self.assertEqual(live.get_attribute("textContent"), "Page 3 of 4, 0%")

    def test_a_persons_key_stops_autoplay_for_good(self):
        self.park_pointer()
        control = self.make(pages=4, autoplay="0.3")
        self.focus_by_keyboard(control)
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.wait(1.2)
        self.assertEqual(self.current(control), 1)
        self.assertEqual(self.changes(), [1])

    def test_autoplay_announces_nothing_while_it_advances(self):
        self.park_pointer()
        control = self.make(pages=8, autoplay="0.25")
        self.js("""const live = arguments[0].shadowRoot.querySelector('[aria-live]');
            window.spoken = [];
            new MutationObserver(() => window.spoken.push(live.textContent)).observe(live,
              { childList: true, characterData: true, subtree: true });""", control)
        WebDriverWait(self.driver, 5).until(lambda d: self.current(control) >= 3)
        live = control.shadow_root.find_element("css selector", "[aria-live]")
        self.assertEqual(live.get_attribute("aria-live"), "off")
        self.assertEqual(live.get_attribute("textContent"), "")
        self.assertEqual(self.js("return window.spoken"), [])
        self.assertEqual(self.changes(), [])

    def emulate(self, name, value):
        """Emulates a media feature (no feature for a None name), then waits for the next frame: media queries'
        change events are sent in the rendering step that precedes requestAnimationFrame's callbacks."""
        features = [{"name": name, "value": value}] if name else []
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
        self.js("return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))")

    def emulate_reduced_motion(self, value):
        self.emulate("prefers-reduced-motion", value)

    def motion_after_click(self, control, page):
        """Clicks `page`'s tab, then reports how many of the element's animation frames asked for another after the
        button came up (while a button is down the core's clock runs for a press and hold, with or without Reduce
        Motion), and whether the drawing at that moment was already the one it settles on 0.4 s later (the mark
        snapped)."""
        self.js("""const control = arguments[0];
            if (!control.countsFrames) {
              const tick = control.tick.bind(control);
              control.tick = (time) => { tick(time); if (control.raf) control.framesAsked += 1; };
              control.countsFrames = true;
            }
            control.framesAsked = 0;
            control.addEventListener('pointerup', () => {
              control.framesAsked = 0;
              control.drawnAtUp = control.shadowRoot.querySelector('.drawing').innerHTML;
            }, { once: true });""", control)
        ActionChains(self.driver).click(self.tab(control, page)).perform()
        self.wait(0.4)
        self.assertEqual(self.current(control), page)
        return self.js("""const control = arguments[0];
            return [control.framesAsked,
              control.drawnAtUp === control.shadowRoot.querySelector('.drawing').innerHTML];""", control)

    def test_reduced_motion_follows_the_media_query_while_the_page_is_open(self):
        try:
            self.park_pointer()
            control = self.make(pages=6, effect="worm")
            self.assertTrue(self.js("return !matchMedia('(prefers-reduced-motion: reduce)').matches"))
            frames, snapped = self.motion_after_click(control, 4)
            self.assertGreater(frames, 0, "the worm animates to its page")
            self.assertFalse(snapped)
            self.emulate_reduced_motion("reduce")
            self.assertTrue(self.js("return matchMedia('(prefers-reduced-motion: reduce)').matches"))
            self.assertEqual(self.motion_after_click(control, 1), [0, True], "Reduce Motion: the mark snaps")
            self.emulate_reduced_motion("no-preference")
            frames, snapped = self.motion_after_click(control, 3)
            self.assertGreater(frames, 0, "animates again once the preference is gone")
            self.assertFalse(snapped)
        finally:
            self.emulate(None, None)

    def test_reduced_motion_from_the_start(self):
        try:
            self.emulate_reduced_motion("reduce")
            self.park_pointer()
            control = self.make(pages=6, effect="worm")
            self.assertEqual(self.motion_after_click(control, 5), [0, True])
            self.assertEqual(self.changes(), [5])
        finally:
            self.emulate(None, None)

    def test_every_tab_is_at_least_24_by_24_css_pixels(self):
        """Every presentation, a few effects, page counts, capped and uncapped, both orientations: each tab is 24 × 24
        CSS pixels or more and the drawing is scaled alike on both axes; a row without tabs is a slider 24 pixels
        thick or more."""
        cases = self.js("""
            const cases = [];
            for (const presentation of ['dots', 'lines', 'segments', 'numeric'])
            for (const effect of ['', 'worm', 'scale:1.25', 'fill'])
            for (const pages of [1, 2, 5, 12, 30, 1000])
            for (const maxVisible of [null, '0'])
            for (const orientation of ['horizontal', 'vertical']) {
              if (pages === 1000 && maxVisible === '0' && presentation !== 'segments') continue;
              const control = document.createElement('page-control');
              const attributes = { pages, presentation, orientation };
              if (effect) attributes.effect = effect;
              if (maxVisible !== null) attributes['max-visible'] = maxVisible;
              for (const [key, value] of Object.entries(attributes)) control.setAttribute(key, value);
              document.body.prepend(control);
              const root = control.shadowRoot;
              const tabs = [...root.querySelectorAll('.tab')].map((tab) => tab.getBoundingClientRect());
              const row = root.querySelector('.row').getBoundingClientRect();
              const svg = root.querySelector('svg');
              const box = svg.viewBox.baseVal;
              cases.push({ attributes, tabs: tabs.length,
                smallest: tabs.length ? Math.min(...tabs.map((r) => Math.min(r.width, r.height))) : null,
                slider: root.querySelector('[role="slider"]') !== null,
                thickness: orientation === 'vertical' ? row.width : row.height,
                scales: [svg.width.baseVal.value / box.width, svg.height.baseVal.value / box.height] });
              control.remove();
            }
            return cases;""")
        self.assertEqual(len(cases), 4 * 4 * 6 * 2 * 2 - 3 * 4 * 2)
        for case in cases:
            with self.subTest(**case["attributes"]):
                if case["tabs"]:
                    self.assertGreaterEqual(case["smallest"], 24)
                    self.assertFalse(case["slider"])
                else:
                    self.assertTrue(case["slider"])
                self.assertGreaterEqual(case["thickness"], 24)
                self.assertAlmostEqual(case["scales"][0], case["scales"][1], places=6)
        # Dots, lines and sparse segments have tabs; dense segments and the number are sliders.
        by = {(c["attributes"]["presentation"], c["attributes"]["pages"], "max-visible" in c["attributes"],
               c["attributes"]["orientation"], c["attributes"].get("effect", "")): c["tabs"] for c in cases}
        self.assertEqual(by[("dots", 30, False, "horizontal", "")], 10)
        self.assertEqual(by[("dots", 30, True, "vertical", "")], 30)
        self.assertEqual(by[("lines", 12, False, "horizontal", "worm")], 10)
        self.assertEqual(by[("segments", 5, False, "horizontal", "")], 5)
        self.assertEqual(by[("segments", 30, False, "horizontal", "")], 0)
        self.assertEqual(by[("numeric", 5, False, "horizontal", "")], 0)

    def test_a_thin_row_takes_clicks_across_its_24_pixels(self):
        control = self.make(pages=5, presentation="lines")
        tab = self.tab(control, 3)
        self.assertEqual((tab.rect["width"], tab.rect["height"]), (40, 24))
        # 10 pixels above the line's middle: inside the tab, off the 7-pixel line.
        ActionChains(self.driver).move_to_element_with_offset(tab, 0, -10).click().perform()
        self.assertEqual(self.current(control), 3)
        self.assertEqual(self.changes(), [3])

    def fills(self, control):
        """The fill (and opacity) of the current page's shape and of another page's."""
        return self.js("""const shapes = [...arguments[0].shadowRoot.querySelectorAll('svg [data-page]')];
            const look = (page) => { const shape = shapes.find((s) => s.dataset.page === String(page));
              return [shape.getAttribute('fill'), shape.getAttribute('fill-opacity')]; };
            return [look(arguments[0].currentPage), look(arguments[0].currentPage === 0 ? 1 : 0)];""", control)

    def test_a_variant_draws_the_themes_token_colours(self):
        # brand-theme.css (pagecontrol css --theme Examples/tokens/brand.tokens.json), loaded by the demo page.
        self.assertEqual(self.js("return getComputedStyle(document.documentElement)"
                                 ".getPropertyValue('--page-control-secondary-current-color').trim()"), "#0F172A")
        control = self.make(pages=5, current=2, variant="primary")
        self.assertEqual(self.fills(control), [["#FFFFFF", None], ["#FFFFFF", "0.3"]])
        self.js("arguments[0].setAttribute('variant', 'secondary')", control)
        self.assertEqual(self.fills(control), [["#0F172A", None], ["#0F172A", "0.4"]])
        # A variant the page has no properties for falls back to --page-control-color and -current-color (the
        # demo page's), and no variant too.
        self.js("arguments[0].setAttribute('variant', 'tertiary')", control)
        self.assertEqual(self.fills(control), [["#1D4ED8", None], ["#6B7280", None]])
        self.js("arguments[0].removeAttribute('variant')", control)
        self.assertEqual(self.fills(control), [["#1D4ED8", None], ["#6B7280", None]])
        demo = self.driver.find_element("id", "themed-primary")
        self.assertEqual(self.fills(demo), [["#FFFFFF", None], ["#FFFFFF", "0.3"]])

    def test_a_variant_follows_the_themes_dark_colours_while_the_page_is_open(self):
        control = self.make(pages=4, current=1, variant="secondary")
        try:
            self.emulate("prefers-color-scheme", "dark")
            self.assertEqual(self.fills(control), [["#F8FAFC", None], ["#F8FAFC", "0.4"]])
        finally:
            self.emulate(None, None)
        self.assertEqual(self.fills(control), [["#0F172A", None], ["#0F172A", "0.4"]])

    def test_drawn_shapes_have_pages_and_the_current_colour(self):
        control = self.make(pages=5, current=3, style="--page-control-current-color: #1d4ed8")
        shapes = control.shadow_root.find_elements("css selector", "svg [data-page]")
        self.assertEqual(sorted({int(s.get_attribute("data-page")) for s in shapes}), [0, 1, 2, 3, 4])
        current = [s.get_attribute("data-page") for s in shapes if s.get_attribute("fill") == "#1D4ED8"]
        self.assertEqual(current, ["3"])
        self.assertEqual(self.js("return arguments[0].shadowRoot.querySelector('svg').getAttribute('aria-hidden')",
                                 control), "true")

    @unittest.skipUnless(CLI, "PAGECONTROL_CLI is not set")
    def test_svg_is_the_linux_builds_byte_for_byte(self):
        cases = [
            ({"pages": 5, "current": 2}, ["--pages", "5", "--current", "2"]),
            ({"pages": 8, "effect": "worm"}, ["--pages", "8", "--effect", "worm"]),
            ({"pages": 12, "presentation": "lines", "current": 7}, ["--pages", "12", "--presentation", "lines",
                                                                    "--current", "7"]),
            ({"pages": 9, "presentation": "segments", "current": 4}, ["--pages", "9", "--presentation", "segments",
                                                                      "--current", "4"]),
            ({"pages": 1000000000, "presentation": "numeric", "current": 41},
             ["--pages", "1000000000", "--presentation", "numeric", "--current", "41"]),
            ({"pages": 1000000000, "current": 500000}, ["--pages", "1000000000", "--current", "500000"]),
            ({"pages": 6, "lang": "ar", "dir": "rtl", "current": 1}, ["--pages", "6", "--language", "ar",
                                                                      "--current", "1"]),
            ({"pages": 5, "effect": "scale:1.25", "current": 3}, ["--pages", "5", "--effect", "scale:1.25",
                                                                  "--current", "3"]),
            ({"pages": 4, "orientation": "vertical", "current": 2}, ["--pages", "4", "--direction", "ttb",
                                                                     "--current", "2"]),
        ]
        # The demo page's colours (its stylesheet sets the two custom properties on every page-control).
        colours = ["--color", "#6B7280", "--current-color", "#1D4ED8"]
        for attributes, arguments in cases:
            with self.subTest(attributes=attributes):
                control = self.make(**attributes)
                wasm = self.js("return arguments[0].svgDocument()", control)
                linux = subprocess.run([CLI, "render", "--format", "svg", *colours, *arguments], check=True,
                                       capture_output=True, text=True).stdout
                self.assertEqual(wasm, linux)
        # A fractional position (a scroll half-way), where the effect draws between pages.
        control = self.make(pages=7, effect="worm")
        self.js("arguments[0].position = 2.25", control)
        linux = subprocess.run([CLI, "render", "--format", "svg", *colours, "--pages", "7", "--effect", "worm",
                                "--position", "2.25"], check=True, capture_output=True, text=True).stdout
        self.assertEqual(self.js("return arguments[0].svgDocument()", control), linux)


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
                "[...document.querySelectorAll('page-control')].every(c => c.shadowRoot.querySelector('svg'))"))
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


if __name__ == "__main__":
    unittest.main()
