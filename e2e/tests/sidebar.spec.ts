import type { BrowserContext, Page } from '@playwright/test';
import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { LOCALE_COOKIE } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated } from '../support/careers';
import { expect, test } from '../support/intranet';
import { translator } from '../support/locales';
import { recordSidebarFrames } from '../support/shell';

const t = translator('pt-BR');

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: t('library', 'sidebar.navLabel') });
}

async function sidebarWidth(page: Page): Promise<number> {
  return (await sidebar(page).boundingBox())?.width ?? 0;
}

/** Opens the vacancies list (several screens long) in `lng` on a screen of `viewport`; the translator of `lng`. */
async function openVacanciesIn(
  lng: 'pt-BR' | 'es-ES',
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string | undefined },
  viewport: { width: number; height: number },
) {
  await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
  await page.setViewportSize(viewport);
  await page.goto('/recrutamento');
  return translator(lng);
}

// The intranet pages need a session (spec §2): these tests start signed in as the demo administrator.
test.use({ signedInAs: 'admin' });

test.describe('sidebar', () => {
  // Spec §4 with §9's breakpoints (decision 0085): from 768 px (md, lg and wider) forced collapsed, whatever the
  // cookie says; the cookie is the small screens' choice.
  test('at 768, 1280 and 1920 px it is the rail of icons, without a toggle, even remembered shown on a phone', async ({
    page,
    context,
    baseURL,
  }) => {
    // Three widths, each with a navigation and a reload: 25 s on a loaded machine.
    test.setTimeout(60_000);
    await context.addCookies([{ name: SIDEBAR_COOKIE, value: '0', url: baseURL! }]);
    for (const width of [768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/home');
      const newOrder = sidebar(page).getByRole('link', { name: t('intranet', 'nav.newOrder') });
      await expect(newOrder, `${width} px`).toBeVisible();
      await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
      await expect.poll(() => sidebarWidth(page), { message: `${width} px` }).toBeLessThan(100);
      // The group's label and the entries' names are read, not seen; no toggle in the sidebar or the header.
      await expect(page.getByText(t('intranet', 'nav.mainGroup'), { exact: true })).not.toBeInViewport();
      await expect(sidebar(page).getByRole('button')).toHaveCount(0);
      for (const key of ['sidebar.expand', 'sidebar.collapse']) {
        await expect(page.getByRole('button', { name: t('library', key) })).toBeHidden();
      }
      // A navigation and a reload leave it so; the phone's choice is kept for the phone.
      await newOrder.click();
      await expect(page).toHaveURL(/\/pedidos\/novo$/);
      await page.reload();
      await expect(sidebar(page).getByRole('link', { name: t('intranet', 'nav.newOrder') })).toBeVisible();
      await expect.poll(() => sidebarWidth(page)).toBeLessThan(100);
      expect((await context.cookies()).find((cookie) => cookie.name === SIDEBAR_COOKIE)?.value).toBe('0');
    }
    await test.step('axe with the rail at 1920 px', () => expectNoSeriousViolations(page));
  });

  test('at 1000 px it is forced collapsed, without a toggle, whatever was remembered', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: SIDEBAR_COOKIE, value: '0', url: baseURL! }]);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/home');
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: t('intranet', 'nav.newOrder') })).toBeVisible();
    await expect(sidebar(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('library', 'sidebar.expand') })).toBeHidden();
    await expect.poll(() => sidebarWidth(page)).toBeLessThan(100);
    await expect(page.getByText(t('intranet', 'nav.mainGroup'), { exact: true })).not.toBeInViewport();

    // Entries (the administrator has every permission: eight) are told apart by their own icons, not by letters ('Notificações' and 'Novo pedido' both start
    // with N).
    const icons = sidebar(page).locator('.sidebar__icon');
    await expect(icons).toHaveCount(8);
    const drawn = await icons.evaluateAll((elements) =>
      elements.map((element) => ({
        text: element.textContent,
        svg: element.querySelector('svg')?.innerHTML,
      })),
    );
    expect(drawn.every((icon) => icon.text === '' && icon.svg)).toBe(true);
    expect(new Set(drawn.map((icon) => icon.svg)).size).toBe(drawn.length);

    // Each names itself in a tooltip beside it, on hover and on keyboard focus; Escape hides it.
    const tooltip = page.locator('.sidebar__tooltip');
    const newOrder = sidebar(page).getByRole('link', { name: t('intranet', 'nav.newOrder') });
    await newOrder.hover();
    await expect(tooltip).toHaveText(t('intranet', 'nav.newOrder'));
    const [link, tip] = await Promise.all([newOrder.boundingBox(), tooltip.boundingBox()]);
    expect(tip!.x).toBeGreaterThanOrEqual(link!.x + link!.width);
    await page.mouse.move(600, 600);
    await expect(tooltip).toHaveCount(0);
    await sidebar(page)
      .getByRole('link', { name: t('intranet', 'nav.notifications') })
      .focus();
    await expect(tooltip).toHaveText(t('intranet', 'nav.notifications'));
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await test.step('axe with the sidebar collapsed', () => expectNoSeriousViolations(page));
  });

  test('external links open in a new tab', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, app, keys] of [
      ['/home', 'intranet', ['nav.careers', 'nav.companySite']],
      ['/carreiras', 'careers', ['nav.companySite']],
    ] as const) {
      await page.goto(path);
      for (const key of keys) {
        const link = sidebar(page).getByRole('link', { name: t(app, key) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        // Users of assistive technology are told too.
        await expect(link).toContainText(t('library', 'links.opensInNewTab'));
      }
      // Internal links stay in the same tab.
      const internal = sidebar(page).getByRole('link').first();
      await expect(internal).not.toHaveAttribute('target', '_blank');
    }
  });

  for (const lng of ['pt-BR', 'es-ES'] as const) {
    test(`${lng}: at 1280 px no toggle, and on a long page the sidebar's background runs to the bottom`, async ({
      page,
      context,
      baseURL,
    }) => {
      const tl = await openVacanciesIn(lng, { page, context, baseURL }, { width: 1280, height: 800 });
      const nav = page.getByRole('navigation', { name: tl('library', 'sidebar.navLabel') });
      await expect(nav.getByRole('link', { name: tl('intranet', 'nav.newOrder') })).toBeVisible();
      await expect(nav.getByRole('button')).toHaveCount(0);

      // The vacancies list is several screens long; at its bottom the sidebar's column is still there, as tall as
      // the page below the header, and the point at the bottom left is the sidebar's, on its white background.
      await expect(page.locator('main table tbody tr').nth(5)).toBeVisible();
      // The rows below the sixth may still be drawing (their fonts, the next page): wait for the page's length.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
        .toBeGreaterThan(800 * 2);
      // Scrolled to the bottom (again, should reaching it load more), the column starts under the header and ends
      // with the page, both read in one layout.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            const rect = document.querySelector('.sidebar-column')!.getBoundingClientRect();
            const top = rect.top + window.scrollY;
            return {
              top,
              endsWithPage: Math.abs(top + rect.height - document.documentElement.scrollHeight) <= 1,
            };
          }),
        )
        .toEqual({ top: 46, endsWithPage: true });
      const bottomLeft = await page.evaluate(() => {
        const element = document.elementFromPoint(10, window.innerHeight - 3);
        const owner = element?.closest('.sidebar-column');
        return { inColumn: !!owner, background: owner ? getComputedStyle(owner).backgroundColor : '' };
      });
      expect(bottomLeft).toEqual({ inColumn: true, background: 'rgb(255, 255, 255)' });
    });
  }
});

test.describe('the first frame of a server-rendered page, before any script', () => {
  test.use({ javaScriptEnabled: false });

  // Decision 0085: the stylesheet draws the rail at every width from 768 px whatever the cookie says; below, the
  // server read the cookie and the panel is drawn shown or hidden as it stays.
  for (const width of [768, 1000, 1280, 1920]) {
    test(`at ${width} px the careers list already has the rail of icons, with any cookie`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const remembered of [undefined, '0', '1'] as const) {
        if (remembered)
          await context.addCookies([{ name: SIDEBAR_COOKIE, value: remembered, url: baseURL! }]);
        await page.goto('/carreiras');
        const vacancies = sidebar(page).getByRole('link', { name: t('careers', 'nav.vacancies') });
        await expect(vacancies, `cookie ${remembered}`).toBeVisible();
        expect(await sidebarWidth(page), `cookie ${remembered}`).toBeLessThan(100);
        await expect(page.getByText(t('careers', 'nav.group'), { exact: true })).not.toBeInViewport();
        await expect(page.getByRole('button', { name: /sidebar/ })).toHaveCount(0);
      }
    });
  }

  for (const [remembered, look] of [
    [undefined, 'hidden'],
    ['1', 'hidden'],
    ['0', 'shown'],
  ] as const) {
    test(`at 500 px with the cookie ${remembered} the careers list already has its sidebar ${look}`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (remembered) await context.addCookies([{ name: SIDEBAR_COOKIE, value: remembered, url: baseURL! }]);
      await page.setViewportSize({ width: 500, height: 800 });
      await page.goto('/carreiras');
      const button = page.getByRole('banner').getByRole('button', {
        name: t('library', look === 'hidden' ? 'sidebar.expand' : 'sidebar.collapse'),
      });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', String(look === 'shown'));
      if (look === 'hidden') {
        await expect(sidebar(page)).toBeHidden();
        return;
      }
      await expect(page.getByText(t('careers', 'nav.group'), { exact: true })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: t('careers', 'nav.vacancies') })).toBeVisible();
      expect(await sidebarWidth(page)).toBe(500);
    });
  }
});

test.describe('a careers page hydrated at 1280 px with the sidebar remembered shown on a phone', () => {
  test('draws the rail from the first frame through hydration: it never jumps', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: SIDEBAR_COOKIE, value: '0', url: baseURL! }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Every frame from the first one: the sidebar's width and where the content starts, as painted.
    const recordedFrames = await recordSidebarFrames(page, 'desk');
    await page.goto('/carreiras');
    await expectHydrated(page, 'pt-BR', t('careers', 'vacancies.documentTitle'));
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    const frames = await recordedFrames();
    expect(frames.length).toBeGreaterThan(0);
    const first = frames[0]!;
    expect(first.sidebar).toBeLessThan(100);
    expect(frames.every((frame) => JSON.stringify(frame) === JSON.stringify(first))).toBe(true);
  });
});
