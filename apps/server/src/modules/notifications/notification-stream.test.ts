import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#server/config';
import type { Database } from '#server/db/database';
import { createEmployee, type TestEmployee } from '#server-test/employees';
import { isReachable } from '#server-test/reachable';
import { buildCheckedApp, createTestDatabase, listenLocally } from '#server-test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One server instance listening on a free port, as in production (several may share a database). */
async function startInstance(database: Database, overrides: Parameters<typeof testConfig>[0] = {}) {
  const app = await buildCheckedApp(testConfig(overrides), { database, careersBuild: false });
  return { app, origin: await listenLocally(app) };
}

/** An open event stream, as a browser's EventSource reads it. */
async function openStream(origin: string, user: TestEmployee) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/intranet/user/v1/notifications/stream`, {
    headers: { authorization: user.authorization, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: Array<{ event: string; data: string }> = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (event) events.push({ event, data });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (event: string, data?: string, timeoutMs = 5000) => {
    const started = Date.now();
    for (;;) {
      const found = events.find((e) => e.event === event && (data === undefined || e.data === data));
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no '${event}' event within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitFor('ready');
  return {
    events,
    waitFor,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

async function notifyThrough(origin: string, creator: TestEmployee, recipient: TestEmployee) {
  const response = await fetch(`${origin}/api/intranet/system/v1/notifications`, {
    method: 'POST',
    headers: { authorization: creator.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ user_ids: [recipient.userId], system: 'TI', title: 'Novo aviso', text: 'Texto' }),
  });
  expect(response.status).toBe(201);
}

/** A created notification reaches a stream open on `streamOn`; another user's stream hears nothing. */
async function expectDelivered(createOn: string, streamOn: string, database: Database) {
  const creator = await createEmployee(database, { permissions: ['notifications.create'] });
  const recipient = await createEmployee(database);
  const bystander = await createEmployee(database);
  const stream = await openStream(streamOn, recipient);
  const other = await openStream(streamOn, bystander);
  try {
    await notifyThrough(createOn, creator, recipient);
    await stream.waitFor('notifications', JSON.stringify({ type: 'created' }));
    // Marking them seen is news too (another tab's bell clears its marker).
    const visualize = await fetch(`${createOn}/api/intranet/user/v1/notifications/visualize`, {
      headers: { authorization: recipient.authorization },
    });
    expect(await visualize.json()).toEqual({ updated: 1 });
    await stream.waitFor('notifications', JSON.stringify({ type: 'visualized' }));
    expect(other.events.filter((e) => e.event === 'notifications')).toEqual([]);
  } finally {
    await stream.close();
    await other.close();
  }
}

describe('live notifications (server-sent events)', () => {
  let database: Database;
  const instances: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await database.close();
  });

  it(`reach the user's open stream on the same instance (${process.env.TEST_DB})`, async () => {
    const one = await startInstance(database);
    instances.push(one.app);
    await expectDelivered(one.origin, one.origin, database);
  });

  // On PGlite there is one process; across instances is the PostgreSQL project's case (vitest.config.ts).
  if (process.env.TEST_DB === 'postgres') {
    it('reach a stream open on another instance of the same PostgreSQL database (LISTEN/NOTIFY)', async () => {
      const a = await startInstance(database);
      const b = await startInstance(database);
      instances.push(a.app, b.app);
      await expectDelivered(a.origin, b.origin, database);
    });
  }

  it('an instance closes with streams still open', async () => {
    const one = await startInstance(database);
    const user = await createEmployee(database);
    const stream = await openStream(one.origin, user);
    await one.app.close();
    await stream.close();
  });
});

// Redis runs once (in the PGlite project), when one answers, like the PostgreSQL project (vitest.config.ts).
const redisReachable = await isReachable(REDIS_URL);
if (!redisReachable)
  console.warn(`[notifications] Redis at ${REDIS_URL} is not reachable: the Redis case is not run`);
if (process.env.TEST_DB !== 'postgres' && redisReachable)
  describe('live notifications across instances through Redis (REDIS_URL)', () => {
    it('reach a stream open on another instance', async () => {
      const database = await createTestDatabase();
      const a = await startInstance(database, { REDIS_URL });
      const b = await startInstance(database, { REDIS_URL });
      try {
        await expectDelivered(a.origin, b.origin, database);
      } finally {
        await a.app.close();
        await b.app.close();
        await database.close();
      }
    });
  });
