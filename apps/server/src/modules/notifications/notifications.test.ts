import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type TestEmployee } from '#server-test/employees';
import { problemFields } from '#server-test/problems';
import { createTestApp, type TestApp } from '#server-test/test-app';

let t: TestApp;
let creator: TestEmployee;
beforeAll(async () => {
  t = await createTestApp();
  creator = await createEmployee(t.database, { name: 'Sistema RH', permissions: ['notifications.create'] });
});
afterAll(() => t.close());

const LIST = '/api/intranet/user/v1/notifications';
const CREATE = '/api/intranet/system/v1/notifications';

async function notify(recipient: TestEmployee, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: CREATE,
    headers: { authorization: creator.authorization },
    payload: {
      user_ids: [recipient.userId],
      system: 'Recursos Humanos',
      title: { 'pt-BR': 'Holerite disponível', 'en-US': 'Payslip available' },
      text: 'Confira no portal.',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ids as number[];
}

const list = (user: TestEmployee, query = '', lang = 'pt-BR') =>
  t.app.inject({
    url: `${LIST}${query}`,
    headers: { authorization: user.authorization, 'accept-language': lang },
  });

describe('notifications of the signed-in user', () => {
  it('lists the newest first, limit=3 as the bell asks, in the caller language (pt-BR when untranslated)', async () => {
    const user = await createEmployee(t.database);
    for (const n of [1, 2, 3, 4])
      await notify(user, { title: { 'pt-BR': `Aviso ${n}`, 'en-US': `Notice ${n}` } });
    const res = await list(user, '?limit=3', 'en-US');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((n: { title: string }) => n.title)).toEqual(['Notice 4', 'Notice 3', 'Notice 2']);
    expect(body[0]).toMatchObject({
      system: 'Recursos Humanos',
      text: 'Confira no portal.',
      link: null,
      visualization_date: null,
    });
    expect(new Date(body[0].date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(user, '?limit=3', 'es-ES')).json()[0].title).toBe('Aviso 4');
  });

  it('defaults to 3 and pages with limit and offset; the summary counts all and the unread', async () => {
    const user = await createEmployee(t.database);
    for (const n of [1, 2, 3, 4, 5]) await notify(user, { title: `N${n}` });
    expect((await list(user)).json()).toHaveLength(3);
    const second = (await list(user, '?limit=2&offset=2')).json();
    expect(second.map((n: { title: string }) => n.title)).toEqual(['N3', 'N2']);
    const summary = await t.app.inject({
      url: `${LIST}/summary`,
      headers: { authorization: user.authorization },
    });
    expect(summary.json()).toEqual({ total: 5, unread: 5 });
  });

  it('visualize marks all of the user’s notifications seen, and only theirs', async () => {
    const me = await createEmployee(t.database);
    const other = await createEmployee(t.database);
    await notify(me);
    await notify(me);
    await notify(other);
    const res = await t.app.inject({
      url: `${LIST}/visualize`,
      headers: { authorization: me.authorization },
    });
    expect(res.json()).toEqual({ updated: 2 });
    for (const n of (await list(me)).json()) expect(n.visualization_date).not.toBeNull();
    expect((await list(other)).json()[0].visualization_date).toBeNull();
    const again = await t.app.inject({
      url: `${LIST}/visualize`,
      headers: { authorization: me.authorization },
    });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('one user never reads another user’s notifications', async () => {
    const alice = await createEmployee(t.database);
    const bob = await createEmployee(t.database);
    await notify(alice, { title: 'Só para Alice' });
    expect((await list(bob)).json()).toEqual([]);
    const summary = await t.app.inject({
      url: `${LIST}/summary`,
      headers: { authorization: bob.authorization },
    });
    expect(summary.json()).toEqual({ total: 0, unread: 0 });
  });

  it('refuses anonymous callers on every route with 401', async () => {
    for (const url of [LIST, `${LIST}/summary`, `${LIST}/visualize`, `${LIST}/stream`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('visualize by cookie needs the CSRF header (a GET that changes state)', async () => {
    const user = await createEmployee(t.database);
    await notify(user);
    const without = await t.app.inject({ url: `${LIST}/visualize`, cookies: { access_token: user.token } });
    expect(without.statusCode).toBe(403);
    const withHeader = await t.app.inject({
      url: `${LIST}/visualize`,
      cookies: { access_token: user.token },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(withHeader.json()).toEqual({ updated: 1 });
  });

  it('refuses a limit above the maximum and negative offsets with translated field errors', async () => {
    const user = await createEmployee(t.database);
    const res = await list(user, '?limit=500&offset=-1', 'en-US');
    expect(res.statusCode).toBe(400);
    expect(problemFields(res).sort()).toEqual(['limit', 'offset']);
  });
});

describe('POST /intranet/system/v1/notifications (other systems)', () => {
  it('creates one per recipient, named by id or e-mail, with a link', async () => {
    const a = await createEmployee(t.database);
    const b = await createEmployee(t.database);
    const ids = await notify(a, {
      emails: [b.email.toUpperCase()],
      system: 'Qualidade',
      title: 'Auditoria',
      text: { 'pt-BR': 'Amanhã', 'es-ES': 'Mañana' },
      link: 'https://qualidade.example.com/auditoria',
    });
    expect(ids).toHaveLength(2);
    expect((await list(b, '', 'es-ES')).json()[0]).toMatchObject({
      system: 'Qualidade',
      title: 'Auditoria',
      text: 'Mañana',
      link: 'https://qualidade.example.com/auditoria',
    });
  });

  it('takes the system name per language too, and answers it in the reader language (pt-BR when missing)', async () => {
    const user = await createEmployee(t.database);
    await notify(user, { system: { 'pt-BR': 'Financeiro', 'en-US': 'Finance' } });
    expect((await list(user, '', 'en-US')).json()[0].system).toBe('Finance');
    expect((await list(user, '', 'pt-BR')).json()[0].system).toBe('Financeiro');
    expect((await list(user, '', 'es-ES')).json()[0].system).toBe('Financeiro');
  });

  it('refuses a caller without the notifications.create permission (403) and anonymous callers (401)', async () => {
    const plain = await createEmployee(t.database);
    const body = { user_ids: [plain.userId], system: 'X', title: 'T', text: 'x' };
    const forbidden = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { authorization: plain.authorization },
      payload: body,
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: CREATE, payload: body })).statusCode).toBe(401);
    expect((await list(plain)).json()).toEqual([]);
  });

  it('names unknown recipients and invalid fields, creating nothing', async () => {
    const known = await createEmployee(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { authorization: creator.authorization, 'accept-language': 'en-US' },
      payload: {
        user_ids: [known.userId, '00000000-0000-4000-8000-000000000000'],
        emails: ['nobody@example.com'],
        system: 'X',
        title: 'T',
        text: 'x',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'user_ids.1', message: 'There is no user with this id or e-mail' },
      { field: 'emails.0', message: 'There is no user with this id or e-mail' },
    ]);
    expect((await list(known)).json()).toEqual([]);

    const invalid = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { authorization: creator.authorization, 'accept-language': 'en-US' },
      payload: { system: '', title: 'x'.repeat(161), text: 'x', link: 'javascript:alert(1)' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(problemFields(invalid)).toEqual(expect.arrayContaining(['system', 'title', 'link', 'user_ids']));
  });
});
