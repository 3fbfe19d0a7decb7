import type { BrowserContext, Page } from '@playwright/test';
import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import type { Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, vacancyListPage } from '../support/careers';
import { expect, test } from '../support/intranet';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow, expectTapTargetsAtLeast24px, useLanguage } from '../support/phone';
import { recordSidebarFrames } from '../support/shell';

/**
 * Spec §4 on a phone (Pixel 7, 390×844; decision 0085): below 768 px the sidebar is shown or hidden, the choice
 * remembered in its cookie; hidden unless the person chose to show it. The header's menu button toggles it, named after
 * what it will do; shown, it is a panel under the header (not a dialog) that stays across navigations and reloads,
 * and the server draws the careers pages' first frame with it.
 */

const SCREEN = { width: 390, height: 844 };

const rememberedChoice = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === SIDEBAR_COOKIE)?.value;

/** The sidebar and the header's button that shows and hides it, in `lng`. */
function sidebarOf(page: Page, lng: Locale) {
  const library = (key: string) => text(lng, 'library', key);
  const banner = page.getByRole('banner');
  return {
    nav: page.getByRole('navigation', { name: library('sidebar.navLabel') }),
    /** The button while the sidebar is hidden. */
    expand: banner.getByRole('button', { name: library('sidebar.expand') }),
    /** The button while it is shown: the spec's 'Colapsar sidebar'. */
    collapse: banner.getByRole('button', { name: library('sidebar.collapse') }),
  };
}

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  const careers = (key: string) => text(lng, 'careers', key);

  test.describe(`${lng} on a phone`, () => {
    test.beforeEach(({ context, baseURL }) => useLanguage(context, baseURL!, lng));

    test('careers: hidden at first with the first vacancy on screen; shown by the menu button, it stays shown across a navigation and a reload, and hides again', async ({
      page,
      context,
    }) => {
      // A long walk (two page loads, a navigation, axe): 25 s on a loaded machine.
      test.setTimeout(60_000);
      const { nav, expand, collapse } = sidebarOf(page, lng);
      await page.goto('/carreiras');
      await expectHydrated(page, lng, careers('vacancies.documentTitle'));
      await expect(nav).toBeHidden();
      await expect(vacancyListPage(page, lng).cardTitles.first()).toBeInViewport();
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      const controlled = await expand.getAttribute('aria-controls');
      expect(controlled).toBeTruthy();

      await expand.tap();
      await expect(collapse).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      // The button says which element it shows and hides: the sidebar's navigation.
      await expect(collapse).toHaveAttribute('aria-controls', controlled!);
      await expect(nav).toHaveAttribute('id', controlled!);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await rememberedChoice(context)).toBe('0');
      // A panel the width of the screen under the header; the page goes on below it.
      const box = (await nav.boundingBox())!;
      expect({ x: box.x, y: box.y, width: box.width }).toEqual({ x: 0, y: 46, width: SCREEN.width });
      const heading = page.getByRole('heading', { level: 1 });
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height);
      await expect(nav.getByText(careers('nav.group'), { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page, 'the list with the sidebar shown');
      await expectTapTargetsAtLeast24px(page, nav);
      await test.step('axe with the sidebar shown', () => expectNoSeriousViolations(page));

      // A link of the panel: the new page has it still shown, focus on its heading.
      await nav.getByRole('link', { name: careers('nav.candidateAccess') }).tap();
      await expect(page).toHaveURL(/\/carreiras\/register$/);
      await expect(heading).toBeFocused();
      await expect(nav).toBeVisible();
      await expect(collapse).toHaveAttribute('aria-expanded', 'true');

      await page.reload();
      await expect(heading).toBeVisible();
      await expect(nav).toBeVisible();
      await expect(collapse).toHaveAttribute('aria-expanded', 'true');

      // 'Colapsar sidebar' hides it, remembered too.
      await collapse.tap();
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      expect(await rememberedChoice(context)).toBe('1');
      await page.goto('/carreiras');
      await expectHydrated(page, lng, careers('vacancies.documentTitle'));
      await expect(nav).toBeHidden();
      await expect(expand).toBeVisible();
    });

    test('careers: at the bottom of a long list the menu button brings the sidebar into view', async ({
      page,
    }) => {
      const { nav, expand } = sidebarOf(page, lng);
      await page.goto('/carreiras');
      await expectHydrated(page, lng, careers('vacancies.documentTitle'));
      await expect(vacancyListPage(page, lng).cardTitles.nth(5)).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(SCREEN.height * 2);
      await expand.tap();
      await expect(nav.getByRole('link', { name: careers('nav.vacancies') })).toBeInViewport();
      await expect.poll(async () => (await nav.boundingBox())?.y).toBe(46);
    });

    test.describe('signed in to the intranet', () => {
      test.use({ signedInAs: 'admin' });

      test('the same rule: shown by the menu button, kept across a navigation and a reload, axe clean', async ({
        page,
        context,
      }) => {
        test.setTimeout(60_000);
        const intranet = (key: string) => text(lng, 'intranet', key);
        const { nav, expand, collapse } = sidebarOf(page, lng);
        await page.goto('/home');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(intranet('home.title'));
        await expect(nav).toBeHidden();
        await test.step('axe with the sidebar hidden', () => expectNoSeriousViolations(page));

        await expand.tap();
        await expect(nav.getByRole('link', { name: intranet('nav.newOrder') })).toBeVisible();
        await expect(collapse).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectNoHorizontalOverflow(page, 'the intranet with the sidebar shown');
        await test.step('axe with the sidebar shown', () => expectNoSeriousViolations(page));

        await nav.getByRole('link', { name: intranet('nav.newOrder') }).tap();
        await expect(page).toHaveURL(/\/pedidos\/novo$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(intranet('orders.newTitle'));
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        await expect(nav).toBeVisible();
        await expect(nav.getByRole('link', { name: intranet('nav.newOrder') })).toHaveAttribute(
          'aria-current',
          'page',
        );

        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(intranet('orders.newTitle'));
        await expect(nav).toBeVisible();
        await collapse.tap();
        await expect(nav).toBeHidden();
        expect(await rememberedChoice(context)).toBe('1');
      });
    });
  });

  test.describe(`${lng}: the careers list's first frame, before any script`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(({ context, baseURL }) => useLanguage(context, baseURL!, lng));

    for (const [remembered, look] of [
      [undefined, 'hidden'],
      ['1', 'hidden'],
      ['0', 'shown'],
    ] as const) {
      test(`with the cookie ${remembered} the sidebar is ${look}`, async ({ page, context, baseURL }) => {
        if (remembered)
          await context.addCookies([{ name: SIDEBAR_COOKIE, value: remembered, url: baseURL! }]);
        const { nav, expand, collapse } = sidebarOf(page, lng);
        await page.goto('/carreiras');
        if (look === 'hidden') {
          await expect(nav).toBeHidden();
          await expect(expand).toHaveAttribute('aria-expanded', 'false');
          await expect(vacancyListPage(page, lng).cardTitles.first()).toBeInViewport();
        } else {
          await expect(nav.getByRole('link', { name: careers('nav.vacancies') })).toBeVisible();
          await expect(nav.getByText(careers('nav.group'), { exact: true })).toBeVisible();
          await expect(collapse).toHaveAttribute('aria-expanded', 'true');
        }
      });
    }
  });
}

test.describe('a careers page hydrated on a phone', () => {
  for (const remembered of ['0', '1'] as const) {
    test(`with the cookie ${remembered}: every frame from the first one has the sidebar where it stays`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: SIDEBAR_COOKIE, value: remembered, url: baseURL! }]);
      // Every frame from the first one: the sidebar's height and where the page's heading starts, as painted.
      const recordedFrames = await recordSidebarFrames(page, 'phone');
      await page.goto('/carreiras');
      await expectHydrated(page, 'pt-BR', text('pt-BR', 'careers', 'vacancies.documentTitle'));
      const frames = await recordedFrames();
      expect(frames.length).toBeGreaterThan(0);
      const first = frames[0]!;
      if (remembered === '1') expect(first.sidebar).toBe(0);
      else expect(first.sidebar).toBeGreaterThan(200);
      expect(
        frames.filter((frame) => frame.sidebar !== first.sidebar || frame.content !== first.content),
      ).toEqual([]);
    });
  }
});
