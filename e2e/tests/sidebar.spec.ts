import type { BrowserContext, Page } from '@playwright/test';
import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { LOCALE_COOKIE } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated } from '../support/careers';
import { expect, test } from '../support/intranet';
import { translator } from '../support/locales';

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
  test('at 1280 px "Colapsar sidebar" collapses it ("Expandir sidebar" then) and the choice survives a reload', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: 'Colapsar sidebar' });
    const newOrder = sidebar(page).getByRole('link', { name: t('intranet', 'nav.newOrder') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(t('intranet', 'nav.mainGroup'), { exact: true })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBeGreaterThan(200);
    const expandedWidth = await sidebarWidth(page);

    await toggle.click();
    const expandToggle = page.getByRole('button', { name: 'Expandir sidebar' });
    await expect(expandToggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed: only the icons are left, the group label is gone from view and the links keep their names.
    await expect.poll(() => sidebarWidth(page)).toBeLessThan(expandedWidth / 2);
    await expect(page.getByText(t('intranet', 'nav.mainGroup'), { exact: true })).not.toBeInViewport();
    await expect(newOrder).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === SIDEBAR_COOKIE)?.value).toBe('1');

    await page.reload();
    await expect(expandToggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => sidebarWidth(page)).toBeLessThan(expandedWidth / 2);

    // And back: expanded again, remembered too.
    await expandToggle.click();
    await expect.poll(() => sidebarWidth(page)).toBe(expandedWidth);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Colapsar sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect.poll(() => sidebarWidth(page)).toBe(expandedWidth);
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
    await expect(page.getByRole('button', { name: t('library', 'sidebar.openMenu') })).toBeHidden();
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

  test('at 500 px it is hidden and the menu button opens it as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 500, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('intranet', 'home.title'));
    await expect(sidebar(page)).toBeHidden();

    const menuButton = page.getByRole('button', { name: t('library', 'sidebar.openMenu') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: t('library', 'sidebar.menuTitle') });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: t('library', 'sidebar.navLabel') })).toBeVisible();
    await expect(drawer.getByRole('link', { name: t('intranet', 'nav.newOrder') })).toBeVisible();
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)), {
        message: 'focus moves into the drawer',
      })
      .toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A link in the drawer navigates and closes it.
    await menuButton.click();
    await drawer.getByRole('link', { name: t('intranet', 'nav.newOrder') }).click();
    await expect(page).toHaveURL(/\/pedidos\/novo$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('intranet', 'orders.newTitle'));
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
    test(`${lng}: the toggle says what it will do, and on a long page the sidebar's background runs to the bottom`, async ({
      page,
      context,
      baseURL,
    }) => {
      const tl = await openVacanciesIn(lng, { page, context, baseURL }, { width: 1280, height: 800 });
      const nav = page.getByRole('navigation', { name: tl('library', 'sidebar.navLabel') });
      const collapse = nav.getByRole('button', { name: tl('library', 'sidebar.collapse') });
      await expect(collapse).toHaveAttribute('title', tl('library', 'sidebar.collapse'));
      await collapse.click();
      const expand = nav.getByRole('button', { name: tl('library', 'sidebar.expand') });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expect(expand).toHaveAttribute('title', tl('library', 'sidebar.expand'));
      await expand.click();
      await expect(collapse).toHaveAttribute('aria-expanded', 'true');

      // The vacancies list is several screens long; at its bottom the sidebar's column is still there, as tall as
      // the page below the header, and the point at the bottom left is the sidebar's, on its white background.
      await expect(page.locator('main table tbody tr').nth(5)).toBeVisible();
      const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(docHeight).toBeGreaterThan(800 * 2);
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

    test(`${lng} on a phone: at the bottom of a long page the menu opens as a drawer the height of the screen`, async ({
      page,
      context,
      baseURL,
    }) => {
      const tl = await openVacanciesIn(lng, { page, context, baseURL }, { width: 390, height: 844 });
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('.sidebar-column')).toHaveCount(0);
      // The list arrives after the heading: scroll once it makes the page several screens long.
      await expect(page.locator('main a[href^="/recrutamento/vagas/"]').nth(5)).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(844 * 2);
      await page.getByRole('button', { name: tl('library', 'sidebar.openMenu') }).click();
      const drawer = page.getByRole('dialog', { name: tl('library', 'sidebar.menuTitle') });
      await expect(drawer.getByRole('link', { name: tl('intranet', 'nav.newOrder') })).toBeVisible();
      await drawer.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
      const box = await drawer.boundingBox();
      expect(box!.y).toBeLessThanOrEqual(0);
      expect(box!.y + box!.height).toBeGreaterThanOrEqual(844);
    });
  }
});

test.describe('the first frame of a server-rendered page, before any script', () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, look] of [
    [1000, 'icons only'],
    [1280, 'expanded'],
    [500, 'hidden'],
  ] as const) {
    test(`at ${width} px the careers list already has its sidebar ${look}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/carreiras');
      const vacancies = sidebar(page).getByRole('link', {
        name: t('careers', 'nav.vacancies'),
      });
      if (look === 'hidden') {
        await expect(sidebar(page)).toBeHidden();
        await expect(page.getByRole('button', { name: t('library', 'sidebar.openMenu') })).toBeVisible();
        return;
      }
      await expect(vacancies).toBeVisible();
      const drawn = await sidebarWidth(page);
      if (look === 'icons only') {
        expect(drawn).toBeLessThan(100);
        await expect(page.getByText(t('careers', 'nav.group'), { exact: true })).not.toBeInViewport();
        await expect(sidebar(page).getByRole('button')).toBeHidden();
      } else {
        expect(drawn).toBeGreaterThan(200);
        await expect(page.getByText(t('careers', 'nav.group'), { exact: true })).toBeVisible();
      }
    });
  }

  // Decision 0085: the server reads the remembered choice from its cookie, so the first frame is the one that stays.
  for (const [width, remembered, look] of [
    [1280, '1', 'icons only, with "Expandir sidebar"'],
    [1280, '0', 'expanded, with "Colapsar sidebar"'],
    [1000, '0', 'icons only (forced), with no toggle'],
  ] as const) {
    test(`at ${width} px with the sidebar remembered ${remembered === '1' ? 'collapsed' : 'expanded'} the careers list is drawn ${look}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: SIDEBAR_COOKIE, value: remembered, url: baseURL! }]);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/carreiras');
      await expect(sidebar(page).getByRole('link', { name: t('careers', 'nav.vacancies') })).toBeVisible();
      const drawn = await sidebarWidth(page);
      const group = page.getByText(t('careers', 'nav.group'), { exact: true });
      if (width === 1000) {
        expect(drawn).toBeLessThan(100);
        await expect(sidebar(page).getByRole('button')).toBeHidden();
      } else if (remembered === '1') {
        expect(drawn).toBeLessThan(100);
        await expect(group).not.toBeInViewport();
        await expect(sidebar(page).getByRole('button', { name: 'Expandir sidebar' })).toBeVisible();
      } else {
        expect(drawn).toBeGreaterThan(200);
        await expect(group).toBeVisible();
        await expect(sidebar(page).getByRole('button', { name: 'Colapsar sidebar' })).toBeVisible();
      }
    });
  }
});

test.describe('a careers page hydrated with the sidebar remembered collapsed at 1280 px', () => {
  test('draws it collapsed from the first frame through hydration: it never jumps', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: SIDEBAR_COOKIE, value: '1', url: baseURL! }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Every frame from the first one: the sidebar's width as painted.
    await page.addInitScript(() => {
      const widths: number[] = [];
      (window as unknown as { sidebarWidths: number[] }).sidebarWidths = widths;
      const sample = () => {
        const nav = document.querySelector('nav.sidebar');
        if (nav) widths.push(nav.getBoundingClientRect().width);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/carreiras');
    await expectHydrated(page, 'pt-BR', t('careers', 'vacancies.documentTitle'));
    await expect(sidebar(page).getByRole('button', { name: 'Expandir sidebar' })).toBeVisible();
    const widths = await page.evaluate(
      () => (window as unknown as { sidebarWidths: number[] }).sidebarWidths,
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThan(100);
  });
});
