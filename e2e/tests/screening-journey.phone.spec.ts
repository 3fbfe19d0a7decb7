import type { Locale } from '@portal/contracts/locales';
import { CSRF_HEADER } from '../support/accounts';
import {
  newCandidateWithFinishedResume,
  publishVacancyThroughApi,
  recruiterSession,
  screenshotIfAsked,
} from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { escapeRegExp, expectHydrated } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { DEMO_RECRUITER, loginPage } from '../support/intranet';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow, expectTapTargetsAtLeast24px, useLanguage } from '../support/phone';
import { DESKTOP, withPeople } from '../support/recruiting-journey';

/**
 * Issue 29 end to end: a candidate on a phone (the `phone` project: Pixel 7, touch, 390 px) reads a vacancy's
 * questions and their requirements, answers them on one screen (the numeric keypad for a number, typed as a person
 * types), is told at once which answer missed which requirement, and asks for a review from 'Minhas inscrições'; the
 * recruiter, at a desktop in the intranet, filters the flagged applications, reads the answers and the request, and
 * answers it with a status change and a message, which the candidate then reads.
 */

const QUESTIONS = [
  {
    key: 'cnh',
    kind: 'yes_no',
    text: {
      'pt-BR': 'Você tem CNH categoria D?',
      'en-US': 'Do you hold a category D driving licence?',
      'es-ES': '¿Tienes licencia de conducir categoría D?',
    },
    required: true,
    requirement: {
      accepts: ['yes'],
      reason: {
        'pt-BR': 'Esta vaga exige CNH categoria D',
        'en-US': 'This vacancy requires a category D driving licence',
        'es-ES': 'Esta vacante exige licencia de conducir categoría D',
      },
    },
  },
  {
    key: 'years',
    kind: 'number',
    text: {
      'pt-BR': 'Quantos anos de experiência com empilhadeira?',
      'es-ES': '¿Cuántos años de experiencia con carretilla elevadora?',
    },
    unit: { 'pt-BR': 'anos', 'es-ES': 'años' },
    required: false,
    requirement: {
      min: 1,
      reason: {
        'pt-BR': 'Pedimos ao menos 1 ano de experiência',
        'es-ES': 'Pedimos al menos 1 año de experiencia',
      },
    },
  },
];

const say = (lng: Locale, entry: { 'pt-BR': string; 'es-ES'?: string }) =>
  lng === 'es-ES' ? (entry['es-ES'] ?? entry['pt-BR']) : entry['pt-BR'];

for (const lng of ['pt-BR', 'es-ES'] as const satisfies Locale[]) {
  test(`${lng}: answers on a phone, is told what missed, asks for a review; the recruiter filters and answers`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);
    const lib = (key: string, params?: Record<string, string | number>) => text(lng, 'library', key, params);
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const title = `Operador de empilhadeira ${unique}`;
    const api = await recruiterSession(baseURL ?? '');
    const vacancyId = await publishVacancyThroughApi(api, title, { questions: QUESTIONS });
    await api.dispose();

    await useLanguage(context, baseURL ?? '', lng);
    const person = await newCandidateWithFinishedResume(
      page,
      lng,
      lng === 'es-ES' ? 'Lucía Fernández' : 'Joana Prado',
    );
    const cnhText = say(lng, QUESTIONS[0]!.text);
    const cnhReason = say(lng, QUESTIONS[0]!.requirement.reason);
    const yearsText = say(lng, QUESTIONS[1]!.text);
    const yearsReason = say(lng, QUESTIONS[1]!.requirement.reason);

    await test.step('the vacancy page lists the questions and their requirements before anything is sent', async () => {
      await page.goto(`/carreiras/vagas/${vacancyId}`);
      await expectHydrated(page, lng, title);
      const listed = page.getByRole('region', { name: lib('vacancyQuestions.heading') });
      await expect(listed).toContainText(cnhText);
      await expect(listed).toContainText(lib('vacancyQuestions.requirement', { reason: cnhReason }));
      await expect(listed).toContainText(lib('vacancyQuestions.requirement', { reason: yearsReason }));
      await expectNoHorizontalOverflow(page, 'the vacancy page at 390 px');
    });

    await test.step('one screen of questions: a blank required one is named; the number takes the keypad', async () => {
      await page.getByRole('button', { name: t('registration.confirm') }).tap();
      const dialog = page.getByRole('dialog', { name: t('registration.questions.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('registration.questions.send') }).tap();
      const cnh = dialog.getByRole('group', { name: cnhText });
      // Named at its question, in the reader's language, before anything is sent.
      await expect(cnh).toHaveAccessibleDescription(
        new RegExp(
          escapeRegExp(text(lng, 'common', 'validation.screeningAnswerRequired', { question: cnhText })),
        ),
      );
      await expectNoSeriousViolations(page);
      await screenshotIfAsked(page, `${lng}-screening-questions-error`);

      await cnh.getByRole('radio', { name: t('registration.questions.no') }).tap();
      const years = dialog.getByRole('textbox', {
        name: t('registration.questions.optional', { question: yearsText }),
      });
      await expect(years).toHaveAttribute('inputmode', 'decimal');
      await years.tap();
      // Digits and the comma of a phone's numeric keypad, one key at a time.
      await page.keyboard.type('0,5', { delay: 30 });
      await expectTapTargetsAtLeast24px(page, dialog);
      await screenshotIfAsked(page, `${lng}-screening-questions`);
      await dialog.getByRole('button', { name: t('registration.questions.send') }).tap();
      await expect(dialog).toBeHidden();
    });

    await test.step('told at once which answer missed which requirement, and that a person decides', async () => {
      const notice = page.getByRole('status').filter({ hasText: t('applications.screening.heading') });
      await expect(notice).toContainText(cnhReason);
      await expect(notice).toContainText(yearsReason);
      await expect(notice).toContainText(t('applications.screening.person'));
      await expect(page.getByText(t('registration.applied'))).toBeVisible();
      await expectNoHorizontalOverflow(page, 'the vacancy page at 390 px');
      await expectNoSeriousViolations(page);
      await screenshotIfAsked(page, `${lng}-screening-flagged`);
      await notice.getByRole('link', { name: t('registration.questions.askReview') }).tap();
    });

    const message =
      lng === 'es-ES' ? 'Saqué la licencia D la semana pasada.' : 'Tirei a CNH D na semana passada.';
    await test.step("asks for a review from 'Minhas inscrições'", async () => {
      await expectHydrated(page, lng, t('applications.pageTitle'));
      const flag = page.getByRole('region', { name: t('applications.screening.heading') });
      await expect(flag).toContainText(cnhReason);
      await flag.getByRole('button', { name: t('applications.screening.ask') }).tap();
      const box = flag.getByRole('textbox', { name: t('applications.screening.message') });
      await expect(box).toBeFocused();
      await page.keyboard.type(message);
      await flag.getByRole('button', { name: t('applications.screening.send') }).tap();
      const requested = t('applications.screening.requested', { date: '§' }).split('§')[0]!;
      await expect(flag.getByText(new RegExp(`^${escapeRegExp(requested)}`))).toBeFocused();
      await expect(flag.getByRole('button', { name: t('applications.screening.ask') })).toHaveCount(0);
      await expectNoHorizontalOverflow(page, 'my applications at 390 px');
      await expectNoSeriousViolations(page);
      await screenshotIfAsked(page, `${lng}-screening-review-asked`);
    });

    const answer =
      lng === 'es-ES' ? 'Revisamos tu licencia en la entrevista.' : 'Vamos conferir a CNH na entrevista.';
    // Another candidate, whose answers meet every requirement (applying through the API, as the form sends them).
    const other = await browser.newContext({ baseURL: baseURL ?? '' });
    const otherPage = await other.newPage();
    const meeting = await newCandidateWithFinishedResume(
      otherPage,
      lng,
      lng === 'es-ES' ? 'Marta Gil' : 'Rita Alves',
    );
    const applied = await otherPage.request.post('/api/curriculum/vacancies/v1', {
      headers: CSRF_HEADER,
      data: {
        vacancy_id: vacancyId,
        answers: [
          { key: 'cnh', value: 'yes' },
          { key: 'years', value: '3' },
        ],
      },
    });
    expect(applied.status()).toBe(201);
    await other.close();

    await withPeople(
      browser,
      baseURL ?? '',
      { recruiter: { lng: 'pt-BR', options: DESKTOP } },
      async ({ recruiter: r }) => {
        const ti = (key: string, params?: Record<string, string | number>) =>
          text('pt-BR', 'intranet', key, params);
        await test.step('the recruiter filters the flagged ones, reads the answers and the request, and answers it', async () => {
          await r.goto('/login');
          await loginPage(r, 'pt-BR').signInWithEmail(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
          await expect(r).toHaveURL(/\/home$/);
          await r.goto(`/recrutamento/vagas/${vacancyId}/candidatos`);
          await r.getByRole('combobox', { name: ti('recruiting.screening.filter') }).selectOption({
            label: ti('recruiting.screening.filter_misses'),
          });
          await expect(r).toHaveURL(/screening=misses/);
          const row = r.getByRole('row').filter({ has: r.getByRole('link', { name: person.name }) });
          await expect(row).toContainText(QUESTIONS[0]!.requirement.reason['pt-BR']);
          await expect(row).toContainText(ti('recruiting.screening.reviewAsked'));
          // The table fades while its rows are replaced by the filter's (aria-busy): axe reads it once settled.
          await expect(r.locator('.recruiting__table-wrap[aria-busy]')).toHaveCount(0);
          await expectNoSeriousViolations(r);
          await screenshotIfAsked(r, `${lng}-screening-recruiter-table`);
          await row.getByRole('link', { name: person.name }).click();
          const screening = r.getByRole('region', { name: ti('recruiting.screening.heading') });
          await expect(screening).toContainText(QUESTIONS[0]!.text['pt-BR']);
          await expect(screening).toContainText('0,5');
          await expect(r.getByRole('region', { name: ti('recruiting.application.timeline') })).toContainText(
            message,
          );
          const group = r.getByRole('group', { name: ti('recruiting.application.nextStatus') });
          await group.getByRole('radio', { name: ti('recruiting.applicationStatus.in_review') }).check();
          await r.getByLabel(ti('recruiting.application.message')).fill(answer);
          await r.getByRole('button', { name: ti('recruiting.application.save') }).click();
          await expect(
            r.getByText(
              ti('recruiting.application.statusLabel', {
                status: ti('recruiting.applicationStatus.in_review'),
              }),
            ),
          ).toBeVisible();
          await expect(screening).not.toContainText(ti('recruiting.screening.reviewPending'));
          await expectNoSeriousViolations(r);
          await screenshotIfAsked(r, `${lng}-screening-recruiter-application`);
        });

        await test.step('the recruiter moves the ones that meet on to interview, together, with one message', async () => {
          await r.goto(`/recrutamento/vagas/${vacancyId}/candidatos?screening=meets`);
          const row = r.getByRole('row').filter({ has: r.getByRole('link', { name: meeting.name }) });
          await expect(row).toContainText(ti('recruiting.screening.meetsAll'));
          await expect(r.getByRole('link', { name: person.name })).toHaveCount(0);
          await expect(r.locator('.recruiting__table-wrap[aria-busy]')).toHaveCount(0);
          await r.getByRole('checkbox', { name: ti('recruiting.applicants.selectAll') }).check();
          const status = ti('recruiting.applicationStatus.interview');
          await r
            .getByRole('button', { name: ti('recruiting.applicants.moveOn.open_one', { count: 1, status }) })
            .click();
          const dialog = r.getByRole('dialog', {
            name: ti('recruiting.applicants.moveOn.title_one', { count: 1, status }),
          });
          await dialog
            .getByLabel(ti('recruiting.application.message'))
            .fill('Entrevista coletiva na terça às 8h.');
          await expectNoSeriousViolations(r);
          await screenshotIfAsked(r, `${lng}-screening-recruiter-bulk`);
          await dialog
            .getByRole('button', { name: ti('recruiting.applicants.moveOn.confirm_one', { count: 1 }) })
            .click();
          await expect(dialog).toBeHidden();
          await expect(
            r
              .getByRole('status')
              .filter({ hasText: ti('recruiting.applicants.moveOn.updated_one', { count: 1, status }) }),
          ).toBeFocused();
          await expect(row).toContainText(status);
        });
      },
    );

    await test.step('the candidate reads the answer', async () => {
      await page.reload();
      await expectHydrated(page, lng, t('applications.pageTitle'));
      await expect(page.getByText(answer).first()).toBeVisible();
    });
  });
}
