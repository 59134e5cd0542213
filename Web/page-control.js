// <page-control>: the PageControlKit core compiled to WebAssembly, drawn into elements it keeps.
//
// This file only marshals. It forwards attributes, properties and events to the module's exports, and writes the
// numbers of each frame the core returns into the shapes and tab buttons it built once (only those that changed;
// texts only when they change). Every decision (taps, scrubs, keys, clamping, strings, timing, colours,
// the paging of a bound scroll container) is the core's. See Guides/Web.md.
const HEADER = 23; // WebFrame.Header in Sources/PageControlWeb/WebFrame.swift
const TAB = 6;
const PRIMITIVE = 12;
const LAID = PRIMITIVE + 1; // where a shape's drawn numbers keep its box as laid out (after its hidden flag)
const ROLES = ['platter', 'dot', 'outline', 'progress', 'label', 'focus-ring', 'mark', 'preview', 'content', 'badge',
  'open-end', 'previous', 'next'];
// The effects and presentations in the core's order (IndicatorEffect.all, IndicatorPresentation.allCases): the
// module takes a name as its place in the list, so that it links no parser of names.
const EFFECTS = ['none', 'worm', 'thin-worm', 'slide', 'jump', 'swap', 'fill', 'scale'];
const PRESENTATIONS = ['dots', 'lines', 'segments', 'numeric'];
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/; // a scale as the core reads one (PlainNumber.decimal)
const ANCHORS = ['start', 'middle', 'end'];
// The element of each kind of primitive (in an <svg> for 2 and 3). The module writes no path (kind 2): the display
// list's paths are custom shapes and step buttons' chevrons, and the element sets no shape and draws its own buttons.
const TAGS = ['div', 'div', 'path', 'text'];
const PHASE = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3 };
const KIND = { mouse: 0, pen: 1, touch: 2 };
const ENV = { hover: 1, keyboardFocus: 2, reducesMotion: 4, increasedContrast: 8 };
// DOM key codes of the keys the core may use, for events that carry only `key`.
const KEYS = { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, Home: 36, End: 35, PageUp: 33, PageDown: 34,
  ' ': 32 };
const SVG = 'http://www.w3.org/2000/svg';
// What the live region says: a person's change (the default), any change, or nothing (the core's policies).
const ANNOUNCE = ['person', 'any', 'never'];
// Each attribute, the property that reflects it, and how its value is read: a number, one of a list, a name the
// core checks, or free text. `pages` and `current` are numberOfPages and currentPage, as UIPageControl names them.
const ATTRIBUTES = {
  pages: ['numberOfPages', 'number'], current: ['currentPage', 'number'], effect: ['effect', 'core'],
  presentation: ['presentation', 'core'], orientation: ['orientation', ['horizontal', 'vertical']],
  'max-visible': ['maxVisible', 'number'], loop: ['loop', 'boolean'], autoplay: ['autoplay', 'number'],
  semantics: ['semantics', ['tabs', 'slider', 'links']], variant: ['variant', 'text'], for: ['htmlFor', 'text'],
  'href-template': ['hrefTemplate', 'text'],
  'label-slides': ['labelSlides', 'boolean'], 'more-pages': ['hasMorePages', 'boolean'],
  'step-buttons': ['showsStepButtons', 'boolean'],
  announce: ['announce', ANNOUNCE],
};
export const STYLE = `:host{display:inline-block;position:relative;vertical-align:middle;color:inherit}
:host([hidden]){display:none}
.row{position:relative;touch-action:pan-y;user-select:none;-webkit-user-select:none}
:host([orientation=vertical]) .row{touch-action:pan-x}
.drawing{position:absolute;inset:0;transform-origin:0 0;pointer-events:none}
.drawing>*{position:absolute;left:0;top:0;box-sizing:border-box;background:currentColor;transform-origin:0 0}
.drawing>svg{width:1px;height:1px;overflow:visible;background:none}
.tabs{position:absolute;inset:0}
.tab{position:absolute;left:0;top:0;box-sizing:border-box;margin:0;padding:0;border:0;border-radius:6px;background:none;color:inherit;font:inherit;cursor:pointer;-webkit-tap-highlight-color:transparent}
.tab:focus,.row:focus{outline:none}
.tab:focus-visible,.row[role=slider]:focus-visible{outline:2px solid currentColor;outline-offset:1px;border-radius:6px}
.live,.probe{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (forced-colors:active){.tab:focus-visible,.row[role=slider]:focus-visible{outline-color:Highlight}}
:host([step-buttons]){display:inline-flex;align-items:center}
:host([step-buttons][orientation=vertical]){flex-direction:column}
.step{box-sizing:border-box;min-width:24px;min-height:24px;margin:0;padding:4px;border:0;border-radius:6px;background:none;color:inherit;cursor:pointer}
.step[aria-disabled=true]{opacity:.4;cursor:default}
.step:focus{outline:none}
.step:focus-visible{outline:2px solid currentColor;outline-offset:1px}
.step svg{display:block;width:16px;height:16px}
[part=next] svg,:host(:dir(rtl)) [part=previous] svg{transform:scaleX(-1)}
:host(:dir(rtl)) [part=next] svg{transform:none}
:host([orientation=vertical]) [part=previous] svg{transform:rotate(90deg)}
:host([orientation=vertical]) [part=next] svg{transform:rotate(-90deg)}`;

const wasm = await (async () => {
  const response = await fetch(new URL('page-control.wasm', import.meta.url));
  const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
  instance.exports._initialize();
  return instance.exports;
})();
let memory = new Float64Array(wasm.memory.buffer);
const numbers = () => (memory.buffer === wasm.memory.buffer ? memory : (memory = new Float64Array(wasm.memory.buffer)));
const decoder = new TextDecoder();
const encoder = new TextEncoder();
// Writes bytes into the module's buffer for a string argument; returns their length.
const put = (bytes) => {
  new Uint8Array(wasm.memory.buffer, wasm.pc_input(bytes.length), bytes.length).set(bytes);
  return bytes.length;
};

// The module speaks English built in; another language's phrases are a file beside it (locales/<tag>.txt, the
// catalog's own lines), fetched the first time an element speaks that language. Once they are in, every control
// speaking it speaks it, and the elements waiting for it draw again. A file that cannot be had leaves English,
// with one warning. Returns the load's promise, or undefined when the tag needs no file.
const loads = new Map();
function speak(tag) {
  const length = wasm.pc_language_file(put(encoder.encode(tag)));
  if (!length) return;
  const answer = new Uint8Array(wasm.memory.buffer, wasm.pc_input(length), length);
  const [index, file] = [answer[0], decoder.decode(answer.subarray(1))];
  if (!loads.has(file)) {
    const url = new URL(`locales/${file}.txt`, import.meta.url);
    loads.set(file, fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
      .then((text) => wasm.pc_load_language(index, put(new Uint8Array(text))) || Promise.reject('not its phrases'))
      .catch((reason) => console.warn(
        `<page-control>: ${url} could not be loaded (${reason}); ${file} is spoken in English`)));
  }
  return loads.get(file);
}
// The languages of the elements already in the page, before any is drawn: a page in one language never shows the
// English fallback (a server-rendered frame is adopted in its own language).
await Promise.all([...document.querySelectorAll('page-control')]
  .map((control) => speak(control.closest('[lang]')?.lang ?? '')));
const media = (query) => matchMedia(query);
const reducedMotion = media('(prefers-reduced-motion: reduce)');
const moreContrast = media('(prefers-contrast: more)');
const darkScheme = media('(prefers-color-scheme: dark)');
let canvas;

// A CSS colour as the browser computed it, as [r, g, b, a] (0…255, 0…1); a = -1 for none (transparent).
function rgba(text) {
  const parts = /^rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+%?))?\)$/.exec(text);
  if (parts) {
    const alpha = parts[4] === undefined ? 1 : parseFloat(parts[4]) / (parts[4].endsWith('%') ? 100 : 1);
    return alpha === 0 ? [0, 0, 0, -1] : [+parts[1], +parts[2], +parts[3], alpha];
  }
  // Any other syntax (oklch(), color(display-p3 …)): the browser converts it when it paints one pixel.
  canvas ??= (self.OffscreenCanvas ? new OffscreenCanvas(1, 1) : document.createElement('canvas'))
    .getContext('2d', { willReadFrequently: true });
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = text;
  canvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
  return a === 0 ? [0, 0, 0, -1] : [r, g, b, a / 255];
}

// Whether a size the core wrote is the one drawn: a difference under 10^-9 point is its arithmetic's rounding
// (7.000000000000001 for 7), not a change of the drawing, and writing it would lay the drawing out again.
const same = (drawn, value) => drawn === value || Math.abs(drawn - value) < 1e-9;

function set(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export class PageControlElement extends HTMLElement {
  static observedAttributes = [...Object.keys(ATTRIBUTES), 'dir', 'lang', 'style', 'class'];

  #handle = -1;
  #root;
  #row;
  #layers; // the two drawings: the shapes under the mark, then the mark and what is drawn over it
  #tabs;
  #live;
  #probes;
  #shapes = []; // the drawings' shapes, in the order of the display list's primitives
  #over = 0; // the first shape in the upper drawing (the mark's first primitive)
  #drawn = []; // per shape, the numbers it was last drawn with
  #buttons = []; // the tab buttons
  #placed = []; // per button, the numbers it was last placed with
  #names = []; // per button, its name as last written
  #size = new Float64Array(6).fill(NaN); // width, height and the drawn box as last written
  #frame = { count: 0, current: NaN, position: 0, slider: null, primitives: -1 };
  #tabsStale = true; // whether the tabs are placed again on the next frame, changed or not
  #good = {}; // each attribute's last good value
  #warned = {};
  #environment = 0;
  #raf = 0;
  #pager = null;
  #steps = null; // the step buttons, [previous, next], made when step-buttons is first set
  #reflecting = false;
  #early = []; // properties set before the element was defined
  #onMedia = () => this.#readEnvironment();

  constructor() {
    super();
    // A declarative shadow root (`pagecontrol render --format html`) is adopted as it is: the same nodes, no
    // flash and no change of focus. Otherwise the same DOM is built here.
    this.#root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    let row = this.#root.querySelector('.row');
    if (!row) {
      const style = document.createElement('style');
      style.textContent = STYLE;
      row = this.#element('div', { class: 'row', part: 'row' });
      // Two drawings, one over the other: the mark moves alone in the upper one, so that a position update lays
      // out no other shape (a box that moves among its siblings makes the browser lay them all out again).
      const drawing = () => this.#element('div', { class: 'drawing', part: 'drawing', 'aria-hidden': 'true' });
      row.append(drawing(), drawing(), this.#element('div', { class: 'tabs', part: 'tablist' }));
      this.#root.append(style, row, this.#element('div', { class: 'live', 'aria-live': 'polite' }),
        this.#element('span', { class: 'probe', 'aria-hidden': 'true' }),
        this.#element('span', { class: 'probe', 'aria-hidden': 'true' }));
    }
    this.#row = row;
    this.#layers = row.querySelectorAll('.drawing');
    this.#tabs = row.querySelector('.tabs');
    this.#live = this.#root.querySelector('.live');
    this.#probes = this.#root.querySelectorAll('.probe');
    this.#shapes = [...this.#layers[0].children, ...this.#layers[1].children];
    this.#over = this.#layers[0].children.length;
    this.#buttons = [...this.#tabs.children];
    this.#names = this.#buttons.map((button) => button.getAttribute('aria-label'));
    for (const type of Object.keys(PHASE)) row.addEventListener(type, (e) => this.#pointer(e));
    this.#tabs.addEventListener('click', (e) => this.#follow(e));
    row.addEventListener('wheel', (e) => this.#wheel(e), { passive: false });
    this.addEventListener('keydown', (e) => this.#key(e));
    this.addEventListener('pointerenter', () => this.#setEnvironment(ENV.hover, true));
    this.addEventListener('pointerleave', () => this.#setEnvironment(ENV.hover, false));
    this.addEventListener('focusin', () => {
      this.#setEnvironment(ENV.keyboardFocus, !!this.#root.activeElement?.matches(':focus-visible'));
    });
    this.addEventListener('focusout', () => this.#setEnvironment(ENV.keyboardFocus, false));
    // A property set before the element was defined (the module still loading) is applied once it is connected.
    for (const property of [...Object.values(ATTRIBUTES).map(([name]) => name), 'position']) {
      if (Object.hasOwn(this, property)) {
        this.#early.push([property, this[property]]);
        delete this[property];
      }
    }
  }

  #element(name, attributes, namespace) {
    const element = namespace ? document.createElementNS(namespace, name) : document.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    return element;
  }

  connectedCallback() {
    if (this.#handle >= 0) return;
    this.#handle = wasm.pc_create();
    for (const query of [reducedMotion, moreContrast, darkScheme]) query.addEventListener('change', this.#onMedia);
    // A theme's stylesheet may still be loading: its colours are read again once the page has loaded.
    if (document.readyState !== 'complete') addEventListener('load', this.#onMedia, { once: true });
    for (const name of PageControlElement.observedAttributes) this.#apply(name);
    this.#readEnvironment();
    for (const [property, value] of this.#early.splice(0)) this[property] = value;
  }

  disconnectedCallback() {
    for (const query of [reducedMotion, moreContrast, darkScheme]) query.removeEventListener('change', this.#onMedia);
    removeEventListener('load', this.#onMedia);
    cancelAnimationFrame(this.#raf);
    this.#raf = 0;
    this.#unbind();
    wasm.pc_destroy(this.#handle);
    this.#handle = -1;
  }

  attributeChangedCallback(name) {
    if (this.#handle < 0 || this.#reflecting) return;
    this.#apply(name);
    this.#render();
  }

  #warn(name, value, reason) {
    const key = `${name}=${value}`;
    if (this.#warned[key]) return;
    this.#warned[key] = true;
    console.warn(`<page-control>: ignored ${name}="${value}" (${reason}); ${name} stays ${JSON.stringify(
      this.#good[name] ?? null)}`);
  }

  // Forwards one attribute to the core as it is written; the core clamps and defaults. A value that cannot be
  // read (a number that is not one, a name the core does not know) is ignored with one warning.
  #apply(name) {
    const h = this.#handle;
    const value = this.getAttribute(name);
    const [, kind] = ATTRIBUTES[name] ?? [];
    if (value !== null && kind === 'number' && (value.trim() === '' || !Number.isFinite(Number(value)))) {
      return this.#warn(name, value, 'not a number');
    }
    if (value !== null && Array.isArray(kind) && !kind.includes(value)) {
      return this.#warn(name, value, `not ${kind.join(' or ')}`);
    }
    const number = Number(value ?? NaN);
    switch (name) {
      case 'pages': wasm.pc_set_pages(h, value === null ? 0 : number); break;
      case 'current': if (value !== null) wasm.pc_set_current(h, number); break;
      case 'effect': case 'presentation': {
        // The name as the core reads it (IndicatorEffect(name:)): in any case, thinworm for thin-worm, and
        // scale:S with a finite decimal S; the module takes its place in the core's list, and the scale.
        const [word, scale] = (value ?? '').toLowerCase().replace(/^thinworm$/, 'thin-worm').split(/:(.*)/s);
        const code = value === null ? 0 : (name === 'effect' ? EFFECTS : PRESENTATIONS).indexOf(word);
        const factor = scale === undefined ? NaN : parseFloat(scale);
        const known = (scale === undefined || word === 'scale' && DECIMAL.test(scale) && Number.isFinite(factor)) &&
          (name === 'presentation' ? wasm.pc_set_presentation(h, code) : wasm.pc_set_effect(h, code, factor));
        if (!known) return this.#warn(name, value, 'not a name the core knows');
        this.#readColors();
        break;
      }
      case 'lang': {
        const tag = value ?? this.parentElement?.closest('[lang]')?.lang ?? '';
        wasm.pc_set_language(h, put(encoder.encode(tag)));
        speak(tag)?.then(() => this.#render());
        break;
      }
      case 'dir': case 'orientation':
        wasm.pc_set_direction(h, getComputedStyle(this).direction === 'rtl' ? 1 : 0,
          this.getAttribute('orientation') === 'vertical' ? 1 : 0);
        break;
      case 'max-visible': wasm.pc_set_max_visible(h, value === null ? -1 : Math.max(number, 0)); break;
      case 'loop': wasm.pc_set_loop(h, value === null ? 0 : 1); break;
      case 'autoplay': wasm.pc_set_autoplay(h, value === null ? 0 : number); break;
      case 'more-pages': wasm.pc_set_more_pages(h, value === null ? 0 : 1); break;
      case 'step-buttons': this.#showSteps(value !== null); break;
      case 'announce': wasm.pc_set_announce(h, value === null ? 0 : ANNOUNCE.indexOf(value)); break;
      case 'for': this.#bindFor(); break;
      case 'href-template': this.#readdress(); break;
      case 'label-slides': this.#labelSlides(); break;
      case 'variant': case 'style': case 'class': this.#readColors(); break;
    }
    this.#good[name] = value;
  }

  // The previous and next buttons, real <button>s before and after the row in the tab order (as the APG carousel
  // orders its controls), made the first time step-buttons is set and hidden when it is removed. The core names
  // them, says whether each steps, and steps when one is pressed.
  #showSteps(show) {
    if (!this.#steps && show) {
      this.#steps = ['previous', 'next'].map((name, which) => {
        const button = this.#element('button', { type: 'button', class: 'step', part: name });
        // A chevron pointing back; the style sheet mirrors and turns it to point away from the dots.
        const chevron = this.#element('svg', { viewBox: '0 0 16 16', 'aria-hidden': 'true' }, SVG);
        chevron.append(this.#element('path', { d: 'M10 3 5 8l5 5', fill: 'none', stroke: 'currentColor',
          'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, SVG));
        button.append(chevron);
        button.addEventListener('click', () => {
          wasm.pc_step(this.#handle, which);
          this.#render();
        });
        return button;
      });
      this.#row.before(this.#steps[0]);
      this.#row.after(this.#steps[1]);
      this.#nameSteps();
    }
    for (const button of this.#steps ?? []) button.hidden = !show;
  }

  #isLink(e) {
    return this.#good.semantics === 'links' && e.composedPath()[0]?.localName === 'a';
  }

  // A link chosen by a click, a tap or Enter: the core goes to its page as a person's change (a change event); with
  // a bound container the slide scrolls into view and takes the focus, as the CSS scroll-marker draft's links do,
  // instead of the browser following the link.
  #follow(e) {
    const link = e.target.closest?.('a.tab');
    if (!link || this.#handle < 0) return;
    const page = Number(link.getAttribute('data-page'));
    wasm.pc_choose(this.#handle, page);
    this.#render();
    const slide = this.#pager?.slides[page];
    if (!slide) return;
    e.preventDefault();
    if (!slide.hasAttribute('tabindex')) slide.tabIndex = -1;
    slide.focus({ preventScroll: true });
  }

  // A link's address: href-template with {page} (counted from 1) or {index} (from 0), else the bound slide's id,
  // else #page-N.
  #href(page) {
    const template = this.#good['href-template'];
    if (template) return template.replaceAll('{page}', page + 1).replaceAll('{index}', page);
    const id = this.#pager?.slides[page]?.id;
    return id ? `#${id}` : `#page-${page + 1}`;
  }

  // The links' addresses are written again on the next frame (a new template, a new bound container).
  #readdress() {
    for (const placed of this.#placed) if (placed) placed[0] = NaN;
    this.#tabsStale = true;
  }

  #nameSteps() {
    if (!this.#steps || this.#handle < 0) return;
    const names = this.#words(-2);
    this.#steps.forEach((button, which) => set(button, 'aria-label', names[which]));
  }

  #readEnvironment() {
    if (this.#handle < 0) return;
    this.#environment = (this.#environment & (ENV.hover | ENV.keyboardFocus)) |
      (reducedMotion.matches ? ENV.reducesMotion : 0) | (moreContrast.matches ? ENV.increasedContrast : 0);
    wasm.pc_set_environment(this.#handle, this.#environment);
    this.#readColors();
    this.#render();
  }

  // The colours the page gives (--page-control-color and --page-control-current-color, or with variant="NAME"
  // --page-control-NAME-color and --page-control-NAME-current-color first), the element's text colour and the
  // background behind it, as the browser computes them; and the sizes, --page-control-dot-size and
  // --page-control-spacing (points). The core chooses what to draw with them.
  #readColors() {
    if (this.#handle < 0) return;
    const variant = this.getAttribute('variant');
    [['color', 0], ['current-color', 1]].forEach(([name, which], index) => {
      const probe = this.#probes[index];
      const own = `var(--page-control-${name}, transparent)`;
      probe.style.color = variant ? `var(--page-control-${CSS.escape(variant)}-${name}, ${own})` : own;
      wasm.pc_set_color(this.#handle, which, ...rgba(getComputedStyle(probe).color));
    });
    const style = getComputedStyle(this);
    wasm.pc_set_color(this.#handle, 2, ...rgba(style.color));
    let background = [0, 0, 0, -1];
    for (let node = this; node && background[3] < 0; node = node.parentElement ?? node.getRootNode().host) {
      background = rgba(getComputedStyle(node).backgroundColor);
    }
    if (background[3] < 0) {
      this.#probes[0].style.color = 'Canvas';
      background = rgba(getComputedStyle(this.#probes[0]).color);
    }
    wasm.pc_set_color(this.#handle, 3, ...background);
    const length = (name) => parseFloat(style.getPropertyValue(name)) || -1;
    wasm.pc_set_metrics(this.#handle, length('--page-control-dot-size'), length('--page-control-spacing'));
  }

  #setEnvironment(bit, on) {
    this.#environment = on ? this.#environment | bit : this.#environment & ~bit;
    if (this.#handle < 0) return;
    wasm.pc_set_environment(this.#handle, this.#environment);
    this.#render();
  }

  #pointer(e) {
    if (this.#handle < 0 || (e.type === 'pointermove' && !this.#row.hasPointerCapture(e.pointerId))) return;
    // A link's press is the link's: its click chooses its page (#follow).
    if (this.#isLink(e)) return;
    const box = this.#row.getBoundingClientRect();
    const result = wasm.pc_pointer(this.#handle, PHASE[e.type], e.clientX - box.left, e.clientY - box.top,
      e.timeStamp / 1000, KIND[e.pointerType] ?? 0);
    // A synthetic event's pointer cannot be captured; the press still counts.
    if (e.type === 'pointerdown' && result & 1) try { this.#row.setPointerCapture(e.pointerId); } catch {}
    if (result & 1 && e.type !== 'pointerdown') e.preventDefault();
    this.#render();
  }

  #key(e) {
    // A step button's Enter and Space are its own (a click), not the row's keys; so are a link's keys.
    if (this.#handle < 0 || e.composedPath()[0]?.classList?.contains('step') || this.#isLink(e)) return;
    const modifiers = (e.shiftKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.altKey ? 4 : 0) | (e.metaKey ? 8 : 0);
    if (wasm.pc_key(this.#handle, e.keyCode || KEYS[e.key] || 0, modifiers, e.timeStamp / 1000)) e.preventDefault();
    this.#render();
  }

  #wheel(e) {
    if (this.#handle < 0) return;
    if (wasm.pc_wheel(this.#handle, e.deltaX, e.deltaY, e.deltaMode === 0 ? 1 : 0, e.timeStamp / 1000)) {
      e.preventDefault();
    }
    this.#render();
  }

  #tick(time) {
    this.#raf = 0;
    if (this.#handle < 0) return;
    wasm.pc_advance(this.#handle, time / 1000);
    this.#render(true);
  }

  // Writes the core's frame into the kept elements: only the numbers and texts that changed. When only the core
  // moved on (`coreOnly`: a position, a scroll, the clock; no attribute of the element's own changed), a frame that
  // moves the mark alone (the module wrote its primitives over the last frame, and nothing else changed: no text,
  // tab, page or event) has only the shapes from the mark's first on to compare. `address` is the frame a position
  // update or a scroll wrote as it returned (0: `pc_frame` writes it now).
  #render(coreOnly = false, address = 0) {
    if (this.#handle < 0) return;
    const base = (address || wasm.pc_frame(this.#handle)) / 8;
    const f = numbers();
    const frame = this.#frame;
    const tabCount = f[base + 8];
    const primitives = f[base + 9];
    const textLength = f[base + 7];
    const shapes = base + HEADER + tabCount * TAB;
    // A frame that moves the mark alone differs from the last only from the mark's first primitive on.
    if (coreOnly && f[base + 22] && !this.#tabsStale) {
      frame.position = f[base + 12];
      this.#draw(f, shapes, primitives, null, f[base + 21], f[base + 21]);
      if (f[base + 4] && !this.#raf) this.#raf = requestAnimationFrame((t) => this.#tick(t));
      return;
    }
    const texts = textLength
      ? decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.pc_text(this.#handle), textLength)).split('\x1f') : null;
    frame.count = f[base + 2];
    frame.position = f[base + 12];
    this.#place(f, base);
    this.#draw(f, shapes, primitives, texts?.slice(3 + tabCount), 0, f[base + 21]);
    this.#semantics(f, base, tabCount, texts);
    if (this.#steps) {
      if (texts) this.#nameSteps();
      set(this.#steps[0], 'aria-disabled', f[base + 19] ? 'false' : 'true');
      set(this.#steps[1], 'aria-disabled', f[base + 20] ? 'false' : 'true');
    }
    // The announcement is the page's to speak its own way: cancelling the event keeps the live region quiet.
    if (texts?.[2] && this.dispatchEvent(new CustomEvent('announcement',
      { bubbles: true, composed: true, cancelable: true, detail: { text: texts[2] } }))) this.#live.textContent = texts[2];
    if (frame.slideShow !== f[base + 5]) this.#live.setAttribute('aria-live', (frame.slideShow = f[base + 5]) ? 'off' : 'polite');
    if (frame.current !== f[base + 3]) {
      frame.current = f[base + 3];
      // The current attribute follows the page a person or the slide show chose.
      if (this.hasAttribute('current')) {
        this.#reflecting = true;
        this.setAttribute('current', frame.current);
        this.#good.current = String(frame.current);
        this.#reflecting = false;
      }
    }
    const change = f[base + 6];
    if (change >= 0) {
      this.#scrollPager(change);
      this.dispatchEvent(new CustomEvent('change', { bubbles: true, composed: true, detail: { page: change } }));
    }
    // A person stepped past the last page of a count that may grow: the page loads more and raises `pages`.
    if (f[base + 18] >= 0) {
      this.dispatchEvent(new CustomEvent('morepagesrequested', { bubbles: true, composed: true,
        detail: { numberOfPages: f[base + 18] } }));
    }
    if (f[base + 4] && !this.#raf) this.#raf = requestAnimationFrame((t) => this.#tick(t));
  }

  #place(f, base) {
    const size = this.#size;
    if (size[0] !== f[base] || size[1] !== f[base + 1]) {
      this.#row.style.width = `${size[0] = f[base]}px`;
      this.#row.style.height = `${size[1] = f[base + 1]}px`;
      size[2] = NaN;
    }
    if (size[2] !== f[base + 13] || size[3] !== f[base + 14] || size[4] !== f[base + 15] ||
      size[5] !== f[base + 16]) {
      for (let i = 2; i < 6; i++) size[i] = f[base + 11 + i];
      // The drawing's points fill the row: scaled by CSS pixels per point, the drawn box's corner at the row's.
      const scale = size[4] > 0 ? size[0] / size[4] : size[5] > 0 ? size[1] / size[5] : 1;
      const transform = `scale(${scale}) translate(${-size[2]}px, ${-size[3]}px)`;
      for (const layer of this.#layers) layer.style.transform = transform;
    }
  }

  // A filled shape's or a ring's box: placed by its transform; a change of size that scales the whole shape alike
  // (an end dot of a scrolling window shrinking, a scale effect) is a `scale()` in the same transform, so that it
  // lays nothing out either. Its width, height, corner and stroke are written only when its proportions change;
  // `drawn` keeps the numbers asked for (1…6) and the box as laid out with its scale (LAID…LAID + 4).
  #move(shape, drawn, f, at, kind) {
    let scale = drawn[LAID + 4];
    if (drawn[3] !== f[at + 3] || drawn[4] !== f[at + 4] || drawn[5] !== f[at + 5] || drawn[6] !== f[at + 6]) {
      for (let n = 3; n < 7; n++) drawn[n] = f[at + n];
      const [width, height, radius, stroke] = [drawn[3], drawn[4], drawn[5], drawn[6]];
      const ratio = width / drawn[LAID];
      if (ratio > 0 && same(height, drawn[LAID + 1] * ratio) && same(radius, drawn[LAID + 2] * ratio) &&
        same(stroke, drawn[LAID + 3] * ratio)) {
        scale = same(ratio, 1) ? 1 : ratio;
      } else {
        const style = shape.style;
        if (!same(drawn[LAID], width)) style.width = `${drawn[LAID] = width}px`;
        if (!same(drawn[LAID + 1], height)) style.height = `${drawn[LAID + 1] = height}px`;
        if (!same(drawn[LAID + 2], radius)) style.borderRadius = `${drawn[LAID + 2] = radius}px`;
        if (kind === 1 && !same(drawn[LAID + 3], stroke)) style.boxShadow = `inset 0 0 0 ${stroke}px`;
        drawn[LAID + 3] = stroke;
        scale = 1;
      }
    }
    if (drawn[1] !== f[at + 1] || drawn[2] !== f[at + 2] || drawn[LAID + 4] !== scale) {
      drawn[LAID + 4] = scale;
      shape.style.transform = `translate(${drawn[1] = f[at + 1]}px, ${drawn[2] = f[at + 2]}px)` +
        (scale === 1 ? '' : ` scale(${scale})`);
    }
  }

  // Shape i made ready for a primitive of `kind`: the element of its kind (made, or kept when it is one: a server's
  // first frame is adopted as it is), shown, with nothing drawn yet. Returns its drawn numbers.
  #reset(i, kind) {
    let shape = this.#shapes[i];
    if (!shape || shape.localName !== (kind < 2 ? 'div' : 'svg') ||
      (kind > 1 && shape.firstChild?.localName !== TAGS[kind])) {
      const next = kind < 2 ? document.createElement('div') : document.createElementNS(SVG, 'svg');
      if (kind > 1) {
        const inner = next.appendChild(document.createElementNS(SVG, TAGS[kind]));
        inner.setAttribute('fill', 'currentColor');
        if (kind === 3) inner.setAttribute('font-family', 'system-ui, -apple-system, sans-serif');
      }
      if (shape) shape.replaceWith(next); else this.#layers[i < this.#over ? 0 : 1].append(next);
      this.#shapes[i] = shape = next;
    }
    shape.style.display = '';
    if (kind < 2) {
      shape.style.background = kind ? 'none' : '';
      shape.style.boxShadow = '';
    }
    const drawn = this.#drawn[i] ??= new Float64Array(LAID + 5);
    drawn.fill(NaN);
    drawn[0] = kind;
    drawn[LAID + 4] = 1;
    return drawn;
  }

  // The shapes from `over` on (the mark's first primitive) moved to the upper drawing and the ones before it to the
  // lower one, in order: the shapes from the first that changes drawing are appended again.
  #relayer(over) {
    const shapes = this.#shapes;
    for (let i = Math.min(over, this.#over); i < shapes.length; i++) this.#layers[i < over ? 0 : 1].append(shapes[i]);
    this.#over = over;
  }

  // The display list's primitives as the drawings' shapes, each kept for its place in the list and moved by its
  // transform (which the browser redraws without laying anything out): a <div> for a filled shape (its background)
  // and a ring (an inset shadow as wide as the stroke), an <svg> holding a <text>. Each shape's CSS
  // colour is its paint. Each shape from `from` on is compared with the numbers it was drawn with, and only a
  // number that differs is written. Shapes past the list are hidden.
  #draw(f, start, count, strings, from, over) {
    if (over !== this.#over) this.#relayer(over);
    const shapes = this.#shapes;
    for (let i = from; i < count; i++) {
      const at = start + i * PRIMITIVE;
      const kind = f[at];
      // Per shape: the numbers it was drawn with, and (last) whether it is hidden. Only a change touches the DOM.
      let drawn = this.#drawn[i];
      if (!drawn || drawn[0] !== kind || drawn[PRIMITIVE] === 1) drawn = this.#reset(i, kind);
      // A shape drawn with the same numbers is left alone (a text still checks its string).
      let k = 1;
      while (k < PRIMITIVE && drawn[k] === f[at + k]) k++;
      if (k === PRIMITIVE && kind < 2) continue;
      const shape = shapes[i];
      if (kind === 3) {
        const text = shape.firstChild;
        if (drawn[1] !== f[at + 1] || drawn[2] !== f[at + 2]) {
          text.setAttribute('transform', `translate(${drawn[1] = f[at + 1]} ${drawn[2] = f[at + 2]})`);
        }
        if (!same(drawn[3], f[at + 3])) text.setAttribute('font-size', drawn[3] = f[at + 3]);
        if (drawn[4] !== f[at + 4]) text.setAttribute('text-anchor', ANCHORS[drawn[4] = f[at + 4]]);
        if (strings && text.textContent !== strings[f[at + 5]]) text.textContent = strings[f[at + 5]];
      } else {
        this.#move(shape, drawn, f, at, kind);
      }
      if (drawn[7] !== f[at + 7]) {
        const color = drawn[7] = f[at + 7];
        shape.style.color = color < 0 ? '' : `rgb(${color >> 16}, ${(color >> 8) & 255}, ${color & 255})`;
      }
      if (drawn[8] !== f[at + 8]) shape.style.opacity = drawn[8] = f[at + 8];
      if (drawn[9] !== f[at + 9]) {
        if ((drawn[9] = f[at + 9]) < 0) shape.removeAttribute('data-page'); else shape.setAttribute('data-page', drawn[9]);
      }
      if (drawn[10] !== f[at + 10] || drawn[11] !== f[at + 11]) {
        drawn[10] = f[at + 10];
        drawn[11] = f[at + 11];
        shape.setAttribute('part', ROLES[drawn[10]] + (drawn[11] ? ' current' : ''));
      }
    }
    if (count === this.#frame.primitives) return;
    this.#frame.primitives = count;
    for (let i = count; i < shapes.length; i++) {
      const drawn = this.#drawn[i] ??= new Float64Array(LAID + 5).fill(NaN);
      if (drawn[PRIMITIVE] !== 1) {
        drawn[PRIMITIVE] = 1;
        shapes[i].style.display = 'none';
      }
    }
  }

  // The tabs (or the slider): each visible page's button, placed on its hit frame, named by the core.
  #semantics(f, base, tabCount, texts) {
    const frame = this.#frame;
    const row = this.#row;
    const tabs = this.#tabs;
    const slider = this.#good.semantics === 'slider' || tabCount === 0;
    const links = !slider && this.#good.semantics === 'links';
    const vertical = f[base + 11];
    if (slider !== frame.slider || vertical !== frame.vertical || links !== frame.links) {
      if (links !== frame.links && frame.links !== undefined) {
        // Tabs are buttons and links are links: the page's elements are made again in the other kind.
        for (const element of this.#buttons) element.remove();
        this.#buttons = [];
        this.#placed = [];
        this.#names = [];
      }
      frame.slider = slider;
      frame.links = links;
      frame.vertical = vertical;
      frame.label = frame.value = frame.valueNow = frame.setSize = null;
      this.#tabsStale = true;
      for (const name of ['role', 'tabindex', 'aria-label', 'aria-orientation', 'aria-valuemin', 'aria-valuemax',
        'aria-valuenow', 'aria-valuetext']) (slider ? tabs : row).removeAttribute(name);
      if (links) tabs.removeAttribute('aria-orientation');
      const target = slider ? row : tabs;
      target.setAttribute('role', slider ? 'slider' : links ? 'navigation' : 'tablist');
      if (!links) target.setAttribute('aria-orientation', vertical ? 'vertical' : 'horizontal');
      if (slider) {
        row.tabIndex = 0;
        row.setAttribute('aria-valuemin', '1');
      }
    }
    const target = slider ? row : tabs;
    if (texts) {
      if (frame.label !== texts[0]) target.setAttribute('aria-label', frame.label = texts[0]);
      if (slider && frame.value !== texts[1]) row.setAttribute('aria-valuetext', frame.value = texts[1]);
    }
    if (slider) {
      if (frame.setSize !== frame.count) row.setAttribute('aria-valuemax', frame.setSize = frame.count);
      if (frame.valueNow !== f[base + 3]) row.setAttribute('aria-valuenow', (frame.valueNow = f[base + 3]) + 1);
    }
    const shown = slider ? 0 : tabCount;
    // ARIA's -1: the set's size is not known while more pages may follow.
    const setSize = f[base + 17] ? -1 : frame.count;
    const resized = frame.setSize !== setSize;
    if (!slider) frame.setSize = setSize;
    this.#tabsStale = false;
    // Whether the focus was on a tab before this frame changed which page a tab stands for, which is selected or
    // which are hidden: then it follows the selected tab. Asked only when one of those changes.
    let hadFocus = false;
    let asked = false;
    const focusWasOnATab = () => {
      if (!asked) [asked, hadFocus] = [true, tabs.contains(this.#root.activeElement)];
    };
    let selected = null;
    for (let i = 0; i < shown; i++) {
      const at = base + HEADER + i * TAB;
      let button = this.#buttons[i];
      if (!button) {
        button = this.#buttons[i] = links ? this.#element('a', { class: 'tab', part: 'tab' })
          : this.#element('button', { type: 'button', class: 'tab', part: 'tab', role: 'tab' });
        tabs.append(button);
      }
      // Per button: the numbers it was placed with, and (last) whether it is hidden.
      const placed = this.#placed[i] ??= new Float64Array(TAB + 1).fill(NaN);
      if (placed[TAB] !== 0) {
        focusWasOnATab();
        placed[TAB] = 0;
        button.hidden = false;
        if (!links) button.setAttribute('aria-setsize', setSize);
      } else if (resized && !links) {
        button.setAttribute('aria-setsize', setSize);
      }
      if (placed[0] !== f[at]) {
        focusWasOnATab();
        placed[0] = f[at];
        button.setAttribute('data-page', placed[0]);
        if (links) button.setAttribute('href', this.#href(placed[0]));
        else button.setAttribute('aria-posinset', placed[0] + 1);
      }
      // Moved by its transform, as the shapes are: a window scrolling with the position lays nothing out.
      if (placed[1] !== f[at + 1] || placed[2] !== f[at + 2]) {
        button.style.transform = `translate(${placed[1] = f[at + 1]}px, ${placed[2] = f[at + 2]}px)`;
      }
      if (placed[3] !== f[at + 3]) button.style.width = `${placed[3] = f[at + 3]}px`;
      if (placed[4] !== f[at + 4]) button.style.height = `${placed[4] = f[at + 4]}px`;
      if (placed[5] !== f[at + 5]) {
        focusWasOnATab();
        placed[5] = f[at + 5];
        if (links) {
          // Every link is a tab stop; the current page's says so.
          if (placed[5]) button.setAttribute('aria-current', 'page'); else button.removeAttribute('aria-current');
        } else {
          button.setAttribute('aria-selected', placed[5] ? 'true' : 'false');
          button.tabIndex = placed[5] ? 0 : -1;
        }
      }
      if (placed[5]) selected = button;
      if (texts && this.#names[i] !== texts[3 + i]) button.setAttribute('aria-label', this.#names[i] = texts[3 + i]);
    }
    for (let i = shown; i < this.#buttons.length; i++) {
      const placed = this.#placed[i] ??= new Float64Array(TAB + 1).fill(NaN);
      if (placed[TAB] !== 1) {
        focusWasOnATab();
        placed[TAB] = 1;
        this.#buttons[i].hidden = true;
      }
    }
    // Roving tabindex: the selected tab is the one in the tab order, or the first when none is visible.
    if (!links && !selected && shown && this.#buttons[0].tabIndex !== 0) this.#buttons[0].tabIndex = 0;
    if (!links && hadFocus && selected && this.#root.activeElement !== selected) selected.focus();
    if (texts && this.#pager && this.hasAttribute('label-slides')) this.#labelSlides();
  }

  // A scroll-snap container bound with for="ID" or bind(element): its scroll position moves the dots, and a
  // person's change scrolls it (smoothly, unless the person prefers reduced motion).
  bind(element) {
    this.#unbind();
    if (!(element instanceof Element) || this.#handle < 0) return;
    const pager = this.#pager = { element, touching: 0, vertical: false, slides: [] };
    pager.onScroll = () => this.#scrolled();
    pager.onTouch = (e) => {
      pager.touching = e.type === 'touchstart' ? 1 : 0;
      this.#scrolled();
    };
    pager.resize = new ResizeObserver(() => this.#measure());
    pager.mutation = new MutationObserver(() => this.#measure());
    element.addEventListener('scroll', pager.onScroll, { passive: true });
    for (const type of ['touchstart', 'touchend', 'touchcancel']) element.addEventListener(type, pager.onTouch,
      { passive: true });
    pager.resize.observe(element);
    pager.mutation.observe(element, { childList: true });
    this.#readdress();
    this.#measure();
  }

  #unbind() {
    const pager = this.#pager;
    if (!pager) return;
    pager.element.removeEventListener('scroll', pager.onScroll);
    for (const type of ['touchstart', 'touchend', 'touchcancel']) pager.element.removeEventListener(type, pager.onTouch);
    pager.resize.disconnect();
    pager.mutation.disconnect();
    this.#pager = null;
    if (this.#handle >= 0) wasm.pc_unbind(this.#handle);
  }

  #bindFor() {
    const id = this.getAttribute('for');
    if (!id) return this.#unbind();
    const target = this.getRootNode().getElementById?.(id);
    if (target) return this.bind(target);
    // The container may come later in the document.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this.#bindFor(), { once: true });
    } else {
      this.#warn('for', id, 'no element has this id');
    }
  }

  // Measures the bound container and its slides for the core's paging maths.
  #measure() {
    const pager = this.#pager;
    if (!pager) return;
    const element = pager.element;
    const style = getComputedStyle(element);
    const vertical = pager.vertical = /^(y|block)/.test(style.scrollSnapType) ||
      (element.scrollHeight > element.clientHeight && element.scrollWidth <= element.clientWidth);
    const rtl = !vertical && style.direction === 'rtl';
    const slides = pager.slides = [...element.children];
    const box = element.getBoundingClientRect();
    const first = slides[0]?.getBoundingClientRect();
    const second = slides[1]?.getBoundingClientRect() ?? first;
    const [start, length, along] = vertical ? ['top', 'height', 'Top'] : ['left', 'width', 'Left'];
    const size = vertical ? element.scrollHeight : element.scrollWidth;
    const viewport = vertical ? element.clientHeight : element.clientWidth;
    const scroll = element[`scroll${along}`];
    const page = first?.[length] ?? 0;
    const spacing = Math.max(Math.abs((second?.[start] ?? 0) - (first?.[start] ?? 0)) - page, 0);
    const leading = !first ? 0 : rtl ? box.left + element.clientLeft + viewport - scroll - first.right :
      first[start] - (box[start] + element[`client${along}`] - scroll);
    const trailing = size - leading - slides.length * page - Math.max(slides.length - 1, 0) * spacing;
    const centered = slides[0] ? /center/.test(getComputedStyle(slides[0]).scrollSnapAlign) : false;
    wasm.pc_bind(this.#handle, slides.length, page, spacing, leading, Math.max(trailing, 0), viewport,
      centered ? 1 : 0, size - viewport, rtl ? 1 : 0);
    this.#scrolled();
    this.#labelSlides();
  }

  #scrolled() {
    const pager = this.#pager;
    if (!pager || this.#handle < 0) return;
    this.#render(true, wasm.pc_scrolled(this.#handle,
      pager.vertical ? pager.element.scrollTop : pager.element.scrollLeft, pager.touching));
  }

  #scrollPager(page) {
    const pager = this.#pager;
    if (!pager) return;
    const offset = wasm.pc_scroll_offset(this.#handle, page);
    if (Number.isNaN(offset)) return;
    pager.element.scrollTo({ [pager.vertical ? 'top' : 'left']: offset,
      behavior: reducedMotion.matches ? 'instant' : 'smooth' });
  }

  // With label-slides, each slide of the bound container is a tab panel named as the core names its page, with
  // the language's word for a slide, and the container says it is a carousel (the APG's tabbed carousel).
  #labelSlides() {
    const pager = this.#pager;
    if (!pager || !this.hasAttribute('label-slides') || this.#handle < 0) return;
    const words = this.#words(-1);
    set(pager.element, 'aria-roledescription', words[1]);
    pager.slides.forEach((slide, page) => {
      set(slide, 'role', 'tabpanel');
      set(slide, 'aria-roledescription', words[0]);
      set(slide, 'aria-label', this.#words(page)[0]);
    });
    this.#buttons.forEach((button) => {
      const slide = pager.slides[Number(button.getAttribute('data-page'))];
      if (slide && 'ariaControlsElements' in button) button.ariaControlsElements = [slide];
    });
  }

  // The core's name of a page ("Page 3 of 8"), or with -1 its words for a slide and a carousel.
  #words(page) {
    const length = wasm.pc_words(this.#handle, page);
    return decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.pc_text(this.#handle), length)).split('\x1f');
  }

  // The reflecting properties of the other attributes: each returns its attribute's last good value, read as its
  // kind (a number, true or false, or the text), and setting one sets the attribute.
  static {
    for (const [attribute, [property, kind]] of Object.entries(ATTRIBUTES)) {
      if (Object.getOwnPropertyDescriptor(this.prototype, property)) continue;
      Object.defineProperty(this.prototype, property, {
        configurable: true,
        get() {
          const value = this.#good[attribute] ?? null;
          if (kind === 'boolean') return value !== null;
          return kind === 'number' && value !== null ? Number(value) : value;
        },
        set(value) {
          if (kind === 'boolean') this.toggleAttribute(attribute, !!value);
          else if (value === null || value === undefined) this.removeAttribute(attribute);
          else this.setAttribute(attribute, value);
        },
      });
    }
  }

  get position() { return this.#frame.position; }
  set position(position) {
    if (this.#handle < 0) return;
    this.#render(true, wasm.pc_set_position(this.#handle, Number(position)));
  }
  get numberOfPages() { return this.#frame.count; }
  set numberOfPages(count) { this.setAttribute('pages', count); }
  get currentPage() { return this.#frame.current; }
  set currentPage(page) { this.setAttribute('current', page); }
}

customElements.define('page-control', PageControlElement);
