import { describe, expect, it } from 'vitest';
import { expectCodeStoredHashed, registerCandidate } from '#server-test/candidates';
import { createEmployee } from '#server-test/employees';
import { codeMailedTo } from '#server-test/smtp-sink';
import { useMailingTestApp } from '#server-test/test-app';

// The business clock; access tokens are checked against the real one, so it starts now.
let clock = new Date();
const t = useMailingTestApp(() => clock);

const FORGOT = '/api/users/password/v1/forgot';
const RESET = '/api/users/password/v1/reset';
const VERIFY = '/api/users/password/v1/verify';
const TOKEN = '/api/auth/auth/v1/token';
const REFRESH = '/api/auth/auth/v1/token/refresh';
const PASSWORD = 'Correct-Horse-Battery-9';
const NEW_PASSWORD = 'Quiet-River-Morning-42';
let counter = 0;
/** Each test its own client address, so the per-address limits of one test never touch another. */
const client = () => `10.9.${counter}.1`;

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

function forgot(email: string, lang = 'pt-BR') {
  return t.app.inject({
    method: 'POST',
    url: FORGOT,
    payload: { email },
    headers: { 'accept-language': lang },
    remoteAddress: client(),
  });
}

function reset(email: string, code: string, newPassword = NEW_PASSWORD, lang = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: RESET,
    payload: { email, code, new_password: newPassword },
    headers: { 'accept-language': lang },
    remoteAddress: client(),
  });
}

function verify(email: string, code: string, lang = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: VERIFY,
    payload: { email, code },
    headers: { 'accept-language': lang },
    remoteAddress: client(),
  });
}

const signIn = (email: string, password: string) =>
  t.app.inject({
    url: TOKEN,
    headers: { authorization: basic(email, password) },
    remoteAddress: client(),
  });

/** A candidate through the real registration: pending, and confirmed with its code unless told otherwise. */
async function candidate(language = 'pt-BR', confirmed = true) {
  counter += 1;
  const email = `recovery.${counter}@example.com`;
  const { userId } = await registerCandidate(t.app, t.sink, {
    email,
    password: PASSWORD,
    language,
    remoteAddress: client(),
    confirmed,
  });
  return { email, userId };
}

async function recoveryMail(email: string, after: number) {
  return t.sink.waitFor((m) => m.to.includes(email.toLowerCase()) && t.sink.mails.indexOf(m) >= after);
}

const codeIn = (email: string, after: number) => codeMailedTo(t.sink, email, after);

/** Asks for a code and reads it from the SMTP t.sink. */
async function mailedCode(email: string, lang = 'pt-BR'): Promise<string> {
  const before = t.sink.mails.length;
  const res = await forgot(email, lang);
  expect(res.statusCode).toBe(202);
  return codeIn(email, before);
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /users/password/v1/forgot', () => {
  it('answers 202 with the same body for an unknown address and mails nothing', async () => {
    counter += 1;
    const { email } = await candidate();
    const known = await forgot(email);
    const unknown = await forgot('nobody.here@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ resend_after: 60, expires_in_minutes: 15 });
    await recoveryMail(email, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.mails.some((m) => m.to.includes('nobody.here@example.com'))).toBe(false);
  });

  it.each([
    ['pt-BR', /^Seu código para redefinir a senha: \d{6}$/, 'O código vale por 15 minutos.'],
    ['en-US', /^Your code to reset your password: \d{6}$/, 'The code is valid for 15 minutes.'],
    ['es-ES', /^Tu código para restablecer la contraseña: \d{6}$/, 'El código es válido durante 15 minutos.'],
  ])('mails the code in the account language (%s), stored hashed', async (language, subject, expires) => {
    const { email, userId } = await candidate(language);
    const before = t.sink.mails.length;
    // The caller's language does not matter: the mail goes in the account's.
    expect((await forgot(email, 'pt-BR')).statusCode).toBe(202);
    const mail = await recoveryMail(email, before);
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toContain(expires);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await expectCodeStoredHashed(t.database, 'password_reset_codes', userId, code);
  });

  it('mails no second code within the cooldown, and limits the requests per e-mail', async () => {
    const { email } = await candidate();
    await mailedCode(email);
    const before = t.sink.mails.length;
    expect((await forgot(email)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.mails.slice(before).some((m) => m.to.includes(email))).toBe(false);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      counter += 1; // from other client addresses: the limit counts the e-mail
      statuses.push((await forgot(email.toUpperCase())).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('refuses a malformed address with a field error', async () => {
    counter += 1;
    const res = await forgot('not-an-address', 'es-ES');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ field: 'email', message: expect.stringContaining('correo') }]);
  });
});

describe('POST /users/password/v1/reset', () => {
  it('sets the new password, revokes every other session and signs in by cookies', async () => {
    const { email } = await candidate();
    const old = await signIn(email, PASSWORD);
    expect(old.statusCode).toBe(200);
    const oldRefresh = old.json().refresh_token as string;
    const code = await mailedCode(email);
    const res = await reset(email, code);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['access_token', 'login_type', 'refresh_token']);
    // The new session works; the old one is gone.
    const access = res.cookies.find((c) => c.name === 'access_token')!.value;
    const me = await t.app.inject({
      url: '/api/curriculum/candidates/v1/user',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    const refreshed = await t.app.inject({
      url: REFRESH,
      headers: { authorization: `Bearer ${oldRefresh}` },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    // The code was used up.
    const again = await reset(email, code, 'Another-Long-Password-7');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('code_invalid');
  });

  it.each([
    ['pt-BR', 'O código está incorreto. Você ainda tem 4 tentativas.', 'Você ainda tem 1 tentativa.'],
    ['en-US', 'The code is incorrect. You have 4 tries left.', 'You have 1 try left.'],
    ['es-ES', 'El código es incorrecto. Te quedan 4 intentos.', 'Te queda 1 intento.'],
  ])(
    'refuses a wrong code with the tries it has left (code_invalid, %s); the sixth try fails even with the right code',
    async (lang, first, last) => {
      const { email } = await candidate();
      const code = await mailedCode(email);
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        const wrong = await reset(email, wrongCode(code), NEW_PASSWORD, lang);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.headers['content-type']).toContain('application/problem+json');
        expect(wrong.json()).toMatchObject({ code: 'code_invalid', attempts_left: 4 - i });
        expect(wrong.json().errors).toEqual([{ field: 'code', message: wrong.json().detail }]);
        expect(wrong.cookies).toHaveLength(0);
        answers.push(wrong.json().detail as string);
      }
      expect(answers[0]).toBe(first);
      expect(answers[3]).toContain(last);
      expect(answers[4]).not.toContain(last);
      const sixth = await reset(email, code, NEW_PASSWORD, lang);
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().code).toBe('code_invalid');
      expect(sixth.cookies).toHaveLength(0);
      expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    },
  );

  it('answers an unknown address exactly like a known one, code asked for or not, try after try', async () => {
    const { email } = await candidate();
    counter += 1;
    const nobody = `nobody.${counter}@example.com`;
    // No code asked for: the same refusal.
    expect((await reset(nobody, '123456')).json()).toEqual((await reset(email, '123456')).json());
    const code = await mailedCode(email);
    expect((await forgot(nobody)).json()).toEqual((await forgot(email)).json());
    for (let i = 0; i < 6; i += 1) {
      const known = await (i % 2 ? verify : reset)(email, wrongCode(code));
      const unknown = await (i % 2 ? verify : reset)(nobody, '123456');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(known.json());
    }
  });

  it('a code expires after 15 minutes', async () => {
    const { email } = await candidate();
    const code = await mailedCode(email);
    const start = clock;
    clock = new Date(start.getTime() + 15 * 60_000 + 1000);
    try {
      const late = await reset(email, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('code_invalid');
    } finally {
      clock = start;
    }
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['pt-BR', 'short', 'A senha deve ter pelo menos 15 caracteres'],
    ['en-US', 'alllowercaseletters', 'The password must contain at least 3 of the following'],
    ['es-ES', 'Mariana-Password-2026', 'nombre'],
  ])(
    'checks the new password against the policy (%s) without spending the code',
    async (lang, weak, text) => {
      const { email } = await candidate();
      const code = await mailedCode(email);
      const res = await reset(email, code, weak, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors).toHaveLength(1);
      expect(res.json().errors[0].field).toBe('new_password');
      expect(res.json().errors[0].message).toContain(text);
      expect(res.cookies).toHaveLength(0);
      // Four more refused passwords still leave the code usable: a policy refusal costs no try.
      for (let i = 0; i < 4; i += 1) expect((await reset(email, code, weak, lang)).statusCode).toBe(400);
      expect((await reset(email, code)).statusCode).toBe(204);
    },
  );

  it("makes an intranet user with status 'R' active again", async () => {
    counter += 1;
    const employee = await createEmployee(t.database, {
      email: `op.${counter}@example.com`,
      password: 'Temporary-Password-1',
      status: 'R',
    });
    const code = await mailedCode(employee.email);
    const res = await reset(employee.email, code);
    expect(res.statusCode).toBe(204);
    const access = res.cookies.find((c) => c.name === 'access_token')!.value;
    const info = await t.app.inject({
      url: '/api/users/information/v1',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(info.json()).toMatchObject({ email: employee.email, status: 'A', kind: 'employee' });
    // The employee's earlier session was revoked.
    const before = await t.app.inject({
      url: '/api/users/information/v1',
      headers: { authorization: employee.authorization },
    });
    expect(before.statusCode).toBe(401);
  });

  it('confirms the address of a candidate who never confirmed it', async () => {
    const { email } = await candidate('en-US', false);
    expect((await signIn(email, PASSWORD)).json().code).toBe('email_not_confirmed');
    const code = await mailedCode(email);
    expect((await reset(email, code)).statusCode).toBe(204);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('mails nothing to a disabled account or to one without a password', async () => {
    counter += 1;
    const noPassword = await createEmployee(t.database, { email: `sso.${counter}@example.com` });
    const disabled = await createEmployee(t.database, {
      email: `gone.${counter}@example.com`,
      password: 'Temporary-Password-1',
    });
    await t.database.db.execute(
      `update users set disabled_at = now() where id = '${disabled.userId}'` as never,
    );
    expect((await forgot(noPassword.email)).statusCode).toBe(202);
    expect((await forgot(disabled.email)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.mails.some((m) => m.to.includes(noPassword.email) || m.to.includes(disabled.email))).toBe(
      false,
    );
  });
});

describe('POST /users/password/v1/verify', () => {
  it('accepts the right code without spending it; the reset still works', async () => {
    const { email } = await candidate();
    const code = await mailedCode(email);
    for (let i = 0; i < 6; i += 1) {
      const res = await verify(email, code);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.cookies).toHaveLength(0);
    }
    expect((await reset(email, code)).statusCode).toBe(204);
  });

  it.each([
    ['pt-BR', 'O código está incorreto. Você ainda tem 4 tentativas.'],
    ['es-ES', 'El código es incorrecto. Te quedan 4 intentos.'],
  ])('a wrong code costs one of the tries the reset counts (%s)', async (lang, text) => {
    const { email } = await candidate();
    const code = await mailedCode(email);
    const wrong = await verify(email, wrongCode(code), lang);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json()).toMatchObject({
      code: 'code_invalid',
      detail: text,
      attempts_left: 4,
      errors: [{ field: 'code', message: text }],
    });
    for (let i = 0; i < 3; i += 1) await reset(email, wrongCode(code));
    const fifth = await verify(email, wrongCode(code), 'en-US');
    expect(fifth.json()).toMatchObject({
      attempts_left: 0,
      detail: 'Too many wrong attempts. Please ask for a new code.',
    });
    // Used up: the right code is refused by both.
    expect((await verify(email, code)).json()).toMatchObject({ code: 'code_invalid', attempts_left: 0 });
    expect((await reset(email, code)).statusCode).toBe(400);
    // A new code brings the tries back.
    clock = new Date(clock.getTime() + 61_000);
    const fresh = await mailedCode(email);
    expect((await verify(email, fresh)).statusCode).toBe(204);
    expect((await reset(email, fresh)).statusCode).toBe(204);
  });

  it('refuses a malformed code or address with field errors, and nothing is counted', async () => {
    const { email } = await candidate();
    const code = await mailedCode(email);
    const res = await verify(email, '12a', 'es-ES');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors[0].field).toBe('code');
    expect((await verify('nope', code)).json().errors[0].field).toBe('email');
    for (let i = 0; i < 4; i += 1) await verify(email, wrongCode(code));
    expect((await verify(email, code)).statusCode).toBe(204);
  });

  it('concurrent wrong tries never get more than the 5 tries of a code', async () => {
    const { email } = await candidate();
    const code = await mailedCode(email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        counter += 1;
        return (i % 2 ? verify : reset)(email, wrongCode(code));
      }),
    );
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    const left = answers.filter((a) => a.statusCode === 400).map((a) => a.json().attempts_left as number);
    // Each counted try got its own count: 4, 3, 2, 1, 0 once each; the rest found none left.
    expect(left.filter((n) => n > 0).sort()).toEqual([1, 2, 3, 4]);
    expect((await verify(email, code)).json()).toMatchObject({ code: 'code_invalid', attempts_left: 0 });
  });
});
