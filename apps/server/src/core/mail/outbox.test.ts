import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type Scheduler } from '#server/core/scheduler';
import { type Database, postgresDatabase } from '#server/db/database';
import { type SmtpSink, startSmtpSink } from '#server-test/smtp-sink';
import { createTestDatabase } from '#server-test/test-app';
import { createMailer, type Mail, type Mailer, MailSendError, type SmtpTimeouts } from './mailer';
import { createOutbox, type Outbox, type OutboxOptions } from './outbox';

interface LogLine {
  level: number;
  msg: string;
  messageId?: string;
}

let database: Database;
let sink: SmtpSink;
const schedulers: Scheduler[] = [];
const mailers: Mailer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.close();
});
beforeEach(async () => {
  sink.rejectWith = null;
  await database.db.execute(sql`DELETE FROM mail_outbox`);
});
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  for (const mailer of mailers.splice(0)) mailer.close();
});

/** An outbox (one "process": its own scheduler and log) on the test database, sending to the sink by default. */
function outboxFor(
  options: Partial<OutboxOptions> & {
    smtpUrl?: string | null;
    dataDir?: string;
    timeouts?: SmtpTimeouts;
  } = {},
) {
  const lines: LogLine[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const scheduler = createScheduler(log);
  schedulers.push(scheduler);
  const mailer =
    options.mailer ??
    createMailer(
      {
        SMTP_URL: options.smtpUrl === null ? undefined : (options.smtpUrl ?? sink.url),
        MAIL_FROM: 'Portal <rh@example.com>',
        DATA_DIR: options.dataDir ?? tmpdir(),
      },
      log,
      options.timeouts,
    );
  mailers.push(mailer);
  const outbox = createOutbox({
    db: database.db,
    log,
    scheduler,
    mailFrom: 'Portal <rh@example.com>',
    pollMs: 60_000,
    firstDelayMs: 60_000,
    ...options,
    mailer,
  });
  return { outbox, scheduler, lines, log };
}

let serial = 0;
function mailTo(name = 'pessoa'): Mail {
  serial++;
  return { to: `${name}.${serial}@example.com`, subject: `Assunto ${serial}`, text: `Texto ${serial}` };
}

async function enqueueCommitted(outbox: Outbox, mails: Mail[]): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const mail of mails) ids.push((await outbox.enqueue(tx, mail)).messageId);
    return ids;
  });
}

/** `size` connections to the test database (PostgreSQL) whose wait for a free one gives up after 300 ms. */
const impatientPool = (size: number) =>
  postgresDatabase(database.connectionString!, size, { connectTimeoutMs: 300, queryTimeoutMs: 4000 });

async function rows(): Promise<Array<Record<string, unknown>>> {
  const result = (await database.db.execute(
    sql`SELECT id, message_id, recipient, subject, text, html, reply_to, headers, status, attempts, last_error,
               locked_until, extract(epoch FROM due_at - now())::double precision AS due_in_s
          FROM mail_outbox ORDER BY id`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows;
}

describe('mail outbox', () => {
  it('delivers a committed mail once, with its Message-ID and content, then deletes the row', async () => {
    const { outbox } = outboxFor();
    const mail: Mail = {
      to: 'joana@example.com',
      subject: 'Código de confirmação',
      text: 'Seu código é 123456.',
      html: '<p>Seu código é <b>123456</b>.</p>',
      replyTo: 'rh@example.com',
      headers: { 'List-Unsubscribe': '<https://portal.example.com/u/abc>' },
    };
    const [messageId] = await enqueueCommitted(outbox, [mail]);
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@example\.com>$/);
    expect(await outbox.drain()).toBe(1);
    const received = await sink.waitFor((m) => m.messageId === messageId);
    expect(received.to).toEqual(['joana@example.com']);
    expect(received.subject).toBe('Código de confirmação');
    expect(received.text.trim()).toBe('Seu código é 123456.');
    expect(received.html).toContain('<b>123456</b>');
    expect(received.headers.get('list')).toEqual({
      unsubscribe: { url: 'https://portal.example.com/u/abc' },
    });
    expect(received.headers.get('message-id')).toBe(messageId);
    expect(sink.countOf(messageId!)).toBe(1);
    // The code is not kept once delivered.
    expect(await rows()).toEqual([]);
    expect(await outbox.drain()).toBe(0);
    expect(sink.countOf(messageId!)).toBe(1);
  });

  it('wake() after the commit sends at once, although the next poll is a minute away', async () => {
    const { outbox, scheduler } = outboxFor({ pollMs: 60_000, firstDelayMs: 60_000 });
    scheduler.start();
    const [messageId] = await enqueueCommitted(outbox, [mailTo()]);
    const woken = performance.now();
    outbox.wake();
    await sink.waitFor((m) => m.messageId === messageId, 5000);
    expect(performance.now() - woken).toBeLessThan(1500);
  });

  it('a rolled-back transaction leaves no mail', async () => {
    const { outbox } = outboxFor();
    const mail = mailTo('desistente');
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.enqueue(tx, mail);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    outbox.wake();
    expect(await rows()).toEqual([]);
    expect(await outbox.backlog()).toEqual({ due: 0, oldest_due_s: 0 });
    expect(await outbox.drain()).toBe(0);
    expect(sink.mails.some((m) => m.to.includes(mail.to))).toBe(false);
  });

  it('SMTP answering 451 for a while: every mail is delivered after it, none twice', async () => {
    const { outbox, scheduler, lines } = outboxFor({
      pollMs: 100,
      firstDelayMs: 0,
      backoff: { firstMs: 100, maxMs: 400 },
    });
    const ids = await enqueueCommitted(
      outbox,
      Array.from({ length: 6 }, () => mailTo('adiado')),
    );
    sink.rejectWith = 451;
    const refusedBefore = sink.rejections;
    scheduler.start();
    outbox.wake();
    await vi.waitFor(() => expect(sink.rejections - refusedBefore).toBeGreaterThanOrEqual(12), {
      timeout: 10_000,
    });
    expect(ids.every((id) => sink.countOf(id) === 0)).toBe(true);
    sink.rejectWith = null;
    for (const id of ids) await sink.waitFor((m) => m.messageId === id, 10_000);
    await vi.waitFor(async () => expect(await rows()).toEqual([]));
    await sleep(300);
    expect(ids.map((id) => sink.countOf(id))).toEqual(ids.map(() => 1));
    expect(
      lines.filter((l) => l.level === 40 && l.msg === 'mail not sent: will retry').length,
    ).toBeGreaterThanOrEqual(12);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('a temporary failure is retried after 5 s, then 10 s (doubling), using the database clock', async () => {
    const { outbox } = outboxFor();
    await enqueueCommitted(outbox, [mailTo('lento')]);
    sink.rejectWith = 421;
    expect(await outbox.drain()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(row!.last_error).toMatch(/421/);
    expect(Number(row!.due_in_s)).toBeGreaterThan(4);
    expect(Number(row!.due_in_s)).toBeLessThanOrEqual(5);
    // Not due yet: the next run leaves it alone.
    expect(await outbox.drain()).toBe(0);
    expect((await rows())[0]!.attempts).toBe(1);
    await database.db.execute(sql`UPDATE mail_outbox SET due_at = now() - interval '1 second'`);
    expect(await outbox.drain()).toBe(0);
    [row] = await rows();
    expect(row!.attempts).toBe(2);
    expect(Number(row!.due_in_s)).toBeGreaterThan(9);
    expect(Number(row!.due_in_s)).toBeLessThanOrEqual(10);
  });

  it('keeps retrying a temporary failure for 24 h from the enqueue, then marks it failed and clears it', async () => {
    const { outbox, lines } = outboxFor();
    const [early, late] = await enqueueCommitted(outbox, [mailTo('antigo'), mailTo('antigo')]);
    await database.db.execute(
      sql`UPDATE mail_outbox SET created_at = now() - interval '23 hours' WHERE message_id = ${early}`,
    );
    await database.db.execute(
      sql`UPDATE mail_outbox SET created_at = now() - interval '24 hours 1 minute' WHERE message_id = ${late}`,
    );
    sink.rejectWith = 451;
    await outbox.drain();
    const byId = new Map((await rows()).map((r) => [r.message_id, r]));
    expect(byId.get(early)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(byId.get(late)).toMatchObject({
      status: 'failed',
      attempts: 1,
      subject: '',
      text: '',
      html: null,
    });
    expect(byId.get(late)!.last_error).toMatch(/given up after 1 attempts: .*451/);
    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.messageId).toBe(late);
  });

  it('550: failed at once, content cleared, logged once, never retried', async () => {
    const { outbox, lines } = outboxFor({ backoff: { firstMs: 10, maxMs: 10 } });
    const [messageId] = await enqueueCommitted(outbox, [
      { ...mailTo('inexistente'), subject: 'Seu código: 654321', text: 'Código 654321' },
    ]);
    sink.rejectWith = 550;
    const refusedBefore = sink.rejections;
    expect(await outbox.drain()).toBe(0);
    expect(sink.rejections - refusedBefore).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({
      message_id: messageId,
      status: 'failed',
      attempts: 1,
      subject: '',
      text: '',
      html: null,
      reply_to: null,
      locked_until: null,
    });
    expect(row!.headers).toEqual({});
    expect(row!.last_error).toMatch(/550/);
    expect(JSON.stringify(row)).not.toContain('654321');
    sink.rejectWith = null;
    await database.db.execute(sql`UPDATE mail_outbox SET due_at = now() - interval '1 hour'`);
    await sleep(50);
    expect(await outbox.drain()).toBe(0);
    expect(sink.rejections - refusedBefore).toBe(1);
    expect(sink.countOf(messageId!)).toBe(0);
    expect((await rows())[0]!.attempts).toBe(1);
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      messageId,
      msg: 'mail refused permanently: not retried, content cleared',
    });
    expect(await outbox.backlog()).toEqual({ due: 0, oldest_due_s: 0 });
  });

  it('a hung SMTP server: the send gives up within the timeouts and the row is retried', async () => {
    const sockets = new Set<Socket>();
    const hung: Server = createServer((socket) => {
      sockets.add(socket); // accepts, never answers
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const port = (hung.address() as { port: number }).port;
    try {
      const stuck = outboxFor({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        timeouts: { connectionMs: 400, greetingMs: 400, socketMs: 400 },
        backoff: { firstMs: 200, maxMs: 200 },
      });
      const [messageId] = await enqueueCommitted(stuck.outbox, [mailTo('paciente')]);
      const started = performance.now();
      expect(await stuck.outbox.drain()).toBe(0);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(sockets.size).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({
        message_id: messageId,
        status: 'pending',
        attempts: 1,
        locked_until: null,
      });
      expect(row!.last_error).toMatch(/greeting|timeout/i);
      // The relay is back (another process, a working one): the row is due again and goes out.
      const healthy = outboxFor();
      await sleep(250);
      expect(await healthy.outbox.drain()).toBe(1);
      expect(sink.countOf(messageId!)).toBe(1);
      expect(await rows()).toEqual([]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('two workers draining 200 rows of one database at once deliver each mail exactly once', async () => {
    // On PostgreSQL the second worker has its own pool, as another instance would.
    const other = database.connectionString ? postgresDatabase(database.connectionString, 5) : database;
    try {
      const first = outboxFor();
      const second = outboxFor({ db: other.db });
      const ids = await enqueueCommitted(
        first.outbox,
        Array.from({ length: 200 }, () => mailTo('massa')),
      );
      const [a, b] = await Promise.all([first.outbox.drain(), second.outbox.drain()]);
      expect(a + b).toBe(200);
      for (const id of ids) await sink.waitFor((m) => m.messageId === id, 10_000);
      expect(ids.filter((id) => sink.countOf(id) !== 1)).toEqual([]);
      expect(await rows()).toEqual([]);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('a row whose lease expired (its worker died mid-send) is sent again with the same Message-ID', async () => {
    // Hands the mail over, then never returns: the process is gone before it could delete the row.
    const mailer = createMailer(
      { SMTP_URL: sink.url, MAIL_FROM: 'rh@example.com', DATA_DIR: tmpdir() },
      pino({ level: 'silent' }),
    );
    mailers.push(mailer);
    const crashing = outboxFor({
      leaseMs: 1500,
      mailer: {
        destination: 'test',
        close: () => {},
        async send(mail) {
          await mailer.send(mail);
          await new Promise(() => {});
        },
      },
    });
    const [messageId] = await enqueueCommitted(crashing.outbox, [mailTo('duplicada')]);
    void crashing.outbox.drain();
    await sink.waitFor((m) => m.messageId === messageId);
    // Leased: another worker leaves it alone meanwhile; it still counts as due.
    const survivor = outboxFor();
    expect(await survivor.outbox.drain()).toBe(0);
    expect((await survivor.outbox.backlog()).due).toBe(1);
    // Once the lease has run out, the row is due again.
    let resent = 0;
    for (const deadline = performance.now() + 5000; resent === 0 && performance.now() < deadline; ) {
      await sleep(100);
      resent = await survivor.outbox.drain();
    }
    expect(resent).toBe(1);
    expect(sink.countOf(messageId!)).toBe(2);
    const copies = sink.mails.filter((m) => m.messageId === messageId);
    expect(copies[1]!.subject).toBe(copies[0]!.subject);
    expect(await rows()).toEqual([]);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a delivered mail is recorded once the database gives a connection again: it never goes out twice',
    async () => {
      // A worker whose one connection a burst of requests holds for 1.5 s right after the relay took the mail: each
      // wait for a free connection gives up after 300 ms. The connection is opened first (opening one on a loaded
      // machine may itself take longer than that).
      const busy = impatientPool(1);
      await busy.db.execute(sql`select 1`);
      try {
        const relay = createMailer(
          { SMTP_URL: sink.url, MAIL_FROM: 'rh@example.com', DATA_DIR: tmpdir() },
          pino({ level: 'silent' }),
        );
        mailers.push(relay);
        let held: Promise<unknown> = Promise.resolve();
        const worker = outboxFor({
          db: busy.db,
          leaseMs: 4000,
          mailer: {
            destination: 'test',
            close: () => {},
            async send(mail) {
              await relay.send(mail);
              held = busy.db.transaction(() => sleep(1500));
            },
          },
        });
        const [messageId] = await enqueueCommitted(worker.outbox, [mailTo('uma-vez')]);
        expect(await worker.outbox.drain()).toBe(1);
        await held;
        expect(await rows()).toEqual([]);
        // Past the lease: nothing is due again, nothing goes out again.
        await sleep(4100);
        expect(await worker.outbox.drain()).toBe(0);
        expect(sink.countOf(messageId!)).toBe(1);
      } finally {
        await busy.close();
      }
    },
  );

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    "requests holding every connection of the server's pool do not hold up its mail worker",
    async () => {
      const server = impatientPool(2);
      await server.background.execute(sql`select 1`);
      try {
        const { outbox } = outboxFor({ db: server.background });
        const [messageId] = await enqueueCommitted(outbox, [mailTo('sem-espera')]);
        let release = () => {};
        const holding = new Promise<void>((resolve) => {
          release = resolve;
        });
        let started = 0;
        const requests = [1, 2].map(() =>
          server.db.transaction(async () => {
            started++;
            await holding;
          }),
        );
        await vi.waitFor(() => expect(started).toBe(2), { timeout: 10_000 });
        // The requests' pool is full: a request's query waits and gives up.
        await expect(server.db.execute(sql`select 1`)).rejects.toThrow();
        expect(await outbox.drain()).toBe(1);
        expect(sink.countOf(messageId!)).toBe(1);
        expect(await rows()).toEqual([]);
        release();
        await Promise.all(requests);
      } finally {
        await server.close();
      }
    },
  );

  it('backlog(): mails due now and the age of the oldest, not those retried later nor the failed', async () => {
    const { outbox } = outboxFor();
    expect(await outbox.backlog()).toEqual({ due: 0, oldest_due_s: 0 });
    const [old, fresh, later, failed] = await enqueueCommitted(outbox, [
      mailTo(),
      mailTo(),
      mailTo(),
      mailTo(),
    ]);
    await database.db.execute(
      sql`UPDATE mail_outbox SET due_at = now() - interval '90 seconds' WHERE message_id = ${old}`,
    );
    await database.db.execute(
      sql`UPDATE mail_outbox SET due_at = now() + interval '1 hour' WHERE message_id = ${later}`,
    );
    await database.db.execute(
      sql`UPDATE mail_outbox SET status = 'failed', due_at = now() - interval '1 day' WHERE message_id = ${failed}`,
    );
    const backlog = await outbox.backlog();
    expect(backlog.due).toBe(2);
    expect(backlog.oldest_due_s).toBeGreaterThanOrEqual(90);
    expect(backlog.oldest_due_s).toBeLessThan(100);
    expect(fresh).toBeDefined();
  });

  it("one sequence's mails go out in enqueue order, one at a time, never past an earlier one waiting for a retry", async () => {
    // Decision 0066: an application's status mails, written by its changes one commit after the other. The first is
    // slow and then refused once (451); the relay is fast for the rest, so a parallel batch would send them first.
    const attempts: string[] = [];
    let refusedOnce = false;
    const mailer: Mailer = {
      destination: 'test',
      close: () => {},
      async send(mail) {
        attempts.push(mail.subject);
        if (mail.subject === 'not_selected') {
          await sleep(150);
          if (!refusedOnce) {
            refusedOnce = true;
            throw new MailSendError('451 try again later', true, 451);
          }
        }
      },
    };
    const { outbox } = outboxFor({ mailer, backoff: { firstMs: 200, maxMs: 200 } });
    const statusMail = (subject: string, sequence: string | undefined): Mail => ({
      to: 'joana@example.com',
      subject,
      text: subject,
      ...(sequence ? { sequence } : {}),
    });
    for (const mail of [
      statusMail('not_selected', 'application:1'),
      statusMail('other application', 'application:2'),
      statusMail('interview', 'application:1'),
      statusMail('code', undefined),
      statusMail('approved', 'application:1'),
    ]) {
      await enqueueCommitted(outbox, [mail]);
    }
    await outbox.drain();
    // The first is waiting for its retry: the later ones of its application wait too, the others went out.
    expect(attempts.filter((s) => !['not_selected', 'interview', 'approved'].includes(s)).sort()).toEqual([
      'code',
      'other application',
    ]);
    expect(attempts.filter((s) => ['interview', 'approved'].includes(s))).toEqual([]);
    await sleep(300);
    await outbox.drain();
    expect(attempts.filter((s) => ['not_selected', 'interview', 'approved'].includes(s))).toEqual([
      'not_selected',
      'not_selected',
      'interview',
      'approved',
    ]);
    expect(await rows()).toEqual([]);
  });

  it('failed rows are pruned 30 days after their enqueue', async () => {
    const { outbox } = outboxFor();
    const [expired, recent] = await enqueueCommitted(outbox, [mailTo(), mailTo()]);
    await database.db.execute(sql`UPDATE mail_outbox SET status = 'failed'`);
    await database.db.execute(
      sql`UPDATE mail_outbox SET created_at = now() - interval '31 days' WHERE message_id = ${expired}`,
    );
    await database.db.execute(
      sql`UPDATE mail_outbox SET created_at = now() - interval '29 days' WHERE message_id = ${recent}`,
    );
    await outbox.drain();
    expect((await rows()).map((r) => r.message_id)).toEqual([recent]);
  });

  it('without SMTP_URL the same worker writes each mail as an .eml file with its Message-ID', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
    try {
      const { outbox } = outboxFor({ smtpUrl: null, dataDir });
      const ids = await enqueueCommitted(outbox, [mailTo('maria'), mailTo('jose')]);
      expect(await outbox.drain()).toBe(2);
      const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const contents = files.map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8')).join('\n');
      for (const id of ids) expect(contents).toContain(`Message-ID: ${id}`);
      expect(await rows()).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
