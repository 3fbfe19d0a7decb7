import { TALENT_POOL_CONSENT_VERSION } from '@portal/contracts/legal';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { signInWithPassword } from '#server-test/employees';
import { apiCaller, type Caller, useTestApp, withDemoAccounts } from '#server-test/test-app';

// The candidate's talent pool consent (decision 0070). Runs in both API projects; the concurrent choices really
// run at once on PostgreSQL (a pool of 5), one after another on PGlite.

let clock = new Date();
const t = useTestApp({}, { now: () => clock }, withDemoAccounts);
const call = apiCaller(() => t.app);
const PATH = '/curriculum/candidates/v1/talent-pool';

const newCandidate = () => createCandidate(t.database);
const tick = (ms = 60_000) => {
  clock = new Date(clock.getTime() + ms);
  return clock;
};

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.database.db.execute(query as never)) as unknown as { rows: T[] };
  return result.rows;
}

const exported = async (who: Caller) =>
  (await call(who, 'GET', '/curriculum/candidates/v1/export')).json().talent_pool;

describe('who may read and change the talent pool choice', () => {
  it('refuses anonymous callers (401) and employees (403), as problem+json', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await call(null, method, PATH, method === 'PUT' ? { opt_in: true } : undefined);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toContain('application/problem+json');
      const signedIn = await signInWithPassword(t.app, 'admin@example.com', 'Admin-Portal-2026!');
      const employee = { authorization: `Bearer ${signedIn.json().access_token}` };
      const refused = await call(employee, method, PATH, method === 'PUT' ? { opt_in: true } : undefined);
      expect(refused.statusCode, refused.body).toBe(403);
    }
  });

  it("one candidate's choice never changes another's", async () => {
    const ana = await newCandidate();
    const bruno = await newCandidate();
    expect((await call(ana, 'PUT', PATH, { opt_in: true })).statusCode).toBe(200);
    expect((await call(bruno, 'GET', PATH)).json()).toEqual({ opt_in: false, since: null });
    expect((await exported(bruno)).history).toEqual([]);
  });
});

describe('the choice', () => {
  it('is off until chosen; on answers since when; off again clears it; every change is kept in order', async () => {
    const c = await newCandidate();
    expect((await call(c, 'GET', PATH)).json()).toEqual({ opt_in: false, since: null });

    const onAt = tick();
    const on = await call(c, 'PUT', PATH, { opt_in: true, source: 'finish' }, 'es-ES');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ opt_in: true, since: onAt.toISOString() });
    expect((await call(c, 'GET', PATH)).json()).toEqual({ opt_in: true, since: onAt.toISOString() });

    // Choosing again what holds is no change: the date stays the first consent's and the history gets nothing.
    tick();
    const again = await call(c, 'PUT', PATH, { opt_in: true, source: 'account' });
    expect(again.json()).toEqual({ opt_in: true, since: onAt.toISOString() });

    const offAt = tick();
    expect((await call(c, 'PUT', PATH, { opt_in: false })).json()).toEqual({ opt_in: false, since: null });
    expect((await call(c, 'GET', PATH)).json()).toEqual({ opt_in: false, since: null });

    const history = await rows<{ opt_in: boolean; source: string; locale: string; document_version: string }>(
      `select opt_in, source, locale, document_version from talent_pool_consent_events where user_id = '${c.userId}' order by id`,
    );
    expect(history).toEqual([
      { opt_in: true, source: 'finish', locale: 'es-ES', document_version: TALENT_POOL_CONSENT_VERSION },
      { opt_in: false, source: 'account', locale: 'en-US', document_version: TALENT_POOL_CONSENT_VERSION },
    ]);
    // Withdrawn: no member row is left for a search to find.
    expect(await rows(`select 1 from talent_pool_members where user_id = '${c.userId}'`)).toEqual([]);
    expect(offAt.getTime()).toBeGreaterThan(onAt.getTime());
  });

  it('records where it was made: the careers page path', async () => {
    const c = await newCandidate();
    await call(c, 'PUT', PATH, { opt_in: true, source: 'careers_page' }, 'pt-BR');
    const member = await rows<{ source: string }>(
      `select source from talent_pool_members where user_id = '${c.userId}'`,
    );
    expect(member).toEqual([{ source: 'careers_page' }]);
  });

  it("records the resume's box, saved when ticked (decision 0086); an older page's 'finish' is still taken", async () => {
    const c = await newCandidate();
    expect((await call(c, 'PUT', PATH, { opt_in: true, source: 'resume' }, 'pt-BR')).statusCode).toBe(200);
    expect((await call(c, 'PUT', PATH, { opt_in: false, source: 'finish' }, 'pt-BR')).statusCode).toBe(200);
    const history = await rows<{ opt_in: boolean; source: string }>(
      `select opt_in, source from talent_pool_consent_events where user_id = '${c.userId}' order by id`,
    );
    expect(history).toEqual([
      { opt_in: true, source: 'resume' },
      { opt_in: false, source: 'finish' },
    ]);
  });

  it.each([
    ['pt-BR', 'Escolha sim ou não', 'Escolha uma das opções oferecidas'],
    ['es-ES', 'Elige sí o no', 'Elige una de las opciones disponibles'],
    ['en-US', 'Please choose yes or no', 'Choose one of the options offered'],
  ])('refuses a bad body with problem+json in %s, naming the fields', async (language, choose, option) => {
    const c = await newCandidate();
    const missing = await call(c, 'PUT', PATH, {}, language);
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().errors).toEqual([{ field: 'opt_in', message: choose }]);

    const wrong = await call(c, 'PUT', PATH, { opt_in: 'yes', source: 'newsletter' }, language);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'opt_in', message: choose },
        { field: 'source', message: option },
      ]),
    );
    expect((await call(c, 'GET', PATH)).json()).toEqual({ opt_in: false, since: null });
  });
});

describe('the LGPD export and the account deletion', () => {
  it('the export shows the current choice and its whole history', async () => {
    const c = await newCandidate();
    expect(await exported(c)).toEqual({
      opt_in: false,
      since: null,
      source: null,
      document_version: null,
      history: [],
    });
    const first = tick();
    await call(c, 'PUT', PATH, { opt_in: true, source: 'finish' }, 'pt-BR');
    const second = tick();
    await call(c, 'PUT', PATH, { opt_in: false, source: 'account' }, 'pt-BR');
    const third = tick();
    await call(c, 'PUT', PATH, { opt_in: true, source: 'account' }, 'es-ES');
    const part = await exported(c);
    expect(part).toEqual({
      opt_in: true,
      since: third.toISOString(),
      source: 'account',
      document_version: TALENT_POOL_CONSENT_VERSION,
      history: [
        {
          opt_in: true,
          source: 'finish',
          document_version: TALENT_POOL_CONSENT_VERSION,
          language: 'pt-BR',
          at: first.toISOString(),
        },
        {
          opt_in: false,
          source: 'account',
          document_version: TALENT_POOL_CONSENT_VERSION,
          language: 'pt-BR',
          at: second.toISOString(),
        },
        {
          opt_in: true,
          source: 'account',
          document_version: TALENT_POOL_CONSENT_VERSION,
          language: 'es-ES',
          at: third.toISOString(),
        },
      ],
    });
  });

  it('deleting the account removes the membership and its history', async () => {
    const c = await newCandidate();
    await call(c, 'PUT', PATH, { opt_in: true });
    await call(c, 'PUT', PATH, { opt_in: false });
    await call(c, 'PUT', PATH, { opt_in: true });
    expect((await call(c, 'DELETE', '/curriculum/candidates/v1/delete-account')).statusCode).toBe(204);
    expect(await rows(`select 1 from talent_pool_members where user_id = '${c.userId}'`)).toEqual([]);
    expect(await rows(`select 1 from talent_pool_consent_events where user_id = '${c.userId}'`)).toEqual([]);
    expect((await call(c, 'GET', PATH)).statusCode).toBe(401);
  });

  it('a choice racing the deletion never fails with 500 and leaves nothing behind', async () => {
    const c = await newCandidate();
    const answers = await Promise.all([
      call(c, 'PUT', PATH, { opt_in: true }),
      call(c, 'DELETE', '/curriculum/candidates/v1/delete-account'),
      call(c, 'PUT', PATH, { opt_in: true }),
    ]);
    for (const answer of answers) expect([200, 204, 401, 404]).toContain(answer.statusCode);
    expect(answers[1]!.statusCode).toBe(204);
    expect(await rows(`select 1 from talent_pool_members where user_id = '${c.userId}'`)).toEqual([]);
    expect(await rows(`select 1 from talent_pool_consent_events where user_id = '${c.userId}'`)).toEqual([]);
  });
});

describe('concurrent choices', () => {
  it('30 choices at once leave one consistent state and a history where no change is lost', async () => {
    const c = await newCandidate();
    const wanted = Array.from({ length: 30 }, (_, i) => i % 3 !== 1);
    const answers = await Promise.all(
      wanted.map((optIn, i) => call(c, 'PUT', PATH, { opt_in: optIn, source: i % 2 ? 'account' : 'finish' })),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      // Each request is answered with the state it left.
      expect(answer.json().opt_in).toBe(wanted[i]);
    }
    const history = await rows<{ opt_in: boolean }>(
      `select opt_in from talent_pool_consent_events where user_id = '${c.userId}' order by id`,
    );
    // A change is recorded exactly when the state flips: the history alternates, starting from off.
    expect(history.map((event) => event.opt_in)).toEqual(history.map((_, i) => i % 2 === 0));
    const member = await rows(`select 1 from talent_pool_members where user_id = '${c.userId}'`);
    const final = (await call(c, 'GET', PATH)).json();
    expect(final.opt_in).toBe(history.at(-1)?.opt_in ?? false);
    expect(member.length).toBe(final.opt_in ? 1 : 0);
    expect(history.length).toBeGreaterThan(0);
  });
});
