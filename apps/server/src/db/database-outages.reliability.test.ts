import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '#server/app';
import { testConfig } from '#server/config';
import type { CareersBuild } from '#server/modules/careers-pages/careers-pages.service';
import { STALE_MARKER } from '#server/plugins/public-cache';
import { seedVacancies } from '#server/seed/vacancies-seed';
import { createCandidate } from '#server-test/candidates';
import type { TestEmployee } from '#server-test/employees';
import {
  closeBehindProxy,
  expectNotificationDelivered,
  expectUnavailable,
  notificationPeople,
  sleep,
  timed,
  until200,
} from '#server-test/outage-probes';
import { startTcpProxy, type TcpProxy } from '#server-test/tcp-proxy';
import { buildCheckedApp, createTestDatabase, listenLocally } from '#server-test/test-app';
import type { Database } from './database';

/**
 * Decision 0046: PostgreSQL cut or black-holed through a TCP proxy the test controls. Requests
 * answer 503 problem+json with Retry-After in bounded time, /api/ready says so at once, and everything (the pool,
 * the notifications' LISTEN connection) comes back by itself when the database does.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres)
  console.log(
    '[database outages] skipped on PGlite: it is embedded, there is no connection to cut or partition',
  );

/** Short bounds, so an outage shows within a second or two (production defaults: 2 s, 4 s, 10 s). */
const TIMEOUTS = { DB_CONNECT_TIMEOUT_MS: 500, DB_QUERY_TIMEOUT_MS: 1000, DB_LISTEN_HEARTBEAT_MS: 300 };
/** The app on `direct` through a TCP proxy the test controls, listening like a deployed instance. */
async function appBehindProxy(direct: Database, deps: Omit<AppDependencies, 'database'>) {
  const url = new URL(direct.connectionString!);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  const app = await buildCheckedApp(testConfig({ DATABASE_URL: url.toString(), ...TIMEOUTS }), deps);
  return { proxy, app, origin: await listenLocally(app) };
}

describe.skipIf(!onPostgres)('PostgreSQL outages through a TCP proxy', () => {
  let direct: Database;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let origin: string;
  let candidate: { authorization: string };
  let creator: TestEmployee;
  let recipient: TestEmployee;

  beforeAll(async () => {
    direct = await createTestDatabase();
    ({ proxy, app, origin } = await appBehindProxy(direct, { careersBuild: false }));
    candidate = await createCandidate(direct);
    ({ creator, recipient } = await notificationPeople(direct));
    await until200(`${origin}/api/ready`);
  });
  afterAll(() => closeBehindProxy({ proxy, app, database: direct }));

  // The candidate's applications (the public list is cached for a few seconds and may rightly still answer).
  const vacancies = () => `${origin}/api/curriculum/vacancies/v1/user`;
  const resume = () => `${origin}/api/curriculum/basic-information/v1`;
  const signedIn = () => ({ headers: { authorization: candidate.authorization } });

  /** After an outage: reads answer again, /api/ready is 200 (LISTEN back), a new notification reaches a new stream. */
  async function expectRecovered(label: string) {
    const restored = performance.now();
    await proxy.setMode('pass');
    const readyMs = await until200(`${origin}/api/ready`);
    expect((await timed(vacancies(), signedIn())).response.status).toBe(200);
    expect((await timed(resume(), signedIn())).response.status).toBe(200);
    const recoveredMs = Math.round(performance.now() - restored);
    await expectNotificationDelivered(origin, creator, recipient);
    console.log(
      `[database outages] ${label}: /api/ready 200 again ${readyMs} ms after the database came back`,
    );
    console.log(`[database outages] ${label}: vacancies and resume 200 again within ${recoveredMs} ms`);
  }

  /** During an outage: the candidate's reads and /api/ready answer 503 problem+json with Retry-After; their timings. */
  async function expectCut() {
    const list = await timed(vacancies(), signedIn());
    expectUnavailable(list);
    const own = await timed(resume(), signedIn());
    expectUnavailable(own);
    const ready = await timed(`${origin}/api/ready`);
    expectUnavailable(ready);
    return { list, own, ready };
  }

  it('black-holed (a partition): 503 with Retry-After within 5 s, /api/ready 503 at once, then recovers', async () => {
    await proxy.setMode('blackhole');
    const { list, own, ready } = await expectCut();
    expect(ready.ms).toBeLessThan(1500);
    console.log(`[database outages] black-holed: vacancies 503 in ${list.ms} ms, resume 503 in ${own.ms} ms`);
    console.log(`[database outages] black-holed: /api/ready 503 in ${ready.ms} ms`);
    // The LISTEN connection hears nothing either: its heartbeat notices, and readiness names it.
    await sleep(TIMEOUTS.DB_LISTEN_HEARTBEAT_MS + TIMEOUTS.DB_QUERY_TIMEOUT_MS + 200);
    const later = await timed(`${origin}/api/ready`);
    expectUnavailable(later);
    expect(JSON.parse(later.body).checks).toEqual({ database: 'down', notifications: 'down' });
    await expectRecovered('black-holed');
  });

  it('cut (connections dropped, new ones refused): 503, not 500, then recovers', async () => {
    await proxy.setMode('refuse');
    const { list, own, ready } = await expectCut();
    expect(JSON.parse(ready.body).checks).toEqual({ database: 'down', notifications: 'down' });
    // A stream cannot hear events meanwhile: it is refused rather than left silent.
    const stream = await timed(`${origin}/api/intranet/user/v1/notifications/stream`, {
      headers: { authorization: recipient.authorization },
    });
    expectUnavailable(stream);
    // Longer than one reconnection attempt: the LISTEN connection must keep retrying, not try once and give up.
    await sleep(1500);
    expect(JSON.parse((await timed(`${origin}/api/ready`)).body).checks.notifications).toBe('down');
    console.log(`[database outages] cut: vacancies 503 in ${list.ms} ms, resume 503 in ${own.ms} ms`);
    console.log(`[database outages] cut: /api/ready 503 in ${ready.ms} ms`);
    await expectRecovered('cut');
  });
});

/** A careers build whose pages show what their API reads answered, as the real one renders them. */
const careersBuild: CareersBuild = {
  template:
    '<!doctype html><html><head><!--ssr-head--><!--/ssr-head--></head><body><!--ssr-html--></body></html>',
  entry: {
    plan: (url) => {
      if (url.pathname === '/carreiras')
        return { page: 'list', reads: [{ path: '/curriculum/vacancies/v1' }] };
      const id = /^\/carreiras\/vagas\/(\d+)$/.exec(url.pathname)?.[1];
      return id ? { page: 'vacancy', reads: [{ path: `/curriculum/vacancies/v1/${id}` }] } : null;
    },
    render: async ({ answers, sidebarCollapsed }) => ({
      status: answers[0]!.status,
      head: '<title>Vagas</title>',
      html: `<nav data-state="${sidebarCollapsed ? 'collapsed' : 'expanded'}"></nav><pre>${JSON.stringify(answers[0]!.body)}</pre>`,
      data: '',
    }),
  },
};

/**
 * Decision 0067: the public vacancy list and vacancy pages serve their last good bytes while the database is cut
 * (stale-if-error, marked by `Cache-Status`), and /api/ready is 200 again within a second of the database,
 * however long the outage was.
 */
describe.skipIf(!onPostgres)('public answers and readiness across a PostgreSQL cut', () => {
  const NOW = new Date('2026-06-10T15:00:00Z');
  let direct: Database;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    direct = await createTestDatabase();
    await seedVacancies(direct.db, NOW);
    ({ proxy, app, origin } = await appBehindProxy(direct, { careersBuild, now: () => NOW }));
    await until200(`${origin}/api/ready`);
  });
  afterAll(() => closeBehindProxy({ proxy, app, database: direct }));

  const PUBLIC = [
    '/api/curriculum/vacancies/v1',
    '/api/curriculum/vacancies/v1?q=mecanico',
    '/api/curriculum/vacancies/v1/1',
    '/carreiras',
    '/carreiras/vagas/1',
  ];
  const anonymous = { headers: { 'accept-language': 'pt-BR', 'accept-encoding': 'gzip, br' } };

  /** The database is cut and the instance knows it (readiness 503, the LISTEN connection down). */
  async function cut() {
    await proxy.setMode('refuse');
    for (;;) {
      const ready = await timed(`${origin}/api/ready`);
      if (ready.response.status === 503 && JSON.parse(ready.body).checks.notifications === 'down') return;
      await sleep(50);
    }
  }

  it('serves the list and the vacancy pages from their last good bytes, marked, while the database is cut', async () => {
    const good = new Map<string, string>();
    for (const path of PUBLIC) {
      const answer = await timed(`${origin}${path}`, anonymous);
      expect(answer.response.status, path).toBe(200);
      expect(answer.response.headers.get(STALE_MARKER.name), path).toBeNull();
      good.set(path, answer.body);
    }
    const goodShown = await timed(`${origin}/carreiras`, {
      headers: { ...anonymous.headers, cookie: `${SIDEBAR_COOKIE}=0` },
    });
    expect(goodShown.response.status).toBe(200);
    await cut();
    for (const path of PUBLIC) {
      const answer = await timed(`${origin}${path}`, anonymous);
      expect(answer.response.status, `${path}: ${answer.body}`).toBe(200);
      expect(answer.response.headers.get(STALE_MARKER.name), path).toBe(STALE_MARKER.value);
      expect(answer.response.headers.get('cache-control'), path).toBe('no-store');
      expect(Number(answer.response.headers.get('age')), path).toBeGreaterThanOrEqual(0);
      expect(answer.body, path).toBe(good.get(path));
      console.log(`[database outages] cut: ${path} served stale in ${answer.ms} ms`);
    }
    // A page drawn with the sidebar a visitor chose to show on a phone (its cookie, decision 0085) has a last good
    // copy of its own.
    const shownSidebar = { headers: { ...anonymous.headers, cookie: `${SIDEBAR_COOKIE}=0` } };
    const staleShown = await timed(`${origin}/carreiras`, shownSidebar);
    expect(staleShown.response.status).toBe(200);
    expect(staleShown.response.headers.get(STALE_MARKER.name)).toBe(STALE_MARKER.value);
    expect(staleShown.body).toBe(goodShown.body);
    expect(staleShown.body).toContain('<nav data-state="expanded">');
    expect(good.get('/carreiras')).toContain('<nav data-state="collapsed">');
    // What was never answered cannot be served stale: 503 as before.
    expectUnavailable(await timed(`${origin}/api/curriculum/vacancies/v1?q=never-asked`, anonymous));
    await proxy.setMode('pass');
    await until200(`${origin}/api/ready`);
    const fresh = await timed(`${origin}${PUBLIC[0]}`, anonymous);
    expect(fresh.response.status).toBe(200);
    expect(fresh.response.headers.get(STALE_MARKER.name)).toBeNull();
  });

  it('/api/ready answers 200 within 1 s of the database coming back after a long cut', async () => {
    await cut();
    // Long enough for the LISTEN connection's backoff to grow past several seconds.
    await sleep(8500);
    expectUnavailable(await timed(`${origin}/api/ready`));
    await proxy.setMode('pass');
    const readyMs = await until200(`${origin}/api/ready`);
    console.log(
      `[database outages] after a cut of 8.5 s: /api/ready 200 again ${readyMs} ms after the database`,
    );
    expect(readyMs).toBeLessThan(1000);
  });
});
