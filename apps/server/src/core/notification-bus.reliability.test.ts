import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { testConfig } from '#server/config';
import type { Database } from '#server/db/database';
import { createEmployee, type TestEmployee } from '#server-test/employees';
import {
  closeBehindProxy,
  expectNotificationDelivered,
  expectUnavailable,
  notificationPeople,
  sleep,
  timed,
  until200,
} from '#server-test/outage-probes';
import { isReachable } from '#server-test/reachable';
import { startTcpProxy, type TcpProxy } from '#server-test/tcp-proxy';
import { createTestDatabase, listenLocally } from '#server-test/test-app';

/**
 * Decisions 0046 and 0065: Redis is a dependency that degrades. With REDIS_URL set and Redis cut or black-holed
 * (a real TCP proxy between the server and a real Redis): /api/ready stays 200 and says `redis: 'degraded'`, open
 * streams end and new ones are refused (they would miss events), the rate limits count in the process (never
 * unlimited), each Redis call is bounded (a black hole adds at most 200 ms to a sign-in), a sign-out on one instance
 * is refused by the other at once; once Redis is back everything is shared again.
 */
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

// Like the other Redis case (notification-stream.test.ts): once, in the PGlite project, when Redis answers.
const redisPort = Number(REDIS.port || 6379);
const redisUp = await isReachable(REDIS.href);
const skip =
  process.env.TEST_DB === 'postgres'
    ? 'runs once, in the PGlite project'
    : redisUp
      ? ''
      : `Redis at ${REDIS.host} is not reachable`;
if (skip) console.log(`[redis outage] skipped: ${skip}`);

const TOKEN = '/api/auth/auth/v1/token';
/** The token endpoint's limit per address: 20 a minute (auth.routes.ts). */
const PER_ADDRESS = 20;
let addresses = 0;
/** A client address no other test used, so each starts with fresh counts. */
const freshAddress = () => `203.0.113.${++addresses}`;

/** Polls /api/ready of `app` until it reports Redis as `state`; returns its answer. */
async function untilRedis(app: FastifyInstance, state: 'up' | 'degraded', limitMs = 10_000) {
  const started = performance.now();
  for (;;) {
    const answer = await app.inject({ method: 'GET', url: '/api/ready' });
    if (answer.statusCode === 200 && answer.json().redis === state) return answer;
    if (performance.now() - started > limitMs)
      throw new Error(`/api/ready still ${answer.statusCode} ${answer.body} after ${limitMs} ms`);
    await sleep(50);
  }
}

/** One sign-in attempt with a wrong password from `address`: its status and how long it took. */
async function signIn(app: FastifyInstance, address: string, email = 'nobody@example.com') {
  const started = performance.now();
  const answer = await app.inject({
    method: 'GET',
    url: TOKEN,
    headers: { authorization: `Basic ${Buffer.from(`${email}:wrong-password`).toString('base64')}` },
    remoteAddress: address,
  });
  return { status: answer.statusCode, ms: performance.now() - started };
}

describe.skipIf(Boolean(skip))('Redis away under a running server (REDIS_URL)', () => {
  let database: Database;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let origin: string;
  let creator: TestEmployee;
  let recipient: TestEmployee;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy({ host: REDIS.hostname, port: redisPort });
    // Two instances of one deployment: one database, one Redis (behind the proxy), one rate-limit namespace.
    const config = testConfig({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      ENV_NAME: `ro${randomBytes(4).toString('hex')}`,
    });
    app = await buildApp(config, { database, careersBuild: false });
    other = await buildApp(config, { database, careersBuild: false });
    origin = await listenLocally(app);
    ({ creator, recipient } = await notificationPeople(database));
    await until200(`${origin}/api/ready`);
    await untilRedis(app, 'up');
    await untilRedis(other, 'up');
  });
  // Each case starts with Redis answering, whatever the one before left.
  beforeEach(async () => {
    await proxy.setMode('pass');
    await untilRedis(app, 'up');
    await untilRedis(other, 'up');
  });
  afterAll(async () => {
    await proxy.setMode('pass');
    await other.close();
    await closeBehindProxy({ proxy, app, database });
  });

  it('readiness stays 200 and says degraded while Redis is cut; streams wait for it; all recovers when it is back', async () => {
    // An open stream ends when the bus is lost (it would miss events): the browser reconnects and refetches.
    const open = await fetch(`${origin}/api/intranet/user/v1/notifications/stream`, {
      headers: { authorization: recipient.authorization },
    });
    expect(open.status).toBe(200);
    const cut = performance.now();
    await proxy.setMode('refuse');
    await open.text();
    const streamEndedMs = Math.round(performance.now() - cut);

    const ready = await timed(`${origin}/api/ready`);
    expect(ready.response.status, ready.body).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', redis: 'degraded' });
    expectUnavailable(
      await timed(`${origin}/api/intranet/user/v1/notifications/stream`, {
        headers: { authorization: recipient.authorization },
      }),
    );
    await sleep(1000);

    const restored = performance.now();
    await proxy.setMode('pass');
    await untilRedis(app, 'up');
    const readyMs = Math.round(performance.now() - restored);
    await expectNotificationDelivered(origin, creator, recipient);
    const deliveredMs = Math.round(performance.now() - restored);
    console.log(`[redis outage] open stream ended ${streamEndedMs} ms after the cut`);
    console.log(`[redis outage] /api/ready 200 and degraded in ${ready.ms} ms during the cut`);
    console.log(`[redis outage] /api/ready says redis up ${readyMs} ms after Redis came back`);
    console.log(
      `[redis outage] a new notification reached a new stream ${deliveredMs} ms after Redis came back`,
    );
  });

  it('limits sign-in in the process while Redis is cut, and shares the counts again once it is back', async () => {
    await proxy.setMode('refuse');
    await untilRedis(app, 'degraded');
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) codes.push((await signIn(app, address)).status);
    console.log(
      `[redis outage] 60 sign-in attempts with Redis cut: ${codes.filter((c) => c === 401).length} × 401, ${codes.filter((c) => c === 429).length} × 429`,
    );
    expect(codes.slice(0, PER_ADDRESS).every((code) => code === 401)).toBe(true);
    expect(codes.slice(PER_ADDRESS).every((code) => code === 429)).toBe(true);

    await proxy.setMode('pass');
    await untilRedis(app, 'up');
    await untilRedis(other, 'up');
    // Shared again: half the limit on each instance uses it up on both (counted per process, each would allow 20).
    const back = freshAddress();
    const shared: number[] = [];
    for (let i = 0; i < PER_ADDRESS / 2; i++)
      shared.push((await signIn(app, back, `a${i}@example.com`)).status);
    for (let i = 0; i < PER_ADDRESS / 2; i++)
      shared.push((await signIn(other, back, `b${i}@example.com`)).status);
    expect(shared.every((code) => code === 401)).toBe(true);
    expect((await signIn(app, back, 'c@example.com')).status).toBe(429);
    expect((await signIn(other, back, 'd@example.com')).status).toBe(429);
  });

  it('adds at most 200 ms to a sign-in while Redis is black-holed, and still limits it', async () => {
    // A sign-in without credentials costs only its two limit checks (no password hash): what Redis adds shows whole.
    const bare = async (app_: FastifyInstance, address: string) => {
      const started = performance.now();
      const answer = await app_.inject({ method: 'GET', url: TOKEN, remoteAddress: address });
      return { status: answer.statusCode, ms: performance.now() - started };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const warmup = freshAddress();
    const before: number[] = [];
    for (let i = 0; i < 5; i++) before.push((await bare(app, warmup)).ms);
    const passwordsBefore: number[] = [];
    for (let i = 0; i < 5; i++) passwordsBefore.push((await signIn(app, warmup, `w${i}@example.com`)).ms);

    await proxy.setMode('blackhole');
    const address = freshAddress();
    // The first one waits for Redis until the command timeout; the next ones go without it.
    const bareDuring: { status: number; ms: number }[] = [];
    for (let i = 0; i < 5; i++) bareDuring.push(await bare(app, address));
    const during: { status: number; ms: number }[] = [];
    for (let i = 5; i < PER_ADDRESS + 2; i++) during.push(await signIn(app, address, `h${i}@example.com`));
    console.log(
      `[redis black hole] sign-in without credentials: ${median(before).toFixed(0)} ms before, ${bareDuring.map((a) => a.ms.toFixed(0)).join(', ')} ms during`,
    );
    console.log(
      `[redis black hole] sign-in with a password: median ${median(passwordsBefore).toFixed(0)} ms before, ${median(during.map((a) => a.ms)).toFixed(0)} ms during`,
    );
    for (const answer of bareDuring) expect(answer.ms - median(before)).toBeLessThanOrEqual(200);
    expect(median(during.map((a) => a.ms)) - median(passwordsBefore)).toBeLessThanOrEqual(200);
    // Still limited: 20 a minute from this address, counted in the process.
    const statuses = [...bareDuring, ...during].map((a) => a.status);
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429]);
    const ready = await untilRedis(app, 'degraded', 3000);
    expect(ready.statusCode).toBe(200);

    await proxy.setMode('pass');
    await untilRedis(app, 'up');
  });

  it('a sign-out on one instance is refused by the other at once while Redis is away, and answers without waiting', async () => {
    const employee = await createEmployee(database);
    const me = {
      method: 'GET' as const,
      url: '/api/intranet/user/v1/notifications',
      headers: { authorization: employee.authorization },
    };
    expect((await other.inject(me)).statusCode).toBe(200);
    await proxy.setMode('blackhole');
    await untilRedis(other, 'degraded');
    await untilRedis(app, 'degraded');
    // Checked while Redis is away: the other instance must not keep this answer, it would miss the sign-out.
    expect((await other.inject(me)).statusCode).toBe(200);
    const started = performance.now();
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/auth/v1/logout',
      headers: { authorization: employee.authorization },
    });
    const ms = performance.now() - started;
    console.log(`[redis black hole] sign-out answered ${out.statusCode} in ${ms.toFixed(0)} ms`);
    expect(out.statusCode).toBe(204);
    expect(ms).toBeLessThan(500);
    expect((await other.inject(me)).statusCode).toBe(401);
    await proxy.setMode('pass');
    await untilRedis(app, 'up');
  });
  it('starts without Redis, degraded, and uses it once it answers', async () => {
    const late = await startTcpProxy({ host: REDIS.hostname, port: redisPort });
    await late.setMode('refuse');
    const started = performance.now();
    const instance = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${late.port}` }), {
      database,
      careersBuild: false,
    });
    try {
      const startMs = Math.round(performance.now() - started);
      console.log(`[redis outage] started in ${startMs} ms with Redis away`);
      expect(startMs).toBeLessThan(5000);
      await untilRedis(instance, 'degraded');
      await late.setMode('pass');
      // 'up' needs the bus subscribed too: it subscribed once Redis answered, without a restart.
      await untilRedis(instance, 'up');
    } finally {
      await instance.close();
      await late.close();
    }
  });
});
