import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, with its angle brackets. */
  messageId: string;
  headers: Map<string, unknown>;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /**
   * While set, every MAIL FROM is answered with this reply code (e.g. 451: try again later; 550: refused) and the
   * mail is not received; null (the default) accepts.
   */
  rejectWith: number | null;
  /** How many MAIL FROM commands were refused through `rejectWith`. */
  readonly rejections: number;
  /** How many mails were received with this Message-ID (with its angle brackets). */
  countOf(messageId: string): number;
  /** Resolves with the first mail (received already or later) that matches, or rejects after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * The six-digit code of the first mail to `email` among those the sink received from index `after` on (waiting for
 * it if need be): the registration's confirmation code, the password recovery's code.
 */
export async function codeMailedTo(sink: SmtpSink, email: string, after = 0): Promise<string> {
  const mail = await sink.waitFor(
    (m) => m.to.includes(email.toLowerCase()) && sink.mails.indexOf(m) >= after,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** A real SMTP server (the `smtp-server` package) on a free port that keeps every mail it receives, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<{
    match: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }>();
  const state = { rejectWith: null as number | null, rejections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.rejectWith === null) return callback();
      state.rejections++;
      const refusal = new Error(state.rejectWith < 500 ? 'Try again later' : 'Refused') as Error & {
        responseCode: number;
      };
      refusal.responseCode = state.rejectWith;
      callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers,
          };
          mails.push(mail);
          for (const waiter of waiters) {
            if (waiter.match(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that dies mid-conversation (a server process killed with SIGKILL) resets its connection: a relay
  // shrugs that off; without a listener it would be an uncaught error.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get rejectWith() {
      return state.rejectWith;
    },
    set rejectWith(code) {
      state.rejectWith = code;
    },
    get rejections() {
      return state.rejections;
    },
    countOf: (messageId) => mails.filter((m) => m.messageId === messageId).length,
    waitFor(match, timeoutMs = 5000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
