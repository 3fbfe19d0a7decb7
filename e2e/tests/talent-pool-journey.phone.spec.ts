import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { CSRF_HEADER } from '../support/accounts';
import {
  applicationTo,
  newCandidateWithFinishedResume,
  screenshotIfAsked,
} from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, filterOptions, listedVacancies } from '../support/careers';
import { expect, test, uniqueSuffix } from '../support/fixtures';
import { DEMO_RECRUITER, loginPage } from '../support/intranet';
import { namespaceText, text } from '../support/locales';
import { mailsTo, type SentMail } from '../support/mail';
import { expectNoHorizontalOverflow, useLanguage } from '../support/phone';
import { DESKTOP, withPeople } from '../support/recruiting-journey';
import { tabTo } from '../support/shell';

/**
 * The talent pool and the quotas end to end (decisions 0070-0074), as the people involved click: a new candidate in
 * es-ES on a phone (the `phone` project: Pixel 7 at 390 px, touch), 19 years old and living in Betim (MG), asks for
 * young apprentice openings and joins the talent pool; the demo recruiter at a desktop in pt-BR finds her with the
 * search's form (apprentice eligible, city Betim: the total and the counts beside the choices), opens her resume and
 * invites her, by keyboard only, to a published apprentice vacancy of the Betim plant with a message; the bell rings
 * on her phone and leads to the invitation; the mail links to the same card, which (her session over by then) asks
 * her to sign in and brings her back to it, and she applies with one tap; the recruiter approves the application in
 * the pipeline and the quota page counts one more apprentice hired through the portal for the Betim plant than
 * before. Axe on the search, the invite dialog, the quota page and her invitation; no sideways scrolling at 390 px.
 */

const cLng: Locale = 'es-ES';
const rLng: Locale = 'pt-BR';
const tc = (key: string, params?: Record<string, string | number>) => text(cLng, 'careers', key, params);
const ti = namespaceText(rLng, 'intranet');
const library = (key: string, params?: Record<string, string | number>) => text(cLng, 'library', key, params);

/** A day (yyyy-MM-dd) that makes a person `years` old today, half a year past the birthday (any time zone). */
function birthdateForAge(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCMonth(day.getUTCMonth() - 6);
  return day.toISOString().slice(0, 10);
}

/** The 'Contratados pelo portal' figure of a plant in the quota page's table, as a number. */
async function apprenticesHired(r: Page, unitName: string): Promise<number> {
  const table = r.getByRole('table', { name: ti('recruiting.quotas.table.caption') });
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.indexOf(ti('recruiting.quotas.table.hired'));
  expect(column, 'the hired column').toBeGreaterThan(0);
  const row = table.getByRole('row').filter({ has: r.getByRole('rowheader', { name: unitName }) });
  const shown = await row.locator('th, td').nth(column).textContent();
  const value = Number((shown ?? '').replace(/\D/g, ''));
  expect(shown?.trim(), `hired at ${unitName}`).toMatch(/^\d[\d.]*$/);
  return value;
}

/** Opens the quotas page from the menu and answers the Betim plant's apprentices hired through the portal. */
async function quotasOfBetim(r: Page, unitName: string, shot: string): Promise<number> {
  await r.getByRole('link', { name: ti('nav.quotas'), exact: true }).click();
  await expect(r).toHaveURL(/\/recrutamento\/cotas$/);
  await expect(r.getByRole('heading', { level: 1, name: ti('recruiting.quotas.title') })).toBeVisible();
  const hired = await apprenticesHired(r, unitName);
  await expectNoSeriousViolations(r);
  await screenshotIfAsked(r, shot);
  return hired;
}

/** The signed-in candidate's invitations as the API lists them (to know the one the recruiter sent). */
async function myInvitations(page: Page): Promise<{ id: number; vacancy: { id: number } }[]> {
  const answer = await page.request.get('/api/curriculum/invitations/v1');
  expect(answer.status(), `my invitations: ${await answer.text()}`).toBe(200);
  return answer.json();
}

test('es-ES candidate on a phone, pt-BR recruiter at a desk: talent pool → apprentice search → invitation → bell and mail → one-tap apply → approved → quota counts the hire', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const unique = uniqueSuffix();
  const name = `Yasmin Aprendiz ${unique}`;
  const message = `¡Hola! Vimos tu currículum en la bolsa de talentos y nos encantaría tenerte como aprendiz en Betim. Ref. ${unique}`;

  // The vacancy: a published apprentice vacancy of the Betim plant, from the public API (the seed has several).
  const betim = (await filterOptions(request)).units.find((unit) => unit.cities.includes('Betim'));
  if (!betim) throw new Error('the demo data has no unit in Betim');
  const [vacancy] = await listedVacancies(request, { program: 'apprentice', unit: betim.id }, rLng);
  if (!vacancy) throw new Error('the demo data has no open apprentice vacancy in Betim');
  const [vacancyEs] = await listedVacancies(request, { program: 'apprentice', unit: betim.id }, cLng);
  expect(vacancyEs?.id).toBe(vacancy.id);
  const titleEs = vacancyEs!.title;

  await useLanguage(context, baseURL!, cLng);
  let email = '';

  await test.step('candidate (phone, es-ES): a finished resume, 19 years old, living in Betim (MG)', async () => {
    ({ email } = await newCandidateWithFinishedResume(page, cLng, name));
    // The helper's candidate is older and lives elsewhere: her birth date and address, through the same API.
    const basic = await page.request.get('/api/curriculum/basic-information/v1');
    expect(basic.status()).toBe(200);
    // Everything as stored but the picture (kept when left out) and the unset answers.
    const { picture: _picture, ...stored } = (await basic.json()) as Record<string, unknown>;
    const unchanged = Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== null));
    const basicSaved = await page.request.put('/api/curriculum/basic-information/v1', {
      headers: CSRF_HEADER,
      data: { ...unchanged, birthdate: birthdateForAge(19) },
    });
    expect(basicSaved.status(), `birth date: ${await basicSaved.text()}`).toBe(200);
    const address = await page.request.put('/api/curriculum/address/v1', {
      headers: CSRF_HEADER,
      data: {
        country: 'BR',
        postal_code: '32600-000',
        state: 'MG',
        city: 'Betim',
        district: 'Centro',
        street: 'Rua do Rosário',
        number: '120',
        complement: '',
      },
    });
    expect(address.status(), `address: ${await address.text()}`).toBe(200);
  });

  await test.step('candidate: ticks young apprentice on the resume and joins the talent pool, with taps', async () => {
    await page.goto('/carreiras/curriculo');
    await expectHydrated(page, cLng, tc('resume.title'));
    await page.getByRole('tab', { name: new RegExp(tc('resume.sections.interests')) }).tap();
    const panel = page.getByRole('tabpanel');
    const apprentice = panel.getByRole('checkbox', { name: tc('resume.interests.youngApprentice') });
    await expect(apprentice).not.toBeChecked();
    await apprentice.tap();
    await expect(apprentice).toBeChecked();
    // 19 years old: no word about the age.
    await expect(panel.getByText(text(cLng, 'common', 'validation.apprenticeAge'))).toHaveCount(0);
    await panel.getByRole('button', { name: tc('resume.save') }).tap();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: tc('resume.saved') })
        .first(),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page, 'the resume');

    await page.goto('/carreiras/banco-de-talentos');
    await expectHydrated(page, cLng, tc('talentPool.title'));
    const optIn = page.getByRole('checkbox', { name: tc('talentPool.optIn') });
    await expect(optIn).not.toBeChecked();
    // Ticked, it is saved at once (decision 0086).
    await optIn.tap();
    await expect(page.getByText(tc('talentPool.savedOn.title'))).toBeVisible();
    await expectNoHorizontalOverflow(page, 'the talent pool page');
    const choice = await (await page.request.get('/api/curriculum/candidates/v1/talent-pool')).json();
    expect(choice.opt_in).toBe(true);
    // She waits on her applications page, signed in: the bell is in the header, nothing unread yet.
    await page.goto('/carreiras/minhas-inscricoes');
    await expectHydrated(page, cLng, tc('applications.pageTitle'));
    await expect(
      page.getByRole('button', { name: library('notifications.bellLabel'), exact: true }),
    ).toBeVisible();
  });

  await withPeople(
    browser,
    baseURL!,
    { recruiter: { lng: rLng, options: DESKTOP } },
    async ({ recruiter: r }) => {
      let hiredBefore = 0;
      let candidatePage = '';
      let invitationId = 0;
      let applicationId = 0;

      await test.step('recruiter (desktop, pt-BR): signs in and reads the Betim plant on the quotas page', async () => {
        await r.goto('/login');
        await loginPage(r, rLng).signInWithEmail(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
        await expect(r).toHaveURL(/\/home$/);
        hiredBefore = await quotasOfBetim(r, betim.name, 'talent-journey-r-quotas-before');
      });

      await test.step('recruiter: the talent pool from the menu, filtered apprentice eligible in Betim through the form', async () => {
        await r.getByRole('link', { name: ti('nav.talentPool'), exact: true }).click();
        await expect(r).toHaveURL(/\/recrutamento\/talentos$/);
        await expect(r.getByRole('heading', { level: 1, name: ti('recruiting.talent.title') })).toBeVisible();
        const form = r.getByRole('form', { name: ti('recruiting.talent.formLabel') });
        const eligible = form.getByRole('combobox', {
          name: ti('recruiting.talent.filters.apprentice_eligible'),
        });
        // The counts beside the choices come with the first answer (the whole pool).
        await expect(eligible.locator('option[value="true"]')).toHaveText(
          new RegExp(`^${ti('recruiting.talent.yes')} \\(\\d+\\)$`),
        );
        await eligible.selectOption('true');
        await form.getByRole('searchbox', { name: ti('recruiting.talent.filters.city') }).fill('Betim');
        await form.getByRole('button', { name: ti('recruiting.list.searchButton'), exact: true }).click();
        await expect(r).toHaveURL(/\/recrutamento\/talentos\?city=Betim&apprentice_eligible=true$/);

        // The total, as the API counts it for the same filters (other runs' candidates may be there too).
        const search = await r.request.get('/api/recruiting/v1/candidates', {
          params: { apprentice_eligible: 'true', city: 'Betim' },
        });
        expect(search.status()).toBe(200);
        const { total } = (await search.json()) as { total: number };
        expect(total).toBeGreaterThanOrEqual(1);
        const heading = r.getByRole('heading', {
          level: 2,
          name: ti(total === 1 ? 'recruiting.talent.total_one' : 'recruiting.talent.total_other', {
            count: total,
          }),
        });
        await expect(heading).toBeFocused();
        // Each facet counts the results: all of them apprentice eligible, all in MG.
        const counted = (label: string) => new RegExp(`^${label} \\(${total}\\)$`);
        await expect(eligible.locator('option:checked')).toHaveText(counted(ti('recruiting.talent.yes')));
        await expect(
          form
            .getByRole('combobox', { name: ti('recruiting.talent.filters.state') })
            .locator('option[value="MG"]'),
        ).toHaveText(counted('MG'));
        await expect(form.getByText(ti('recruiting.talent.moreFilters_other', { count: 2 }))).toBeVisible();

        const row = r.getByRole('row').filter({ has: r.getByRole('link', { name }) });
        await expect(row).toContainText('Betim – MG');
        await expect(row).toContainText(ti('recruiting.talent.years_other', { count: 19 }));
        await expect(row).toContainText(ti('recruiting.talent.filters.apprentice_eligible'));
        await expectNoSeriousViolations(r);
        await screenshotIfAsked(r, 'talent-journey-r-search');
        await row.getByRole('link', { name }).click();
        await expect(r.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(r).toHaveURL(
          /\/recrutamento\/talentos\/[0-9a-f-]{36}\?city=Betim&apprentice_eligible=true$/,
        );
        candidatePage = r.url();
        await expect(
          r
            .getByRole('region', { name: ti('recruiting.talent.invitations.title') })
            .getByText(ti('recruiting.talent.invitations.empty')),
        ).toBeVisible();
      });

      await test.step('recruiter: invites her to the Betim apprentice vacancy with a message, keyboard only', async () => {
        const open = r.getByRole('button', { name: ti('recruiting.talent.invite.open') });
        const dialog = r.getByRole('dialog', { name: ti('recruiting.talent.invite.title') });
        const focusInDialog = () => dialog.evaluate((box) => box.contains(document.activeElement));

        // Enter opens it with the focus inside; Escape closes it and gives the focus back.
        await open.focus();
        await r.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await expect.poll(focusInDialog).toBe(true);
        await r.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(open).toBeFocused();

        await r.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await expect.poll(focusInDialog).toBe(true);
        const select = dialog.getByRole('combobox', { name: ti('recruiting.talent.invite.vacancy') });
        const option = select.locator(`option[value="${vacancy.id}"]`);
        await expect(option).toHaveText(`${vacancy.title} – Betim/MG`);
        await tabTo(r, select, 10);
        // A native select chosen from the keyboard (the option by its value: seeded titles repeat across plants).
        await select.selectOption(String(vacancy.id));
        await expect(select.locator('option:checked')).toHaveText(`${vacancy.title} – Betim/MG`);
        await r.keyboard.press('Tab');
        const messageBox = dialog.getByLabel(ti('recruiting.talent.invite.message'));
        await expect(messageBox).toBeFocused();
        await r.keyboard.type(message);
        await expectNoSeriousViolations(r);
        await screenshotIfAsked(r, 'talent-journey-r-invite-dialog');
        await tabTo(r, dialog.getByRole('button', { name: ti('recruiting.talent.invite.send') }), 10);
        await r.keyboard.press('Enter');

        await expect(dialog).toBeHidden();
        await expect(
          r.getByRole('status').filter({ hasText: ti('recruiting.talent.invite.sent') }),
        ).toBeFocused();
        const invitation = r
          .getByRole('region', { name: ti('recruiting.talent.invitations.title') })
          .getByRole('listitem')
          .filter({ hasText: vacancy.title });
        await expect(invitation).toContainText(ti('recruiting.talent.invitations.states.invited'));
      });

      await test.step('candidate: the bell rings without a reload and leads to the invitation', async () => {
        const ringing = page.getByRole('button', {
          name: library('notifications.bellLabelUnread_one', { count: 1 }),
        });
        await expect(ringing).toBeVisible({ timeout: 15_000 });
        await ringing.tap();
        const menu = page.getByRole('menu', { name: library('notifications.title') });
        const entry = menu.getByRole('menuitem').filter({ hasText: titleEs });
        await expect(entry).toBeVisible();
        await expect(entry).toContainText(
          text(cLng, 'common', 'mail.invitation.notification', { vacancy: titleEs }),
        );
        await expectNoSeriousViolations(page);
        await screenshotIfAsked(page, 'talent-journey-c-bell');

        const invitations = await myInvitations(page);
        const sent = invitations.find((entry) => entry.vacancy.id === vacancy.id);
        if (!sent) throw new Error('no invitation to the vacancy');
        invitationId = sent.id;

        await entry.tap();
        await expect(page).toHaveURL(new RegExp(`/carreiras/minhas-inscricoes#convite-${invitationId}$`));
        await expectHydrated(page, cLng, tc('applications.pageTitle'));
        const card = page.locator(`#convite-${invitationId}`);
        await expect(card).toBeFocused();
        await expectInvitationCard(card, titleEs, message, 'invited');
        await expectNoHorizontalOverflow(page, "'Mis inscripciones' with the invitation");
        await expectNoSeriousViolations(page);
        await screenshotIfAsked(page, 'talent-journey-c-invitation');
      });

      await test.step('candidate: the mail, in Spanish, links to the invitation; from the link she applies with one tap', async () => {
        const subject = text(cLng, 'common', 'mail.invitation.subject', { vacancy: titleEs });
        let mail: SentMail | undefined;
        await expect
          .poll(
            () => {
              mail = mailsTo(email).find((sent) => sent.subject === subject);
              return mail?.subject;
            },
            { message: `'${subject}' mailed to ${email}`, timeout: 10_000 },
          )
          .toBe(subject);
        expect(mail!.text).toContain(text(cLng, 'common', 'mail.invitation.greeting', { name }));
        expect(mail!.text).toContain(message);
        // The invitation's card, in the mail's language (decision 0083).
        const link = `${baseURL}/carreiras/minhas-inscricoes?lang=es-ES#convite-${invitationId}`;
        expect(mail!.text).toContain(link);

        // Her session is over by the time she reads the mail (the phone still remembers Spanish): the link asks
        // her to sign in and, signed in, brings her back to the invitation's card.
        await context.clearCookies();
        await useLanguage(context, baseURL!, cLng);
        await page.goto(link);
        await expectHydrated(page, cLng, tc('applications.pageTitle'));
        await expect(page.getByText(tc('applications.signedOut'))).toBeVisible();
        await page.getByRole('link', { name: tc('applications.signIn') }).tap();
        await expect(page).toHaveURL(
          `${baseURL}/carreiras/register?next=${encodeURIComponent(`/minhas-inscricoes?lang=es-ES#convite-${invitationId}`)}`,
        );
        await page.getByRole('button', { name: tc('register.identity.signIn') }).tap();
        await page.getByLabel(tc('register.identity.email')).fill(email);
        await page.getByLabel(tc('register.signIn.password')).fill('Acompanhar-Inscricao-2026!');
        await page.getByRole('button', { name: tc('register.signIn.submit') }).tap();
        // Her first sign-in on a screen (the account was made through the API): the privacy policy, once.
        await page.getByRole('button', { name: tc('register.policies.acknowledge') }).tap();
        await expect(page).toHaveURL(link);
        await expectHydrated(page, cLng, tc('applications.pageTitle'));
        const card = page.locator(`#convite-${invitationId}`);
        await expect(card).toBeFocused();
        await card.getByRole('button', { name: new RegExp(`^${tc('invitations.apply')}`) }).tap();
        await expect(page.getByText(tc('registration.success'))).toBeVisible();
        await expectInvitationCard(card, titleEs, message, 'applied');
        await expect(card).toBeFocused();
        await expect(card.getByRole('button')).toHaveCount(0);
        await expect(card.getByRole('link', { name: tc('invitations.seeApplication') })).toBeVisible();
        // The application is listed below the invitations, received.
        const applications = page.getByRole('list', { name: tc('applications.pageTitle') });
        const application = applications
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: titleEs, exact: true }) });
        await expect(application).toContainText(tc('applications.statuses.received'));
        await expectNoHorizontalOverflow(page, "'Mis inscripciones' after applying");
        await expectNoSeriousViolations(page);
        await screenshotIfAsked(page, 'talent-journey-c-applied');
        applicationId = (await applicationTo(page, vacancy.id)).id;
      });

      await test.step('recruiter: the invitation says she applied; the pipeline approves her', async () => {
        await r.goto(candidatePage);
        await expect(r.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(
          r
            .getByRole('region', { name: ti('recruiting.talent.invitations.title') })
            .getByRole('listitem')
            .filter({ hasText: vacancy.title }),
        ).toContainText(ti('recruiting.talent.invitations.states.applied'));

        await r.goto(`/recrutamento/vagas/${vacancy.id}/candidatos`);
        await r.getByRole('link', { name }).click();
        await expect(r).toHaveURL(new RegExp(`/recrutamento/candidaturas/${applicationId}$`));
        await expect(r.getByRole('heading', { level: 1, name })).toBeVisible();
        const group = r.getByRole('group', { name: ti('recruiting.application.nextStatus') });
        for (const status of ['in_review', 'approved'] as const) {
          await group.getByRole('radio', { name: ti(`recruiting.applicationStatus.${status}`) }).check();
          await r.getByRole('button', { name: ti('recruiting.application.save') }).click();
          const label = ti(`recruiting.applicationStatus.${status}`);
          await expect(
            r
              .getByRole('status')
              .filter({ hasText: ti('recruiting.application.changed', { status: label }) }),
          ).toBeFocused();
          await expect(
            r.getByText(ti('recruiting.application.statusLabel', { status: label })),
          ).toBeVisible();
        }
      });

      await test.step('recruiter: the quotas page counts one more apprentice hired through the portal in Betim', async () => {
        const hiredAfter = await quotasOfBetim(r, betim.name, 'talent-journey-r-quotas-after');
        expect(hiredAfter).toBe(hiredBefore + 1);
        // A plant manager reads it on a phone too: the page fits 390 px, the table scrolls in a box of its own.
        await r.setViewportSize({ width: 390, height: 844 });
        await expectNoHorizontalOverflow(r, 'the quotas page at 390 px');
        await expectNoSeriousViolations(r);
        await screenshotIfAsked(r, 'talent-journey-r-quotas-phone');
      });
    },
  );

  await test.step('candidate: her application shows approved', async () => {
    await page.goto('/carreiras/minhas-inscricoes');
    await expectHydrated(page, cLng, tc('applications.pageTitle'));
    await expect(page.locator(`#inscricao-${(await applicationTo(page, vacancy.id)).id}`)).toContainText(
      tc('applications.statuses.approved'),
    );
  });
});

/** An invitation's card as she reads it: the vacancy, the Betim plant, the recruiter's message and the state. */
async function expectInvitationCard(
  card: Locator,
  title: string,
  message: string,
  state: 'invited' | 'applied',
): Promise<void> {
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(card).toContainText(tc('vacancies.facts.cityState', { city: 'Betim', state: 'MG' }));
  await expect(card).toContainText(message);
  await expect(card).toContainText(tc(`invitations.states.${state}`));
}
