import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { CSRF_HEADER, signInThroughApi } from '../support/accounts';
import { publishVacancyThroughApi, recruiterSession } from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_CANDIDATE, expectHydrated } from '../support/careers';
import { ownClientAddress } from '../support/client-address';
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

/**
 * The first link of the mail that leads to `page` (`/carreiras/alertas/<page>?lang=es-ES#token`: in the mail's
 * language, decision 0083), as a path for the browser.
 */
function linkTo(mail: SentMail, page: string): string {
  const match = new RegExp(
    `https?://[^\\s/]+(/carreiras/alertas/${page}\\?lang=${lng}#[A-Za-z0-9_-]{43})`,
  ).exec(mail.text);
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
  expect(oneClick).toMatch(/\/api\/curriculum\/alerts\/v1\/unsubscribe\/[A-Za-z0-9_-]{43}\?lang=es-ES$/);
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

const ALERTS_API = '/api/curriculum/alerts/v1';
const pt = (key: string, params?: Record<string, string | number>) => text('pt-BR', 'careers', key, params);

/** The token of the mail's link to `page`. */
const tokenOf = (mail: SentMail, page: string) => linkTo(mail, page).split('#')[1]!;

/**
 * Subscribes `email` to the search `q` as a Spanish visitor did on another device (the API, with the form's
 * language), and answers the confirmation mail it got.
 */
async function subscribedInSpanish(request: APIRequestContext, email: string, q: string): Promise<SentMail> {
  // From an address of its own: the run's other subscriptions (and a retry) do not count against this one.
  const subscribed = await request.post(ALERTS_API, {
    headers: ownClientAddress(),
    data: { email, language: lng, frequency: 'daily', filters: { q } },
  });
  expect(subscribed.status(), `subscribe ${q}`).toBe(202);
  const subject = common('mail.alerts.confirm.subject');
  let mail: SentMail | undefined;
  await expect
    .poll(
      () => {
        mail = mailsTo(email).find((sent) => sent.subject === subject && sent.text.includes(q));
        return Boolean(mail);
      },
      { message: `the confirmation of "${q}" mailed to ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail!;
}

/** The phone has no language of its own for the portal: no cookie was ever written. */
async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value;
}

test("a Spanish mail's links open in Spanish on a Portuguese phone; opened again, the confirmation says so and leads to the alert's settings", async ({
  page: firstTab,
  context,
  request,
}) => {
  let page = firstTab;
  // The phone's browser speaks Portuguese (the run's locale) and has never been to the portal.
  const word = `Ciclope${Date.now() % 1_000_000}`;
  const email = `alerta-${word.toLowerCase()}@example.com`;
  const confirmation = await subscribedInSpanish(request, email, word);

  await page.goto(linkTo(confirmation, 'confirmar'));
  await expect(page.getByText(tc('alerts.confirm.done', { search: word }))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expectHydrated(page, lng, tc('alerts.confirm.title'));
  await expectNoSeriousViolations(page);

  // Opened again (a second tap in the mail opens another tab): the alert is live, and the page says so.
  await page.close();
  page = await context.newPage();
  await page.goto(linkTo(confirmation, 'confirmar'));
  await expect(page.getByText(tc('alerts.confirm.already', { search: word }))).toBeVisible();
  await expect(page.getByText(tc('alerts.invalid'))).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page, 'the confirmation page opened again');

  // Before the first digest she may pause it, still in Spanish.
  await page.getByRole('link', { name: tc('alerts.confirm.manage') }).tap();
  const alerts = page.getByRole('list', { name: tc('alerts.manage.title') });
  const alert = alerts.getByRole('listitem').filter({ hasText: word });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: tc('alerts.manage.pause') }).tap();
  await expect(alert.getByText(tc('alerts.manage.paused'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expectNoSeriousViolations(page);
  // The links chose the language; the phone's own choice is still nobody's.
  expect(await languageCookie(context)).toBeUndefined();
});

test('a digest of five alerts leaves with one POST of its one-click URL; its links open in Spanish; a second POST answers in Spanish', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 1_000_000;
  const words = ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Eco'].map((name) => `${name}${stamp}`);
  const email = `cinco-${stamp}@example.com`;
  let manage = '';
  for (const word of words) {
    const mail = await subscribedInSpanish(request, email, word);
    const confirmed = await request.post(`${ALERTS_API}/confirm`, {
      data: { token: tokenOf(mail, 'confirmar') },
    });
    expect(confirmed.status()).toBe(200);
    manage = ((await confirmed.json()) as { manage_token: string }).manage_token;
  }
  const mine = (await (await request.get(`${ALERTS_API}/manage/${manage}`)).json()) as {
    alerts: { id: number }[];
  };
  expect(mine.alerts).toHaveLength(words.length);

  // Paused while the recruiter publishes one vacancy for each search, then resumed at once: the next run of the job
  // (every 10 s here) finds all five with something new and sends one digest.
  const pause = (paused: boolean) =>
    Promise.all(
      mine.alerts.map(async ({ id }) =>
        expect(
          (await request.patch(`${ALERTS_API}/manage/${manage}/alerts/${id}`, { data: { paused } })).status(),
        ).toBe(200),
      ),
    );
  await pause(true);
  const recruiter = await recruiterSession(baseURL!);
  const vacancies: number[] = [];
  for (const word of words) vacancies.push(await publishVacancyThroughApi(recruiter, `Operador ${word}`));
  await recruiter.dispose();
  await pause(false);

  const digest = await mailWith(email, common('mail.alerts.digest.subject_other', { count: 5 }), 60_000);
  for (const word of words)
    expect(digest.text).toContain(common('mail.alerts.digest.search', { search: word }));
  const oneClick = digest.list?.unsubscribe?.url ?? '';
  expect(oneClick).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}\?also=[A-Za-z0-9_.-]+&lang=es-ES$/);

  // A vacancy's link opens its page in Spanish on this Portuguese phone; it says it came from the alert (issue 29).
  const vacancyLink = new RegExp(
    `https?://[^\\s/]+(/carreiras/vagas/${vacancies[0]}\\?source=alert&lang=es-ES)`,
  ).exec(digest.text);
  expect(vacancyLink, digest.text).not.toBeNull();
  await page.goto(vacancyLink![1]!);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByRole('link', { name: tc('vacancy.back') })).toBeVisible();

  // The mail client's one-click (RFC 8058), in Portuguese: one POST ends all five.
  const mailClient = { 'Accept-Language': 'pt-BR' };
  const left = await request.post(oneClick, {
    headers: mailClient,
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(left.status()).toBe(200);
  const again = await request.post(oneClick, {
    headers: mailClient,
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(again.status()).toBe(404);
  expect(((await again.json()) as { detail: string }).detail).toBe(common('errors.alertsEnded'));

  // Nothing of the address is left.
  expect((await request.get(`${ALERTS_API}/manage/${manage}`)).status()).toBe(404);
  expect(await languageCookie(context)).toBeUndefined();
});

test("a signed-in candidate's dialog comes with her address, and a search she follows shows her alert instead of saving it twice", async ({
  page,
}) => {
  await signInThroughApi(page.request, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password, 'demo candidate');
  const word = `Forjador${Date.now() % 1_000_000}`;
  const open = async () => {
    await page.goto(`/carreiras?q=${word}`);
    await expectHydrated(page, 'pt-BR', pt('vacancies.documentTitle'));
    await page.getByRole('button', { name: pt('alerts.subscribe.open') }).tap();
    return page.getByRole('dialog', { name: pt('alerts.subscribe.title') });
  };

  let dialog = await open();
  await expect(dialog.getByLabel(pt('alerts.subscribe.email'))).toHaveValue(DEMO_CANDIDATE.email);
  await dialog.getByRole('button', { name: pt('alerts.subscribe.submit') }).tap();
  await expect(dialog.getByText(pt('alerts.subscribe.done', { email: DEMO_CANDIDATE.email }))).toBeFocused();
  await dialog.getByRole('button', { name: pt('alerts.subscribe.close') }).tap();

  // The same search again: her alert, not a second one.
  dialog = await open();
  const existing = dialog.getByRole('status');
  await expect(existing).toContainText(pt('alerts.subscribe.exists', { email: DEMO_CANDIDATE.email }));
  await expect(existing).toContainText(word);
  await expect(dialog.getByRole('button', { name: pt('alerts.subscribe.submit') })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page, 'the dialog with her alert');

  const mine = (await (await page.request.get(ALERTS_API)).json()) as {
    id: number;
    filters: { q: string };
  }[];
  const ours = mine.filter((alert) => alert.filters.q === word);
  expect(ours).toHaveLength(1);
  // The demo account is shared by other specs: its alert goes.
  expect((await page.request.delete(`${ALERTS_API}/${ours[0]!.id}`, { headers: CSRF_HEADER })).status()).toBe(
    204,
  );
});
