import { expect, type Locator, type Page } from '@playwright/test';
import { LOCALE_SHORT_LABEL, type Locale } from '@portal/contracts/locales';
import { text } from './locales';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The header's language switcher as a user finds it: the button named by the `languageSwitcher.label` text of the
 * shown language, whatever language name it carries, with that language's short code.
 */
export function languageSwitcher(page: Page, shown: Locale) {
  const template = text(shown, 'library', 'languageSwitcher.label', { code: LOCALE_SHORT_LABEL[shown] });
  const name = new RegExp(`^${escapeRegExp(template).replace(escapeRegExp('{{language}}'), '.+')}$`);
  return page.getByRole('banner').getByRole('button', { name });
}

/** The footer button that opens the cookie-preferences dialog. */
export function cookiePreferencesButton(page: Page, lng: Locale = 'pt-BR') {
  return page
    .getByRole('contentinfo')
    .getByRole('button', { name: text(lng, 'library', 'footer.cookiePreferences') });
}

/** Presses Tab until `target` has the focus (a keyboard user's way to a control), at most `max` times. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The contact dialog as a user finds it: the header's button opens it at its reasons (`open` clicks it; a phone taps
 * `button`), whose 'contact form' link shows the form. `t` reads the shell's texts in `lng`.
 */
export function contactDialog(page: Page, lng: Locale) {
  const t = (key: string, params?: Record<string, string | number>) => text(lng, 'library', key, params);
  const dialog = page.getByRole('dialog', { name: t('contact.title') });
  const button = page.getByRole('banner').getByRole('button', { name: t('contact.button') });
  return {
    t,
    dialog,
    button,
    open: () => button.click(),
    reason: (key: string) =>
      dialog.getByRole('link', { name: new RegExp(`^${t(`contact.reasons.${key}`)}`) }),
    formLink: dialog.getByRole('button', { name: t('contact.openForm') }),
    name: dialog.getByLabel(t('contact.form.name')),
    email: dialog.getByLabel(t('contact.form.email')),
    state: dialog.getByLabel(t('contact.form.state')),
    message: dialog.getByLabel(t('contact.form.message')),
    consent: dialog.getByRole('group', { name: t('contact.form.consent') }),
    send: dialog.getByRole('button', { name: t('contact.form.send') }),
  };
}

/** Waits for the open dialog's opening animation, so axe and the geometry see it at rest. */
export async function settleDialog(page: Page): Promise<void> {
  await page
    .getByRole('dialog')
    .evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
}

/** One painted frame: the sidebar's size across the layout and where the content beside or below it starts. */
export interface SidebarFrame {
  sidebar: number;
  content: number;
}

/**
 * Records every painted frame from the first one (call it before `goto`): on a phone (`'phone'`, the sidebar above
 * the page) the sidebar's height and the top of the page's heading; at a desk (`'desk'`, the rail beside the page) the
 * sidebar's width and the main area's left edge. The function it gives reads the frames recorded so far.
 */
export async function recordSidebarFrames(
  page: Page,
  layout: 'phone' | 'desk',
): Promise<() => Promise<SidebarFrame[]>> {
  await page.addInitScript((layout) => {
    const frames: SidebarFrame[] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const sample = () => {
      const nav = document.querySelector('nav.sidebar');
      const content = document.querySelector(layout === 'phone' ? 'main h1' : 'main');
      if (nav && content) {
        const rail = nav.getBoundingClientRect();
        const box = content.getBoundingClientRect();
        frames.push(
          layout === 'phone'
            ? { sidebar: rail.height, content: box.top + window.scrollY }
            : { sidebar: rail.width, content: box.left },
        );
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, layout);
  return () => page.evaluate(() => (window as unknown as { frames_: SidebarFrame[] }).frames_);
}

/** The shell's recovery flow as a person finds it, in `lng`. */
export function recoveryFlow(page: Page, lng: Locale) {
  const t = (key: string, params?: Record<string, string | number>) =>
    text(lng, 'library', `passwordRecovery.${key}`, params);
  return {
    t,
    heading: (key: string) => page.getByRole('heading', { name: t(key) }),
    email: page.getByLabel(t('email.label')),
    sendCode: page.getByRole('button', { name: t('email.submit') }),
    code: page.getByLabel(t('code.label')),
    continueCode: page.getByRole('button', { name: t('code.submit') }),
    newPassword: page.getByLabel(t('password.new'), { exact: true }),
    confirmation: page.getByLabel(t('password.confirmation')),
    save: page.getByRole('button', { name: t('password.submit') }),
    done: page.getByRole('button', { name: t('done.continue') }),
  };
}
