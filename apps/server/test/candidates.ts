import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '#server/core/passwords';
import type { Database } from '#server/db/database';
import { candidates, sessions, users } from '#server/db/schema';
import { AccessTokens } from '#server/modules/auth/access-token';
import { codeMailedTo, type SmtpSink } from './smtp-sink';

/**
 * Creates a confirmed candidate directly in the database with an open session and a valid access token for it
 * (the session is checked on every request, decision 0042). With `password`, it can also sign in.
 */
export async function createCandidate(
  database: Database,
  options: { finished?: boolean; name?: string; password?: string } = {},
): Promise<{ userId: string; email: string; sessionId: string; token: string; authorization: string }> {
  const id = randomUUID();
  const email = `candidate-${id}@example.com`;
  await database.db.insert(users).values({
    id,
    kind: 'candidate',
    email,
    emailNormalized: email,
    name: options.name ?? 'Maria da Silva',
    passwordHash: options.password ? await hashPassword(options.password) : null,
  });
  await database.db.insert(candidates).values({ userId: id, finished: options.finished ?? true });
  const [session] = await database.db.insert(sessions).values({ userId: id, loginType: 'email' }).returning();
  const tokens = await AccessTokens.load(database.db);
  const token = await tokens.sign({ userId: id, kind: 'candidate', sessionId: session!.id });
  return { userId: id, email, sessionId: session!.id, token, authorization: `Bearer ${token}` };
}

/**
 * A candidate through the real registration (`POST /users/registration/v1`, 201) and, unless `confirmed` is false,
 * confirmed with the code the sink received (200): what a person does in the careers site.
 */
export async function registerCandidate(
  app: FastifyInstance,
  sink: SmtpSink,
  options: {
    email: string;
    password: string;
    name?: string;
    language?: string;
    remoteAddress?: string;
    confirmed?: boolean;
  },
): Promise<{ userId: string; email: string; accessToken?: string; refreshToken?: string }> {
  const { email, name = 'Mariana Souza', language = 'pt-BR', remoteAddress } = options;
  const created = await app.inject({
    method: 'POST',
    url: '/api/users/registration/v1',
    payload: {
      name,
      email,
      password: options.password,
      privacy_policy_consent: true,
      data_storage_consent: true,
      language,
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(created.statusCode).toBe(201);
  const userId: string = created.json().user_id;
  if (options.confirmed === false) return { userId, email };
  const before = sink.mails.length;
  const sent = await app.inject({
    url: '/api/users/registration/v1/confirmation/send-changed',
    query: { user_id: userId, user_email: email, user_name: name },
  });
  expect(sent.statusCode).toBe(200);
  const code = await codeMailedTo(sink, email, before);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/users/registration/v1/confirmation/confirm-changed',
    payload: { user_id: userId, user_email: email, confirmation_code: code },
  });
  expect(confirmed.statusCode).toBe(200);
  const { access_token, refresh_token } = confirmed.json();
  return { userId, email, accessToken: access_token, refreshToken: refresh_token };
}

/** The code stored for `userId` in `table` (confirmation_codes, password_reset_codes) is an argon2id hash of it. */
export async function expectCodeStoredHashed(
  database: Database,
  table: string,
  userId: string,
  code: string,
) {
  const { rows } = (await database.db.execute(
    `select code_hash from ${table} where user_id = '${userId}'` as never,
  )) as unknown as { rows: { code_hash: string }[] };
  expect(rows[0]!.code_hash).toMatch(/^\$argon2id\$/);
  expect(rows[0]!.code_hash).not.toContain(code);
}
