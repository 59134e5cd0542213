"""What the browser tests share: a headless Chromium (Selenium) on the folder Scripts/build-web.sh wrote, served
over HTTP at PAGE_CONTROL_URL, and a test case that makes fresh <page-control> elements and reads them back.
"""
import os
import unittest

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

BASE = os.environ.get("PAGE_CONTROL_URL", "http://127.0.0.1:8000")
# A script's helper: a shape's paint as `#rrggbb` from the CSS colour the glue wrote, or `currentColor` for none.
PAINT = """const paint = (shape) => {
      const rgb = /rgb\\((\\d+), (\\d+), (\\d+)\\)/.exec(shape.style.color);
      return rgb ? '#' + rgb.slice(1).map((c) => Number(c).toString(16).padStart(2, '0')).join('') : 'currentColor';
    };
"""
CLI = os.environ.get("PAGECONTROL_CLI")


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1000,1400",
                     "--force-device-scale-factor=1"):
        options.add_argument(argument)
    return webdriver.Chrome(service=webdriver.ChromeService("/usr/bin/chromedriver"), options=options)


class ElementTestCase(unittest.TestCase):
    """A page of the demo in one browser per class; helpers that make and read elements."""

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

    def keys(self, control, *keys):
        """Presses keys with the focus inside the element (on the selected tab the first time)."""
        if not self.js("return !!arguments[0].shadowRoot.activeElement", control):
            selected = control.shadow_root.find_element("css selector", '.tab[aria-selected="true"]')
            self.js("arguments[0].focus()", selected)
        for key in keys:
            ActionChains(self.driver).send_keys(key).perform()

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

    def emulate(self, name, value):
        """Emulates a media feature (no feature for a None name), then waits for the next frame: media queries'
        change events are sent in the rendering step that precedes requestAnimationFrame's callbacks."""
        features = [{"name": name, "value": value}] if name else []
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
        self.js("return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))")

    def emulate_reduced_motion(self, value):
        self.emulate("prefers-reduced-motion", value)

    def motion_after_click(self, control, page):
        """Clicks `page`'s tab, then reports how many changes the element made to its drawing after the button came
        up (each frame of an animation changes it; while a button is down the core's clock runs for a press and hold,
        with or without Reduce Motion), and whether the drawing at that moment was already the one it settles on
        0.4 s later (the mark snapped)."""
        self.js("""const control = arguments[0];
            const drawings = control.shadowRoot.querySelectorAll('.drawing');
            const drawn = () => [...drawings].map((drawing) => drawing.innerHTML).join('');
            control.motion?.disconnect();
            control.changesAfterUp = 0;
            control.motion = new MutationObserver((records) => { control.changesAfterUp += records.length; });
            for (const drawing of drawings) {
              control.motion.observe(drawing, { subtree: true, attributes: true, childList: true, characterData: true });
            }
            control.drawn = drawn;
            control.addEventListener('pointerup', () => {
              control.motion.takeRecords();
              control.changesAfterUp = 0;
              control.drawnAtUp = drawn();
            }, { once: true });""", control)
        ActionChains(self.driver).click(self.tab(control, page)).perform()
        self.wait(0.4)
        self.assertEqual(self.current(control), page)
        return self.js("""const control = arguments[0];
            control.motion.disconnect();
            return [control.changesAfterUp,
              control.drawnAtUp === control.drawn()];""", control)

    def fills(self, control):
        """The paint (lower-case `#rrggbb`, or `currentColor`) and opacity of the current page's dot and of another
        page's."""
        return self.js(PAINT + """const shapes = [...arguments[0].shadowRoot.querySelectorAll('.drawing > [data-page]')];
            const look = (page) => { const shape = shapes.find((s) => s.dataset.page === String(page));
              return [paint(shape), shape.style.opacity]; };
            return [look(arguments[0].currentPage), look(arguments[0].currentPage === 0 ? 1 : 0)];""", control)

    def drawn(self, control):
        """What the element draws: per shape, its tag (rect for a filled shape or a ring, path or text), part, x, y,
        width, height, corner radius, stroke width, paint and opacity, and text, from the styles and attributes the
        glue wrote (a transform holds x and y, and a scale of the laid-out size)."""
        return self.js(PAINT + """return [...arguments[0].shadowRoot.querySelectorAll('.drawing > *')]
            .filter((shape) => shape.style.display !== 'none').map((shape) => {
              const inner = shape.localName === 'svg' ? shape.firstElementChild : null;
              const style = shape.style;
              const move = inner
                ? /translate\(([^ ]+) ([^)]+)\)/.exec(inner.getAttribute('transform') ?? '') ?? [0, 0, 0]
                : /translate\(([^p]+)px, ([^p]+)px\)/.exec(style.transform) ?? [0, 0, 0];
              // A size that scales the whole shape alike is a scale() after the translation.
              const scale = +(/scale\(([^)]+)\)/.exec(style.transform)?.[1] ?? 1);
              const length = (value) => (parseFloat(value) || 0) * scale;
              const ring = /0px 0px 0px ([^p]+)px/.exec(style.boxShadow);
              return { tag: inner ? inner.localName : 'rect', part: shape.getAttribute('part'), x: +move[1],
                y: +move[2], width: length(style.width), height: length(style.height),
                radius: length(style.borderRadius), stroke: length(ring?.[1]),
                fontSize: +(inner?.getAttribute('font-size') ?? 0), paint: paint(shape),
                opacity: +(style.opacity || 1), text: inner?.textContent ?? '' };
            });""", control)
