import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '#server/db/database';
import { createEmployee, type TestEmployee } from './employees';
import type { TcpProxy } from './tcp-proxy';

/** What a client observes during an outage (decision 0046): timed answers, polls, an event stream. */

/** Decision 0046: a request answers within this while the database is out. */
const ANSWER_WITHIN_MS = 5000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches and reads the whole answer, timing it (aborted well after the 5 s an answer may take). */
export async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 2000) });
  const body = await response.text();
  return { response, body, ms: Math.round(performance.now() - started) };
}

/** Polls `url` until it answers 200; returns the time it took. */
export async function until200(url: string, init: RequestInit = {}, limitMs = 10_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { response } = await timed(url, init);
    if (response.status === 200) return Math.round(performance.now() - started);
    if (performance.now() - started > limitMs)
      throw new Error(`${url} still ${response.status} after ${limitMs} ms`);
    await sleep(100);
  }
}

/** A 503 problem+json with Retry-After and no stack trace, answered within {@link ANSWER_WITHIN_MS}. */
export function expectUnavailable(answer: Awaited<ReturnType<typeof timed>>) {
  expect(answer.response.status, answer.body).toBe(503);
  expect(answer.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 503, code: 'service_unavailable' });
  expect(answer.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
}

/** Reads a server-sent events stream until `event` arrives. */
export async function streamUntil(
  origin: string,
  user: TestEmployee,
  event: string,
  trigger: () => Promise<void>,
) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/intranet/user/v1/notifications/stream`, {
    headers: { authorization: user.authorization, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const deadline = setTimeout(() => controller.abort(), 5000);
  let text = '';
  let triggered = false;
  try {
    while (!text.includes(`event: ${event}`)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      if (!triggered && text.includes('event: ready')) {
        triggered = true;
        await trigger();
      }
    }
  } catch {
    // aborted at the deadline
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
  return text;
}

/** The people of the notification probe: `creator` may create notifications, `recipient` receives them. */
export async function notificationPeople(database: Database) {
  const creator = await createEmployee(database, { permissions: ['notifications.create'] });
  const recipient = await createEmployee(database);
  return { creator, recipient };
}

/** A notification `creator` creates reaches a new stream of `recipient`: the live notifications work. */
export async function expectNotificationDelivered(
  origin: string,
  creator: TestEmployee,
  recipient: TestEmployee,
) {
  const text = await streamUntil(origin, recipient, 'notifications', async () => {
    const created = await timed(`${origin}/api/intranet/system/v1/notifications`, {
      method: 'POST',
      headers: { authorization: creator.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ user_ids: [recipient.userId], system: 'TI', title: 'Aviso', text: 'Texto' }),
    });
    expect(created.response.status, created.body).toBe(201);
  });
  expect(text).toContain('event: notifications');
}

/** After an outage test: the proxy passes again (so nothing waits on a black hole), then app, proxy and database close. */
export async function closeBehindProxy(parts: {
  proxy?: TcpProxy;
  app?: FastifyInstance;
  database?: Database;
}) {
  await parts.proxy?.setMode('pass');
  await parts.app?.close();
  await parts.proxy?.close();
  await parts.database?.close();
}
