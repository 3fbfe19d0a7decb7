import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmployee } from '../../test/employees';
import {
  closeBehindProxy,
  expectNotificationDelivered,
  expectUnavailable,
  notificationPeople,
  sleep,
  timed,
  until200,
} from '../../test/outage-probes';
import { isReachable } from '../../test/reachable';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createTestDatabase, listenLocally } from '../../test/test-app';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/database';

/**
 * Decision 0046, the Redis transport of live notifications: with REDIS_URL set, a lost Redis
 * shows in /api/ready and ends open streams, and ioredis's own reconnection brings everything back.
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

describe.skipIf(Boolean(skip))('Redis cut under the live notifications (REDIS_URL)', () => {
  let database: Database;
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let origin: string;
  let creator: TestEmployee;
  let recipient: TestEmployee;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy({ host: REDIS.hostname, port: redisPort });
    app = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }), {
      database,
      careersBuild: false,
    });
    origin = await listenLocally(app);
    ({ creator, recipient } = await notificationPeople(database));
    await until200(`${origin}/api/ready`);
  });
  afterAll(() => closeBehindProxy({ proxy, app, database }));

  it('readiness says so and streams are refused while Redis is cut; all recovers when it is back', async () => {
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
    expectUnavailable(ready);
    expect(JSON.parse(ready.body).checks).toEqual({ database: 'up', notifications: 'down' });
    expectUnavailable(
      await timed(`${origin}/api/intranet/user/v1/notifications/stream`, {
        headers: { authorization: recipient.authorization },
      }),
    );
    await sleep(1000);

    const restored = performance.now();
    await proxy.setMode('pass');
    const readyMs = await until200(`${origin}/api/ready`);
    await expectNotificationDelivered(origin, creator, recipient);
    const deliveredMs = Math.round(performance.now() - restored);
    console.log(`[redis outage] open stream ended ${streamEndedMs} ms after the cut`);
    console.log(`[redis outage] /api/ready 503 in ${ready.ms} ms during the cut`);
    console.log(`[redis outage] /api/ready 200 again ${readyMs} ms after Redis came back`);
    console.log(
      `[redis outage] a new notification reached a new stream ${deliveredMs} ms after Redis came back`,
    );
  });
});
