import type { Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import { DEMO_CPF, DEMO_RECRUITER, expect, loginPage, publishNewVacancy, test } from '../support/intranet';
import { text } from '../support/locales';

const ti = (key: string, params?: Record<string, string | number>, lng: Locale = 'pt-BR') =>
  text(lng, 'intranet', key, params);

/** Screenshots of the screen at a phone's and a laptop's width, attached to the report to be looked at. */
async function screenshots(page: Page, name: string) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await test.info().attach(`${name}-${viewport.name}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a recruiter publishes a vacancy in pt-BR and en-US with a salary range; a visitor finds it on /carreiras, in English too', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey with eight axe runs and full-page screenshots: a loaded CI machine needs more than 30 s.
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const titlePt = `Eletricista de manutenção ${unique}`;
  const titleEn = `Maintenance electrician ${unique}`;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await loginPage(page).signInWithEmail(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: ti('nav.recruiting') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ti('recruiting.list.title') })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await screenshots(page, 'list-pt-BR');

  await page.getByRole('link', { name: ti('recruiting.list.new') }).click();
  const id = await publishNewVacancy(page, 'pt-BR', {
    pt: {
      title: titlePt,
      duties: 'Manutenção preventiva e corretiva de painéis elétricos.',
      working_day: 'Segunda a sexta, das 7h às 16h48.',
      requirements: 'Curso técnico em eletrotécnica e NR-10.',
    },
    en: {
      title: titleEn,
      duties: 'Preventive and corrective maintenance of electrical panels.',
      working_day: 'Monday to Friday, 7 am to 4:48 pm.',
      requirements: 'Electrical technician course and NR-10.',
    },
    modality: 'on_site',
    benefits: ['health'],
    salary: { kind: 'range', min: '2800', max: '3400,50', period: 'month' },
  });
  await expect(page.getByRole('link', { name: ti('recruiting.editor.publicPage') })).toHaveAttribute(
    'href',
    `/carreiras/vagas/${id}`,
  );
  await screenshots(page, 'editor-pt-BR');

  // The same screens in English (the interface language is a cookie).
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'en-US', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  await screenshots(page, 'editor-en-US');
  await page.goto('/recrutamento');
  await expect(page.getByRole('link', { name: titleEn, exact: true })).toBeVisible();
  await screenshots(page, 'list-en-US');

  // A visitor (no session) finds it at once on the public list, and in English.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  await visit.goto(`/carreiras?q=${encodeURIComponent(unique)}`);
  await expect(visit.getByRole('link', { name: titlePt })).toBeVisible();
  // The salary the recruiter typed, as each language writes money, and in the JobPosting for search engines.
  const salaryFact = visit.locator('.vacancy-facts--summary .vacancy-facts__item').filter({ hasText: /Sal/ });
  await visit.goto(`/carreiras/vagas/${id}`);
  await expect(salaryFact).toHaveText(/^Salário\s*R\$\s2\.800,00–3\.400,50 por mês$/);
  const posting = JSON.parse(
    (await visit.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(posting.baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'BRL',
    value: { '@type': 'QuantitativeValue', minValue: 2800, maxValue: 3400.5, unitText: 'MONTH' },
  });
  await visit.goto(`/carreiras/vagas/${id}?lang=en-US`);
  await expect(visit.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  await expect(salaryFact).toHaveText(/^Salary\s*R\$2,800\.00–3,400\.50 a month$/);
  await visitor.close();
});

test('an employee without a recruiting permission sees no menu entry, and the route and the API refuse', async ({
  page,
}) => {
  await page.goto('/login');
  const login = loginPage(page);
  await login.cpfTab.click();
  await login.cpf.fill(DEMO_CPF.cpf);
  await login.company.fill(DEMO_CPF.company);
  await login.cpfSubmit.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: ti('nav.notifications') }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: ti('nav.recruiting') })).toHaveCount(0);
  await page.goto('/recrutamento');
  await expect(page.getByRole('heading', { level: 1, name: ti('recruiting.noAccess.title') })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect((await page.request.get('/api/recruiting/v1/vacancies')).status()).toBe(403);
});
