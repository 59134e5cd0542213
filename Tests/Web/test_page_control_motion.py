"""The <page-control> element over time and for everyone: autoplay (silent, paused by the pointer and keyboard
focus, stopped by a person), Reduce Motion from the media query, 24 x 24 px targets in every presentation, and
design-token themes.

Run by Scripts/ci/web.sh (`python3 -m unittest discover -s Tests/Web`); see browser.py.
"""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import ElementTestCase


class PageControlMotionAndThemeTests(ElementTestCase):
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

    def log_p_defaults(self, control):
        """Logs in window.prevented, for each P pressed on the element, whether the element prevented its default."""
        self.js("""window.prevented = [];
            arguments[0].addEventListener('keydown', (e) => e.key === 'p' && window.prevented.push(e.defaultPrevented));""",
                control)

    def test_p_stops_the_slide_show_and_starts_it_again(self):
        self.park_pointer()
        control = self.make(pages=8, autoplay="0.3")
        self.log_p_defaults(control)
        self.focus_by_keyboard(control)
        ActionChains(self.driver).send_keys("p").perform()
        stopped = self.current(control)
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.wait(1.2)
        self.assertEqual(self.current(control), stopped, "stopped by a person: leaving does not resume it")
        self.focus_by_keyboard(control)
        ActionChains(self.driver).send_keys("p").perform()
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        WebDriverWait(self.driver, 5, poll_frequency=0.05).until(lambda d: self.current(control) > stopped)
        self.assertEqual(self.changes(), [])
        # P was the element's both times: its default prevented.
        self.assertEqual(self.js("return window.prevented"), [True, True])

    def test_p_is_left_to_the_page_without_a_slide_show(self):
        control = self.make(pages=4)
        self.log_p_defaults(control)
        self.focus_by_keyboard(control)
        ActionChains(self.driver).send_keys("p").perform()
        self.assertEqual(self.js("return window.prevented"), [False])
        self.assertEqual(self.current(control), 0)

    def test_autoplay_announces_nothing_while_it_advances(self):
        self.park_pointer()
        # Looked at every 50 ms: the show is still running (not paused on its last page) when the fourth page comes.
        control = self.make(pages=8, autoplay="0.25")
        self.js("""const live = arguments[0].shadowRoot.querySelector('[aria-live]');
            window.spoken = [];
            new MutationObserver(() => window.spoken.push(live.textContent)).observe(live,
              { childList: true, characterData: true, subtree: true });""", control)
        WebDriverWait(self.driver, 5, poll_frequency=0.05).until(lambda d: self.current(control) >= 3)
        live = control.shadow_root.find_element("css selector", "[aria-live]")
        self.assertEqual(live.get_attribute("aria-live"), "off")
        self.assertEqual(live.get_attribute("textContent"), "")
        self.assertEqual(self.js("return window.spoken"), [])
        self.assertEqual(self.changes(), [])

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
        CSS pixels or more and the drawing stays inside the row; a row without tabs is a slider 24 pixels
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
              const shapes = [...root.querySelectorAll('.drawing > *')]
                .filter((shape) => shape.style.display !== 'none').map((shape) => shape.getBoundingClientRect());
              cases.push({ attributes, tabs: tabs.length,
                smallest: tabs.length ? Math.min(...tabs.map((r) => Math.min(r.width, r.height))) : null,
                slider: root.querySelector('[role="slider"]') !== null,
                thickness: orientation === 'vertical' ? row.width : row.height,
                // How far the drawn shapes reach out of the row (the drawing's scale and origin put them inside).
                outside: Math.max(0, ...shapes.map((r) => Math.max(row.left - r.left, r.right - row.right,
                  row.top - r.top, r.bottom - row.bottom))) });
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
                self.assertLessEqual(case["outside"], 0.01)
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

    def test_a_variant_draws_the_themes_token_colours(self):
        # brand-theme.css (pagecontrol css --theme Examples/tokens/brand.tokens.json), loaded by the demo page.
        self.assertEqual(self.js("return getComputedStyle(document.documentElement)"
                                 ".getPropertyValue('--page-control-secondary-current-color').trim()"), "#0F172A")
        control = self.make(pages=5, current=2, variant="primary")
        self.assertEqual(self.fills(control), [["#ffffff", "1"], ["#ffffff", "0.3"]])
        self.js("arguments[0].setAttribute('variant', 'secondary')", control)
        self.assertEqual(self.fills(control), [["#0f172a", "1"], ["#0f172a", "0.4"]])
        # A variant the page has no properties for falls back to --page-control-color and -current-color (the
        # demo page's), and no variant too.
        self.js("arguments[0].setAttribute('variant', 'tertiary')", control)
        self.assertEqual(self.fills(control), [["#1d4ed8", "1"], ["#6b7280", "1"]])
        self.js("arguments[0].removeAttribute('variant')", control)
        self.assertEqual(self.fills(control), [["#1d4ed8", "1"], ["#6b7280", "1"]])
        demo = self.driver.find_element("id", "themed-primary")
        self.assertEqual(self.fills(demo), [["#ffffff", "1"], ["#ffffff", "0.3"]])

    def test_a_variant_follows_the_themes_dark_colours_while_the_page_is_open(self):
        control = self.make(pages=4, current=1, variant="secondary")
        try:
            self.emulate("prefers-color-scheme", "dark")
            self.assertEqual(self.fills(control), [["#f8fafc", "1"], ["#f8fafc", "0.4"]])
        finally:
            self.emulate(None, None)
        self.assertEqual(self.fills(control), [["#0f172a", "1"], ["#0f172a", "0.4"]])
