import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '#server-test/smtp-sink';
import { createMailer, MailSendError } from './mailer';

const log = pino({ level: 'silent' });

describe('mailer', () => {
  let sink: SmtpSink;
  let dataDir: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-mailer-'));
  });
  afterAll(async () => {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers through the SMTP server of SMTP_URL, from MAIL_FROM, with UTF-8 text intact', async () => {
    const mailer = createMailer(
      { SMTP_URL: sink.url, MAIL_FROM: 'Portal <rh@example.com>', DATA_DIR: dataDir },
      log,
    );
    await mailer.send({
      to: 'joao@example.com',
      subject: 'Código de confirmação',
      text: 'Seu código é 123456.',
    });
    mailer.close();
    const mail = await sink.waitFor((m) => m.to.includes('joao@example.com'));
    expect(mail.from).toBe('rh@example.com');
    expect(mail.subject).toBe('Código de confirmação');
    expect(mail.text.trim()).toBe('Seu código é 123456.');
    expect(mailer.destination).toBe(`SMTP ${new URL(sink.url).host}`);
  });

  it('rejects with a temporary failure when the SMTP server cannot be reached', async () => {
    const mailer = createMailer(
      { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'p@example.com', DATA_DIR: dataDir },
      log,
    );
    const failure = await mailer
      .send({ to: 'a@example.com', subject: 's', text: 't' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MailSendError);
    expect(failure).toMatchObject({ temporary: true, responseCode: undefined });
    mailer.close();
  });

  it('tells a temporary refusal (4xx) from a permanent one (5xx)', async () => {
    const mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM: 'p@example.com', DATA_DIR: dataDir }, log);
    try {
      sink.rejectWith = 451;
      await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
        name: 'MailSendError',
        temporary: true,
        responseCode: 451,
      });
      sink.rejectWith = 550;
      await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
        name: 'MailSendError',
        temporary: false,
        responseCode: 550,
      });
    } finally {
      sink.rejectWith = null;
      mailer.close();
    }
  });

  it('gives up on a server that accepts the connection and never answers, within its greeting timeout', async () => {
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as { port: number };
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'p@example.com', DATA_DIR: dataDir },
      log,
      { connectionMs: 300, greetingMs: 300, socketMs: 300 },
    );
    try {
      const started = performance.now();
      const failure = await mailer
        .send({ to: 'a@example.com', subject: 's', text: 't' })
        .catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(sockets.size).toBe(1);
      expect(failure).toMatchObject({ name: 'MailSendError', temporary: true, responseCode: undefined });
    } finally {
      mailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('without SMTP_URL writes each mail as an .eml file to the outbox in DATA_DIR', async () => {
    const mailer = createMailer({ MAIL_FROM: 'Portal <no-reply@localhost>', DATA_DIR: dataDir }, log);
    expect(mailer.destination).toBe(`development outbox ${join(dataDir, 'outbox')}`);
    await mailer.send({ to: 'maria@example.com', subject: 'Olá, Maria', text: 'Conta criada.' });
    await mailer.send({ to: 'jose@example.com', subject: 'Olá, José', text: 'Conta excluída.' });
    mailer.close();
    const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const contents = files.map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8')).join('\n');
    expect(contents).toContain('To: maria@example.com');
    expect(contents).toContain('To: jose@example.com');
  });
});
