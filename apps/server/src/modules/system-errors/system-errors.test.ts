import { describe, expect, it } from 'vitest';
import { problemFields } from '#server-test/problems';
import { useTestApp } from '#server-test/test-app';
import { systemErrorsRepository } from './system-errors.repository';

const t = useTestApp();

const requestReport = {
  message: 'Request failed with status 500',
  statusCode: 500,
  method: 'GET',
  url: '/api/curriculum/vacancies/v1',
  responseMessage: 'Internal error',
  agent: 'Mozilla/5.0 (Linux; Android 10)',
  status: 'Untreated',
  renderer: 'client',
};

describe('error reports', () => {
  it('stores a request error report', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/intranet/system/v1/errors/request',
      payload: requestReport,
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    const [row] = await systemErrorsRepository(t.database.db).latest(1);
    expect(row).toMatchObject({ id, kind: 'request', statusCode: 500, method: 'GET', status: 'Untreated' });
  });

  it('stores a JavaScript error report with its stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/intranet/system/v1/errors/javascript',
      payload: {
        message: 'x is undefined',
        stack: 'at f (app.js:1:2)',
        agent: 'UA',
        status: 'Treated',
        renderer: 'client',
      },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await systemErrorsRepository(t.database.db).latest(1);
    expect(row).toMatchObject({ kind: 'javascript', message: 'x is undefined', stack: 'at f (app.js:1:2)' });
  });

  it('refuses an invalid report with translated field errors and stores nothing', async () => {
    const before = await systemErrorsRepository(t.database.db).latest(100);
    for (const [lang, other] of [
      ['pt-BR', 'en-US'],
      ['en-US', 'es-ES'],
    ] as const) {
      const bad = { ...requestReport, status: 'Maybe', statusCode: 'x' };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/intranet/system/v1/errors/request',
        payload: bad,
        headers: { 'accept-language': lang },
      });
      const res2 = await t.app.inject({
        method: 'POST',
        url: '/api/intranet/system/v1/errors/request',
        payload: bad,
        headers: { 'accept-language': other },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(problemFields(res).sort()).toEqual(['status', 'statusCode']);
      expect(body.title).not.toBe(res2.json().title);
    }
    const after = await systemErrorsRepository(t.database.db).latest(100);
    expect(after.length).toBe(before.length);
  });

  it('refuses a message longer than its limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/intranet/system/v1/errors/javascript',
      payload: { message: 'm'.repeat(5000), status: 'Untreated' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'message' });
  });

  it('rate-limits a flood of reports from one address with a 429 problem', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/intranet/system/v1/errors/javascript',
        payload: { message: `flood ${i}`, status: 'Untreated' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('rate_limited');
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
