/**
 * Stand-ins for browser APIs that jsdom lacks (window.matchMedia, ResizeObserver), for component tests.
 * matchMedia answers `(min-width)` / `(max-width)` queries for a viewport width the test chooses.
 */

let viewportWidth = 1024;
const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  const min = /\(min-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
  if (!min && !max) return false;
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

class FakeMediaQueryList extends EventTarget {
  readonly media: string;
  matches: boolean;
  onchange: ((event: Event) => void) | null = null;
  constructor(media: string) {
    super();
    this.media = media;
    this.matches = evaluate(media);
  }
  addListener(listener: (event: Event) => void) {
    this.addEventListener('change', listener);
  }
  removeListener(listener: (event: Event) => void) {
    this.removeEventListener('change', listener);
  }
  update() {
    const next = evaluate(this.media);
    if (next === this.matches) return;
    this.matches = next;
    const event = new Event('change');
    Object.assign(event, { matches: next, media: this.media });
    this.onchange?.(event);
    this.dispatchEvent(event);
  }
}

/** Installs window.matchMedia answering for a viewport `width` px wide. */
export function mockViewportWidth(width: number): void {
  viewportWidth = width;
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query);
    lists.add(list);
    return list as unknown as MediaQueryList;
  };
  for (const list of lists) list.update();
}

/** Removes the matchMedia stand-in. */
export function restoreMatchMedia(): void {
  lists.clear();
  Reflect.deleteProperty(window, 'matchMedia');
}

/** A do-nothing ResizeObserver (Radix menus measure their trigger with it). */
export function stubResizeObserver(): void {
  if (typeof globalThis.ResizeObserver !== 'undefined') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Deletes every cookie visible to the page. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests reset the jsdom cookie jar
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
