"""The element's step buttons (step-buttons) in headless Chromium: real <button>s before and after the dots, named
by the core in the element's language, aria-disabled at an end, a click or a key stepping one page as a person's
change, placed and pointing by the row's direction, at least 24 × 24 px.
"""
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import ElementTestCase


class StepButtonTests(ElementTestCase):
    def steps(self, control):
        return control.shadow_root.find_elements("css selector", ".step")

    def state(self, control):
        return self.js("""return [...arguments[0].shadowRoot.querySelectorAll('.step')].map((b) =>
            [b.getAttribute('part'), b.getAttribute('aria-label'), b.getAttribute('aria-disabled'), b.hidden]);""",
                       control)

    def test_buttons_before_and_after_the_dots_named_and_disabled_at_an_end(self):
        control = self.make(pages=5, current=0, step_buttons="")
        self.assertEqual(self.state(control), [["previous", "Previous page", "true", False],
                                               ["next", "Next page", "false", False]])
        order = self.js("""const root = arguments[0].shadowRoot;
            return [...root.querySelectorAll('.step, .row')].map((e) => e.getAttribute('part'));""", control)
        self.assertEqual(order, ["previous", "row", "next"])
        self.assertEqual(self.js("return arguments[0].showsStepButtons", control), True)
        sizes = self.js("""return [...arguments[0].shadowRoot.querySelectorAll('.step')].map((b) => {
            const r = b.getBoundingClientRect(); return [r.width, r.height]; });""", control)
        for width, height in sizes:
            self.assertGreaterEqual(width, 24)
            self.assertGreaterEqual(height, 24)

    def test_a_click_steps_one_page_as_a_persons_change_and_an_end_does_nothing(self):
        control = self.make(pages=3, current=1, step_buttons="")
        previous, following = self.steps(control)
        ActionChains(self.driver).click(following).perform()
        self.assertEqual(self.current(control), 2)
        self.assertEqual(self.changes(), [2])
        self.assertEqual(self.state(control)[1][2], "true")
        ActionChains(self.driver).click(following).perform()
        self.assertEqual(self.current(control), 2)
        self.assertEqual(self.changes(), [2])
        ActionChains(self.driver).click(previous).perform()
        self.assertEqual(self.changes(), [2, 1])

    def test_enter_and_space_press_the_focused_button_once(self):
        control = self.make(pages=6, current=2, step_buttons="")
        following = self.steps(control)[1]
        self.js("arguments[0].focus()", following)
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        ActionChains(self.driver).send_keys(Keys.SPACE).perform()
        self.assertEqual(self.changes(), [3, 4])
        previous = self.steps(control)[0]
        self.js("arguments[0].focus()", previous)
        ActionChains(self.driver).send_keys(Keys.SPACE).perform()
        self.assertEqual(self.changes(), [3, 4, 3])

    def test_right_to_left_and_vertical_rows_place_the_buttons_at_their_ends(self):
        places = """const root = arguments[0].shadowRoot;
            const box = (e) => e.getBoundingClientRect();
            const [previous, next] = root.querySelectorAll('.step');
            const row = box(root.querySelector('.row'));
            return [box(previous).left >= row.right - 0.5, box(next).right <= row.left + 0.5,
              box(previous).bottom <= row.top + 0.5, box(next).top >= row.bottom - 0.5];"""
        rtl = self.make(pages=4, step_buttons="", dir="rtl")
        self.assertEqual(self.js(places, rtl)[:2], [True, True])
        vertical = self.make(pages=4, step_buttons="", orientation="vertical")
        self.assertEqual(self.js(places, vertical)[2:], [True, True])

    def test_the_names_follow_the_language_and_removing_the_attribute_hides_them(self):
        control = self.make(pages=4, current=1, step_buttons="", lang="ar")
        self.assertEqual([s[1] for s in self.state(control)], ["الصفحة السابقة", "الصفحة التالية"])
        # Russian's phrases are a file the element fetches the first time the page speaks it.
        self.js("arguments[0].setAttribute('lang', 'ru')", control)
        WebDriverWait(self.driver, 5).until(lambda d: self.state(control)[0][1] != "Previous page")
        self.assertEqual([s[1] for s in self.state(control)], ["Предыдущая страница", "Следующая страница"])
        self.js("arguments[0].showsStepButtons = false", control)
        self.assertEqual([s[3] for s in self.state(control)], [True, True])
        self.assertEqual(self.make(pages=4).shadow_root.find_elements("css selector", ".step"), [])


if __name__ == "__main__":
    unittest.main()
