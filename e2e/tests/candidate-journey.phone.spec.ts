import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@portal/contracts/locales';
import { portraitBeforeAll } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, listedVacancies, vacancyListPage } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { confirmationCode } from '../support/mail';
import { typeDigits, typeLikeAPhone, useLanguage } from '../support/phone';
import { interestBoxes, randomCpf } from '../support/resume-profile';

/**
 * A new candidate on a cheap Android phone (the `phone` project: Pixel 7, touch, 390×844) goes from
 * /carreiras to an application without a dead end, typing every date, the CPF, the phone and the CEP as digits on a
 * numeric keypad (no slashes), in pt-BR and in es-ES. The automatic fixture fails the run on any report to the
 * JavaScript error endpoint and on any 'unknown error' toast; the test also counts those requests itself.
 *
 * With E2E_SCREENSHOTS=<folder> every screen is saved there as <lng>-<nn>-<screen>.png, to be looked at.
 */

const PASSWORD = 'Vaga-No-Celular-2026!';

const picture = portraitBeforeAll('portal-e2e-journey', 'retrato.jpg', {
  width: 300,
  height: 400,
  background: '#7a9cc6',
});

for (const lng of ['pt-BR', 'es-ES'] as const satisfies Locale[]) {
  test(`${lng}: from /carreiras to an application on a phone, every date typed as digits only`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);
    const r = (key: string) => t(`resume.${key}`);
    const errorReports: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/intranet/system/v1/errors/')) errorReports.push(sent.url());
    });
    let shot = 0;
    const screen = async (name: string) => {
      const folder = process.env.E2E_SCREENSHOTS;
      if (!folder) return;
      mkdirSync(folder, { recursive: true });
      shot += 1;
      await page.screenshot({
        path: join(folder, `${lng}-${String(shot).padStart(2, '0')}-${name}.png`),
        fullPage: true,
      });
    };
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const email = `teclado.${lng.toLowerCase()}.${Date.now()}@example.com`;
    const name = lng === 'pt-BR' ? 'Joana Ribeiro Lima' : 'Lucía Ribera Gómez';
    await useLanguage(context, baseURL ?? '', lng);

    // 1. The vacancy list, then a vacancy, tapped.
    const [first] = await listedVacancies(request, {}, lng);
    if (!first) throw new Error('the demo data has no open vacancy');
    await page.goto('/carreiras');
    await expectHydrated(page, lng, t('vacancies.documentTitle'));
    await screen('vacancies');
    await vacancyListPage(page, lng).cards.first().getByRole('link').first().tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const vacancyPath = new URL(page.url()).pathname;
    await screen('vacancy');

    // 2. Confirm Registration, signed out: the account comes first.
    await page
      .getByRole('main')
      .getByRole('link', { name: t('registration.confirm') })
      .tap();
    await expect(heading(t('register.identity.title'))).toBeVisible();
    await screen('identity');
    await typeLikeAPhone(page.getByLabel(t('register.identity.name'), { exact: true }), name);
    await typeLikeAPhone(page.getByLabel(t('register.identity.email'), { exact: true }), email);
    await button(t('register.identity.submit')).tap();

    await expect(heading(t('register.password.title'))).toBeVisible();
    await typeLikeAPhone(page.getByLabel(t('register.password.password'), { exact: true }), PASSWORD);
    await typeLikeAPhone(page.getByLabel(t('register.password.confirmation'), { exact: true }), PASSWORD);
    await screen('password');
    await button(t('register.continue')).tap();

    await expect(heading(t('register.policies.title'))).toBeVisible();
    await screen('policies');
    await page.getByRole('checkbox', { name: t('register.policies.privacyConsent') }).tap();
    await page.getByRole('checkbox', { name: t('register.policies.dataStorage', { months: 61 }) }).tap();
    await button(t('register.policies.submit')).tap();

    await expect(heading(t('register.confirm.title'))).toBeVisible();
    await screen('confirm-email');
    await typeDigits(
      page.getByLabel(t('register.confirm.code'), { exact: true }),
      await confirmationCode(email),
    );
    await button(t('register.confirm.submit')).tap();

    await expect(heading(t('register.welcome.title'))).toBeVisible();
    await screen('welcome');
    await button(t('register.welcome.goToResume')).tap();

    // 3. The resume, section by section, as a phone types.
    await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    const field = (label: string) => panel.getByLabel(label, { exact: true });
    const tab = (section: string) => page.getByRole('tab', { name: new RegExp(r(`sections.${section}`)) });
    const saved = (key: string) =>
      expect(
        page
          .getByRole('status')
          .filter({ hasText: r(key) })
          .first(),
      ).toBeVisible();

    // Basic information: the account's name arrives by itself; the rest typed.
    await expect(field(r('basic.name'))).toHaveValue(name);
    await expect(field(r('basic.email'))).toHaveValue(email);
    await panel.getByLabel(r('basic.picture')).setInputFiles(picture());
    await expect(panel.getByRole('img', { name: r('basic.picturePreview') })).toBeVisible();
    await typeDigits(field(r('basic.birthdate')), '20052001');
    await expect(field(r('basic.birthdate'))).toHaveValue('20/05/2001');
    await typeLikeAPhone(field(r('basic.nationality')), lng === 'pt-BR' ? 'Brasileira' : 'Española');
    await panel.getByRole('radio', { name: r('basic.sexes.female') }).tap();
    const cpf = randomCpf();
    await typeDigits(field(r('basic.cpf')), cpf);
    await expect(field(r('basic.cpf'))).toHaveValue(
      `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    );
    await typeDigits(field(r('basic.phone')), '47998765432');
    await expect(field(r('basic.phone'))).toHaveValue('(47) 99876-5432');
    await screen('resume-basic');
    await panel.getByRole('button', { name: r('save') }).tap();
    await saved('saved');
    await expect(panel.getByRole('heading', { name: r('sections.basic_information') })).toBeFocused();

    // Address: Brasil already chosen; the CEP typed as digits fills state and city.
    await tab('address').tap();
    await expect(field(r('address.country'))).toHaveValue('BR');
    await typeDigits(field(r('address.postalCode')), '89251000');
    await expect(field(r('address.postalCode'))).toHaveValue('89251-000');
    await expect(field(r('address.state'))).toHaveValue('SC');
    await expect(field(r('address.city'))).toHaveValue('Jaraguá do Sul');
    await typeLikeAPhone(field(r('address.district')), 'Centro');
    await typeLikeAPhone(field(r('address.street')), 'Rua Walter Marquardt');
    await typeDigits(field(r('address.number')), '1000');
    await screen('resume-address');
    await panel.getByRole('button', { name: r('save') }).tap();
    await saved('saved');

    // A degree with month/year dates typed as digits.
    await tab('degrees').tap();
    await field(r('degrees.degree')).selectOption({ index: 10 });
    await typeLikeAPhone(field(r('degrees.course')), 'Engenharia Mecânica');
    await panel.getByRole('radio', { name: r('yes') }).tap();
    await typeLikeAPhone(field(r('degrees.institution')), 'UDESC');
    await typeDigits(field(r('startDate')), '022010');
    await expect(field(r('startDate'))).toHaveValue('02/2010');
    await typeDigits(field(r('endDate')), '122014');
    await expect(field(r('endDate'))).toHaveValue('12/2014');
    await screen('resume-degree');
    await panel.getByRole('button', { name: r('add') }).tap();
    await saved('added');
    await expect(panel.getByText('Engenharia Mecânica — UDESC')).toBeVisible();

    // A language.
    await tab('languages').tap();
    await field(r('languages.language')).selectOption({ index: 1 });
    await field(r('languages.level')).selectOption({ index: 2 });
    await panel.getByRole('button', { name: r('add') }).tap();
    await saved('added');

    // The current job: a box, never the word 'Present'.
    await tab('experiences').tap();
    await panel.getByRole('radio', { name: r('no') }).tap();
    await typeLikeAPhone(field(r('experiences.company')), 'Metalúrgica Vale');
    await typeLikeAPhone(field(r('experiences.role')), lng === 'pt-BR' ? 'Torneira mecânica' : 'Tornera');
    await typeDigits(field(r('startDate')), '032015');
    await panel.getByRole('checkbox', { name: r('experiences.current') }).tap();
    await expect(field(r('endDate'))).toHaveCount(0);
    await screen('resume-experience');
    await panel.getByRole('button', { name: r('add') }).tap();
    await saved('added');
    await expect(panel.getByText(/Present/)).toHaveCount(0);

    // Interests.
    await tab('interests').tap();
    await interestBoxes(panel, r('interests.workshifts')).first().tap();
    await interestBoxes(panel, r('interests.areas')).first().tap();
    await screen('resume-interests');
    await panel.getByRole('button', { name: r('save') }).tap();
    await saved('saved');
    await expectNoSeriousViolations(page);

    // 4. Finish: screen 9 leads back to the vacancy, where one tap applies.
    await page.getByRole('button', { name: r('finish') }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: t('registrationComplete.title') }),
    ).toBeVisible();
    await screen('finished');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: t('registrationComplete.backToVacancy') }).tap();
    await expect(page).toHaveURL((url) => url.pathname === vacancyPath);
    const confirm = page.getByRole('main').getByRole('button', { name: t('registration.confirm') });
    await confirm.tap();
    await expect(page.getByRole('main').getByText(t('registration.applied'))).toBeVisible();
    await screen('applied');

    // 5. 'My applications' lists it, with the vacancy's title in the reader's language.
    await page.goto('/carreiras/minhas-inscricoes');
    await expect(page.getByRole('main').getByText(first.title).first()).toBeVisible();
    await screen('my-applications');
    await expectNoSeriousViolations(page);

    expect(errorReports, 'no error was reported during the whole run').toEqual([]);
    await expect(page.getByText(text(lng, 'common', 'errors.unknown.title'))).toHaveCount(0);
  });
}
