"""The <page-control> element's essentials in WebKitGTK, Safari's engine, through Debian's WebKit 6.0 GObject bindings
(gir1.2-webkit-6.0, python3-gi), run under Xvfb by Scripts/ci/web.sh:

    PAGE_CONTROL_URL=http://127.0.0.1:8000 PAGE_CONTROL_DIR=DIR PAGECONTROL_CLI=.build/debug/pagecontrol \\
        xvfb-run -a /usr/bin/python3 Tests/Web/webkit_essentials.py

It checks that the element draws, that a tap and the arrow keys change the page (events dispatched in the page), and
that the server's first frame shows (drawn, with named tabs) before the module runs and is adopted when it does.
Exits 0 when every check passes; prints one line per check.
"""
import json
import os
import subprocess
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("WebKit", "6.0")
from gi.repository import GLib, Gtk, WebKit  # noqa: E402

BASE = os.environ.get("PAGE_CONTROL_URL", "http://127.0.0.1:8000")
FOLDER = os.environ.get("PAGE_CONTROL_DIR", "")
CLI = os.environ.get("PAGECONTROL_CLI", "")


class Browser:
    """One WebKitWebView in a window, driven synchronously through a nested main loop."""

    def __init__(self):
        Gtk.init()
        self.view = WebKit.WebView()
        self.window = Gtk.Window()
        self.window.set_default_size(1000, 800)
        self.window.set_child(self.view)
        self.window.present()
        self.loop = GLib.MainLoop()

    def wait(self, start, timeout=30):
        result = {}

        def finish(value=None, error=None):
            result["value"], result["error"] = value, error
            self.loop.quit()

        def expire():
            result["expired"] = True
            finish(error="timed out")
            return False

        timer = GLib.timeout_add_seconds(timeout, expire)
        start(finish)
        self.loop.run()
        if "expired" not in result:
            GLib.source_remove(timer)
        if result.get("error"):
            raise RuntimeError(result["error"])
        return result["value"]

    def load(self, url):
        def start(finish):
            handler = None

            def changed(view, event):
                if event == WebKit.LoadEvent.FINISHED:
                    view.disconnect(handler)
                    finish(True)

            handler = self.view.connect("load-changed", changed)
            self.view.load_uri(url)

        return self.wait(start)

    def run(self, body):
        """Runs an async function body in the page and returns its JSON result."""
        def start(finish):
            def done(view, task):
                try:
                    value = view.call_async_javascript_function_finish(task)
                    finish(json.loads(value.to_json(0) or "null"))
                except GLib.Error as error:
                    finish(error=error.message)

            script = f"return JSON.parse(JSON.stringify(await (async () => {{ {body} }})() ?? null));"
            self.view.call_async_javascript_function(script, -1, None, None, None, None, done)

        return self.wait(start)


def main():
    browser = Browser()
    failures = []

    def check(name, actual, expected):
        ok = actual == expected
        print(f"webkit: {'ok' if ok else 'FAIL'} {name}" + ("" if ok else f": {actual!r} != {expected!r}"))
        if not ok:
            failures.append(name)

    browser.load(BASE + "/index.html")
    browser.run("await customElements.whenDefined('page-control');")
    drawn = browser.run("""const control = document.createElement('page-control');
        control.id = 'under-test';
        control.setAttribute('pages', '5');
        control.setAttribute('current', '1');
        document.body.prepend(control);
        const root = control.shadowRoot;
        return [root.querySelectorAll('.drawing > div').length, root.querySelectorAll('.tab').length,
          root.querySelector('.tab[aria-selected=true]').getAttribute('aria-label'), control.currentPage];""")
    check("the element draws its dots and tabs", drawn, [5, 5, "Page 2 of 5", 1])
    tapped = browser.run("""const control = document.getElementById('under-test');
        window.changes = [];
        control.addEventListener('change', (e) => window.changes.push(e.detail.page));
        const tab = control.shadowRoot.querySelector('.tab[data-page="3"]').getBoundingClientRect();
        const at = { clientX: tab.left + tab.width / 2, clientY: tab.top + tab.height / 2, pointerId: 7,
          pointerType: 'mouse', bubbles: true, composed: true, isPrimary: true, button: 0, buttons: 1 };
        const target = control.shadowRoot.elementFromPoint(at.clientX, at.clientY);
        target.dispatchEvent(new PointerEvent('pointerdown', at));
        await new Promise((resolve) => setTimeout(resolve, 50));
        target.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
        return [control.currentPage, window.changes];""")
    check("a tap goes to its page", tapped, [3, [3]])
    keyed = browser.run("""const control = document.getElementById('under-test');
        control.shadowRoot.querySelector('.tab[aria-selected=true]').focus();
        const press = (key, keyCode) => control.shadowRoot.activeElement.dispatchEvent(
          new KeyboardEvent('keydown', { key, keyCode, bubbles: true, composed: true, cancelable: true }));
        press('ArrowRight', 39);
        const right = control.currentPage;
        press('Home', 36);
        return [right, control.currentPage, window.changes,
          control.shadowRoot.activeElement?.getAttribute('data-page')];""")
    check("the keys change the page, and focus follows", keyed, [4, 0, [3, 4, 0], "0"])
    spoken = browser.run("""const control = document.createElement('page-control');
        control.setAttribute('pages', '4');
        control.setAttribute('lang', 'cs');
        document.body.append(control);
        const name = () => control.shadowRoot.querySelector('.tab[aria-selected=true]').getAttribute('aria-label');
        for (let tries = 0; tries < 100 && name().startsWith('Page'); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return name();""")
    check("another language's phrases are fetched and spoken", spoken, "Strana 1 z 4")

    if CLI and FOLDER:
        element = subprocess.run([CLI, "render", "--format", "html", "--pages", "6", "--page", "2", "--effect", "worm"],
                                 check=True, capture_output=True, text=True).stdout
        with open(os.path.join(FOLDER, "webkit-ssr.html"), "w", encoding="utf-8") as file:
            file.write(f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ssr</title></head>'
                       f'<body>{element}</body></html>')
        browser.load(BASE + "/webkit-ssr.html")
        before = browser.run("""const control = document.querySelector('page-control');
            window.before = [...control.shadowRoot.querySelectorAll('*')];
            return [!!customElements.get('page-control'), control.shadowRoot.querySelectorAll('.drawing > div').length,
              [...control.shadowRoot.querySelectorAll('.tab')].map((tab) => tab.getAttribute('aria-label')),
              Math.round(control.shadowRoot.querySelector('.row').getBoundingClientRect().width)];""")
        check("the server's first frame shows before the module runs", before,
              [False, 7, [f"Page {n} of 6" for n in range(1, 7)], 144])
        adopted = browser.run("""await import('./page-control.js');
            await customElements.whenDefined('page-control');
            const control = document.querySelector('page-control');
            const after = [...control.shadowRoot.querySelectorAll('*')];
            return [after.length === window.before.length && after.every((node, i) => node === window.before[i]),
              control.currentPage];""")
        check("the module adopts it in place", adopted, [True, 1])
    else:
        print("webkit: skipped the server's first frame (PAGECONTROL_CLI or PAGE_CONTROL_DIR not set)")

    print(f"webkit: {'passed' if not failures else 'FAILED: ' + ', '.join(failures)} "
          f"(WebKitGTK {WebKit.get_major_version()}.{WebKit.get_minor_version()}.{WebKit.get_micro_version()})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
