import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '#server/config';
import { isReachable } from '#server-test/reachable';
import { appsOnOneDatabase } from '#server-test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The token endpoint: 20 attempts a minute per address (and, without an e-mail, 20 per 15 minutes per address). */
const TOKEN = '/api/auth/auth/v1/token';
const PER_ADDRESS = 20;

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`;

const apps = appsOnOneDatabase();
const app = (overrides: Partial<Config> = {}) => apps.build(overrides);

/** Status codes of `count` sign-in attempts, each with the headers `headersOf(i)` gives. */
async function attempts(
  instance: FastifyInstance,
  count: number,
  headersOf: (i: number) => Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await instance.inject({
      method: 'GET',
      url: TOKEN,
      headers: headersOf(i),
      remoteAddress,
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('rate limits and forwarded headers (TRUST_PROXY)', () => {
  it('ignore X-Forwarded-For from a client when no proxy is trusted (the default)', async () => {
    const instance = await app();
    const codes = await attempts(instance, PER_ADDRESS + 1, () => ({ 'x-forwarded-for': randomAddress() }));
    expect(codes.slice(0, PER_ADDRESS).every((code) => code === 401)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
  });

  it('ignore X-Forwarded-For from an address that is not a configured proxy', async () => {
    const instance = await app({ TRUST_PROXY: ['10.0.0.0/8'] });
    const codes = await attempts(
      instance,
      PER_ADDRESS + 1,
      () => ({ 'x-forwarded-for': randomAddress() }),
      '192.0.2.10',
    );
    expect(codes[PER_ADDRESS]).toBe(429);
  });

  it('count the right-most untrusted address behind trusted proxies', async () => {
    const instance = await app({ TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'] });
    // The client prepends whatever it likes; the proxies append what they saw.
    const via = (client: string) => () => ({ 'x-forwarded-for': `${randomAddress()}, ${client}, 10.1.2.3` });
    const codes = await attempts(instance, PER_ADDRESS + 1, via('203.0.113.7'));
    expect(codes.slice(0, PER_ADDRESS).every((code) => code === 401)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
    // Another client behind the same proxies has its own count.
    expect(await attempts(instance, 1, via('203.0.113.8'))).toEqual([401]);
  });

  it('count the address a hop count points at', async () => {
    const instance = await app({ TRUST_PROXY: 1 });
    const via = (client: string) => () => ({ 'x-forwarded-for': `${randomAddress()}, ${client}` });
    const codes = await attempts(instance, PER_ADDRESS + 1, via('203.0.113.9'));
    expect(codes[PER_ADDRESS]).toBe(429);
    expect(await attempts(instance, 1, via('203.0.113.10'))).toEqual([401]);
  });
});

const redisReachable = await isReachable(REDIS_URL);
if (!redisReachable)
  console.warn(`[rate limits] Redis at ${REDIS_URL} is not reachable: shared counts not run`);
describe.runIf(redisReachable)('rate limits shared through Redis (REDIS_URL)', () => {
  // A namespace of its own per test (ENV_NAME names the environment in the keys), so runs never share counts.
  const env = () => ({ REDIS_URL, ENV_NAME: `rl${randomBytes(6).toString('hex')}` });

  it('count per address across two instances', async () => {
    const shared = env();
    const [a, b] = [await app(shared), await app(shared)];
    const codes = await attempts(a, PER_ADDRESS / 2, () => ({}));
    codes.push(...(await attempts(b, PER_ADDRESS / 2, () => ({}))));
    expect(codes.every((code) => code === 401)).toBe(true);
    expect(await attempts(a, 1, () => ({}))).toEqual([429]);
    expect(await attempts(b, 1, () => ({}))).toEqual([429]);
  });

  it('count per account across two instances (perAccountLimit)', async () => {
    const shared = env();
    const trusted: Partial<Config> = { ...shared, TRUST_PROXY: ['127.0.0.1'] };
    const [a, b] = [await app(trusted), await app(trusted)];
    const basic = `Basic ${Buffer.from('nobody@example.com:wrong-password').toString('base64')}`;
    // Each attempt from another address, so only the per-account count can stop them.
    const from = (i: number) => ({ authorization: basic, 'x-forwarded-for': `203.0.113.${i + 1}` });
    const codes = [
      ...(await attempts(a, PER_ADDRESS / 2, from)),
      ...(await attempts(b, PER_ADDRESS / 2, (i) => from(i + PER_ADDRESS / 2))),
    ];
    expect(codes.every((code) => code === 401)).toBe(true);
    expect(await attempts(b, 1, () => from(100))).toEqual([429]);
  });

  it('count in the process when Redis does not answer at start, neither failing requests nor lifting the limit', async () => {
    // Decision 0065 (it let every request through before): the start does not wait, the limit holds per process.
    const started = performance.now();
    const instance = await app({ ...env(), REDIS_URL: 'redis://127.0.0.1:1' });
    const codes = await attempts(instance, PER_ADDRESS + 1, () => ({}));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(codes.slice(0, PER_ADDRESS).every((code) => code === 401)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
    const ready = await instance.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().redis).toBe('degraded');
  });
});
