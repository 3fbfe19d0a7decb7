import { SAMPLE_DEGREE } from '@portal/contracts/test/sample-degree';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCommand } from '#server/cli/users-command';
import { testConfig } from '#server/config';
import { createNotificationBus } from '#server/core/create-notification-bus';
import type { NotificationBus } from '#server/core/notification-bus';
import type { Database } from '#server/db/database';
import { createCandidate } from '#server-test/candidates';
import { createEmployee, signInWithPassword } from '#server-test/employees';
import { type SmtpSink, startSmtpSink } from '#server-test/smtp-sink';
import { buildCheckedApp, createTestDatabase } from '#server-test/test-app';

// Decision 0042: once a session ends (or its user is disabled or deleted), its access token is refused on every
// endpoint at once, although it is well signed and unexpired. Each test first uses the token (so the session check
// is cached), then ends the session and expects 401 on a resume endpoint, the LGPD export and a /users endpoint.

let app: FastifyInstance;
let database: Database;
let bus: NotificationBus;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
  bus = createNotificationBus(testConfig(), database, pino({ level: 'silent' }));
  await bus.ready();
  app = await buildCheckedApp(testConfig({ SMTP_URL: sink.url }), {
    database,
    careersBuild: false,
    notificationBus: bus,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await sink.close();
});

const PASSWORD = 'Correct-Horse-Battery-9';
const NEW_PASSWORD = 'Quiet-River-Morning-42';
let client = 0;
/** Each test its own client address, so the per-address limits (the export: 10 per 15 minutes) never add up. */
const nextAddress = () => `10.42.${++client}.1`;

const ENDPOINTS = [
  '/api/curriculum/basic-information/v1',
  '/api/curriculum/candidates/v1/export',
  '/api/users/information/v1',
];

async function statuses(authorization: string, remoteAddress: string): Promise<number[]> {
  const out: number[] = [];
  for (const url of ENDPOINTS) {
    out.push((await app.inject({ url, headers: { authorization }, remoteAddress })).statusCode);
  }
  return out;
}

/** A candidate who can sign in, its session's token checked (and cached) on every endpoint. */
async function signedIn() {
  const remoteAddress = nextAddress();
  const candidate = await createCandidate(database, { password: PASSWORD });
  expect(await statuses(candidate.authorization, remoteAddress)).toEqual([200, 200, 200]);
  return { ...candidate, remoteAddress };
}

async function expectEnded(authorization: string, remoteAddress: string) {
  const res = await app.inject({ url: ENDPOINTS[2]!, headers: { authorization }, remoteAddress });
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  expect(await statuses(authorization, remoteAddress)).toEqual([401, 401, 401]);
}

/** A request of the signed-in candidate `c` (its token, its own address). */
const asCandidate = (
  c: { authorization: string; remoteAddress: string },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: c.authorization },
    remoteAddress: c.remoteAddress,
    ...(payload ? { payload } : {}),
  });

const signIn = (email: string, password: string, remoteAddress: string) =>
  signInWithPassword(app, email, password, { remoteAddress });

describe('the session check of every authenticated endpoint', () => {
  it('refuses the token after sign-out', async () => {
    const c = await signedIn();
    const res = await asCandidate(c, 'POST', '/api/auth/auth/v1/logout');
    expect(res.statusCode).toBe(204);
    await expectEnded(c.authorization, c.remoteAddress);
  });

  it('refuses the token after a used refresh token comes back (the session is revoked)', async () => {
    const remoteAddress = nextAddress();
    const { email } = await createCandidate(database, { password: PASSWORD });
    const first = (await signIn(email, PASSWORD, remoteAddress)).json();
    const refresh = (old: string) =>
      app.inject({
        url: '/api/auth/auth/v1/token/refresh',
        headers: { authorization: `Bearer ${old}` },
        remoteAddress,
      });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const authorization = `Bearer ${second.json().access_token}`;
    expect(await statuses(authorization, remoteAddress)).toEqual([200, 200, 200]);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    await expectEnded(authorization, remoteAddress);
  });

  it('refuses every token of the user after a password change', async () => {
    const c = await signedIn();
    const res = await asCandidate(c, 'POST', '/api/users/password/v1/change', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(204);
    await expectEnded(c.authorization, c.remoteAddress);
  });

  it('refuses every earlier token after a password reset, and the new session works', async () => {
    const c = await signedIn();
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/users/password/v1/forgot',
      payload: { email: c.email },
      remoteAddress: c.remoteAddress,
    });
    expect(forgot.statusCode).toBe(202);
    const mail = await sink.waitFor((m) => m.to.includes(c.email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const reset = await app.inject({
      method: 'POST',
      url: '/api/users/password/v1/reset',
      payload: { email: c.email, code, new_password: NEW_PASSWORD },
      remoteAddress: c.remoteAddress,
    });
    expect(reset.statusCode).toBe(204);
    await expectEnded(c.authorization, c.remoteAddress);
    const access = reset.cookies.find((cookie) => cookie.name === 'access_token')!.value;
    expect(await statuses(`Bearer ${access}`, nextAddress())).toEqual([200, 200, 200]);
  });

  it("refuses the tokens of every device after 'sign out everywhere'", async () => {
    const c = await signedIn();
    const other = (await signIn(c.email, PASSWORD, c.remoteAddress)).json();
    const otherAuthorization = `Bearer ${other.access_token}`;
    expect(await statuses(otherAuthorization, c.remoteAddress)).toEqual([200, 200, 200]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/auth/v1/logout-everywhere',
      headers: { authorization: otherAuthorization },
      remoteAddress: c.remoteAddress,
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((cookie) => cookie.name === 'access_token')?.value).toBe('');
    await expectEnded(c.authorization, c.remoteAddress);
    await expectEnded(otherAuthorization, c.remoteAddress);
    const refreshed = await app.inject({
      url: '/api/auth/auth/v1/token/refresh',
      headers: { authorization: `Bearer ${other.refresh_token}` },
      remoteAddress: c.remoteAddress,
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses the token of a user disabled by the users tool (another process, told through the bus)', async () => {
    const c = await signedIn();
    const lines = await runUsersCommand(['disable', '--email', c.email], database.db, undefined, (userIds) =>
      bus.publish({ type: 'sessions-ended', userIds }),
    );
    expect(lines[0]).toMatch(/^disabled: .*\(1 sessions revoked\)$/);
    // On PostgreSQL the event makes the round trip through NOTIFY/LISTEN, as from the tool's own process. The wait
    // asks the resume, which trusts the cached session check until the event arrives (/users/information reads the
    // user itself, so it refuses the token at once and would end the wait before the event is seen).
    const started = performance.now();
    const info = () => app.inject({ url: ENDPOINTS[0]!, headers: { authorization: c.authorization } });
    while ((await info()).statusCode === 200) {
      expect(performance.now() - started).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    console.log(
      `session check: disable seen after ${(performance.now() - started).toFixed(1)} ms (${bus.transport})`,
    );
    await expectEnded(c.authorization, c.remoteAddress);
  });

  it('applies a grant the users tool changed (another process, told through the bus) to open sessions', async () => {
    const recruiter = await createEmployee(database, { permissions: ['recruiting.vacancies'] });
    const vacancies = () =>
      app.inject({
        url: '/api/recruiting/v1/vacancies',
        headers: { authorization: recruiter.authorization },
      });
    expect((await vacancies()).statusCode).toBe(200);
    await runUsersCommand(
      ['grant', '--email', recruiter.email, '--permissions', ''],
      database.db,
      undefined,
      undefined,
      (userIds) => bus.publish({ type: 'grants-changed', userIds }),
    );
    const started = performance.now();
    while ((await vacancies()).statusCode === 200) {
      expect(performance.now() - started).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect((await vacancies()).json()).toMatchObject({ status: 403, code: 'forbidden' });
    // The session goes on: only the grant changed.
    const info = await app.inject({
      url: ENDPOINTS[2]!,
      headers: { authorization: recruiter.authorization },
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses the token of a deleted account, on reads and on writes (401, never 500)', async () => {
    const c = await signedIn();
    const res = await asCandidate(c, 'DELETE', '/api/curriculum/candidates/v1/delete-account');
    expect(res.statusCode).toBe(204);
    await expectEnded(c.authorization, c.remoteAddress);
    const write = await asCandidate(c, 'POST', '/api/curriculum/degrees/v1', SAMPLE_DEGREE);
    expect(write.statusCode).toBe(401);
    expect(write.headers['content-type']).toContain('application/problem+json');
  });

  it('treats an ended session as anonymous where signing in is optional', async () => {
    const c = await signedIn();
    await asCandidate(c, 'POST', '/api/auth/auth/v1/logout');
    // Without an e-mail the check asks about the signed-in user: nobody is, so 401 as for no token at all.
    const res = await asCandidate(c, 'GET', '/api/curriculum/candidates/v1/exist-candidate-register');
    expect(res.statusCode).toBe(401);
  });
});
