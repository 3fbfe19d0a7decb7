import { authCookieNames } from '@portal/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { createEmployee, type TestEmployee } from '#server-test/employees';
import { createTestApp, type TestApp } from '#server-test/test-app';

/**
 * Decision 0043: the spec's GETs that change state need `X-Requested-With: fetch` when the session comes from
 * the cookie, like any POST: a cross-site link or <img> sends the cookie but cannot add the header.
 */
let t: TestApp;
let creator: TestEmployee;
beforeAll(async () => {
  t = await createTestApp();
  creator = await createEmployee(t.database, { permissions: ['notifications.create'] });
});
afterAll(() => t.close());

const CANDIDATE = '/api/curriculum/candidates/v1';
const NOTIFICATIONS = '/api/intranet/user/v1/notifications';
const access = authCookieNames('').access;

const byCookie = (token: string, url: string, csrf: boolean) =>
  t.app.inject({
    url,
    cookies: { [access]: token },
    headers: csrf ? { 'x-requested-with': 'fetch' } : {},
  });

function expectCsrfRefusal(response: Awaited<ReturnType<typeof byCookie>>) {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ status: 403, code: 'forbidden' });
}

describe('GETs that change state, by cookie', () => {
  it('update-privacy-policy-indicator', async () => {
    const c = await createCandidate(t.database);
    expectCsrfRefusal(await byCookie(c.token, `${CANDIDATE}/update-privacy-policy-indicator`, false));
    expect((await byCookie(c.token, `${CANDIDATE}/user`, false)).json().seenPrivacyPolicy).toBe(false);
    const done = await byCookie(c.token, `${CANDIDATE}/update-privacy-policy-indicator`, true);
    expect(done.statusCode).toBe(200);
    expect(done.json().seenPrivacyPolicy).toBe(true);
  });

  it('update-last-access-date', async () => {
    const c = await createCandidate(t.database);
    const lastAccess = async () =>
      (await byCookie(c.token, `${CANDIDATE}/export`, false)).json().account.last_access_at;
    expectCsrfRefusal(await byCookie(c.token, `${CANDIDATE}/update-last-access-date`, false));
    expect(await lastAccess()).toBeNull();
    expect((await byCookie(c.token, `${CANDIDATE}/update-last-access-date`, true)).statusCode).toBe(204);
    expect(await lastAccess()).not.toBeNull();
  });

  it('finish', async () => {
    const c = await createCandidate(t.database, { finished: false });
    expectCsrfRefusal(await byCookie(c.token, `${CANDIDATE}/finish`, false));
    // With the header the request reaches the rule: an empty resume cannot be finished.
    const tried = await byCookie(c.token, `${CANDIDATE}/finish`, true);
    expect(tried.statusCode).toBe(409);
    expect((await byCookie(c.token, `${CANDIDATE}/user`, false)).json().finished).toBe(false);
  });

  it('notifications/visualize', async () => {
    const user = await createEmployee(t.database);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/intranet/system/v1/notifications',
      headers: { authorization: creator.authorization },
      payload: { user_ids: [user.userId], system: 'RH', title: { 'pt-BR': 'Aviso' }, text: 'Texto.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectCsrfRefusal(await byCookie(user.token, `${NOTIFICATIONS}/visualize`, false));
    expect((await byCookie(user.token, `${NOTIFICATIONS}/summary`, false)).json()).toEqual({
      total: 1,
      unread: 1,
    });
    const done = await byCookie(user.token, `${NOTIFICATIONS}/visualize`, true);
    expect(done.json()).toEqual({ updated: 1 });
    expect((await byCookie(user.token, `${NOTIFICATIONS}/summary`, false)).json()).toEqual({
      total: 1,
      unread: 0,
    });
  });

  it('with a bearer token need no header (API clients)', async () => {
    const c = await createCandidate(t.database);
    const response = await t.app.inject({
      url: `${CANDIDATE}/update-privacy-policy-indicator`,
      headers: { authorization: c.authorization },
    });
    expect(response.statusCode).toBe(200);
  });
});
