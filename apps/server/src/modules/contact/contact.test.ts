import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '#server-test/employees';
import { type SmtpSink, startSmtpSink } from '#server-test/smtp-sink';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { contactRepository } from './contact.repository';
import { CONTACT_RATE_LIMIT } from './contact.routes';

const RECIPIENT = 'atendimento@example.com.br';
let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, CONTACT_RECIPIENT: RECIPIENT });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const URL = '/api/intranet/contact/v1/user';
let address = 0;
const nextAddress = () => `10.30.0.${++address}`;
const message = {
  name: 'Maria Souza',
  email: 'maria.souza@example.org',
  state: 'SC',
  message: 'Gostaria de informações sobre motores WEG para irrigação.',
  consent: true,
  user_id: null,
};

describe('POST /intranet/contact/v1/user', () => {
  it('stores the message and mails it to the configured address, reply-to the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: message,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const mail = await sink.waitFor((m) => m.text.includes(message.message));
    expect(mail.to).toEqual([RECIPIENT]);
    expect(mail.subject).toBe('Fale conosco: mensagem de Maria Souza');
    expect(mail.headers.get('reply-to')).toMatchObject({ text: message.email });
    expect(mail.text).toContain('Estado: Santa Catarina (SC)');
    expect(mail.text).toContain('Consentimento: Sim');
    expect(mail.text).toContain('Usuário conectado: não conectado');
    const [row] = await contactRepository(t.database.db).latest(1);
    expect(row).toMatchObject({ id, name: 'Maria Souza', state: 'SC', consent: true, userId: null });
  });

  it('takes user_id from the session, never from the body', async () => {
    const employee = await createEmployee(t.database);
    const someoneElse = await createEmployee(t.database);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: employee.authorization },
      payload: { ...message, consent: false, user_id: someoneElse.userId, message: 'Mensagem assinada' },
      remoteAddress: nextAddress(),
    });
    expect(signedIn.statusCode).toBe(201);
    const [row] = await contactRepository(t.database.db).latest(1);
    expect(row).toMatchObject({ userId: employee.userId, consent: false });
    const mail = await sink.waitFor((m) => m.text.includes('Mensagem assinada'));
    expect(mail.text).toContain(`Usuário conectado: ${employee.userId}`);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { ...message, user_id: someoneElse.userId, message: 'Mensagem anônima' },
      remoteAddress: nextAddress(),
    });
    expect(anonymous.statusCode).toBe(201);
    const [anonymousRow] = await contactRepository(t.database.db).latest(1);
    expect(anonymousRow!.userId).toBeNull();
  });

  it('requires every field, a state of the 27, a yes/no consent and the length limits, in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'accept-language': 'en-US' },
      payload: { name: '  ', email: 'not-an-email', state: 'XX', message: 'x'.repeat(2001) },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(errors).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
      state: 'Please select a state',
      message: 'Must be at most 2000 characters',
      consent: 'Please choose yes or no',
    });
    const es = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'accept-language': 'es-ES' },
      payload: { ...message, consent: 'maybe' },
      remoteAddress: nextAddress(),
    });
    expect(es.json().errors).toEqual([{ field: 'consent', message: 'Elige sí o no' }]);
  });

  it(`limits one address to ${CONTACT_RATE_LIMIT.max} messages in ${CONTACT_RATE_LIMIT.timeWindow}`, async () => {
    const from = '10.31.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: { ...message, message: `Flood ${i}` },
        remoteAddress: from,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});

describe('when the SMTP server refuses for a while', () => {
  it('keeps the message, answers at once, and mails it once the server takes mail again (decision 0060)', async () => {
    sink.rejectWith = 451;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { 'accept-language': 'pt-BR' },
        remoteAddress: nextAddress(),
        payload: { ...message, message: 'Mensagem durante a falha do servidor de e-mail.' },
      });
      expect(res.statusCode).toBe(201);
      const [stored] = await contactRepository(t.database.db).latest(1);
      expect(stored?.message).toBe('Mensagem durante a falha do servidor de e-mail.');
      await expect.poll(() => sink.rejections, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      sink.rejectWith = null;
    }
    // The worker retries within seconds (decision 0060's backoff starts at 5 s).
    const mail = await sink.waitFor((m) => m.text.includes('durante a falha'), 20_000);
    expect(mail.to).toEqual([RECIPIENT]);
    expect(sink.mails.filter((m) => m.text.includes('durante a falha'))).toHaveLength(1);
  });
});
