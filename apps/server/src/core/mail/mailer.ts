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
  /** Extra headers, name → value (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The Message-ID header (`<id@domain>`); the outbox fixes it at enqueue so a resend is the same message. */
  messageId?: string;
  /**
   * The outbox's order (decision 0066): mails with the same sequence (e.g. `application:<id>`) are sent one at a
   * time in the order they were enqueued. Not a header.
   */
  sequence?: string;
}

/**
 * Why a send failed, as a retry decides: `temporary` (a 4xx reply, or the network: refused, reset, timed out, no
 * reply at all) may pass later; `permanent` (a 5xx reply, or a mail that cannot be sent as it is) never will.
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
    /** The SMTP reply code, when the server answered. */
    readonly responseCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailSendError';
  }
}

export interface Mailer {
  /** Sends one mail; rejects with a MailSendError when it could not be handed over. */
  send(mail: Mail): Promise<void>;
  /** Where mails go, for the start log: the SMTP host, or the outbox folder. */
  readonly destination: string;
  close(): void;
}

/** The bounds of one SMTP conversation (a hung relay must not hold a worker): at most 10 s each by default. */
export interface SmtpTimeouts {
  /** Opening the TCP connection. */
  connectionMs: number;
  /** Waiting for the server's greeting once connected. */
  greetingMs: number;
  /** Silence on an open connection (any later reply). */
  socketMs: number;
}

const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 10_000,
};

/** Mail errors that come from the message itself (no recipient, a malformed address): sending again cannot help. */
const UNSENDABLE = new Set(['EENVELOPE', 'EMESSAGE']);

/** Classifies a nodemailer error (see MailSendError). */
export function toMailSendError(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  const e = (error ?? {}) as { message?: string; code?: string; responseCode?: number; permanent?: boolean };
  const message = e.message ?? String(error);
  if (typeof e.responseCode === 'number' && e.responseCode >= 400) {
    // 5xx is permanent; nodemailer's own flag also keeps 503 (a bad command sequence) temporary.
    const permanent = e.permanent ?? e.responseCode >= 500;
    return new MailSendError(message, !permanent, e.responseCode, { cause: error });
  }
  return new MailSendError(message, !(e.code && UNSENDABLE.has(e.code)), undefined, { cause: error });
}

/**
 * Mails go through nodemailer to `SMTP_URL`; without it they are written as .eml files to a development outbox
 * (`<DATA_DIR>/outbox`), and the start log says where (nothing is lost on a machine without SMTP).
 */
export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string },
  log: FastifyBaseLogger,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): Mailer {
  const message = (mail: Mail) => ({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    ...(mail.headers === undefined ? {} : { headers: mail.headers }),
    ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
  });
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
    const host = new URL(config.SMTP_URL).host;
    return {
      destination: `SMTP ${host}`,
      async send(mail) {
        try {
          const info = await transport.sendMail(message(mail));
          log.info({ messageId: info.messageId, smtp: host }, 'mail sent');
        } catch (error) {
          throw toMailSendError(error);
        }
      },
      close: () => transport.close(),
    };
  }
  const outbox = resolve(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: `development outbox ${outbox}`,
    async send(mail) {
      try {
        const info = await transport.sendMail(message(mail));
        mkdirSync(outbox, { recursive: true });
        const file = resolve(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
        );
        writeFileSync(file, info.message as Buffer);
        log.info({ file }, 'mail written to the development outbox (SMTP_URL is not set)');
      } catch (error) {
        // A full disk or a missing permission may be fixed: retried like a network error.
        throw toMailSendError(error);
      }
    },
    close: () => transport.close(),
  };
}
