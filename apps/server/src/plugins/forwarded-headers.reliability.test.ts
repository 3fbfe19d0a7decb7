import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#server/config';
import type { Database } from '#server/db/database';
import { buildCheckedApp, createTestDatabase } from '#server-test/test-app';

/**
 * Decision 0043: a client that forges forwarding headers to look like many clients. Each variant sends
 * ATTEMPTS sign-in attempts from one real address, each with a different forged address, and counts how many the
 * token endpoint's per-address limit (20) lets through.
 */
const TOKEN = '/api/auth/auth/v1/token';
const LIMIT = 20;
const ATTEMPTS = 60;

const byte = () => randomBytes(1)[0]! % 254 || 1;
const ipv4 = () => `${byte()}.${byte()}.${byte()}.${byte()}`;
const ipv6 = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

const variants: {
  name: string;
  trust: string[] | false;
  peer: string;
  headers: () => Record<string, string>;
}[] = [
  {
    name: 'X-Forwarded-For',
    trust: false,
    peer: '192.0.2.1',
    headers: () => ({ 'x-forwarded-for': ipv4() }),
  },
  {
    name: 'X-Forwarded-For chain',
    trust: false,
    peer: '192.0.2.2',
    headers: () => ({ 'x-forwarded-for': `${ipv4()}, ${ipv4()}, ${ipv4()}` }),
  },
  {
    name: 'X-Forwarded-For IPv6',
    trust: false,
    peer: '192.0.2.3',
    headers: () => ({ 'x-forwarded-for': ipv6() }),
  },
  { name: 'X-Real-IP', trust: false, peer: '192.0.2.4', headers: () => ({ 'x-real-ip': ipv4() }) },
  { name: 'Forwarded', trust: false, peer: '192.0.2.5', headers: () => ({ forwarded: `for=${ipv4()}` }) },
  {
    name: 'X-Forwarded-For prefix behind a trusted proxy',
    trust: ['10.0.0.0/8'],
    peer: '10.0.0.1',
    headers: () => ({ 'x-forwarded-for': `${ipv4()}, ${ipv4()}, 192.0.2.6` }),
  },
];

let database: Database;
const apps = new Map<string, FastifyInstance>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const trust of [false, ['10.0.0.0/8']] as const) {
    const app = await buildCheckedApp(testConfig({ TRUST_PROXY: trust === false ? false : [...trust] }), {
      database,
      careersBuild: false,
    });
    apps.set(String(trust), app);
  }
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await database.close();
});

describe('forged forwarding headers do not multiply a client', () => {
  it.each(variants)('$name', async ({ name, trust, peer, headers }) => {
    const app = apps.get(String(trust))!;
    let through = 0;
    let limited = 0;
    const started = performance.now();
    for (let i = 0; i < ATTEMPTS; i++) {
      const response = await app.inject({
        method: 'GET',
        url: TOKEN,
        headers: headers(),
        remoteAddress: peer,
      });
      if (response.statusCode === 429) limited++;
      else through++;
    }
    const ms = Math.round(performance.now() - started);
    console.log(
      `[forged headers] ${name}: ${ATTEMPTS} attempts, ${through} let through, ${limited} limited (limit ${LIMIT}), ${ms} ms`,
    );
    expect(through).toBe(LIMIT);
    expect(limited).toBe(ATTEMPTS - LIMIT);
  });
});
