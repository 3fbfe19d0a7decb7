import { randomUUID } from 'node:crypto';
import { PASSWORD_CHANGE_PERIOD_DAYS } from '@portal/contracts/constants';
import { sampleEmployeeInfo } from '@portal/contracts/test/sample-user';
import { PERMISSIONS as ALL_PERMISSIONS, type Permission } from '@portal/contracts/users';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from '#server/modules/auth/access-token';
import { createCandidate } from '#server-test/candidates';
import { createEmployee, signInWithPassword } from '#server-test/employees';
import { problemFields } from '#server-test/problems';
import { useTestApp } from '#server-test/test-app';
import { usersRepository } from './users.repository';

// The real time: access tokens signed with this clock are verified against the real one.
const clock = new Date();
const t = useTestApp({}, { now: () => clock });

const INFO = '/api/users/information/v1';
const PERMISSIONS = '/api/users/information/v1/permissions';
/** The permissions object the API answers: every known permission, true for these only. */
const grantedOnly = (...granted: Permission[]) =>
  Object.fromEntries(ALL_PERMISSIONS.map((permission) => [permission, granted.includes(permission)]));
const CHANGE = '/api/users/password/v1/change';
const PASSWORD = 'Mesa-Azul-Cadeira-77';

describe('GET /users/information/v1', () => {
  it('answers the signed-in employee with the spec fields, and the permissions object', async () => {
    const e = await createEmployee(t.database, {
      name: 'Lúcia Ferreira',
      password: PASSWORD,
      permissions: ['notifications.create', 'not-a-permission'],
    });
    const res = await t.app.inject({ url: INFO, headers: { authorization: e.authorization } });
    expect(res.statusCode).toBe(200);
    // An employee with a password, of the first unit: company 1, establishment 10, section 100, status A.
    expect(res.json()).toEqual({ ...sampleEmployeeInfo(e.email, 'Lúcia Ferreira'), id: e.userId });
    const permissions = await t.app.inject({ url: PERMISSIONS, headers: { authorization: e.authorization } });
    expect(permissions.json()).toEqual(grantedOnly('notifications.create'));
  });

  it('refuses anonymous callers with 401 problem+json in their language', async () => {
    for (const url of [INFO, PERMISSIONS]) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'es-ES' } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().title).toBe('Inicio de sesión necesario');
    }
  });

  it('answers each user with their own data only', async () => {
    const a = await createEmployee(t.database, { name: 'Ana Um' });
    const b = await createEmployee(t.database, { name: 'Bruno Dois' });
    const resA = await t.app.inject({ url: INFO, headers: { authorization: a.authorization } });
    const resB = await t.app.inject({ url: INFO, headers: { authorization: b.authorization } });
    expect(resA.json().name).toBe('Ana Um');
    expect(resB.json().name).toBe('Bruno Dois');
  });

  it('refuses a token whose session does not exist', async () => {
    const candidate = await createCandidate(t.database);
    // Well signed, but for a session that was never opened: refused as expired.
    const tokens = await AccessTokens.load(t.database.db);
    const token = await tokens.sign({ userId: candidate.userId, kind: 'candidate', sessionId: randomUUID() });
    const info = await t.app.inject({ url: INFO, headers: { authorization: `Bearer ${token}` } });
    expect(info.statusCode).toBe(401);
  });

  it("answers status 'E' when the password is older than the change period, so it must be changed", async () => {
    const old = new Date(clock.getTime() - (PASSWORD_CHANGE_PERIOD_DAYS + 1) * 24 * 3600 * 1000);
    const e = await createEmployee(t.database, { password: PASSWORD, passwordChangedAt: old });
    const res = await t.app.inject({ url: INFO, headers: { authorization: e.authorization } });
    expect(res.json().status).toBe('E');
    const recent = await createEmployee(t.database, {
      password: PASSWORD,
      passwordChangedAt: new Date(clock.getTime() - 24 * 3600 * 1000),
    });
    const ok = await t.app.inject({ url: INFO, headers: { authorization: recent.authorization } });
    expect(ok.json().status).toBe('A');
  });

  it('refuses a disabled account and a revoked session with 401 (the page then signs out)', async () => {
    const disabled = await createEmployee(t.database);
    await usersRepository(t.database.db).update(disabled.userId, { disabledAt: clock });
    expect(
      (await t.app.inject({ url: INFO, headers: { authorization: disabled.authorization } })).statusCode,
    ).toBe(401);
    const revoked = await createEmployee(t.database);
    await t.app.auth.service.sessions(t.database.db).revokeAll(revoked.userId, clock);
    expect(
      (await t.app.inject({ url: INFO, headers: { authorization: revoked.authorization } })).statusCode,
    ).toBe(401);
  });
});

describe('POST /users/password/v1/change', () => {
  const change = (authorization: string, body: object, lang = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: { authorization, 'accept-language': lang },
      payload: body,
    });

  it('refuses a wrong current password with a translated message on current_password', async () => {
    const e = await createEmployee(t.database, { password: PASSWORD });
    const res = await change(
      e.authorization,
      { current_password: 'wrong', new_password: 'Outra-Senha-Forte-2026' },
      'pt-BR',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('A senha atual está incorreta');
    expect(res.json().errors).toEqual([
      { field: 'current_password', message: 'A senha atual está incorreta' },
    ]);
  });

  it.each([
    ['Curta-1a', 'The password must be at least 15 characters long'],
    [
      'somentelowercaseeee',
      'The password must contain at least 3 of the following: lowercase letter, uppercase letter, number and special character',
    ],
    ['Pereira-Senha-Forte-1', 'The password must not contain your first or last name'],
    [PASSWORD, 'The new password must be different from the current password'],
  ])('enforces the whole policy on the new password (%s)', async (newPassword, message) => {
    const e = await createEmployee(t.database, { name: 'João Pereira', password: PASSWORD });
    const res = await change(e.authorization, { current_password: PASSWORD, new_password: newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'new_password', message }]);
    expect(res.json().detail).toBe(message);
  });

  it("changes the password, makes the status 'A', clears the cookies and signs the user out everywhere", async () => {
    const e = await createEmployee(t.database, {
      password: PASSWORD,
      status: 'R',
      email: `r-${Date.now()}@example.com`,
    });
    // A second session (another device) with a refresh token.
    const other = await signInWithPassword(t.app, e.email, PASSWORD);
    expect(other.statusCode).toBe(200);
    const newPassword = 'Nova-Senha-Segura-2026!';
    const res = await change(e.authorization, { current_password: PASSWORD, new_password: newPassword });
    expect(res.statusCode).toBe(204);
    for (const name of ['access_token', 'refresh_token', 'login_type'])
      expect(res.cookies.find((c) => c.name === name)?.value).toBe('');

    const refresh = await t.app.inject({
      url: '/api/auth/auth/v1/token/refresh',
      headers: { authorization: `Bearer ${other.json().refresh_token}` },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await t.app.inject({ url: INFO, headers: { authorization: e.authorization } })).statusCode).toBe(
      401,
    );

    expect((await signInWithPassword(t.app, e.email, PASSWORD)).statusCode).toBe(401);
    const signIn = await signInWithPassword(t.app, e.email, newPassword);
    expect(signIn.statusCode).toBe(200);
    const info = await t.app.inject({
      url: INFO,
      headers: { authorization: `Bearer ${signIn.json().access_token}` },
    });
    expect(info.json().status).toBe('A');
  });

  it('refuses an account without a password (CPF only) with 409', async () => {
    const e = await createEmployee(t.database, { cpf: '11144477735' });
    const res = await change(e.authorization, {
      current_password: 'x',
      new_password: 'Nova-Senha-Segura-2026!',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This account has no password to change.');
  });

  it('refuses anonymous callers (401), missing fields (400) and a cookie request without the CSRF header (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      payload: { current_password: 'a', new_password: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
    const e = await createEmployee(t.database, { password: PASSWORD });
    const missing = await change(e.authorization, { current_password: '' });
    expect(missing.statusCode).toBe(400);
    expect(problemFields(missing).sort()).toEqual(['current_password', 'new_password']);
    const csrf = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      cookies: { access_token: e.token },
      payload: { current_password: PASSWORD, new_password: 'Nova-Senha-Segura-2026!' },
    });
    expect(csrf.statusCode).toBe(403);
  });
});

describe('effective status and permissions', () => {
  it('answers the stored status unless an active password is past the period; no password, no expiry', async () => {
    const { effectiveStatus, EXPIRED_STATUS } = await import('./users.service');
    const day = 24 * 3600 * 1000;
    const old = new Date(clock.getTime() - (PASSWORD_CHANGE_PERIOD_DAYS + 1) * day);
    expect(effectiveStatus({ status: 'A', passwordHash: 'h', passwordChangedAt: old }, clock)).toBe(
      EXPIRED_STATUS,
    );
    expect(effectiveStatus({ status: 'A', passwordHash: null, passwordChangedAt: old }, clock)).toBe('A');
    expect(effectiveStatus({ status: 'R', passwordHash: 'h', passwordChangedAt: old }, clock)).toBe('R');
    const recent = new Date(clock.getTime() - (PASSWORD_CHANGE_PERIOD_DAYS - 1) * day);
    expect(effectiveStatus({ status: 'A', passwordHash: 'h', passwordChangedAt: recent }, clock)).toBe('A');
  });

  it('grants candidates no intranet permission, whatever is stored', async () => {
    const { permissionsOf } = await import('#server/core/auth-claims');
    expect(permissionsOf({ kind: 'candidate', permissions: ['notifications.create'] })).toEqual(
      grantedOnly(),
    );
    expect(permissionsOf({ kind: 'employee', permissions: ['orders.create', 'root'] })).toEqual(
      grantedOnly('orders.create'),
    );
  });
});
