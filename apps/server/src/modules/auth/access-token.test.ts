import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '#server/core/auth-claims';
import type { Database } from '#server/db/database';
import { createTestDatabase } from '#server-test/test-app';
import { AccessTokens } from './access-token';

/** Decision 0069: a verified token is remembered until it expires; nothing else gets past the signature check. */
let database: Database;
let tokens: AccessTokens;
const claims = {
  userId: '7d0e3c9a-5c1b-4c39-9d86-1f0a8f4b2e11',
  kind: 'candidate' as const,
  sessionId: '0b6f4f2e-2d8a-4d55-8c3e-6a1b9e7c5d40',
};
const issued = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  tokens = await AccessTokens.load(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('access tokens', () => {
  it('a token verifies to its claims, the first time and again', async () => {
    const token = await tokens.sign(claims, issued);
    expect(await tokens.verify(token, issued.getTime() + 1000)).toEqual(claims);
    expect(await tokens.verify(token, issued.getTime() + 2000)).toEqual(claims);
  });

  it('a remembered token is refused once it has expired', async () => {
    const token = await tokens.sign(claims, issued);
    const expiry = issued.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000;
    expect(await tokens.verify(token, expiry - 1)).toEqual(claims);
    expect(await tokens.verify(token, expiry)).toBeNull();
    expect(await tokens.verify(token, expiry - 1)).toEqual(claims);
  });

  it('a token altered after a verified one, or signed with another key, is refused', async () => {
    const token = await tokens.sign(claims, issued);
    const at = issued.getTime() + 1000;
    expect(await tokens.verify(token, at)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), kind: 'employee' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`, at)).toBeNull();
    // The first character: the last one of a base64url HMAC also carries unused bits, so changing it may not.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`, at)).toBeNull();

    const other = await createTestDatabase();
    try {
      const foreign = await (await AccessTokens.load(other.db)).sign(claims, issued);
      expect(await tokens.verify(foreign, at)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
