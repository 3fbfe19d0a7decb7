import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfAuthorization, signInWithPassword } from '#server-test/employees';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { DEMO_NOTIFICATIONS } from './notifications-seed';

let t: TestApp;
beforeAll(async () => {
  // A fresh start with demo data, as `npm start` does on an empty database.
  t = await createTestApp({ SEED_DEMO: true }, { careersBuild: false });
});
afterAll(() => t.close());

describe('intranet demo data', () => {
  it('the demo CPF user signs in with 529.982.247-25 and company 1', async () => {
    const res = await t.app.inject({
      url: '/api/auth/auth/v1/token',
      headers: { authorization: cpfAuthorization('529.982.247-25', 1) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the administrator has all permissions and a bell with unread notifications of several systems', async () => {
    const token = (await signInWithPassword(t.app, 'admin@example.com', 'Admin-Portal-2026!')).json()
      .access_token;
    const authorization = `Bearer ${token}`;
    const permissions = await t.app.inject({
      url: '/api/users/information/v1/permissions',
      headers: { authorization },
    });
    expect(Object.values(permissions.json()).every(Boolean)).toBe(true);
    const bell = await t.app.inject({
      url: '/api/intranet/user/v1/notifications?limit=3',
      headers: { authorization },
    });
    const items = bell.json();
    expect(items).toHaveLength(3);
    expect(items.some((n: { visualization_date: string | null }) => n.visualization_date === null)).toBe(
      true,
    );
    const summary = await t.app.inject({
      url: '/api/intranet/user/v1/notifications/summary',
      headers: { authorization },
    });
    expect(summary.json().total).toBe(DEMO_NOTIFICATIONS.length);
    expect(new Set(DEMO_NOTIFICATIONS.map((n) => n.system['pt-BR'])).size).toBeGreaterThanOrEqual(5);
  });

  it('the reset user must change the password', async () => {
    const token = (await signInWithPassword(t.app, 'reset@example.com', 'Reset-Portal-2026!')).json()
      .access_token;
    const info = await t.app.inject({
      url: '/api/users/information/v1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json().status).toBe('R');
  });
});
