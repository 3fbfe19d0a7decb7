import type { BrowserContext, Locator, Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expect } from './fixtures';

/** WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum): every pointer target is at least 24×24 CSS px. */
const MIN_TARGET_PX = 24;

/**
 * Types `digits` into a field the way a person does on a phone's numeric keypad: taps the field, then one key at a
 * time (no `fill`, which pastes the whole value at once and skips the masks' per-key handling).
 * Example: `await typeDigits(birthDate, '12041998')` must show '12/04/1998'.
 */
export async function typeDigits(field: Locator, digits: string): Promise<void> {
  if (!/^\d*$/.test(digits)) throw new Error(`typeDigits takes digits only, got '${digits}'`);
  await tapField(field);
  await field.clear();
  await field.pressSequentially(digits, { delay: 20 });
}

/**
 * Types any text into a field one key at a time after tapping it, like a phone's keyboard (for names, e-mails,
 * searches). Clears the field first when `clear` is set.
 */
export async function typeLikeAPhone(field: Locator, value: string, { clear = false } = {}): Promise<void> {
  await tapField(field);
  if (clear) await field.clear();
  await field.pressSequentially(value, { delay: 10 });
}

/**
 * Taps a field (a touch on a touch screen, a click on a desktop) and waits until it has focus, as the keyboard
 * opens on a phone.
 */
async function tapField(field: Locator): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  const touch = await field.evaluate(() => window.matchMedia('(pointer: coarse)').matches);
  if (touch) await field.tap();
  else await field.click();
  await expect(field).toBeFocused();
}

/** Shows the careers and intranet pages in `lng` from the first request on (the language switcher's cookie). */
export async function useLanguage(context: BrowserContext, baseURL: string, lng: Locale): Promise<void> {
  await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL }]);
}

/** An interactive element smaller than MIN_TARGET_PX in one direction, as {@link smallTapTargets} lists it. */
export interface SmallTarget {
  /** Role or tag, accessible text and size, e.g. "a 'Vagas' 40×18". */
  target: string;
  width: number;
  height: number;
}

/**
 * The interactive elements in `scope` (the whole page by default) that a finger can reach and that are smaller
 * than 24×24 CSS px (WCAG 2.2 SC 2.5.8). Counted: links, buttons, form controls, summaries, elements with an
 * interactive role or a tab stop, visible and not inside an inert or hidden part. A check box or radio counts with
 * its label (tapping the label toggles it), a card's stretched title link with the card it covers. Exempt, as WCAG says: a link inside a sentence (an inline link whose
 * block has other text too), and elements hidden until focused (the skip link).
 */
async function smallTapTargets(page: Page, scope?: Locator): Promise<SmallTarget[]> {
  const root = scope ?? page.locator('body');
  return root.evaluate((element, min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="menuitem"]',
      '[role="menuitemradio"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (node: Element, width: number, height: number) => {
      const name =
        node.getAttribute('aria-label') ??
        (node as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        '';
      const tag = node.getAttribute('role') ?? node.tagName.toLowerCase();
      const type = node instanceof HTMLInputElement ? `[type=${node.type}]` : '';
      return `${tag}${type} '${name}' ${Math.round(width)}×${Math.round(height)}`;
    };
    const hidden = (node: Element) => {
      if (node.closest('[inert], [aria-hidden="true"]')) return true;
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none') return true;
      // Visually hidden until focused (the skip link) or clipped away (sr-only helpers).
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return true;
      if (box.right <= 0 || box.bottom + window.scrollY <= 0) return true;
      return false;
    };
    /** The words of a block's own lines: its text, leaving out what nested blocks hold. */
    const inlineText = (block: Node): string =>
      [...block.childNodes]
        .map((child) => {
          if (child.nodeType === Node.TEXT_NODE) return child.textContent ?? '';
          if (!(child instanceof Element)) return '';
          return getComputedStyle(child).display.startsWith('inline') ? inlineText(child) : ' ';
        })
        .join('');
    /** A link inside running text: inline, on lines that hold other words than the link's own. */
    const inSentence = (node: Element) => {
      if (node.tagName !== 'A' || getComputedStyle(node).display !== 'inline') return false;
      let block = node.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) return false;
      const words = (value: string) => value.replace(/\s+/g, ' ').trim();
      return words(inlineText(block)).length > words(node.textContent ?? '').length;
    };
    const small: { target: string; width: number; height: number }[] = [];
    for (const node of element.querySelectorAll(selector)) {
      if (hidden(node) || inSentence(node)) continue;
      let box = node.getBoundingClientRect();
      // A 'stretched' link (a card's title link whose ::after covers the card) is as big as what it covers.
      const after = getComputedStyle(node, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && node instanceof HTMLElement) {
        const cover = node.offsetParent?.getBoundingClientRect();
        if (cover && cover.width * cover.height > box.width * box.height) box = cover;
      }
      const labels = (node as HTMLInputElement).labels;
      if (
        node instanceof HTMLInputElement &&
        (node.type === 'checkbox' || node.type === 'radio') &&
        labels &&
        labels.length > 0
      ) {
        // The label is part of the target: the union of the box and its labels.
        const boxes = [box, ...[...labels].map((label) => label.getBoundingClientRect())];
        const left = Math.min(...boxes.map((b) => b.left));
        const top = Math.min(...boxes.map((b) => b.top));
        const right = Math.max(...boxes.map((b) => b.right));
        const bottom = Math.max(...boxes.map((b) => b.bottom));
        box = new DOMRect(left, top, right - left, bottom - top);
      }
      // Half a pixel of rounding is not a defect.
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        small.push({ target: describe(node, box.width, box.height), width: box.width, height: box.height });
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

/** Fails, listing them, when `scope` (the whole page by default) has tap targets below 24×24 px. */
export async function expectTapTargetsAtLeast24px(page: Page, scope?: Locator): Promise<void> {
  expect(await smallTapTargets(page, scope), 'tap targets smaller than 24×24 px (WCAG 2.5.8)').toEqual([]);
}

/**
 * No sideways scrolling (WCAG 1.4.10): the page is no wider than the window, once its layout has settled (a resize
 * or a page that is still arriving).
 */
export async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `horizontal overflow of ${what}`,
    })
    .toBeLessThanOrEqual(0);
}
