import type { Locale } from '@portal/contracts/locales';
import { publishVacancyThroughApi, recruiterSession } from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { mailsTo, type SentMail } from '../support/mail';
import { expectNoHorizontalOverflow, typeLikeAPhone, useLanguage } from '../support/phone';

/**
 * Job alerts end to end (decision 0076), on a phone (the `phone` project: Pixel 7 at 390 px, touch), in es-ES: a
 * visitor searches the careers list for an opening that does not exist yet, asks for it by e-mail, confirms from the
 * mail; the demo recruiter publishes a matching vacancy; the digest arrives in Spanish with the vacancy's link (the
 * e2e server runs the alerts job every 10 s); its manage link lists the alert; its 'stop this alert' link ends it
 * with one tap, and the one-click URL of its List-Unsubscribe header then names nothing. Axe on the dialog and the
 * three link pages; no sideways scrolling on them (each opened cold, as from a mail; the cold-routes spec cannot open
 * them without a valid token).
 */

const lng: Locale = 'es-ES';
const tc = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);
const common = (key: string, params?: Record<string, string | number>) => text(lng, 'common', key, params);

/** The first link of the mail that leads to `page` (`/carreiras/alertas/<page>#token`), as a path for the browser. */
function linkTo(mail: SentMail, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+(/carreiras/alertas/${page}#[A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

/** Waits for a mail to `email` whose subject is `subject`. */
async function mailWith(email: string, subject: string, timeout = 10_000): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(email).find((mail) => mail.subject === subject);
        return Boolean(found);
      },
      { message: `"${subject}" mailed to ${email}`, timeout },
    )
    .toBe(true);
  return found!;
}

test('a visitor on a phone asks for a search by e-mail in Spanish, gets the new vacancy, and leaves with one tap', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useLanguage(context, baseURL!, lng);
  const word = `Orbital${Date.now() % 1_000_000}`;
  const email = `alerta-${word.toLowerCase()}@example.com`;

  // The search finds nothing yet; the list offers it by e-mail.
  await page.goto('/carreiras');
  await expectHydrated(page, lng, tc('vacancies.documentTitle'));
  // On a phone the list's fields fold behind 'Filtros' (issue 27).
  await page.locator('summary', { hasText: tc('vacancies.filters.toggle') }).tap();
  await typeLikeAPhone(page.getByLabel(tc('vacancies.filters.search')), word);
  await page.getByRole('button', { name: tc('vacancies.filters.submit') }).tap();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByText(tc('vacancies.list.empty'))).toBeVisible();
  await page.getByRole('button', { name: tc('alerts.subscribe.open') }).tap();
  const dialog = page.getByRole('dialog', { name: tc('alerts.subscribe.title') });
  await expect(dialog.getByText(tc('alerts.subscribe.search', { search: word }))).toBeVisible();
  await expectNoSeriousViolations(page);
  await typeLikeAPhone(dialog.getByLabel(tc('alerts.subscribe.email')), email);
  // Only the night shift (the dictionary's label in Spanish).
  await dialog.getByLabel(tc('alerts.subscribe.workshift')).selectOption({ label: 'Noche' });
  await dialog.getByLabel(tc('alerts.subscribe.frequency')).selectOption('daily');
  await dialog.getByRole('button', { name: tc('alerts.subscribe.submit') }).tap();
  await expect(dialog.getByText(tc('alerts.subscribe.sent', { email }))).toBeFocused();
  await dialog.getByRole('button', { name: tc('alerts.subscribe.close') }).tap();
  await expect(dialog).toBeHidden();

  // Double opt-in: the mail's link confirms.
  const confirmation = await mailWith(email, common('mail.alerts.confirm.subject'));
  expect(confirmation.text).toContain(`${word} · Noche`);
  await page.goto(linkTo(confirmation, 'confirmar'));
  await expect(page.getByText(tc('alerts.confirm.done', { search: `${word} · Noche` }))).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page, 'the confirmation page');

  // A recruiter publishes a morning and a night vacancy of the search; the next run of the job mails the night one
  // alone, in Spanish.
  const recruiter = await recruiterSession(baseURL!);
  const morning = await publishVacancyThroughApi(recruiter, `Auxiliar ${word}`, { workshifts: [1] });
  const title = `Operador ${word}`;
  const vacancyId = await publishVacancyThroughApi(recruiter, title, { workshifts: [3, 5] });
  await recruiter.dispose();
  const digest = await mailWith(email, common('mail.alerts.digest.subject_one'), 40_000);
  expect(digest.text).toContain(common('mail.alerts.digest.search', { search: `${word} · Noche` }));
  expect(digest.text).toContain(title);
  expect(digest.text).toContain(`/carreiras/vagas/${vacancyId}`);
  expect(digest.text).not.toContain(`/carreiras/vagas/${morning}`);
  const oneClick = digest.list?.unsubscribe?.url ?? '';
  expect(oneClick).toMatch(/\/api\/curriculum\/alerts\/v1\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
  expect(digest.list?.['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');

  // The manage link lists the alert.
  await page.goto(linkTo(digest, 'gerenciar'));
  const alerts = page.getByRole('list', { name: tc('alerts.manage.title') });
  await expect(alerts.getByText(`${word} · Noche`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page, 'the manage page');

  // The footer's link: opening it changes nothing; one tap ends the alert.
  await page.goto(linkTo(digest, 'sair'));
  await expect(page.getByText(word)).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page, 'the leave page');
  await page.getByRole('button', { name: tc('alerts.leave.submit') }).tap();
  await expect(page.getByText(tc('alerts.leave.done'))).toBeVisible();
  const gone = await page.request.get(new URL(oneClick).pathname);
  expect(gone.status()).toBe(404);
});
