import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { confirmationCode } from './mail';

/**
 * Accounts made and signed in through the API, for specs whose subject is another screen: one registration with the
 * mailed code, one token sign-in, one portrait for a resume.
 */

/** State-changing calls authenticated by cookie say they come from the page's own code (DESIGN §4). */
export const CSRF_HEADER = { 'X-Requested-With': 'fetch' };

/** The token endpoint's answer for an e-mail and password (HTTP Basic); a 200 stores the session's cookies. */
export function requestToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<APIResponse> {
  const basic = Buffer.from(`${email}:${password}`).toString('base64');
  return request.get('/api/auth/auth/v1/token', { headers: { Authorization: `Basic ${basic}` } });
}

/**
 * Signs in through the token endpoint with a request context; its cookies are the browser context's, so the pages
 * of a page's own request context are signed in too.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
  what = `sign-in of ${email}`,
): Promise<void> {
  const response = await requestToken(request, email, password);
  expect(response.status(), what).toBe(200);
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  language: Locale;
}

/**
 * Registers an account through the API with both consents and, unless `confirm` is false, confirms its e-mail with
 * the code the SMTP sink received, which opens the account's first session in the request context's cookies.
 * `headers` go with every call (e.g. a client address of its own). Returns the new user's id.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  account: NewAccount,
  { confirm = true, headers = {} }: { confirm?: boolean; headers?: Record<string, string> } = {},
): Promise<string> {
  const { name, email, password, language } = account;
  const created = await request.post('/api/users/registration/v1', {
    headers: { ...CSRF_HEADER, ...headers },
    data: { name, email, password, privacy_policy_consent: true, data_storage_consent: true, language },
  });
  expect(created.status(), `registration: ${await created.text()}`).toBe(201);
  const { user_id } = (await created.json()) as { user_id: string };
  if (!confirm) return user_id;
  const sent = await request.get('/api/users/registration/v1/confirmation/send-changed', {
    headers,
    params: { user_id, user_email: email },
  });
  expect(sent.status(), `code mailed: ${await sent.text()}`).toBe(200);
  const confirmed = await request.post('/api/users/registration/v1/confirmation/confirm-changed', {
    headers: { ...CSRF_HEADER, ...headers },
    data: { user_id, user_email: email, confirmation_code: await confirmationCode(email) },
  });
  expect(confirmed.status(), `code confirmed: ${await confirmed.text()}`).toBe(200);
  return user_id;
}

/** A small portrait as a JPEG data URL: a resume is finished only with a picture. */
export async function portraitDataUrl(): Promise<string> {
  const jpeg = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#7a9cc6' } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * A plain portrait for the resume's picture field: a `width`×`height` image of one colour, written as `name` (its
 * ending says PNG or JPEG) in the folder `folder` under the system's temporary folder. Returns its path.
 */
export async function portraitFile(
  folder: string,
  name: string,
  { width, height, background }: { width: number; height: number; background: string },
): Promise<string> {
  const dir = join(tmpdir(), folder);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background } }).toFile(path);
  return path;
}

/**
 * `portraitFile`, made once before the spec file's tests: returns a getter of its path, for use inside the tests.
 */
export function portraitBeforeAll(...args: Parameters<typeof portraitFile>): () => string {
  let path: string | undefined;
  test.beforeAll(async () => {
    path = await portraitFile(...args);
  });
  return () => {
    if (!path) throw new Error('the portrait is made in beforeAll: use it inside the tests');
    return path;
  };
}
