import { randomBytes, randomUUID } from 'node:crypto';
import type { StoredAlertFilters } from '@portal/contracts/alerts';
import { UNSUBSCRIBE_TOKEN_SEPARATOR } from '@portal/contracts/alerts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { jobAlertAddresses, jobAlerts, mailOutbox } from '#server/db/schema';
import { type RecruitingFixture, recruitingFixture, twoRecruitingInstances } from '#server-test/recruiting';
import type { ReceivedMail } from '#server-test/smtp-sink';
import { createMailingTestApp, forTheFile } from '#server-test/test-app';

// The job alerts' digests (decision 0076): one mail per address and period with what is new for its alerts, grouped
// by alert, in the subscriber's language; never empty, never a vacancy twice; one-click leaving from its headers. The
// job is run by hand (`app.alerts.sendDigests()`) against a controlled clock. Runs in both API projects; two instances
// running the job at once are tested on PostgreSQL.

const HOUR = 3_600_000;
const deadline = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
let clock = new Date();
let t: Awaited<ReturnType<typeof createMailingTestApp>>;
let f: RecruitingFixture;

beforeAll(async () => {
  t = await createMailingTestApp(
    { PUBLIC_URL: 'https://careers.example.com.br', ALERTS_JOB: false },
    { now: () => clock, careersBuild: false },
  );
  f = await recruitingFixture(t, { deadline });
});
afterAll(() => t.close());

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const token = () => randomBytes(32).toString('base64url');
const filters = (chosen: Partial<StoredAlertFilters>): StoredAlertFilters => ({
  q: null,
  city: null,
  unit: null,
  program: null,
  interest_area: null,
  workshift: null,
  ...chosen,
});

/**
 * Confirmed alerts of one new address, confirmed now (the subscription and its double opt-in are alerts.test.ts's
 * subject); their rows, oldest first.
 */
async function subscribed(
  db: Db,
  alerts: { filters: Partial<StoredAlertFilters>; frequency?: 'daily' | 'weekly'; locale?: string }[],
  at = clock,
) {
  const email = `digest-${randomUUID()}@example.com`;
  await db.insert(jobAlertAddresses).values({ email, manageToken: token(), createdAt: at });
  const rows = await db
    .insert(jobAlerts)
    .values(
      alerts.map((alert) => ({
        email,
        locale: alert.locale ?? 'es-ES',
        frequency: alert.frequency ?? 'daily',
        filters: filters(alert.filters),
        confirmedAt: at,
        unsubscribeToken: token(),
        createdAt: at,
      })),
    )
    .returning();
  return { email, rows };
}

/** A vacancy's link in a digest: its page in the mail's language (decision 0083), marked as the alert's (issue 29). */
const vacancyUrl = (id: number, lang = 'es-ES') =>
  `https://careers.example.com.br/carreiras/vagas/${id}?source=alert&lang=${lang}`;
const mailsTo = (email: string) => t.sink.mails.filter((mail) => mail.to.includes(email));
/** Runs the job and waits for the worker to deliver what it wrote. */
async function runDigests(): Promise<number> {
  const before = t.sink.mails.length;
  const sent = await t.app.alerts.sendDigests();
  if (sent > 0) await expect.poll(() => t.sink.mails.length - before, { timeout: 5000 }).toBe(sent);
  return sent;
}
/** The mail's List-Unsubscribe URL and List-Unsubscribe-Post value (RFC 8058), as the mail parser reads them. */
function listHeaders(mail: ReceivedMail) {
  const list = mail.headers.get('list') as
    | { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } }
    | undefined;
  return { url: list?.unsubscribe?.url ?? '', post: list?.['unsubscribe-post']?.name };
}

describe('digests', () => {
  it('one mail for three matching alerts, grouped by alert, in Spanish; nothing old, nothing twice, nothing empty', async () => {
    const before = await f.publishedVacancy(f.betim, 'Eletricista Antes');
    tick(HOUR);
    const { email, rows } = await subscribed(t.database.db, [
      { filters: { q: 'eletricista' } },
      { filters: { city: 'Betim' } },
      { filters: { program: 'apprentice' } },
    ]);
    tick(HOUR);
    const electrician = await f.publishedVacancy(f.betim, 'Eletricista de Manutenção');
    const apprentice = await f.publishedVacancy(f.jaragua, 'Aprendiz de Usinagem', { program: 'apprentice' });
    const welder = await f.publishedVacancy(f.jaragua, 'Soldador');
    tick(HOUR);

    expect(await runDigests()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('2 nuevas vacantes para ti');
    // Each vacancy once, under the first alert that found it: the Betim alert found only what the first one had.
    expect(mail!.text).toContain('Tu búsqueda: eletricista');
    expect(mail!.text).toContain('Tu búsqueda: Aprendiz');
    expect(mail!.text).not.toContain('Tu búsqueda: Betim');
    expect(mail!.text.split(vacancyUrl(electrician))).toHaveLength(2);
    expect(mail!.text).toContain(vacancyUrl(apprentice));
    expect(mail!.text).not.toContain(vacancyUrl(welder));
    expect(mail!.text).not.toContain(vacancyUrl(before));
    expect(mail!.text).toMatch(/Recibes este correo porque confirmaste 2 alertas de empleo/);
    expect(mail!.html).toContain(`<a href="${vacancyUrl(apprentice).replace('&', '&#38;')}">`);
    // One click ends what the mail reported: the first and the third alert (the path names one, `also` the other:
    // decision 0084), and answers in the mail's language.
    expect(listHeaders(mail!)).toEqual({
      url: `https://careers.example.com.br/api/curriculum/alerts/v1/unsubscribe/${rows[0]!.unsubscribeToken}?also=${rows[2]!.unsubscribeToken}&lang=es-ES`,
      post: 'List-Unsubscribe=One-Click',
    });

    // Nothing new: no mail, however often the job runs and however much time passes.
    await runDigests();
    tick(25 * HOUR);
    await runDigests();
    expect(mailsTo(email)).toHaveLength(1);

    // A new Betim vacancy: the next run mails it alone, under the Betim alert.
    const mechanic = await f.publishedVacancy(f.betim, 'Mecânico Industrial');
    tick(HOUR);
    await runDigests();
    const second = mailsTo(email)[1]!;
    expect(second.subject).toBe('Una nueva vacante para ti');
    expect(second.text).toContain('Tu búsqueda: Betim');
    expect(second.text).toContain(vacancyUrl(mechanic));
    expect(second.text).not.toContain(vacancyUrl(electrician));
    expect(listHeaders(second).url).toMatch(
      new RegExp(`/unsubscribe/${rows[1]!.unsubscribeToken}\\?lang=es-ES$`),
    );
  });

  it('an alert for an area of interest and a work shift gets only the vacancies that name both', async () => {
    const { email } = await subscribed(t.database.db, [
      { filters: { interest_area: 4, workshift: 3 }, locale: 'pt-BR' },
    ]);
    tick(HOUR);
    const night = await f.publishedVacancy(f.betim, 'Mecânico Noturno', {
      interest_area: 4,
      workshifts: [1, 3],
    });
    const morning = await f.publishedVacancy(f.betim, 'Mecânico Manhã', {
      interest_area: 4,
      workshifts: [1],
    });
    const otherArea = await f.publishedVacancy(f.betim, 'Operador Noturno', {
      interest_area: 3,
      workshifts: [3],
    });
    const unnamed = await f.publishedVacancy(f.betim, 'Mecânico Sem Área');
    tick(HOUR);

    await runDigests();
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Uma nova vaga para você');
    expect(mail!.text).toContain('Sua busca: Manutenção · Noite');
    expect(mail!.text).toContain(vacancyUrl(night, 'pt-BR'));
    for (const id of [morning, otherArea, unnamed]) expect(mail!.text).not.toContain(vacancyUrl(id, 'pt-BR'));
  });

  it('daily means at most one mail a day, weekly one a week, each sent by the first run after a match', async () => {
    const daily = await subscribed(t.database.db, [{ filters: { q: 'torneiro' }, locale: 'pt-BR' }]);
    const weekly = await subscribed(t.database.db, [
      { filters: { q: 'torneiro' }, frequency: 'weekly', locale: 'en-US' },
    ]);
    tick(HOUR);
    await f.publishedVacancy(f.betim, 'Torneiro Mecânico 1');
    tick(HOUR);
    await runDigests();
    expect(mailsTo(daily.email).map((mail) => mail.subject)).toEqual(['Uma nova vaga para você']);
    expect(mailsTo(weekly.email).map((mail) => mail.subject)).toEqual(['A new vacancy for you']);

    // Another match an hour later: neither gets it before its period has passed.
    tick(HOUR);
    await f.publishedVacancy(f.betim, 'Torneiro Mecânico 2');
    tick(HOUR);
    await runDigests();
    tick(20 * HOUR);
    await runDigests();
    expect(mailsTo(daily.email)).toHaveLength(1);
    tick(3 * HOUR);
    await runDigests();
    expect(mailsTo(daily.email)).toHaveLength(2);
    expect(mailsTo(daily.email)[1]!.text).toContain('Torneiro Mecânico 2');
    expect(mailsTo(weekly.email)).toHaveLength(1);

    tick(6 * 24 * HOUR);
    await runDigests();
    expect(mailsTo(weekly.email)).toHaveLength(2);
    expect(mailsTo(weekly.email)[1]!.text).toContain('Torneiro Mecânico 2 (EN)');
  });

  it('a paused alert sends nothing; the one-click URL of a digest ends the alerts it reported (RFC 8058)', async () => {
    const { email, rows } = await subscribed(t.database.db, [
      { filters: { q: 'caldeireiro' } },
      { filters: { q: 'caldeireiro', city: 'Betim' } },
      { filters: { q: 'pintor' } },
    ]);
    await t.database.db.update(jobAlerts).set({ pausedAt: clock }).where(eq(jobAlerts.id, rows[2]!.id));
    tick(HOUR);
    await f.publishedVacancy(f.betim, 'Caldeireiro');
    await f.publishedVacancy(f.betim, 'Pintor Industrial');
    tick(HOUR);
    await runDigests();
    const [mail] = mailsTo(email);
    expect(mail!.text).not.toContain('Pintor');
    const url = new URL(listHeaders(mail!).url);
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    // The mail reported the first alert (the second found the same vacancy); the paused one was not in it.
    expect(left.map((row) => row.id)).toEqual([rows[1]!.id, rows[2]!.id]);
  });
});

describe('a digest of five alerts (issue 27 point 5)', () => {
  it("leaves in one POST, links every page in the mail's language, and answers a second POST in it", async () => {
    const words = ['Fresador', 'Brochador', 'Afiador', 'Retificador', 'Mandrilador'];
    const { email } = await subscribed(
      t.database.db,
      words.map((q) => ({ filters: { q }, locale: 'en-US' })),
    );
    tick(HOUR);
    const ids: number[] = [];
    for (const word of words) ids.push(await f.publishedVacancy(f.betim, `${word} de Produção`));
    tick(HOUR);
    await runDigests();
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('5 new vacancies for you');
    // Each vacancy, each search's 'stop this alert' and the manage link: all open in English.
    for (const id of ids) expect(mail!.text).toContain(vacancyUrl(id, 'en-US'));
    const links = mail!.text.match(/https:\/\/careers\.example\.com\.br\/\S+/g) ?? [];
    expect(links).toHaveLength(words.length * 2 + 1);
    for (const link of links) expect(link).toMatch(/[?&]lang=en-US(#[A-Za-z0-9_-]{43})?$/);

    // The one-click URL of five alerts: its path is as short as one alert's (the router refuses a path parameter
    // over 200 characters, which five joined tokens were).
    const url = new URL(listHeaders(mail!).url);
    expect(url.pathname).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        // A mail client in Portuguese: the answers still speak the mail's language.
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pt-BR' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick();
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
    const again = await oneClick();
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('No alert of this link is active any more: they have already ended.');
  });

  it('a five-alert digest mailed before the short one-click URL (five tokens in the path) still leaves in one POST', async () => {
    const words = ['Torneiro', 'Caldeireiro', 'Funileiro', 'Serralheiro', 'Moldador'];
    const { email } = await subscribed(
      t.database.db,
      words.map((q) => ({ filters: { q }, locale: 'pt-BR' })),
    );
    const rows = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    const joined = rows.map((row) => row.unsubscribeToken).join(UNSUBSCRIBE_TOKEN_SEPARATOR);
    expect(joined.length).toBeGreaterThan(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/curriculum/alerts/v1/unsubscribe/${joined}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('two instances run the job at once', () => {
  const two = forTheFile(twoRecruitingInstances);

  it('every digest is written once', async () => {
    const addresses = await Promise.all(
      [1, 2, 3].map(() => subscribed(two.database.db, [{ filters: { q: 'ferramenteiro' } }], new Date())),
    );
    // Published after the alerts were confirmed (the instances' clock is the real one).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const id = await two.draft('Ferramenteiro', deadline);
    const published = await two.one.inject({
      method: 'POST',
      url: `/api/recruiting/v1/vacancies/${id}/publish`,
      headers: { authorization: two.recruiter.authorization },
    });
    expect(published.statusCode, published.body).toBe(200);

    const runs = await Promise.all([two.one.alerts.sendDigests(), two.two.alerts.sendDigests()]);
    expect(runs[0]! + runs[1]!).toBe(addresses.length);
    for (const { email } of addresses) {
      const queued = await two.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      expect(queued, email).toHaveLength(1);
    }
  });
});
