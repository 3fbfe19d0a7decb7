import { describe, expect, it } from 'vitest';
import { expectCodeStoredHashed } from '#server-test/candidates';
import { signInWithPassword } from '#server-test/employees';
import { codeMailedTo as codeMailedToSink } from '#server-test/smtp-sink';
import { useMailingTestApp, withDemoAccounts } from '#server-test/test-app';

// The business clock; access tokens are checked against the real one, so it starts now.
let clock = new Date();
const t = useMailingTestApp(() => clock, withDemoAccounts);

const REGISTER = '/api/users/registration/v1';
const SEND = '/api/users/registration/v1/confirmation/send-changed';
const CONFIRM = '/api/users/registration/v1/confirmation/confirm-changed';
const PASSWORD = 'Correct-Horse-Battery-9';
let counter = 0;

function account(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Mariana Souza',
    email: `mariana.${counter}@example.com`,
    password: PASSWORD,
    privacy_policy_consent: true,
    data_storage_consent: true,
    language: 'pt-BR',
    ...overrides,
  };
}

async function register(body = account(), lang = 'pt-BR') {
  const res = await t.app.inject({
    method: 'POST',
    url: REGISTER,
    payload: body,
    headers: { 'accept-language': lang },
    remoteAddress: `10.0.${counter}.1`,
  });
  return { res, body };
}

async function sendCode(userId: string, email: string) {
  const res = await t.app.inject({
    url: SEND,
    query: { user_id: userId, user_email: email, user_name: 'Mariana Souza' },
  });
  return res;
}

const codeMailedTo = (email: string, after = 0) => codeMailedToSink(t.sink, email, after);

const confirm = (userId: string, email: string, code: string, lang = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: CONFIRM,
    payload: { user_id: userId, user_email: email, confirmation_code: code },
    headers: { 'accept-language': lang },
  });

describe('account creation', () => {
  it('creates a pending candidate: 201 { user_id }, consents stored with time and document version', async () => {
    const { res, body } = await register();
    expect(res.statusCode).toBe(201);
    const { user_id } = res.json();
    expect(user_id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = (await t.database.db.execute(
      `select kind, document_version, accepted_at from candidate_consents where user_id = '${user_id}' order by kind` as never,
    )) as unknown as { rows: { kind: string; document_version: string; accepted_at: unknown }[] };
    expect(rows.map((r) => r.kind)).toEqual(['data_storage', 'privacy_policy', 'terms_of_use']);
    expect(rows.every((r) => r.document_version === '2026-11')).toBe(true);
    expect(new Date(rows[0]!.accepted_at as string).toISOString()).toBe(clock.toISOString());
    // Pending: the password does not open a session yet.
    const signIn = await signInWithPassword(t.app, body.email, PASSWORD, { language: 'en-US' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: 'email_not_confirmed',
      detail: 'Confirm your e-mail to sign in. We will send a code to your address.',
      // The page asks for a code with it (send-changed) and goes on to the confirmation step.
      user_id: res.json().user_id,
    });
  });

  it.each([
    [
      'en-US',
      'Please enter your full name',
      'Please enter a password',
      'The terms and conditions must be accepted',
      'You must agree to the storage of your data',
    ],
    [
      'pt-BR',
      'Informe seu nome completo',
      'Informe uma senha',
      'Os termos e condições devem ser aceitos',
      'É preciso concordar com o armazenamento dos seus dados',
    ],
  ])('enforces the rules of spec §5 in %s', async (lang, fullName, passwordRequired, terms, storage) => {
    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      payload: account({
        name: 'Mariana',
        password: '',
        privacy_policy_consent: false,
        data_storage_consent: false,
      }),
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (res.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
    expect(messages.name).toBe(fullName);
    expect(messages.password).toBe(passwordRequired);
    expect(messages.privacy_policy_consent).toBe(terms);
    // The data storage consent's refusal names that consent, not the terms (issue 27).
    expect(messages.data_storage_consent).toBe(storage);
  });

  it('applies the password policy of contracts on the server: length, classes, name (accent-insensitive)', async () => {
    const cases: [string, string][] = [
      ['Short-1a', 'The password must be at least 15 characters long'],
      ['onlylowercaseletters', 'The password must contain at least 3 of the following'],
      ['Xx-SOUZA-long-9-pass', 'The password must not contain your first or last name'],
      ['Xx-márïana-long-9', 'The password must not contain your first or last name'],
    ];
    for (const [password, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: account({ name: 'Mariana Souza', password }),
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.statusCode, password).toBe(400);
      const error = (res.json().errors as { field: string; message: string }[]).find(
        (e) => e.field === 'password',
      );
      expect(error?.message).toContain(message);
    }
  });

  it("answers 'This email address is already in use' for a registered address, in the caller's language", async () => {
    for (const [lang, text] of [
      ['en-US', 'This email address is already in use'],
      ['es-ES', 'Esta dirección de correo electrónico ya está en uso'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: account({ email: 'Candidata@Example.com' }),
        headers: { 'accept-language': lang! },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('email_in_use');
      expect(res.json().errors).toEqual([{ field: 'email', message: text }]);
    }
  });
});

describe('e-mail confirmation', () => {
  it('mails a 6-digit code in the candidate language; the right code confirms and starts a session', async () => {
    const { res, body } = await register(account({ language: 'es-ES' }));
    const { user_id } = res.json();
    const sent = await sendCode(user_id, body.email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resend_after: 60, expires_in_minutes: 15 });
    const mail = await t.sink.waitFor((m) => m.to.includes(body.email));
    expect(mail.subject).toMatch(/^Tu código de confirmación: \d{6}$/);
    expect(mail.text).toContain('15 minutos');
    const code = await codeMailedTo(body.email);
    const ok = await confirm(user_id, body.email, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'Bearer' });
    expect(ok.cookies.map((c) => c.name).sort()).toEqual(['access_token', 'login_type', 'refresh_token']);
    const user = await t.app.inject({
      url: '/api/curriculum/candidates/v1/user',
      headers: { authorization: `Bearer ${ok.json().access_token}` },
    });
    expect(user.json()).toEqual({
      finished: false,
      seenPrivacyPolicy: false,
      name: 'Mariana Souza',
      email: body.email,
      // She registered in Spanish: the account reads Spanish (decision 0071).
      language: 'es-ES',
    });
    // The address is now taken, and the password signs in.
    const again = await register(account({ email: body.email }));
    expect(again.res.statusCode).toBe(409);
    expect((await signInWithPassword(t.app, body.email, PASSWORD)).statusCode).toBe(200);
  });

  it('stores the code hashed', async () => {
    const { res, body } = await register();
    const { user_id } = res.json();
    await sendCode(user_id, body.email);
    const code = await codeMailedTo(body.email);
    await expectCodeStoredHashed(t.database, 'confirmation_codes', user_id, code);
  });

  it('refuses a wrong code, and the sixth try fails even with the right code', async () => {
    const { res, body } = await register();
    const { user_id } = res.json();
    await sendCode(user_id, body.email);
    const code = await codeMailedTo(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const details = [
      'The code is incorrect. You have 4 tries left.',
      'The code is incorrect. You have 3 tries left.',
      'The code is incorrect. You have 2 tries left.',
      'The code is incorrect. You have 1 try left.',
      'Too many wrong attempts. Please ask for a new code.',
    ];
    for (const [i, detail] of details.entries()) {
      const r = await confirm(user_id, body.email, wrong);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'code_invalid',
        detail,
        attempts_left: 4 - i,
        errors: [{ field: 'confirmation_code', message: detail }],
      });
    }
    const sixth = await confirm(user_id, body.email, code, 'pt-BR');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('code_invalid');
    expect(sixth.json().detail).toBe('Muitas tentativas incorretas. Solicite um novo código.');
    expect(sixth.cookies).toHaveLength(0);
  });

  it('a code expires after 15 minutes', async () => {
    const { res, body } = await register();
    const { user_id } = res.json();
    await sendCode(user_id, body.email);
    const code = await codeMailedTo(body.email);
    const start = clock;
    clock = new Date(start.getTime() + 15 * 60_000 + 1000);
    try {
      const late = await confirm(user_id, body.email, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('code_invalid');
      expect(late.json().detail).toBe('The confirmation code has expired. Please ask for a new code.');
    } finally {
      clock = start;
    }
  });

  it('resend waits for the cooldown, then a new code replaces the old one', async () => {
    const { res, body } = await register();
    const { user_id } = res.json();
    await sendCode(user_id, body.email);
    const first = await codeMailedTo(body.email);
    const tooSoon = await t.app.inject({
      url: SEND,
      query: { user_id, user_email: body.email },
      headers: { 'accept-language': 'en-US' },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().detail).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    const start = clock;
    clock = new Date(start.getTime() + 61_000);
    try {
      const before = t.sink.mails.length;
      expect((await sendCode(user_id, body.email)).statusCode).toBe(200);
      const second = await codeMailedTo(body.email, before);
      if (second !== first) expect((await confirm(user_id, body.email, first)).statusCode).toBe(400);
      expect((await confirm(user_id, body.email, second)).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('needs the id and the address of a pending registration', async () => {
    const { res, body } = await register();
    const { user_id } = res.json();
    const other = await sendCode(user_id, 'someone.else@example.com');
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({ url: SEND, query: { user_id: 'nope', user_email: body.email } });
    expect(bad.statusCode).toBe(400);
    const badCode = await confirm(user_id, body.email, '12ab');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0]).toEqual({
      field: 'confirmation_code',
      message: 'Please enter the 6-digit code sent to your email address',
    });
  });

  it('a new registration of a pending address replaces the pending one', async () => {
    const first = await register();
    const second = await register(account({ email: first.body.email }));
    expect(second.res.statusCode).toBe(201);
    expect(second.res.json().user_id).not.toBe(first.res.json().user_id);
    expect((await sendCode(first.res.json().user_id, first.body.email)).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('limits registrations per account (address) even from different addresses', async () => {
    const email = 'limited@example.com';
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: account({ email }),
        remoteAddress: `10.9.${i}.1`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c === 201)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('limits sign-in attempts per account across addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await signInWithPassword(t.app, 'target@example.com', 'wrong-password', {
        remoteAddress: `10.8.${i}.1`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents account creation, the code calls and the candidate calls', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/registration/v1',
        '/api/users/registration/v1/confirmation/send-changed',
        '/api/users/registration/v1/confirmation/confirm-changed',
        '/api/curriculum/candidates/v1/user',
        '/api/curriculum/candidates/v1/update-last-access-date',
        '/api/curriculum/candidates/v1/update-privacy-policy-indicator',
        '/api/curriculum/candidates/v1/exist-candidate-register',
        '/api/curriculum/candidates/v1/delete-account',
        '/api/curriculum/candidates/v1/export',
      ]),
    );
    const create = doc.paths['/api/users/registration/v1'].post;
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'data_storage_consent',
      'email',
      'language',
      'name',
      'password',
      'privacy_policy_consent',
    ]);
    expect(create.responses['201']).toBeDefined();
  });
});
