import { LOCALE_COOKIE } from '@portal/contracts/locales';
import {
  applicationTo,
  expectStatusMail,
  INTERVIEW_MESSAGE,
  moveApplication,
  newCandidateWithFinishedResume,
  recruiterSession,
} from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { applyThroughApi, expectHydrated, listedVacancies, openRegisterPage } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { mailsTo } from '../support/mail';

/**
 * Decision 0071 on a phone (the `phone` project: Pixel 7, touch, 390×844): a Spanish candidate signs in on a new
 * phone, which shows pt-BR until then, and the portal speaks Spanish again; a status change rings the bell in the
 * careers header without a reload, the notification leads to her applications, and the mail links there too.
 */
test("es-ES: the account's language comes back at sign-in on a new phone; the bell and the mail lead to the application", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Lucía Fernández Ortega';
  const es = (key: string) => text('es-ES', 'careers', key);
  const library = (key: string, params?: Record<string, number>) => text('es-ES', 'library', key, params);
  const pt = (key: string) => text('pt-BR', 'careers', key);

  // Her account, made in Spanish elsewhere, applies to a vacancy.
  const { email } = await newCandidateWithFinishedResume(page, 'es-ES', name);
  const [vacancy] = await listedVacancies(request, {}, 'es-ES');
  if (!vacancy) throw new Error('the demo data has no open vacancy');
  await applyThroughApi(page, vacancy.id);
  const application = await applicationTo(page, vacancy.id);

  // A new phone: no session, no language cookie. The portal starts in pt-BR.
  await context.clearCookies();
  await openRegisterPage(page, 'pt-BR');
  await page.getByRole('button', { name: pt('register.identity.signIn') }).tap();
  await page.getByLabel(pt('register.identity.email')).fill(email);
  await page.getByLabel(pt('register.signIn.password')).fill('Acompanhar-Inscricao-2026!');
  await page.getByRole('button', { name: pt('register.signIn.submit') }).tap();

  // Signed in, the interface switches to her account's language and the phone remembers it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const bell = page.getByRole('button', { name: library('notifications.bellLabel'), exact: true });
  await expect(bell).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value)
    .toBe('es-ES');

  // The recruiter moves her application: the bell rings without a reload.
  const recruiter = await recruiterSession(baseURL ?? '');
  await moveApplication(recruiter, application.id, {
    status: 'interview',
    message: INTERVIEW_MESSAGE['es-ES'],
  });
  const ringing = page.getByRole('button', {
    name: library('notifications.bellLabelUnread_one', { count: 1 }),
  });
  await expect(ringing).toBeVisible({ timeout: 15_000 });
  await ringing.tap();
  const menu = page.getByRole('menu', { name: library('notifications.title') });
  const entry = menu.getByRole('menuitem').filter({ hasText: vacancy.title });
  await expect(entry).toBeVisible();
  await expectNoSeriousViolations(page);
  await entry.tap();
  await expect(page).toHaveURL(new RegExp(`/carreiras/minhas-inscricoes#inscricao-${application.id}$`));
  await expectHydrated(page, 'es-ES', es('applications.pageTitle'));
  // She lands on that application's card.
  const card = page.locator(`#inscricao-${application.id}`);
  await expect(card).toBeFocused();
  await expect(card).toContainText(es('applications.statuses.interview'));

  // The mail, in Spanish, links to the same place.
  await expectStatusMail({ email, name }, 'es-ES', vacancy.title, 'interview', INTERVIEW_MESSAGE['es-ES']);
  const mail = mailsTo(email).find((m) => m.text.includes(INTERVIEW_MESSAGE['es-ES']));
  // In the mail's language (decision 0083).
  expect(mail?.text).toContain(
    `${baseURL}/carreiras/minhas-inscricoes?lang=es-ES#inscricao-${application.id}`,
  );
});
