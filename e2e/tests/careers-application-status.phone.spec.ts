import type { Locale } from '@portal/contracts/locales';
import {
  applicationTo,
  moveApplication,
  newCandidateWithFinishedResume,
  recruiterSession,
  screenshotIfAsked,
} from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { applyThroughApi, escapeRegExp, expectHydrated, listedVacancies } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow, expectTapTargetsAtLeast24px, useLanguage } from '../support/phone';

/**
 * Decision 0051 on a phone (the `phone` project: Pixel 7, touch, 390×844): 'Minhas inscrições' shows where an
 * application stands and its history behind a tap, without sideways scrolling, with finger-sized targets and a
 * long message wrapped; the end is marked final. The desktop spec (careers-application-status.spec.ts) covers the
 * resume's tab and the mails.
 */

const LONG_MESSAGE =
  'Olá! Gostaríamos de conhecer você pessoalmente. Entrevista na quinta-feira, às 10h, na portaria 2 da ' +
  'Fábrica de Motores (Rua Walter Marquardt, 1000). Traga um documento com foto e a carteira de trabalho.\n' +
  'Qualquer dúvida, responda a esta mensagem: https://exemplo.com.br/recrutamento/entrevistas/agenda-da-semana';

for (const lng of ['pt-BR'] as const satisfies Locale[]) {
  test(`${lng}: on a phone, the status, the message and the history of an application fit and open with a tap`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string) => text(lng, 'careers', key);
    await useLanguage(context, baseURL ?? '', lng);
    await newCandidateWithFinishedResume(page, lng, 'Juliana Prado Moreira');
    const [vacancy] = await listedVacancies(request, {}, lng);
    if (!vacancy) throw new Error('the demo data has no open vacancy');
    await applyThroughApi(page, vacancy.id);
    const application = await applicationTo(page, vacancy.id);
    const recruiter = await recruiterSession(baseURL ?? '');
    await moveApplication(recruiter, application.id, { status: 'interview', message: LONG_MESSAGE });

    await page.goto('/carreiras/minhas-inscricoes');
    await expectHydrated(page, lng, t('applications.pageTitle'));
    const card = page
      .getByRole('list', { name: t('applications.pageTitle') })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: vacancy.title, exact: true }) });
    await expect(card).toContainText(t('applications.statuses.interview'));
    await expect(card.getByText(/Entrevista na quinta-feira/).first()).toBeVisible();

    const toggle = card.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(t('applications.history'))}`),
    });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const steps = card.getByRole('list').getByRole('listitem');
    await expect(steps).toHaveText([
      new RegExp(escapeRegExp(t('applications.events.received'))),
      new RegExp(escapeRegExp(t('applications.events.interview'))),
    ]);
    // A long message and a long address wrap inside the card: nothing scrolls sideways.
    await expectNoHorizontalOverflow(page, 'the page at 390 px');
    await expectTapTargetsAtLeast24px(page, page.getByRole('main'));
    await expectNoSeriousViolations(page);
    await screenshotIfAsked(page, `${lng}-phone-interview`);

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByRole('list')).toHaveCount(0);

    await moveApplication(recruiter, application.id, { status: 'not_selected', reason: 2 });
    await page.reload();
    await expectHydrated(page, lng, t('applications.pageTitle'));
    await expect(card).toContainText(t('applications.statuses.not_selected'));
    await expect(card.getByText(t('applications.statusFinal'), { exact: true })).toBeVisible();
    // Without a message for the last step, the interview's message is not shown as if it were current.
    await expect(card.getByText(/Entrevista na quinta-feira/)).toBeHidden();
    await toggle.tap();
    await expect(steps.last()).toContainText(t('applications.events.not_selected'));
    await expect(steps.nth(1)).toContainText('Entrevista na quinta-feira');
    await expectNoHorizontalOverflow(page, 'the page at 390 px');
    await expectNoSeriousViolations(page);
    await screenshotIfAsked(page, `${lng}-phone-not-selected`);
    await recruiter.dispose();
  });
}
