// Types of the <page-control> element (page-control.js). Every attribute, its reflecting property, the methods and
// the events; the element in HTMLElementTagNameMap. Guides/Web.md describes each one.

/** An effect name the core knows; `scale:S` scales the current dot by S (0.25…3). */
export type PageControlEffect =
  | 'none' | 'worm' | 'thin-worm' | 'slide' | 'jump' | 'swap' | 'fill' | 'scale' | `scale:${number}`;

/** What stands for the pages. */
export type PageControlPresentation = 'dots' | 'lines' | 'segments' | 'numeric';

/** The detail of a `change` event: the page a person chose, 0-based. */
export interface PageControlChangeDetail {
  page: number;
}

/** What the live region says: a person's change (the default), any change of the page, or nothing. */
export type PageControlAnnounce = 'person' | 'any' | 'never';

/** The detail of an `announcement` event: what the live region is about to say. */
export interface PageControlAnnouncementDetail {
  text: string;
}

/** The detail of a `morepagesrequested` event: the page count when a person asked for more. */
export interface PageControlMorePagesDetail {
  numberOfPages: number;
}

/**
 * The element's attributes as HTML writes them (for templates and JSX). A value that cannot be read keeps the last
 * good one and logs one console warning.
 */
export interface PageControlAttributes {
  /** The page count (`numberOfPages`). Default 0. */
  pages?: number | string;
  /** The current page, 0-based, clamped by the core (`currentPage`). It follows a person's change. */
  current?: number | string;
  /** How the current page moves between pages (`effect`). Default `none`. */
  effect?: PageControlEffect;
  /** What stands for the pages (`presentation`). Default `dots`. */
  presentation?: PageControlPresentation;
  /** `vertical` for a vertical row (`orientation`). Default `horizontal`. */
  orientation?: 'horizontal' | 'vertical';
  /** The most dots shown at once; `0` for no cap (`maxVisible`). Default 10. */
  'max-visible'?: number | string;
  /** A looping row (`loop`). */
  loop?: boolean | '';
  /** Seconds per page of the slide show (`autoplay`). */
  autoplay?: number | string;
  /**
   * `tabs` (the APG's tabbed carousel), `slider`, or `links`: a navigation landmark of links, each a tab stop, the
   * current one `aria-current="page"` (`semantics`). Default `tabs`.
   */
  semantics?: 'tabs' | 'slider' | 'links';
  /** With `links`, each link's address: `{page}` is replaced by the page counted from 1, `{index}` from 0 (`hrefTemplate`). */
  'href-template'?: string;
  /** A theme style: `--page-control-NAME-color` and `--page-control-NAME-current-color` come first (`variant`). */
  variant?: string;
  /** The id of a scroll-snap container to bind (`htmlFor`); see `bind()`. */
  for?: string;
  /** Label the bound container's slides as the APG carousel asks (`labelSlides`). */
  'label-slides'?: boolean | '';
  /** More pages may follow the ones counted, an endless feed (`hasMorePages`): "Page 7 of at least 20". */
  'more-pages'?: boolean | '';
  /** What the live region says (`announce`). Default `person`. The slide show is never announced. */
  announce?: PageControlAnnounce;
  /** Previous and next buttons before and after the dots, named by the core (`showsStepButtons`). */
  'step-buttons'?: boolean | '';
}

/** The events of `<page-control>`. */
export interface PageControlEventMap extends HTMLElementEventMap {
  /** A person changed the page (a click, a drag, a key, the wheel); never a change made in code or by autoplay. */
  change: CustomEvent<PageControlChangeDetail>;
  /** The live region is about to speak `detail.text`; cancel it (`preventDefault()`) to speak it your own way. */
  announcement: CustomEvent<PageControlAnnouncementDetail>;
  /** A person stepped past the last page while `more-pages` is set, once per count: load more and raise `pages`. */
  morepagesrequested: CustomEvent<PageControlMorePagesDetail>;
}

/** The `<page-control>` element. */
export declare class PageControlElement extends HTMLElement {
  /** The attributes the element reacts to: its own and `dir`, `lang`, `style`, `class`. */
  static readonly observedAttributes: string[];

  /** `pages`: the page count as the core has it. Setting it sets the attribute. */
  numberOfPages: number;
  /** `current`: the current page as the core has it. Setting it sets the attribute (no `change` event). */
  currentPage: number;
  /** A fractional page, for following a scroll (no attribute; no `change` event). */
  position: number;
  /** `effect`: the last good value, or null. */
  effect: PageControlEffect | null;
  /** `presentation`: the last good value, or null. */
  presentation: PageControlPresentation | null;
  /** `orientation`: the last good value, or null. */
  orientation: 'horizontal' | 'vertical' | null;
  /** `max-visible`: the last good value, or null. */
  maxVisible: number | null;
  /** `loop`. */
  loop: boolean;
  /** `autoplay`: seconds per page, or null. */
  autoplay: number | null;
  /** `semantics`: the last good value, or null. */
  semantics: 'tabs' | 'slider' | 'links' | null;
  /** `href-template`, or null. */
  hrefTemplate: string | null;
  /** `variant`, or null. */
  variant: string | null;
  /** `for`: the id of the bound container, or null. */
  htmlFor: string | null;
  /** `label-slides`. */
  labelSlides: boolean;
  /** `more-pages`. */
  hasMorePages: boolean;
  /** `announce`: the last good value, or null (`person`). */
  announce: PageControlAnnounce | null;
  /** `step-buttons`. */
  showsStepButtons: boolean;

  /**
   * Binds a scroll-snap container: the dots follow its scroll position, and a person's change scrolls it (smoothly
   * unless the person prefers reduced motion). `null` unbinds.
   */
  bind(element: Element | null): void;

  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string): void;

  addEventListener<K extends keyof PageControlEventMap>(
    type: K, listener: (this: PageControlElement, event: PageControlEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof PageControlEventMap>(
    type: K, listener: (this: PageControlElement, event: PageControlEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions): void;
}

/** The element's shadow style sheet (the same text a server-rendered element carries). */
export declare const STYLE: string;

declare global {
  interface HTMLElementTagNameMap {
    'page-control': PageControlElement;
  }
}
