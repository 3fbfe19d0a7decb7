import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One e-mail: plain text always (cheap phones, any client), HTML optional. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends one mail; rejects when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
  /** Where mails go, for the start log: the SMTP host, or the outbox folder. */
  readonly destination: string;
  close(): void;
}

/**
 * Mails go through nodemailer to `SMTP_URL`; without it they are written as .eml files to a development outbox
 * (`<DATA_DIR>/outbox`), and the start log says where (issue 4: nothing is lost on a machine without SMTP).
 */
export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string },
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    const host = new URL(config.SMTP_URL).host;
    return {
      destination: `SMTP ${host}`,
      async send(mail) {
        const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        log.info({ messageId: info.messageId, smtp: host }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = resolve(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: `development outbox ${outbox}`,
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = resolve(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      log.info({ file }, 'mail written to the development outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}
