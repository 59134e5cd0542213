"""The <page-control> element's surface in headless Chromium: DOM kept across updates, texts written only when they
change, a server-rendered first frame adopted in place, a scroll-snap container bound both ways (left to right, right
to left, vertical), attributes and properties set before the module arrives, bad attribute values, and the package's
typings and manifest against the element. One browser for the whole class.

Run by Scripts/ci/web.sh (`python3 -m unittest discover -s Tests/Web`); PAGE_CONTROL_DIR is the served folder, where
these tests write the pages they need, and PAGECONTROL_CLI the Linux `pagecontrol` that renders the first frame.
"""
import json
import os
import re
import subprocess
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import BASE, CLI, ElementTestCase

FOLDER = os.environ.get("PAGE_CONTROL_DIR", "")
GLOBAL_ATTRIBUTES = {"dir", "lang", "style", "class"}


def write_page(name, body, head=""):
    """Writes a page into the served folder and returns its URL."""
    with open(os.path.join(FOLDER, name), "w", encoding="utf-8") as file:
        file.write(f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{name}</title>{head}</head>'
                   f'<body style="margin:0;color:#111827;background:#fff">{body}</body></html>')
    return f"{BASE}/{name}"


def ssr(*arguments):
    """The element with its first frame, as `pagecontrol render --format html` writes it."""
    return subprocess.run([CLI, "render", "--format", "html", *arguments], check=True, capture_output=True,
                          text=True).stdout.strip()


LOAD_MODULE = """const done = arguments[arguments.length - 1];
    import('./page-control.js').then(() => customElements.whenDefined('page-control')).then(() => done(true),
      (error) => done(String(error)));"""

# Each node of a shadow root as a comparable value: its tag, its attributes (the style attribute as its declarations,
# sorted) and, for text shapes and the style sheet, its text.
SHAPE_OF_DOM = """const describe = (node) => {
      const attributes = {};
      for (const { name, value } of node.attributes) {
        attributes[name] = name === 'style'
          ? value.split(';').map((part) => part.trim()).filter(Boolean).sort().join('; ') : value;
      }
      const text = ['text', 'style'].includes(node.localName) ? node.textContent : null;
      return [node.localName, attributes, text, [...node.children].map(describe)];
    };
    return [...arguments[0].shadowRoot.children].map(describe);"""


class ElementSurfaceTests(ElementTestCase):
    def test_the_same_nodes_draw_a_thousand_position_updates(self):
        for attributes in ({"pages": 10, "effect": "slide"}, {"pages": 10, "effect": "worm"}, {"pages": 10},
                           {"pages": 7, "presentation": "lines", "effect": "worm"}):
            with self.subTest(**attributes):
                control = self.make(**attributes)
                result = self.js("""const control = arguments[0];
                    const nodes = () => [...control.shadowRoot.querySelectorAll('*')];
                    const before = nodes();
                    let added = 0;
                    const observer = new MutationObserver((records) => {
                      for (const record of records) added += record.addedNodes.length + record.removedNodes.length;
                    });
                    observer.observe(control.shadowRoot, { subtree: true, childList: true });
                    for (let i = 0; i < 1000; i++) control.position = (i * 0.0137) % 9;
                    observer.takeRecords();
                    observer.disconnect();
                    const after = nodes();
                    return [before.length, after.length, before.every((node, i) => node === after[i]), added];""",
                                 control)
                count, after, same, added = result
                self.assertEqual(after, count)
                self.assertTrue(same, "every node is the one drawn first")
                self.assertEqual(added, 0, "no node added or removed")

    def test_a_windowed_row_keeps_its_nodes_and_renames_tabs_as_the_window_moves(self):
        control = self.make(pages=1000000000, current=500000000, effect="slide")
        result = self.js("""const control = arguments[0];
            const before = [...control.shadowRoot.querySelectorAll('*')];
            for (let i = 0; i < 1000; i++) control.position = 500000000 + (i * 0.0137) % 20;
            const after = [...control.shadowRoot.querySelectorAll('*')];
            const tab = control.shadowRoot.querySelector('.tab');
            return [before.every((node) => node.isConnected && after.includes(node)), after.length - before.length,
              tab.getAttribute('aria-label'), tab.getAttribute('aria-posinset')];""", control)
        kept, grown, name, position = result
        self.assertTrue(kept, "every node drawn first is still there")
        self.assertLessEqual(grown, 1, "at most the dot sliding in is added, once")
        self.assertEqual(name, f"Page {position} of 1000000000")

    def test_a_position_on_the_same_page_touches_the_mark_alone(self):
        control = self.make(pages=10, effect="slide", current=2)
        touched = self.js("""const control = arguments[0];
            control.position = 2;
            const observer = new MutationObserver(() => {});
            observer.observe(control.shadowRoot, { subtree: true, attributes: true, characterData: true,
              childList: true });
            for (let i = 1; i < 200; i++) control.position = 2 + i * 0.002;
            const records = observer.takeRecords();
            observer.disconnect();
            return [...new Set(records.map((record) =>
              `${record.type} ${record.attributeName} ${record.target.getAttribute?.('part')}`))];""", control)
        self.assertEqual(touched, ["attributes style mark current"], "the mark's transform, and nothing else")

    def test_the_mark_moves_alone_in_the_upper_drawing(self):
        """The dots are drawn under the mark and the mark over them, in two drawings of the row's size with the same
        scale; when the page count changes where the mark begins, the shapes are moved to their drawing, not made
        again, and a position update still writes the mark's transform alone."""
        layers = """const control = arguments[0];
            const [lower, upper] = control.shadowRoot.querySelectorAll('.drawing');
            const parts = (layer) => [...layer.children].filter((shape) => shape.style.display !== 'none')
              .map((shape) => shape.getAttribute('part'));
            const row = control.shadowRoot.querySelector('.row').getBoundingClientRect();
            const box = (layer) => { const r = layer.getBoundingClientRect(); return [r.width, r.height]; };
            return [parts(lower), parts(upper), lower.style.transform === upper.style.transform,
              box(lower)[0] >= row.width, upper.getAttribute('aria-hidden')];"""
        for effect, marks in (("slide", ["mark current"]), ("worm", ["mark current"])):
            with self.subTest(effect=effect):
                control = self.make(pages=5, effect=effect, current=1)
                self.js("arguments[0].position = 1.4", control)
                lower, upper, same_scale, fills_row, hidden = self.js(layers, control)
                self.assertEqual(lower, ["dot"] * 5)
                self.assertEqual(upper, marks)
                self.assertTrue(same_scale)
                self.assertTrue(fills_row)
                self.assertEqual(hidden, "true")
        control = self.make(pages=3, effect="slide")
        moved = self.js("""const control = arguments[0];
            const before = [...control.shadowRoot.querySelectorAll('.drawing > *')];
            control.setAttribute('pages', '6');
            control.position = 4.5;
            const after = [...control.shadowRoot.querySelectorAll('.drawing > *')];
            return before.every((shape) => after.includes(shape));""", control)
        self.assertTrue(moved, "the shapes drawn before are kept, moved to their drawing")
        lower, upper, *_ = self.js(layers, control)
        self.assertEqual(lower, ["dot"] * 6)
        self.assertEqual(upper, ["mark current"])

    def test_a_numeric_rows_text_follows_every_page(self):
        control = self.make(pages=12, presentation="numeric")
        shown = self.js("""const control = arguments[0];
            const shown = [];
            for (let page = 0; page < 12; page++) {
              control.currentPage = page;
              shown.push(control.shadowRoot.querySelector('text').textContent);
            }
            return shown;""", control)
        self.assertEqual(shown, [f"{page} / 12" for page in range(1, 13)])

    def test_texts_are_written_only_when_the_page_or_the_window_changes(self):
        for attributes in ({"pages": 10, "semantics": "slider"}, {"pages": 1000000000, "current": 500000000},
                           {"pages": 12, "presentation": "numeric"}):
            with self.subTest(**attributes):
                control = self.make(**attributes)
                result = self.js("""const control = arguments[0];
                    const observer = new MutationObserver(() => {});
                    const texts = new Set(['aria-label', 'aria-valuetext']);
                    observer.observe(control.shadowRoot, { subtree: true, attributes: true, characterData: true,
                      childList: true });
                    const base = control.currentPage;
                    let writes = 0, changes = 0, wrongly = 0;
                    // The pages the tabs stand for: a windowed row's tabs are renamed when its window moves.
                    const window = () => [...control.shadowRoot.querySelectorAll('.tab:not([hidden])')]
                      .map((tab) => tab.dataset.page).join();
                    for (let i = 0; i < 1000; i++) {
                      const before = [control.currentPage, window()];
                      control.position = base + (i * 0.0137) % 6;
                      const changed = control.currentPage !== before[0] || window() !== before[1];
                      const written = observer.takeRecords().filter((record) => record.type === 'characterData' ||
                        (record.type === 'childList' && record.target.localName === 'text') ||
                        (record.type === 'attributes' && texts.has(record.attributeName))).length;
                      if (changed) changes += 1;
                      if (written) writes += 1;
                      if (written && !changed) wrongly += 1;
                    }
                    observer.disconnect();
                    return [changes, writes, wrongly];""", control)
                changes, writes, wrongly = result
                self.assertGreater(changes, 10)
                self.assertEqual(wrongly, 0, "a text was written for a position on the same page")
                self.assertGreater(writes, 0)
                self.assertLessEqual(writes, changes)

    @unittest.skipUnless(CLI, "PAGECONTROL_CLI is not set")
    def test_the_server_rendered_first_frame_is_adopted_in_place(self):
        element = ssr("--pages", "8", "--page", "3", "--effect", "worm", "--language", "fr")
        self.driver.get(write_page("ssr.html", f'<button id="before">before</button>{element}'))
        control = self.driver.find_element("css selector", "page-control")
        # Before the module: the dots are drawn and the tabs exist with their names, in the accessibility tree too.
        self.assertFalse(self.js("return !!customElements.get('page-control')"))
        self.assertEqual(len(self.js("return arguments[0].shadowRoot.querySelectorAll('.drawing > div')", control)), 9)
        names = self.js("""return [...arguments[0].shadowRoot.querySelectorAll('.tab')]
            .map((tab) => [tab.getAttribute('aria-label'), tab.getAttribute('aria-selected')]);""", control)
        self.assertEqual(names[2], ["Page 3 sur 8", "true"])
        self.assertEqual(len(names), 8)
        tree = self.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        tabs = [node["name"]["value"] for node in tree
                if node.get("role", {}).get("value") == "tab" and not node.get("ignored")]
        self.assertEqual(tabs, [f"Page {n} sur 8" for n in range(1, 9)])
        self.assertTrue(any(node.get("role", {}).get("value") == "tablist" and
                            node.get("name", {}).get("value") == "Indicateur de page" for node in tree))
        # The keyboard's focus on a tab, and an attribute set, before the module arrives.
        self.driver.find_element("id", "before").click()
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        self.js("""window.before = [...arguments[0].shadowRoot.querySelectorAll('*')];
            window.focused = arguments[0].shadowRoot.activeElement;
            arguments[0].setAttribute('lang', 'fr');""", control)
        self.assertEqual(self.js("return window.focused?.getAttribute('data-page')"), "2")
        self.assertIs(self.driver.execute_async_script(LOAD_MODULE), True)
        adopted = self.js("""const control = arguments[0];
            const after = [...control.shadowRoot.querySelectorAll('*')];
            return [window.before.length === after.length && window.before.every((node, i) => node === after[i]),
              control.shadowRoot.activeElement === window.focused, control.currentPage, control.numberOfPages];""",
                          control)
        self.assertEqual(adopted, [True, True, 2, 8])
        # The adopted DOM is the one the element builds for the same attributes.
        built = self.js("""const control = document.createElement('page-control');
            for (const [key, value] of Object.entries({ pages: '8', current: '2', effect: 'worm', lang: 'fr' })) {
              control.setAttribute(key, value);
            }
            document.body.append(control);
            return control;""")
        self.assertEqual(self.js(SHAPE_OF_DOM, control), self.js(SHAPE_OF_DOM, built))
        # And it works: a key moves the page.
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.assertEqual(self.current(control), 3)

    @unittest.skipUnless(CLI, "PAGECONTROL_CLI is not set")
    def test_attributes_and_properties_set_before_the_module_arrives_are_applied(self):
        element = ssr("--pages", "6", "--page", "1")
        self.driver.get(write_page("early.html", f'{element}<page-control id="plain" pages="3"></page-control>'))
        self.js("""const [served, plain] = document.querySelectorAll('page-control');
            served.setAttribute('current', '4');
            served.setAttribute('effect', 'worm');
            plain.numberOfPages = 9;
            plain.position = 5.5;
            plain.loop = true;""")
        self.assertIs(self.driver.execute_async_script(LOAD_MODULE), True)
        served, plain = self.js("""const [served, plain] = document.querySelectorAll('page-control');
            return [[served.currentPage, served.effect, !!served.shadowRoot.querySelector('[part~=mark]')],
              [plain.numberOfPages, plain.getAttribute('pages'), plain.position, plain.loop,
               plain.hasAttribute('loop')]];""")
        self.assertEqual(served, [4, "worm", True])
        self.assertEqual(plain, [9, "9", 5.5, True, True])

    def test_a_bad_attribute_value_keeps_the_last_good_one_and_warns_once(self):
        self.driver.get(BASE + "/index.html")
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return !!customElements.get('page-control')"))
        control = self.make(pages=6, current=2, effect="worm")
        result = self.js("""const control = arguments[0];
            const warnings = [];
            const warn = console.warn;
            console.warn = (...parts) => warnings.push(parts.join(' '));
            const thrown = [];
            const attempt = (what) => { try { what(); } catch (error) { thrown.push(String(error)); } };
            attempt(() => control.setAttribute('pages', 'many'));
            attempt(() => control.setAttribute('pages', 'many'));
            attempt(() => control.setAttribute('effect', 'wobble'));
            attempt(() => control.setAttribute('orientation', 'diagonal'));
            attempt(() => control.setAttribute('max-visible', ''));
            attempt(() => control.setAttribute('semantics', 'menu'));
            attempt(() => { control.position = 'far'; });
            attempt(() => control.bind(42));
            attempt(() => control.bind(null));
            console.warn = warn;
            return [warnings, thrown, control.numberOfPages, control.currentPage, control.effect,
              control.orientation, control.maxVisible, control.semantics,
              !!control.shadowRoot.querySelector('[part~=mark]'), control.shadowRoot.querySelectorAll('.tab').length];""",
                         control)
        warnings, thrown, pages, current, effect, orientation, max_visible, semantics, mark, tabs = result
        self.assertEqual(thrown, [])
        self.assertEqual(len(warnings), 5, warnings)
        for name, value in (("pages", "many"), ("effect", "wobble"), ("orientation", "diagonal"),
                            ("max-visible", ""), ("semantics", "menu")):
            self.assertTrue(any(f'{name}="{value}"' in warning for warning in warnings), (name, warnings))
        self.assertEqual([pages, current, effect, orientation, max_visible, semantics, mark, tabs],
                         [6, 2, "worm", None, None, None, True, 6])

    def test_the_element_reads_effect_and_presentation_names_as_the_core_does(self):
        # The page reads the names and hands the module their places in the core's lists: it takes each name
        # `pagecontrol` takes (test_page_control compares some of their drawings) and refuses each it refuses. Hexadecimal
        # scales are left out: the CLI reads them with Double(String), the module's reader reads decimals alone
        # (PlainNumber.decimal).
        self.driver.get(BASE + "/index.html")
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return !!customElements.get('page-control')"))
        control = self.make(pages=5)
        names = [("effect", name) for name in (
            "none", "worm", "Worm", "THIN-WORM", "thinworm", "ThinWorm", "thin_worm", "slide", "jump", "swap", "fill",
            "scale", "SCALE", "scale:1.25", "Scale:.5", "scale:+7.5E-1", "scale:2.", "scale:", "scale:x",
            "scale:1e999", "scale:-inf", "scale:nan", "scale:1:2", "worm:1", " worm", "worm ", "", "wobble",
            "\u212Aworm")]
        names += [("presentation", name) for name in (
            "dots", "LINES", "Segments", "numeric", "bars", "dot", "", "dots:1")]
        for attribute, name in names:
            with self.subTest(attribute=attribute, name=name):
                flag = "--" + attribute
                taken = subprocess.run([CLI, "render", "--pages", "5", flag, name, "--format", "svg"],
                                       capture_output=True).returncode == 0
                warned = self.js("""const [control, attribute, name] = arguments;
                    control.removeAttribute(attribute);
                    const warnings = [];
                    const warn = console.warn;
                    console.warn = (...parts) => warnings.push(parts.join(' '));
                    control.setAttribute(attribute, name);
                    console.warn = warn;
                    return warnings.length > 0;""", control, attribute, name)
                self.assertEqual(not warned, taken)

    def test_the_package_types_and_manifest_list_the_elements_attributes(self):
        with open(os.path.join(FOLDER, "package.json"), encoding="utf-8") as file:
            package = json.load(file)
        self.assertEqual(package["exports"]["."]["default"], "./page-control.js")
        self.assertEqual(package["types"], "./page-control.d.ts")
        self.assertEqual(package["sideEffects"], ["./page-control.js"])
        for name in package["files"]:
            self.assertTrue(os.path.exists(os.path.join(FOLDER, name)), name)
        # The languages' files, a folder the package lists and exports.
        self.assertIn("locales", package["files"])
        self.assertEqual(package["exports"]["./locales/*"], "./locales/*")
        self.assertIn("fr.txt", os.listdir(os.path.join(FOLDER, "locales")))
        with open(os.path.join(FOLDER, "custom-elements.json"), encoding="utf-8") as file:
            manifest = json.load(file)
        self.assertEqual(manifest["schemaVersion"], "2.1.0")
        module = manifest["modules"][0]
        self.assertEqual((module["kind"], module["path"]), ("javascript-module", "page-control.js"))
        element = next(d for d in module["declarations"] if d.get("customElement"))
        self.assertEqual(element["tagName"], "page-control")
        definitions = [e for e in module["exports"] if e["kind"] == "custom-element-definition"]
        self.assertEqual(definitions[0]["name"], "page-control")
        with open(os.path.join(FOLDER, "page-control.d.ts"), encoding="utf-8") as file:
            typings = file.read()
        attributes_block = re.search(r"interface PageControlAttributes \{(.*?)\n\}", typings, re.S).group(1)
        typed = set(re.findall(r"^\s+'?([a-z-]+)'?\?:", attributes_block, re.M))
        class_block = re.search(r"declare class PageControlElement extends HTMLElement \{(.*?)\n\}", typings,
                                re.S).group(1)
        typed_properties = set(re.findall(r"^  ([a-zA-Z]+): ", class_block, re.M))
        self.driver.get(BASE + "/index.html")
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return !!customElements.get('page-control')"))
        observed, prototype = self.js("""const element = customElements.get('page-control');
            return [element.observedAttributes, Object.getOwnPropertyNames(element.prototype)];""")
        own = set(observed) - GLOBAL_ATTRIBUTES
        self.assertEqual(set(observed) & GLOBAL_ATTRIBUTES, GLOBAL_ATTRIBUTES)
        self.assertEqual({a["name"] for a in element["attributes"]}, own)
        self.assertEqual(typed, own)
        for attribute in element["attributes"]:
            self.assertIn(attribute["fieldName"], prototype)
            self.assertIn(attribute["fieldName"], typed_properties)
        fields = {m["name"] for m in element["members"] if m["kind"] == "field"}
        self.assertEqual(fields, typed_properties)
        self.assertTrue(fields <= set(prototype))
        self.assertIn("bind(element: Element | null): void;", typings)
        self.assertIn("'page-control': PageControlElement;", typings)
        self.assertIn("change: CustomEvent<PageControlChangeDetail>;", typings)
        self.assertIn("announcement: CustomEvent<PageControlAnnouncementDetail>;", typings)
        self.assertIn("morepagesrequested: CustomEvent<PageControlMorePagesDetail>;", typings)
        self.assertEqual([e["name"] for e in element["events"]], ["change", "announcement", "morepagesrequested"])
        # The internals are private: the prototype has the reflecting properties, bind and the callbacks only.
        self.assertEqual(set(prototype) - fields - {"constructor", "bind", "connectedCallback",
                                                     "disconnectedCallback", "attributeChangedCallback"}, set())
        # Every part the element draws is documented.
        parts = set(self.js("""const control = document.createElement('page-control');
            control.setAttribute('pages', '5'); control.setAttribute('effect', 'worm'); document.body.append(control);
            const numeric = document.createElement('page-control');
            numeric.setAttribute('pages', '5'); numeric.setAttribute('presentation', 'numeric');
            document.body.append(numeric);
            const feed = document.createElement('page-control');
            feed.setAttribute('pages', '5'); feed.setAttribute('more-pages', ''); document.body.append(feed);
            return [...control.shadowRoot.querySelectorAll('[part]'), ...numeric.shadowRoot.querySelectorAll('[part]'),
              ...feed.shadowRoot.querySelectorAll('[part]')]
              .flatMap((node) => node.getAttribute('part').split(' '));"""))
        self.assertTrue(parts <= {p["name"] for p in element["cssParts"]}, parts)
        # The package loads from a page through an import map, by its name.
        url = write_page("importmap.html", """<page-control pages="4" current="1"></page-control>""",
                         head="""<script type="importmap">{"imports": {"@pagecontrolkit/page-control":
                           "./page-control.js"}}</script>""")
        self.driver.get(url)
        loaded = self.driver.execute_async_script("""const done = arguments[arguments.length - 1];
            import('@pagecontrolkit/page-control').then((module) => done([
              customElements.get('page-control') === module.PageControlElement, typeof module.STYLE,
              document.querySelector('page-control').currentPage]), (error) => done(String(error)));""")
        self.assertEqual(loaded, [True, "string", 1])


class ScrollSnapBindingTests(ElementTestCase):
    """A scroll-snap container bound with for="ID": its scroll moves the dots, a person's change scrolls it."""

    PAGE = """<style>
      .slides { display: flex; overflow: auto; scroll-snap-type: x mandatory; width: 300px; height: 100px;
        scrollbar-width: none; }
      .slides.vertical { flex-direction: column; scroll-snap-type: y mandatory; }
      .slides > div { flex: 0 0 100%; scroll-snap-align: start; height: 100px; }
    </style>
    <div class="slides" id="ltr">{slides}</div>
    <page-control id="ltr-dots" for="ltr" label-slides></page-control>
    <div class="slides" id="rtl" dir="rtl">{slides}</div>
    <page-control id="rtl-dots" for="rtl" dir="rtl"></page-control>
    <div class="slides vertical" id="vertical">{slides}</div>
    <page-control id="vertical-dots" for="vertical" orientation="vertical"></page-control>"""

    def setUp(self):
        slides = "".join(f"<div>Slide {n}</div>" for n in range(1, 6))
        self.driver.get(write_page("pager.html", self.PAGE.replace("{slides}", slides),
                                   head='<script type="module" src="page-control.js"></script>'))
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return !!customElements.get('page-control')"))
        self.emulate_reduced_motion("reduce")

    def tearDown(self):
        self.emulate(None, None)

    def scroll(self, container, offset, axis="left"):
        self.js("arguments[0].scrollTo({ [arguments[2]]: arguments[1], behavior: 'instant' });", container, offset, axis)
        self.js("return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))")

    def test_the_dots_follow_the_scroll_and_a_click_scrolls_both_ways(self):
        for name, axis, sign in (("ltr", "left", 1), ("rtl", "left", -1), ("vertical", "top", 1)):
            with self.subTest(direction=name):
                container = self.driver.find_element("id", name)
                dots = self.driver.find_element("id", f"{name}-dots")
                self.assertEqual(self.js("return arguments[0].numberOfPages", dots), 5)
                length = 100 if axis == "top" else 300
                self.scroll(container, sign * 2 * length, axis)
                self.assertEqual(self.js("return [arguments[0].position, arguments[0].currentPage]", dots), [2, 2])
                # Half-way (with snapping off, which would pull the container to a slide), the dots are half-way.
                self.js("arguments[0].style.scrollSnapType = 'none'", container)
                self.scroll(container, sign * 1.5 * length, axis)
                self.assertAlmostEqual(self.js("return arguments[0].position", dots), 1.5, places=6)
                self.js("arguments[0].style.scrollSnapType = ''", container)
                # A person's click scrolls the container to the slide, at once under Reduce Motion.
                ActionChains(self.driver).click(self.tab(dots, 4)).perform()
                WebDriverWait(self.driver, 5).until(lambda d: abs(self.js(
                    f"return arguments[0].scroll{axis.capitalize()}", container) - sign * 4 * length) < 1)
                self.assertEqual(self.js("return arguments[0].currentPage", dots), 4)

    def test_slides_are_labelled_as_the_apg_carousel_asks_when_the_page_opts_in(self):
        labels = self.js("""return [document.getElementById('ltr').getAttribute('aria-roledescription'),
            ...[...document.getElementById('ltr').children].map((slide) => [slide.getAttribute('role'),
              slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')]),
            document.getElementById('rtl').children[0].getAttribute('aria-roledescription')];""")
        self.assertEqual(labels[0], "carousel")
        self.assertEqual(labels[1:6], [["tabpanel", "slide", f"Page {n} of 5"] for n in range(1, 6)])
        self.assertIsNone(labels[6], "only where the page opts in")


if __name__ == "__main__":
    unittest.main()
