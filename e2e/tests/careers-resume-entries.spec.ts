import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { CSRF_HEADER, registerThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { typeDigits } from '../support/phone';

/**
 * The resume's list sections (degrees, complementary courses, languages, experiences) as a person meets them:
 * expected refusals say why in place (no 'unknown error' toast, no error report), the current job is a box in the
 * reader's language, and the screens pass axe, WCAG 2.2 target sizes included.
 */

const JAVASCRIPT_ERRORS = '/api/intranet/system/v1/errors/javascript';
const PASSWORD = 'Entradas-Curriculo-2026!';

/** A new confirmed candidate of its own (registration, the mailed code, the first session in the page's cookies). */
async function newCandidate(page: Page, lng: Locale, name: string): Promise<string> {
  const email = `entries-${lng.toLowerCase()}-${Date.now()}@example.com`;
  await registerThroughApi(page.request, { name, email, password: PASSWORD, language: lng });
  return email;
}

function resume(page: Page, lng: Locale) {
  const t = (key: string, params?: Record<string, string | number>) =>
    text(lng, 'careers', `resume.${key}`, params);
  const m = (key: string) => text(lng, 'common', key);
  const panel = page.getByRole('tabpanel');
  return {
    t,
    m,
    panel,
    tab: (section: string) => page.getByRole('tab', { name: new RegExp(t(`sections.${section}`)) }),
    field: (label: string) => panel.getByLabel(label, { exact: true }),
  };
}

/** No serious axe violation (WCAG 2.2 AA too: 24×24 px targets) once the toasts are gone. */
async function axe(page: Page) {
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 6_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/** Every request the page makes to the JavaScript error report endpoint. */
function watchErrorReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === JAVASCRIPT_ERRORS) reports.push(request.postData() ?? '');
  });
  return reports;
}

/**
 * A new candidate's resume at the tab of `section`, with the page's error reports watched from the start: the
 * resume's helpers and the reports.
 */
async function openNewResume(page: Page, lng: Locale, name: string, section: string) {
  const reports = watchErrorReports(page);
  await newCandidate(page, lng, name);
  const helpers = resume(page, lng);
  await page.goto(`/carreiras/curriculo?lang=${lng}`);
  await helpers.tab(section).click();
  return { ...helpers, reports };
}

test.describe('resume list sections', () => {
  // Chromium logs the server's expected 409 (duplicate_degree) as a failed resource; the page itself logs nothing.
  test.use({
    expectedConsoleErrors: [
      /^console\.error: Failed to load resource: the server responded with a status of 409 \(Conflict\) \(https?:\/\/[^/]+\/api\/curriculum\/degrees\/v1:0\)$/,
    ],
  });

  test('a duplicate degree shows its inline message and nothing else, whether the page or the server finds it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const lng = 'pt-BR';
    const { reports, t, m, panel, field } = await openNewResume(page, lng, 'Paula Formação', 'degrees');
    const form = panel.getByRole('form', { name: t('degrees.add') });

    const fillDegree = async (course: string) => {
      await field(t('degrees.degree')).selectOption({ index: 10 });
      await field(t('degrees.course')).fill(course);
      await panel.getByRole('radio', { name: t('yes') }).check();
      await field(t('degrees.institution')).fill('UDESC');
      await typeDigits(field(t('startDate')), '022018');
      await typeDigits(field(t('endDate')), '122022');
      await expect(field(t('startDate'))).toHaveValue('02/2018');
      await form.getByRole('button', { name: t('add') }).click();
    };

    await fillDegree('Engenharia Elétrica');
    await expect(panel.getByText('Engenharia Elétrica — UDESC')).toBeVisible();
    await axe(page);

    // The list on the page already holds it: the form says so before sending anything.
    await fillDegree('engenharia  elétrica');
    await expect(form.getByRole('alert')).toHaveText(m('validation.duplicateDegree'));
    await expect(form.getByRole('alert')).toBeFocused();

    // Added meanwhile elsewhere (another tab): the page does not know it, the server answers duplicate_degree.
    const elsewhere = await page.request.post('/api/curriculum/degrees/v1', {
      headers: CSRF_HEADER,
      data: {
        degree: 10,
        course: 'Automação Industrial',
        completed: true,
        institution: 'UDESC',
        startDate: '2018-02',
        endDate: '2022-12',
      },
    });
    expect(elsewhere.status()).toBe(201);
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/curriculum/degrees/v1') && response.status() === 409,
    );
    await fillDegree('Automação Industrial');
    expect((await (await refused).json()).code).toBe('duplicate_degree');
    await expect(form.getByRole('alert')).toHaveText(m('validation.duplicateDegree'));
    await expect(field(t('degrees.course'))).toHaveValue('Automação Industrial');

    // Nothing else: no toast of an unknown error or of an HTTP status, no error report.
    await expect(page.getByText(m('errors.unknown.title'))).toHaveCount(0);
    await expect(page.getByText(m('errors.conflict.title'), { exact: true })).toHaveCount(0);
    await expect(page.locator('.toast--error')).toHaveCount(0);
    expect(reports).toEqual([]);
    await axe(page);
  });

  test.describe('on a phone', () => {
    const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7'];
    test.use(pixel7);

    test("the current job is a box, 'Empleo actual', in es-ES; the list says 'Actual' after a reload", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const lng = 'es-ES';
      const { reports, t, panel, tab, field } = await openNewResume(
        page,
        lng,
        'Lucía Experiencia',
        'experiences',
      );
      await panel.getByRole('radio', { name: t('no') }).check();
      await field(t('experiences.company')).fill('WEG');
      await field(t('experiences.role')).fill('Electricista');
      await typeDigits(field(t('startDate')), '032021');
      await expect(field(t('startDate'))).toHaveValue('03/2021');
      await expect(field(t('startDate'))).toHaveAttribute('inputmode', 'numeric');
      const current = panel.getByRole('checkbox', { name: 'Empleo actual' });
      await expect(current).not.toBeChecked();
      await current.check();
      await expect(field(t('endDate'))).toHaveCount(0);
      // No English 'Present' (the Spanish 'presentar' of other texts on the page is fine).
      await expect(page.getByText(/\bpresent\b/i)).toHaveCount(0);
      await axe(page);

      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/curriculum/experiences/v1'),
      );
      await panel.getByRole('button', { name: t('add') }).click();
      expect((await sent).postDataJSON()).toEqual({
        company: 'WEG',
        role: 'Electricista',
        startDate: '2021-03',
        endDate: '',
      });
      const list = panel.getByRole('list', { name: t('sections.experiences') });
      const entry = list.getByRole('listitem').filter({ hasText: 'Electricista — WEG' });
      await expect(entry).toContainText('03/2021 – Actual');
      await expect(entry).toContainText('Empleo actual');
      await expect(list).toBeFocused();
      // The delete button is a full tap target.
      const box = await entry.getByRole('button').boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await axe(page);

      await page.reload();
      await tab('experiences').click();
      await expect(panel.getByRole('radio', { name: t('no') })).toBeChecked();
      const stored = panel
        .getByRole('list', { name: t('sections.experiences') })
        .getByRole('listitem')
        .filter({ hasText: 'Electricista — WEG' });
      await expect(stored).toContainText('03/2021 – Actual');
      await expect(stored).toContainText('Empleo actual');
      await expect(page.getByText(/\bpresent\b/i)).toHaveCount(0);
      expect(reports).toEqual([]);
    });
  });
});
