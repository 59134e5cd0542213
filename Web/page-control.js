// <page-control>: the PageControlKit core compiled to WebAssembly, drawn as an inline <svg>.
//
// This file only marshals: it forwards attributes, properties and events to the module's exports, draws the
// frame the core returns (its SVG elements, its tab rectangles, its texts) and mirrors the core's accessibility
// text into ARIA. Every decision (taps, scrubs, keys, clamping, strings, timing) is the core's.
const decoder = new TextDecoder();
const encoder = new TextEncoder();
const HEADER = 13; // see WebFrame in Sources/PageControlWeb
const TAB = 6;
const TEXT_OPTION = { effect: 0, presentation: 1, lang: 2 };
const POINTER_PHASE = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3 };
const POINTER_KIND = { mouse: 0, pen: 1, touch: 2 };
const ENV = { hover: 1, keyboardFocus: 2, reducesMotion: 4, increasedContrast: 8 };

const wasm = await (async () => {
  const url = new URL('page-control.wasm', import.meta.url);
  const response = await fetch(url);
  const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
  instance.exports._initialize();
  return instance.exports;
})();

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const moreContrast = matchMedia('(prefers-contrast: more)');
const darkScheme = matchMedia('(prefers-color-scheme: dark)'); // a theme's colours may change with it

const style = `
:host { display: inline-block; position: relative; vertical-align: middle; color: CanvasText; }
:host([hidden]) { display: none; }
.row { position: relative; touch-action: pan-y; user-select: none; -webkit-user-select: none; }
:host([orientation="vertical"]) .row { touch-action: pan-x; }
.drawing svg { display: block; }
.tabs { position: absolute; inset: 0; }
.tab { position: absolute; box-sizing: border-box; border-radius: 6px; }
.tab:focus { outline: none; }
.tab:focus-visible, .row[role="slider"]:focus-visible { outline: 2px solid currentColor; outline-offset: 1px; }
.row[role="slider"]:focus { outline: none; }
.row[role="slider"]:focus-visible { outline: 2px solid currentColor; border-radius: 6px; }
.live, .probe { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; }
`;

class PageControlElement extends HTMLElement {
  static observedAttributes = ['pages', 'current', 'effect', 'presentation', 'dir', 'orientation', 'lang',
    'max-visible', 'loop', 'autoplay', 'semantics', 'variant', 'style', 'class'];

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${style}</style><div class="row" part="row"><div class="drawing"></div>` +
      `<div class="tabs"></div></div><div class="live" aria-live="polite"></div>` +
      `<span class="probe other" aria-hidden="true"></span><span class="probe current" aria-hidden="true"></span>`;
    this.row = root.querySelector('.row');
    this.drawing = root.querySelector('.drawing');
    this.tabs = root.querySelector('.tabs');
    this.live = root.querySelector('.live');
    this.handle = -1;
    this.frame = null;
    this.raf = 0;
    this.environment = 0;
    this.lastSVG = '';
    for (const type of Object.keys(POINTER_PHASE)) this.row.addEventListener(type, (e) => this.onPointer(e));
    this.addEventListener('keydown', (e) => this.onKey(e));
    this.row.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    this.addEventListener('pointerenter', () => this.setEnvironment(ENV.hover, true));
    this.addEventListener('pointerleave', () => this.setEnvironment(ENV.hover, false));
    this.addEventListener('focusin', () => {
      const focused = this.shadowRoot.activeElement;
      this.setEnvironment(ENV.keyboardFocus, !!focused && focused.matches(':focus-visible'));
    });
    this.addEventListener('focusout', () => this.setEnvironment(ENV.keyboardFocus, false));
    this.onMedia = () => {
      if (this.handle < 0) return;
      this.setEnvironment(ENV.reducesMotion, reducedMotion.matches);
      this.setEnvironment(ENV.increasedContrast, moreContrast.matches);
      this.applyColors();
      this.render();
    };
  }

  connectedCallback() {
    if (this.handle >= 0) return;
    this.handle = wasm.pc_create();
    for (const query of [reducedMotion, moreContrast, darkScheme]) query.addEventListener('change', this.onMedia);
    // A theme's stylesheet may still be loading: its colours are read again once the page has loaded.
    if (document.readyState !== 'complete') addEventListener('load', this.onMedia, { once: true });
    this.onMedia();
    for (const name of PageControlElement.observedAttributes) this.apply(name);
    this.render();
  }

  disconnectedCallback() {
    for (const query of [reducedMotion, moreContrast, darkScheme]) query.removeEventListener('change', this.onMedia);
    removeEventListener('load', this.onMedia);
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    wasm.pc_destroy(this.handle);
    this.handle = -1;
  }

  attributeChangedCallback(name) {
    if (this.handle < 0) return;
    this.apply(name);
    this.render();
  }

  // Forwards one attribute to the core as it is written; the core parses, clamps and defaults.
  apply(name) {
    const h = this.handle;
    const value = this.getAttribute(name);
    switch (name) {
      case 'pages': wasm.pc_set_pages(h, Number(value ?? 0)); break;
      case 'current': if (value !== null) wasm.pc_set_current(h, Number(value)); break;
      case 'effect': case 'presentation': this.setText(TEXT_OPTION[name], value ?? ''); break;
      case 'lang': this.setText(TEXT_OPTION.lang, value ?? this.closest('[lang]')?.lang ?? ''); break;
      case 'dir': case 'orientation':
        wasm.pc_set_direction(h, getComputedStyle(this).direction === 'rtl' ? 1 : 0,
          this.getAttribute('orientation') === 'vertical' ? 1 : 0);
        break;
      case 'max-visible': wasm.pc_set_max_visible(h, value === null ? -1 : Number(value)); break;
      case 'loop': wasm.pc_set_loop(h, value === null ? 0 : 1); break;
      case 'autoplay': wasm.pc_set_autoplay(h, Number(value ?? 0)); break;
      case 'variant': case 'style': case 'class': this.applyColors(); break;
    }
  }

  setText(option, text) {
    const bytes = encoder.encode(text);
    const address = wasm.pc_input(bytes.length);
    new Uint8Array(wasm.memory.buffer, address, bytes.length).set(bytes);
    wasm.pc_set_text_option(this.handle, option, bytes.length);
  }

  // --page-control-color and --page-control-current-color, as the browser computes them (any CSS colour); with
  // variant="NAME", --page-control-NAME-color and --page-control-NAME-current-color first (the names
  // `pagecontrol css` writes for a design-token theme's styles).
  applyColors() {
    if (this.handle < 0) return;
    const variant = this.getAttribute('variant');
    for (const [which, probe, name] of [[0, '.probe.other', 'color'], [1, '.probe.current', 'current-color']]) {
      const element = this.shadowRoot.querySelector(probe);
      const own = `var(--page-control-${name}, transparent)`;
      element.style.color = variant ? `var(--page-control-${CSS.escape(variant)}-${name}, ${own})` : own;
      const rgba = getComputedStyle(element).color.match(/[\d.]+/g).map(Number);
      const set = rgba.length === 4 && rgba[3] === 0 ? -1 : (rgba[3] ?? 1);
      wasm.pc_set_color(this.handle, which, rgba[0], rgba[1], rgba[2], set);
    }
  }

  setEnvironment(bit, on) {
    this.environment = on ? this.environment | bit : this.environment & ~bit;
    if (this.handle < 0) return;
    wasm.pc_set_environment(this.handle, this.environment);
    this.render();
  }

  onPointer(e) {
    if (this.handle < 0 || (e.type === 'pointermove' && !this.row.hasPointerCapture(e.pointerId))) return;
    const box = this.drawing.getBoundingClientRect();
    const result = wasm.pc_pointer(this.handle, POINTER_PHASE[e.type], e.clientX - box.left, e.clientY - box.top,
      e.timeStamp / 1000, POINTER_KIND[e.pointerType] ?? 0);
    if (e.type === 'pointerdown' && result & 1) this.row.setPointerCapture(e.pointerId);
    if (result & 1 && e.type !== 'pointerdown') e.preventDefault();
    this.render();
  }

  onKey(e) {
    if (this.handle < 0) return;
    const modifiers = (e.shiftKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.altKey ? 4 : 0) | (e.metaKey ? 8 : 0);
    if (wasm.pc_key(this.handle, e.keyCode, modifiers, e.timeStamp / 1000)) e.preventDefault();
    this.render();
  }

  onWheel(e) {
    if (this.handle < 0) return;
    if (wasm.pc_wheel(this.handle, e.deltaX, e.deltaY, e.deltaMode === 0 ? 1 : 0, e.timeStamp / 1000)) {
      e.preventDefault();
    }
    this.render();
  }

  tick(time) {
    this.raf = 0;
    if (this.handle < 0) return;
    wasm.pc_advance(this.handle, time / 1000);
    this.render();
  }

  // Draws the core's frame and mirrors its texts into ARIA.
  render() {
    const address = wasm.pc_frame(this.handle);
    const head = new Float64Array(wasm.memory.buffer, address, HEADER);
    const [width, height, count, current, animating, slideShow, change, textLength, tabCount, , , vertical,
      position] = head;
    const numbers = new Float64Array(wasm.memory.buffer, address, HEADER + tabCount * TAB);
    const fields = decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.pc_text(), textLength)).split('\x1f');
    const [svg, label, value, announcement] = fields;
    this.frame = { count, current, position };
    if (svg !== this.lastSVG) {
      this.drawing.innerHTML = svg;
      this.lastSVG = svg;
    }
    const size = `width:${width}px;height:${height}px`;
    if (this.row.placement !== size) {
      this.row.style.cssText = size;
      this.row.placement = size;
    }
    const orientation = vertical ? 'vertical' : 'horizontal';
    // A row without a shape per page (numeric, a track) has no tabs to offer: it is a slider.
    if (this.getAttribute('semantics') === 'slider' || tabCount === 0) {
      this.tabs.replaceChildren();
      this.tabs.removeAttribute('role');
      this.tabs.removeAttribute('aria-label');
      setAttributes(this.row, { role: 'slider', tabindex: '0', 'aria-label': label, 'aria-valuemin': '1',
        'aria-valuemax': String(count), 'aria-valuenow': String(current + 1), 'aria-valuetext': value,
        'aria-orientation': orientation });
    } else {
      for (const name of ['role', 'tabindex', 'aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow',
        'aria-valuetext', 'aria-orientation']) this.row.removeAttribute(name);
      setAttributes(this.tabs, { role: 'tablist', 'aria-label': label, 'aria-orientation': orientation });
      this.drawTabs(numbers, tabCount, count, fields.slice(4));
    }
    if (announcement) this.live.textContent = announcement;
    this.live.setAttribute('aria-live', slideShow ? 'off' : 'polite');
    if (change >= 0) {
      this.dispatchEvent(new CustomEvent('change', { bubbles: true, composed: true, detail: { page: change } }));
    }
    if (animating && !this.raf) this.raf = requestAnimationFrame((t) => this.tick(t));
  }

  drawTabs(numbers, tabCount, count, titles) {
    const hadFocus = this.tabs.contains(this.shadowRoot.activeElement);
    while (this.tabs.children.length > tabCount) this.tabs.lastChild.remove();
    while (this.tabs.children.length < tabCount) {
      const tab = document.createElement('div');
      tab.className = 'tab';
      tab.setAttribute('role', 'tab');
      this.tabs.append(tab);
    }
    let selected = null;
    for (let i = 0; i < tabCount; i++) {
      const [page, x, y, w, h, isSelected] = numbers.subarray(HEADER + i * TAB, HEADER + (i + 1) * TAB);
      const tab = this.tabs.children[i];
      if (isSelected) selected = tab;
      setAttributes(tab, { 'aria-selected': isSelected ? 'true' : 'false', tabindex: isSelected ? '0' : '-1',
        'aria-label': titles[i], 'aria-posinset': String(page + 1), 'aria-setsize': String(count),
        'data-page': String(page) });
      const css = `left:${x}px;top:${y}px;width:${w}px;height:${h}px`;
      if (tab.placement !== css) {
        tab.style.cssText = css;
        tab.placement = css;
      }
    }
    if (!selected && tabCount) this.tabs.children[0].setAttribute('tabindex', '0');
    if (hadFocus && selected && this.shadowRoot.activeElement !== selected) selected.focus();
  }

  get numberOfPages() { return this.frame?.count ?? Number(this.getAttribute('pages') ?? 0); }
  set numberOfPages(count) { wasm.pc_set_pages(this.handle, Number(count)); this.render(); }
  get currentPage() { return this.frame?.current ?? 0; }
  set currentPage(page) { wasm.pc_set_current(this.handle, Number(page)); this.render(); }
  get position() { return this.frame?.position ?? 0; }
  set position(position) { wasm.pc_set_position(this.handle, Number(position)); this.render(); }

  // The SVG renderer's document for the control as it is now: the same text `pagecontrol render` writes.
  svgDocument() {
    const length = wasm.pc_svg(this.handle);
    return decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.pc_document(), length));
  }
}

function setAttributes(element, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

customElements.define('page-control', PageControlElement);
export { PageControlElement };
