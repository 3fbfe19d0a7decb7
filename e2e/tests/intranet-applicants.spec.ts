import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { RESUME_SECTIONS } from '@portal/contracts/resume';
import { SAMPLE_TECHNICAL_DEGREE } from '@portal/contracts/test/sample-degree';
import { CSRF_HEADER, portraitDataUrl, registerThroughApi, signInThroughApi } from '../support/accounts';
import { publishVacancyThroughApi } from '../support/application-status';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import { ownClientAddress } from '../support/client-address';
import { uniqueSuffix } from '../support/fixtures';
import { DEMO_RECRUITER, expect, interviewByKeyboard, test } from '../support/intranet';
import { namespaceText } from '../support/locales';
import { randomCpf } from '../support/resume-profile';
import { tabTo } from '../support/shell';

/**
 * Decisions 0052 and 0053 in the intranet: a recruiter opens a vacancy's applicants, filters them, opens one (the
 * whole resume, the timeline), moves it to interview with a message using the keyboard only, and prints the resume.
 * The vacancy, the candidates (fresh, with finished resumes) and their applications are made through the API.
 */

const CANDIDATE_PASSWORD = 'Candidato-Aplicante-2026!';

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/**
 * A new confirmed candidate with a finished resume (every section, a current job) living in `city`, who applies
 * to `vacancyId`. Answers the candidate's own request context (kept open for the test to look at their side).
 */
async function applicant(
  browser: Browser,
  baseURL: string,
  who: { name: string; city: string; state: string; postalCode: string },
  vacancyId: number,
) {
  // The candidate's own device: an address of its own, so the registration limits count it apart.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  const request = context.request;
  const email = `aplicante-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await registerThroughApi(request, {
    name: who.name,
    email,
    password: CANDIDATE_PASSWORD,
    language: 'pt-BR',
  });
  const put = async (path: string, data: object) =>
    ok(await request.put(`/api/curriculum/${path}`, { headers: CSRF_HEADER, data }), path);
  const post = async (path: string, data: object) =>
    ok(await request.post(`/api/curriculum/${path}`, { headers: CSRF_HEADER, data }), path);
  await put('basic-information/v1', {
    picture: await portraitDataUrl(),
    name: who.name,
    birthdate: '1995-04-12',
    nationality: 'Brasileira',
    sex: 'female',
    cpf: randomCpf(),
    email,
    phone: '47999887766',
    secondary_phone: '',
    pcd: false,
  });
  await put('address/v1', {
    country: 'BR',
    postal_code: who.postalCode,
    state: who.state,
    city: who.city,
    district: 'Centro',
    street: 'Rua das Palmeiras',
    number: '120',
    complement: '',
  });
  await post('degrees/v1', SAMPLE_TECHNICAL_DEGREE);
  await post('complements/v1', {
    category: 1,
    institution: 'SENAI',
    description: 'NR-10 básico',
    startDate: '2015-03',
    endDate: '2015-04',
  });
  await post('languages/v1', { language: 1, proficiency_level: 2 });
  await post('experiences/v1', { company: 'Metalúrgica Vale', role: 'Eletricista', startDate: '2016-01' });
  await put('interests/v1', {
    workshifts: [1],
    young_apprentice: false,
    internship: false,
    interest_areas: [1],
  });
  const finished = await ok(
    await request.get('/api/curriculum/candidates/v1/finish', { headers: CSRF_HEADER }),
    'finish',
  );
  expect(await finished.json()).toEqual({ finished: true });
  await ok(
    await request.post('/api/curriculum/vacancies/v1', {
      headers: CSRF_HEADER,
      data: { vacancy_id: vacancyId },
    }),
    'apply',
  );
  return { context, request, email };
}

/** A full-page screenshot attached to the report; with E2E_SCREENSHOTS=<folder> also saved there to be looked at. */
async function attach(page: Page, name: string) {
  const body = await page.screenshot({ fullPage: true });
  await test.info().attach(name, { body, contentType: 'image/png' });
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.png`), body);
  }
}

/** At every axe viewport: a picture named `${name}-<viewport>` and no serious violation; then the desktop again. */
async function checkAtEveryViewport(page: Page, name: string) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await attach(page, `${name}-${viewport.name}`);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

// pt-BR and en-US always; es-ES too when screenshots are asked for (its screens are looked at, not asserted more).
const LANGUAGES: Locale[] = process.env.E2E_SCREENSHOTS ? ['pt-BR', 'en-US', 'es-ES'] : ['pt-BR', 'en-US'];

for (const lng of LANGUAGES) {
  test(`${lng}: a recruiter filters a vacancy's applicants, moves one to interview by keyboard, prints the resume`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const ti = namespaceText(lng, 'intranet');
    const unique = uniqueSuffix();
    const title = `Eletricista ${unique}`;
    const shownTitle = lng === 'en-US' ? `${title} (EN)` : title;
    const ana = { name: `Ana Candidata ${unique}`, city: 'Joinville', state: 'SC', postalCode: '89201-000' };
    const bruno = {
      name: `Bruno Candidato ${unique}`,
      city: 'Blumenau',
      state: 'SC',
      postalCode: '89010-000',
    };

    await page.context().addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    await signInThroughApi(page.request, DEMO_RECRUITER.email, DEMO_RECRUITER.password);
    const vacancyId = await publishVacancyThroughApi(page.request, title);
    const candidateA = await applicant(browser, baseURL!, ana, vacancyId);
    const candidateB = await applicant(browser, baseURL!, bruno, vacancyId);

    await test.step('the vacancy list leads to the applicants table', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/recrutamento?q=${unique}`);
      await page
        .getByRole('link', {
          name: ti('recruiting.list.applicantsOf_other', { count: 2, title: shownTitle }),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`/recrutamento/vagas/${vacancyId}/candidatos$`));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: ti('recruiting.applicants.heading', { title: shownTitle }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: ana.name })).toBeVisible();
      await expect(page.getByRole('link', { name: bruno.name })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: ti('recruiting.applicants.byStatus') });
      await expect(tabs.getByRole('link', { name: `${ti('recruiting.applicants.all')} 2` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await checkAtEveryViewport(page, `applicants-${lng}`);
    });

    await test.step('filters: the city in the search, a status tab, both in the URL', async () => {
      const search = page.getByLabel(ti('recruiting.applicants.search'));
      await search.fill(ana.city);
      await search.press('Enter');
      await expect(page).toHaveURL(/[?&]q=Joinville/);
      await expect(page.getByRole('link', { name: bruno.name })).toHaveCount(0);
      await expect(page.getByRole('link', { name: ana.name })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: ti('recruiting.applicants.byStatus') });
      await tabs.getByRole('link', { name: `${ti('recruiting.applicantStatus.received')} 1` }).click();
      await expect(page).toHaveURL(/status=received/);
      await expect(page).toHaveURL(/q=Joinville/);
      await expect(page.getByRole('link', { name: ana.name })).toBeVisible();
      await page.getByRole('link', { name: ana.name }).click();
    });

    await test.step('the application: the whole resume and the timeline', async () => {
      await expect(page.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();
      const resume = page.getByRole('article', { name: ti('recruiting.resume.title') });
      // Every section of the resume but the candidate's own applications.
      for (const section of RESUME_SECTIONS.filter((s) => s !== 'vacancies'))
        await expect(
          resume.getByRole('heading', { level: 3, name: ti(`recruiting.resume.sections.${section}`) }),
        ).toBeVisible();
      await expect(resume.getByText('Técnico em eletrotécnica')).toBeVisible();
      await expect(resume.getByText(`01/2016 – ${ti('recruiting.resume.present')}`)).toBeVisible();
      await expect(resume.getByText(ana.city, { exact: false }).first()).toBeVisible();
      await expect(
        page.getByText(
          ti('recruiting.application.statusLabel', { status: ti('recruiting.applicationStatus.received') }),
        ),
      ).toBeVisible();
      await checkAtEveryViewport(page, `application-${lng}`);
    });

    await test.step('moves it to interview with a message, keyboard only', async () => {
      const message = `Olá! Vamos marcar uma entrevista (${unique}).`;
      const group = page.getByRole('group', { name: ti('recruiting.application.nextStatus') });
      await page.getByRole('heading', { level: 1, name: ana.name }).click();
      await tabTo(page, group.getByRole('radio', { name: ti('recruiting.applicationStatus.in_review') }));
      const timeline = await interviewByKeyboard(page, lng, message, 'Boa experiência em painéis.');
      await expect(timeline.getByText(ti('recruiting.application.internalNote'))).toBeVisible();
      await expectNoSeriousViolations(page);

      // The candidate's own list says so (and never shows the internal note).
      const mine = await ok(
        await candidateA.request.get('/api/curriculum/vacancies/v1/user'),
        'my applications',
      );
      const body = await mine.text();
      expect(body).toContain('"interview"');
      expect(body).toContain(message);
      expect(body).not.toContain('Boa experiência em painéis.');
    });

    await test.step('prints the resume alone', async () => {
      const print = page.getByRole('button', { name: ti('recruiting.application.print') });
      await expect(print).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed++;
        };
      });
      await print.click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('article', { name: ti('recruiting.resume.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();
      await expect(page.locator('.app-header')).toBeHidden();
      await expect(page.getByRole('group', { name: ti('recruiting.application.nextStatus') })).toBeHidden();
      await expect(page.getByRole('region', { name: ti('recruiting.application.timeline') })).toBeHidden();
      await expect(print).toBeHidden();
      await attach(page, `print-${lng}`);
      await page.emulateMedia({ media: 'screen' });
    });

    await candidateA.context.close();
    await candidateB.context.close();
  });
}
