"""The element's endless feed (more-pages) and what its live region says (announce, the announcement event), in
headless Chromium: the attributes and properties, aria-setsize="-1", the open end's shapes, the request for more
pages once per count, each announcement policy, a cancelled announcement, and a slide show that is never spoken.
"""
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import ElementTestCase


class MorePagesTests(ElementTestCase):
    def watch(self, control):
        """Logs the element's morepagesrequested and announcement events in window.requests and window.spoken."""
        self.js("""window.requests = []; window.spoken = [];
            arguments[0].addEventListener('morepagesrequested', (e) => window.requests.push(e.detail.numberOfPages));
            arguments[0].addEventListener('announcement', (e) => window.spoken.push(e.detail.text));""", control)

    def live(self, control):
        return control.shadow_root.find_element("css selector", ".live")

    def test_tabs_say_the_set_size_is_unknown_and_the_value_says_at_least(self):
        control = self.make(pages=20, current=19, more_pages="")
        tabs = [t for t in self.tabs(control) if t.is_displayed()]
        self.assertEqual({t.get_attribute("aria-setsize") for t in tabs}, {"-1"})
        selected = control.shadow_root.find_element("css selector", '.tab[aria-selected="true"]')
        self.assertEqual(selected.get_attribute("aria-label"), "Page 20 of at least 20")
        self.assertEqual(self.js("return arguments[0].hasMorePages", control), True)
        # The row's end stays open: shapes past the last page, which no tab covers.
        open_end = control.shadow_root.find_elements("css selector", '.drawing > [part="open-end"]')
        self.assertGreaterEqual(len(open_end), 1)
        self.assertEqual({s.get_attribute("data-page") for s in open_end}, {None})
        # Once the feed is complete, the set has its size again.
        self.js("arguments[0].hasMorePages = false", control)
        self.assertFalse(self.js("return arguments[0].hasAttribute('more-pages')", control))
        self.assertEqual({t.get_attribute("aria-setsize") for t in self.tabs(control) if t.is_displayed()}, {"20"})
        selected = control.shadow_root.find_element("css selector", '.tab[aria-selected="true"]')
        self.assertEqual(selected.get_attribute("aria-label"), "Page 20 of 20")
        self.assertEqual(control.shadow_root.find_elements("css selector", '.drawing > [part="open-end"]'), [])

    def test_the_slider_says_at_least_in_its_value_text(self):
        control = self.make(pages=20, current=7, more_pages="", semantics="slider")
        slider = control.shadow_root.find_element("css selector", ".row")
        self.assertEqual(slider.get_attribute("aria-valuetext"), "Page 8 of at least 20")
        self.assertEqual(slider.get_attribute("aria-valuenow"), "8")

    def test_a_step_past_the_last_page_asks_for_more_once_per_count(self):
        control = self.make(pages=5, current=4, more_pages="")
        self.watch(control)
        self.keys(control, Keys.ARROW_RIGHT)
        self.assertEqual(self.current(control), 4)
        self.assertEqual(self.changes(), [])
        self.assertEqual(self.js("return window.requests"), [5])
        self.keys(control, Keys.ARROW_RIGHT, Keys.END)
        self.assertEqual(self.js("return window.requests"), [5])
        # The page loads the next batch: the person's next step goes on, and the new count is not announced.
        self.js("arguments[0].numberOfPages = 10", control)
        self.assertEqual(self.current(control), 4)
        self.keys(control, Keys.ARROW_RIGHT)
        self.assertEqual(self.current(control), 5)
        self.assertEqual(self.changes(), [5])
        WebDriverWait(self.driver, 5).until(lambda d: self.live(control).get_attribute("textContent"))
        self.assertEqual(self.live(control).get_attribute("textContent"), "Page 6 of at least 10")
        self.js("arguments[0].currentPage = 9", control)
        self.keys(control, Keys.ARROW_RIGHT)
        self.assertEqual(self.js("return window.requests"), [5, 10])

    def test_a_looping_row_ignores_more_pages(self):
        control = self.make(pages=5, current=4, more_pages="", loop="")
        self.watch(control)
        self.keys(control, Keys.ARROW_RIGHT)
        self.assertEqual(self.current(control), 0)
        self.assertEqual(self.js("return window.requests"), [])


class AnnouncementTests(ElementTestCase):
    def watch(self, control, cancel=False):
        self.js("""window.spoken = [];
            arguments[0].addEventListener('announcement', (e) => {
              window.spoken.push(e.detail.text);
              if (arguments[1]) e.preventDefault();
            });""", control, cancel)

    def live(self, control):
        return control.shadow_root.find_element("css selector", ".live")

    def settle(self, control):
        """Waits 0.7 s and two frames: an announcement is made once the page settles."""
        self.driver.execute_async_script("""const done = arguments[arguments.length - 1];
            setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => done())), 700);""")

    def test_by_default_only_a_persons_change_is_spoken(self):
        control = self.make(pages=5)
        self.watch(control)
        self.js("arguments[0].currentPage = 3", control)
        self.settle(control)
        self.assertEqual(self.js("return window.spoken"), [])
        self.assertEqual(self.js("return arguments[0].announce", control), None)
        ActionChains(self.driver).click(self.tab(control, 1)).perform()
        self.settle(control)
        self.assertEqual(self.js("return window.spoken"), ["Page 2 of 5"])
        self.assertEqual(self.live(control).get_attribute("textContent"), "Page 2 of 5")

    def test_announce_any_speaks_the_pages_own_change(self):
        control = self.make(pages=5, announce="any")
        self.watch(control)
        self.js("arguments[0].currentPage = 3", control)
        self.settle(control)
        self.assertEqual(self.js("return window.spoken"), ["Page 4 of 5"])
        self.assertEqual(self.live(control).get_attribute("textContent"), "Page 4 of 5")

    def test_announce_never_keeps_the_live_region_quiet(self):
        control = self.make(pages=5, announce="never")
        self.watch(control)
        ActionChains(self.driver).click(self.tab(control, 2)).perform()
        self.settle(control)
        self.assertEqual(self.changes(), [2])
        self.assertEqual(self.js("return window.spoken"), [])
        self.assertEqual(self.live(control).get_attribute("textContent"), "")
        # The property reflects the attribute; a value the element does not know keeps the last good one.
        self.js("arguments[0].announce = 'loudly'", control)
        self.assertEqual(self.js("return arguments[0].announce", control), "never")
        self.js("arguments[0].announce = 'person'", control)
        ActionChains(self.driver).click(self.tab(control, 0)).perform()
        self.settle(control)
        self.assertEqual(self.js("return window.spoken"), ["Page 1 of 5"])

    def test_a_cancelled_announcement_is_the_pages_to_speak(self):
        control = self.make(pages=5)
        self.watch(control, cancel=True)
        ActionChains(self.driver).click(self.tab(control, 1)).perform()
        self.settle(control)
        self.assertEqual(self.js("return window.spoken"), ["Page 2 of 5"])
        self.assertEqual(self.live(control).get_attribute("textContent"), "")

    def test_the_slide_show_is_never_spoken_and_its_live_region_is_off(self):
        self.park_pointer()
        # Twelve pages, looked at every 50 ms: the show is still running (not paused on its last page) when the
        # third page comes, however slow the machine.
        control = self.make(pages=12, autoplay="0.3", announce="any")
        self.watch(control)
        WebDriverWait(self.driver, 5, poll_frequency=0.05).until(lambda d: self.current(control) >= 2)
        self.assertEqual(self.live(control).get_attribute("aria-live"), "off")
        self.assertEqual(self.js("return window.spoken"), [])
        self.assertEqual(self.live(control).get_attribute("textContent"), "")
        # A person's change stops the slide show for good: the region speaks again (the value keeps the stopped
        # timer's 0%, as the element's other tests read it).
        ActionChains(self.driver).click(self.tab(control, 0)).perform()
        self.settle(control)
        self.assertEqual(self.live(control).get_attribute("aria-live"), "polite")
        self.assertEqual(self.js("return window.spoken"), ["Page 1 of 12, 0%"])


if __name__ == "__main__":
    unittest.main()
