import { documentNotFoundLine } from '../support/careers';
import { expect, test } from '../support/intranet';
import { text, translator } from '../support/locales';

const t = translator('pt-BR');

// The intranet pages need a session (spec §2): these tests start signed in as the demo administrator.
test.use({ signedInAs: 'admin' });

test.describe('deep links', () => {
  for (const [path, ns, key] of [
    ['/home', 'intranet', 'home.title'],
    ['/pedidos/novo', 'intranet', 'orders.newTitle'],
    ['/carreiras', 'careers', 'vacancies.headline'],
  ] as const) {
    test(`${path} loads directly and after a reload`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(ns, key));
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(ns, key));
      // Each app names itself in the header: the intranet 'Portal corporativo', the careers 'Trabalhe conosco'.
      await expect(page.getByRole('banner')).toContainText(
        ns === 'intranet' ? t('intranet', 'appTitle') : t('library', 'appShell.title'),
      );
    });
  }

  test.describe('an unknown careers path', () => {
    // The server answers such a page with HTTP 404 (for search engines); Chromium logs that status.
    test.use({ expectedConsoleErrors: [documentNotFoundLine('/carreiras/vagas-que-nao-existem/123')] });

    test('an unknown careers path shows the not-found page inside the shell', async ({ page }) => {
      await page.goto('/carreiras/vagas-que-nao-existem/123');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('library', 'routeError.notFoundTitle'),
      );
      await expect(page.getByText(t('library', 'routeError.notFoundDescription'))).toBeVisible();
      // Inside the shell: header, the careers menu and the footer are still there.
      await expect(page.getByRole('banner')).toContainText(t('library', 'appShell.title'));
      await expect(
        page
          .getByRole('navigation', { name: t('library', 'sidebar.navLabel') })
          .getByRole('link', { name: t('careers', 'nav.vacancies') }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The way back leads to the careers home.
      await page
        .getByRole('main')
        .getByRole('link', { name: t('library', 'routeError.backHome') })
        .click();
      await expect(page).toHaveURL(/\/carreiras$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('careers', 'vacancies.headline'));
    });
  });

  test('an unknown /api path answers problem+json 404', async ({ request }) => {
    const response = await request.get('/api/does-not-exist/v1', { headers: { 'Accept-Language': 'en-US' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
    const body = await response.json();
    // In the caller's language.
    expect(body).toMatchObject({
      status: 404,
      code: 'not_found',
      title: text('en-US', 'common', 'errors.not_found.title'),
      detail: text('en-US', 'common', 'errors.not_found.detail'),
    });
    expect(body).not.toHaveProperty('stack');
  });
});
