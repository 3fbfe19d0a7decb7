import { randomUUID } from 'node:crypto';
import { ALERTS_PER_EMAIL_MAX } from '@portal/contracts/alerts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertAddresses, jobAlerts } from '#server/db/schema';
import { createCandidate } from '#server-test/candidates';
import type { ReceivedMail } from '#server-test/smtp-sink';
import { createMailingTestApp } from '#server-test/test-app';

// Job alerts' subscriptions (decision 0075): double opt-in, the candidate's own list, the one-click and manage links.
// Runs in both API projects; the concurrent subscriptions really run at once on PostgreSQL.

const BASE = '/api/curriculum/alerts/v1';
let clock = new Date();
let t: Awaited<ReturnType<typeof createMailingTestApp>>;

beforeAll(async () => {
  t = await createMailingTestApp(
    { PUBLIC_URL: 'https://careers.example.com.br' },
    { now: () => clock, careersBuild: false },
  );
});
afterAll(() => t.close());

type Who = { authorization: string } | null;
/** Each request from an address of its own, as visitors are: the per-address limits are tested on their own. */
let visitor = 0;
const nextAddress = () => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;
function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who: Who = null) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: { 'accept-language': 'pt-BR', ...(who ? { authorization: who.authorization } : {}) },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

const address = () => `alerta-${randomUUID()}@example.com`;
const body = (email: string, extra: object = {}) => ({
  email,
  language: 'es-ES',
  frequency: 'daily',
  filters: { q: 'mecânico', city: 'Betim', program: 'apprentice' },
  ...extra,
});
/** The n-th of several different searches: an address never follows one search twice (decision 0084). */
const search = (n: number) => ({ filters: { q: `mecânico ${n}`, city: 'Betim', program: 'apprentice' } });
const mailTo = (email: string, subject: RegExp) =>
  t.sink.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));
/**
 * The token a link of the mail carries in its fragment (`…/carreiras/alertas/<page>?lang=es-ES#<token>`): every link
 * names the mail's language (decision 0083).
 */
const tokenIn = (mail: ReceivedMail, page: string, lang = 'es-ES') => {
  const match = new RegExp(
    `https://careers\\.example\\.com\\.br/carreiras/alertas/${page}\\?lang=${lang}#([A-Za-z0-9_-]{43})`,
  ).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};
const alertsOf = (email: string) => t.database.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
const addressRow = async (email: string) =>
  (await t.database.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email)))[0];

async function confirmedVisitorAlert(email = address()) {
  expect((await call('POST', BASE, body(email))).statusCode).toBe(202);
  const token = tokenIn(await mailTo(email, /Confirma tu alerta/), 'confirmar');
  const confirmed = await call('POST', `${BASE}/confirm`, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [row] = await alertsOf(email);
  return { email, row: row!, manage: (await addressRow(email))!.manageToken };
}

describe('a visitor subscribes (double opt-in)', () => {
  it('gets a confirmation mail in the chosen language; nothing is live until the link is used; opened again, the link says so', async () => {
    const email = address();
    const res = await call('POST', BASE, body(email.toUpperCase()));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ confirmed: false });
    const mail = await mailTo(email, /Confirma tu alerta/);
    expect(mail.text).toContain('mecânico · Betim · Aprendiz');
    expect(mail.text).toContain('7 días');
    const [pending] = await alertsOf(email);
    expect(pending).toMatchObject({ confirmedAt: null, locale: 'es-ES', frequency: 'daily', userId: null });

    const token = tokenIn(mail, 'confirmar');
    const confirmed = await call('POST', `${BASE}/confirm`, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      confirmed: true,
      paused: false,
      language: 'es-ES',
      filters: {
        q: 'mecânico',
        city: 'Betim',
        program: 'apprentice',
        unit: null,
        interest_area: null,
        workshift: null,
      },
    });
    expect(confirmed.json().already_confirmed).toBe(false);
    const [live] = await alertsOf(email);
    // Opened again (decision 0084, a behaviour changed on purpose: it used to say the link was no longer valid): the
    // alert is live, and the page may say so and lead to the address's settings.
    const again = await call('POST', `${BASE}/confirm`, { token });
    expect(again.statusCode, again.body).toBe(200);
    const manage = (await addressRow(email))!.manageToken;
    expect(again.json()).toMatchObject({
      id: confirmed.json().id,
      confirmed: true,
      already_confirmed: true,
      manage_token: manage,
    });
    expect(confirmed.json().manage_token).toBe(manage);
    // Opening it again changes nothing.
    expect((await alertsOf(email))[0]!.confirmedAt).toEqual(live!.confirmedAt);
    // Once the alert is deleted, the link is no longer valid.
    expect((await call('DELETE', `${BASE}/manage/${manage}`)).statusCode).toBe(204);
    const gone = await call('POST', `${BASE}/confirm`, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toMatch(/no longer|não é mais|ya no es/);
  });

  it('answers an address that has an account exactly as any other, and ties the alert to it once confirmed', async () => {
    const candidate = await createCandidate(t.database);
    const known = await call('POST', BASE, body(candidate.email));
    const unknown = await call('POST', BASE, body(address()));
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    const token = tokenIn(await mailTo(candidate.email, /Confirma tu alerta/), 'confirmar');
    expect((await call('GET', BASE, undefined, candidate)).json()).toEqual([]);
    expect((await call('POST', `${BASE}/confirm`, { token })).statusCode).toBe(200);
    const mine = await call('GET', BASE, undefined, candidate);
    expect(mine.json()).toEqual([expect.objectContaining({ confirmed: true, frequency: 'daily' })]);
  });

  it('the same search again makes nothing new: the address gets its link again, or hears it already follows it', async () => {
    const email = address();
    const first = await call('POST', BASE, body(email));
    const token = tokenIn(await mailTo(email, /Confirma tu alerta/), 'confirmar');
    const confirmations = () =>
      t.sink.mails.filter((mail) => mail.to.includes(email) && /Confirma tu alerta/.test(mail.subject));
    // The same search written otherwise (case, accents, spaces) is the same search (contracts' sameAlertSearch).
    const sameAgain = body(email, { filters: { q: ' MECANICO ', city: 'betim', program: 'apprentice' } });
    const again = await call('POST', BASE, sameAgain);
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    await expect.poll(() => confirmations().length).toBe(2);
    // The first mail may have been lost: the second carries the same link.
    expect(tokenIn(confirmations()[1]!, 'confirmar')).toBe(token);
    expect(await alertsOf(email)).toHaveLength(1);

    // Confirmed, then asked for once more (another frequency): the address hears it already follows the search.
    expect((await call('POST', `${BASE}/confirm`, { token })).statusCode).toBe(200);
    const third = await call('POST', BASE, body(email, { frequency: 'weekly' }));
    expect([third.statusCode, third.body]).toEqual([first.statusCode, first.body]);
    const exists = await mailTo(email, /Ya recibes las vacantes de esta búsqueda/);
    expect(exists.text).toContain('mecânico · Betim · Aprendiz');
    expect(tokenIn(exists, 'gerenciar')).toBe((await addressRow(email))!.manageToken);
    expect(await alertsOf(email)).toEqual([expect.objectContaining({ frequency: 'daily' })]);

    // Another search is another alert.
    expect((await call('POST', BASE, body(email, search(1)))).statusCode).toBe(202);
    expect(await alertsOf(email)).toHaveLength(2);
  });

  it('a link older than 7 days confirms nothing, and the job deletes the alert and the address', async () => {
    const email = address();
    await call('POST', BASE, body(email));
    const token = tokenIn(await mailTo(email, /Confirma tu alerta/), 'confirmar');
    const start = clock;
    try {
      clock = new Date(start.getTime() + 7 * 86_400_000 + 1000);
      expect((await call('POST', `${BASE}/confirm`, { token })).statusCode).toBe(404);
      expect(await t.app.alerts.pruneUnconfirmed()).toBeGreaterThanOrEqual(1);
      expect(await alertsOf(email)).toEqual([]);
      expect(await addressRow(email)).toBeUndefined();
    } finally {
      clock = start;
    }
  });
});

describe("a signed-in candidate's own address", () => {
  it("is subscribed at once without a mail; the list and its delete are the candidate's own", async () => {
    const candidate = await createCandidate(t.database);
    const other = await createCandidate(t.database);
    const before = t.sink.mails.length;
    const res = await call('POST', BASE, body(candidate.email, { frequency: 'weekly' }), candidate);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ confirmed: true });
    const [alert] = (await call('GET', BASE, undefined, candidate)).json();
    expect(alert).toMatchObject({ confirmed: true, frequency: 'weekly' });
    expect((await call('DELETE', `${BASE}/${alert.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${alert.id}`, undefined, candidate)).statusCode).toBe(204);
    expect((await call('GET', BASE, undefined, candidate)).json()).toEqual([]);
    expect(await addressRow(candidate.email)).toBeUndefined();
    expect(t.sink.mails.slice(before).filter((m) => m.to.includes(candidate.email))).toEqual([]);
    // Anonymous and employees have no list.
    expect((await call('GET', BASE)).statusCode).toBe(401);
  });

  it('never saves one search twice: the 409 names the alert that follows it, also when the same search arrives at once', async () => {
    const candidate = await createCandidate(t.database);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', BASE, body(candidate.email), candidate)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409, 409, 409]);
    const [alert] = (await call('GET', BASE, undefined, candidate)).json();
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'alert_exists',
      detail: 'Você já recebe as vagas desta busca: o alerta está na sua lista de alertas de vagas.',
      alert: { id: alert.id, confirmed: true, frequency: 'daily', filters: alert.filters },
    });
    expect(await alertsOf(candidate.email)).toHaveLength(1);
  });

  it('a search she asked for before signing in, still waiting for its link, goes live at once when asked for signed in', async () => {
    const candidate = await createCandidate(t.database);
    await call('POST', BASE, body(candidate.email));
    await mailTo(candidate.email, /Confirma tu alerta/);
    const res = await call('POST', BASE, body(candidate.email), candidate);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ confirmed: true });
    expect((await call('GET', BASE, undefined, candidate)).json()).toEqual([
      expect.objectContaining({ confirmed: true, filters: expect.objectContaining({ q: 'mecânico' }) }),
    ]);
  });

  it(`keeps at most ${ALERTS_PER_EMAIL_MAX} alerts per address, also when subscriptions arrive at once`, async () => {
    const candidate = await createCandidate(t.database);
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => call('POST', BASE, body(candidate.email, search(i)), candidate)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    for (let i = 0; i < ALERTS_PER_EMAIL_MAX - 3; i++)
      await t.database.db.insert(jobAlerts).values({
        email: candidate.email,
        userId: candidate.userId,
        locale: 'pt-BR',
        frequency: 'daily',
        filters: { q: null, city: null, unit: null, program: null, interest_area: null, workshift: null },
        confirmedAt: clock,
        unsubscribeToken: randomUUID(),
      });
    const sixth = await call('POST', BASE, body(candidate.email), candidate);
    expect(sixth.statusCode, sixth.body).toBe(409);
    expect(sixth.json().code).toBe('limit_reached');
    expect(await alertsOf(candidate.email)).toHaveLength(ALERTS_PER_EMAIL_MAX);
  });

  it('subscriptions of one address at once never pass the limit (PostgreSQL runs them together)', async () => {
    const emails = Array.from({ length: 4 }, () => address());
    // Four addresses each receive three at once, twice: six tries each, within the per-address rate limit.
    for (const round of [0, 1])
      await Promise.all(
        emails.flatMap((email) =>
          [0, 1, 2].map((i) => call('POST', BASE, body(email, search(round * 3 + i)))),
        ),
      );
    for (const email of emails) {
      const rows = await alertsOf(email);
      expect(rows.length, email).toBe(ALERTS_PER_EMAIL_MAX);
    }
  });
});

describe('leaving: one click, and the manage link', () => {
  it('RFC 8058: a POST with List-Unsubscribe=One-Click ends the alert without sign-in; a GET changes nothing', async () => {
    const { email, row } = await confirmedVisitorAlert();
    const url = `${BASE}/unsubscribe/${row.unsubscribeToken}`;
    const look = await call('GET', url);
    expect(look.statusCode).toBe(200);
    expect(look.json()).toMatchObject({ alerts: [{ id: row.id, confirmed: true }] });
    expect(await alertsOf(email)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alertsOf(email)).toEqual([]);
    // The address is kept only while an alert lives.
    expect(await addressRow(email)).toBeUndefined();
    expect((await call('POST', url)).statusCode).toBe(404);
  });

  it("a mail's one-click link answers in the mail's language (its `lang`), whatever the mail client asks for", async () => {
    const { email, row } = await confirmedVisitorAlert();
    const url = `${BASE}/unsubscribe/${row.unsubscribeToken}?lang=es-ES`;
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pt-BR' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick()).statusCode).toBe(200);
    expect(await alertsOf(email)).toEqual([]);
    const again = await oneClick();
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-language']).toBe('es-ES');
    expect(again.json().detail).toBe('Ninguna alerta de este enlace sigue activa: ya se cancelaron.');
    // A link without a language keeps the caller's; an unknown one is refused in it.
    expect((await call('POST', `${BASE}/unsubscribe/${row.unsubscribeToken}`)).json().detail).toBe(
      'Nenhum alerta deste link continua ativo: eles já foram encerrados.',
    );
    const unknown = await call('POST', `${BASE}/unsubscribe/${row.unsubscribeToken}?lang=fr-FR`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'lang', message: 'Escolha uma das opções oferecidas' }]);
  });

  it('the manage link pauses, edits (frequency, area, shift) and deletes the alerts of its address, and then the address itself', async () => {
    const { email, row, manage } = await confirmedVisitorAlert();
    const { id: _first, ...same } = row;
    const second = await t.database.db
      .insert(jobAlerts)
      .values({ ...same, unsubscribeToken: randomUUID(), confirmToken: null })
      .returning();
    const page = await call('GET', `${BASE}/manage/${manage}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ email, alerts: [{ id: row.id }, { id: second[0]!.id }] });
    const paused = await call('PATCH', `${BASE}/manage/${manage}/alerts/${row.id}`, {
      paused: true,
      frequency: 'weekly',
    });
    expect(paused.json()).toMatchObject({ paused: true, frequency: 'weekly' });
    // The area and the shift are edited; the rest of the search stays; null is 'any' again.
    const narrowed = await call('PATCH', `${BASE}/manage/${manage}/alerts/${row.id}`, {
      interest_area: 4,
      workshift: 3,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json().filters).toEqual({ ...row.filters, interest_area: 4, workshift: 3 });
    const widened = await call('PATCH', `${BASE}/manage/${manage}/alerts/${row.id}`, { workshift: null });
    expect(widened.json().filters).toEqual({ ...row.filters, interest_area: 4, workshift: null });
    const unknown = await call('PATCH', `${BASE}/manage/${manage}/alerts/${row.id}`, { workshift: 9 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'workshift', message: 'Escolha uma das opções oferecidas' },
    ]);
    expect((await call('GET', `${BASE}/manage/${manage}`)).json().alerts[0].filters.workshift).toBeNull();
    expect((await call('PATCH', `${BASE}/manage/${manage}/alerts/${row.id}`, {})).statusCode).toBe(400);
    expect((await call('DELETE', `${BASE}/manage/${manage}/alerts/${row.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/manage/${manage}`)).json().alerts).toHaveLength(1);
    expect((await call('DELETE', `${BASE}/manage/${manage}`)).statusCode).toBe(204);
    expect(await addressRow(email)).toBeUndefined();
    expect((await call('GET', `${BASE}/manage/${manage}`)).statusCode).toBe(404);
  });

  it("another address's alert cannot be reached with a manage link; malformed tokens are 400", async () => {
    const a = await confirmedVisitorAlert();
    const b = await confirmedVisitorAlert();
    expect((await call('DELETE', `${BASE}/manage/${a.manage}/alerts/${b.row.id}`)).statusCode).toBe(404);
    expect(await alertsOf(b.email)).toHaveLength(1);
    expect((await call('GET', `${BASE}/manage/short`)).statusCode).toBe(400);
    expect((await call('POST', `${BASE}/unsubscribe/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('bad input and abuse', () => {
  it('names the field of a bad value in the caller’s language and stores nothing', async () => {
    const email = address();
    for (const [payload, field] of [
      [{ ...body(email), email: 'not-an-address' }, 'email'],
      [{ ...body(email), frequency: 'hourly' }, 'frequency'],
      [{ ...body(email), filters: { interest_area: 999 } }, 'filters.interest_area'],
      [{ ...body(email), filters: { program: 'trainee' } }, 'filters.program'],
      [{ ...body(email), language: 'fr-FR' }, 'language'],
    ] as const) {
      const res = await call('POST', BASE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await addressRow(email)).toBeUndefined();
  });

  it('limits subscriptions per e-mail and per caller, so nobody floods a third party with confirmation mails', async () => {
    const email = address();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await call('POST', BASE, body(email, search(i)))).statusCode);
    expect(answers).toEqual([...Array(6).fill(202), 429]);
    // Five alerts wait for confirmation; the sixth try got the mail that says the limit is reached.
    expect(await alertsOf(email)).toHaveLength(ALERTS_PER_EMAIL_MAX);
    const limitMail = await mailTo(email, /Ya tienes 5 alertas/);
    tokenIn(limitMail, 'gerenciar');
    // One caller, many addresses.
    const caller = nextAddress();
    const fromOne = [];
    for (let i = 0; i < 11; i++)
      fromOne.push(
        (
          await t.app.inject({
            method: 'POST',
            url: BASE,
            remoteAddress: caller,
            payload: body(address()),
          })
        ).statusCode,
      );
    expect(fromOne).toEqual([...Array(10).fill(202), 429]);
  });
});

describe('LGPD', () => {
  it("the account's alerts are in its export and die with it", async () => {
    const candidate = await createCandidate(t.database);
    await call('POST', BASE, body(candidate.email), candidate);
    const exported = await call('GET', '/api/curriculum/candidates/v1/export', undefined, candidate);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().job_alerts).toEqual([
      expect.objectContaining({ email: candidate.email, frequency: 'daily', confirmed: true }),
    ]);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/curriculum/candidates/v1/delete-account',
      headers: { authorization: candidate.authorization },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await alertsOf(candidate.email)).toEqual([]);
  });
});
