import { createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { applicationEvents, mailOutbox } from '#server/db/schema';
import { seedDemoData } from '#server/seed/seed';
import { RECRUITING_API, recruitingFixture } from './recruiting';
import {
  createProcessDatabase,
  type InsertedApplicant,
  insertApplicants,
  type ServerProcess,
  signIn,
  startServerProcess,
} from './server-process';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestApp, forTheFile } from './test-app';

/*
 * The candidate's status mail under failure (decisions 0051, 0060): the scenarios of
 * modules/applications/status-mail.reliability.test.ts and its slow variant, which run them with different sizes.
 */

/**
 * The tests of the scenarios at one size, inside the caller's `describe`, each with its own time limit (ms): the
 * quick run of every test run and the long one of `npm run test:reliability`. Their SMTP sink lives as long as the
 * caller's block.
 */
export function statusMailScenarios(size: {
  kill: { rounds: number; applicants: number; perRound: number; timeout: number };
  outage: { outageMs: number; applicants: number; timeout: number };
  hung?: { bulk: number; timeout: number };
}) {
  const sink = forTheFile(startSmtpSink);
  const { kill, outage, hung } = size;
  it(
    `${kill.rounds} rounds of SIGKILL amid status changes: every committed change is mailed as one message, no other is`,
    async () => {
      await killDuringStatusChanges(sink, kill);
    },
    kill.timeout,
  );
  it(
    `the relay answers 451 for ${outage.outageMs / 1000} s: changes answer at once, every mail arrives after it recovers, none twice`,
    async () => {
      await smtpOutage(sink, outage);
    },
    outage.timeout,
  );
  if (hung)
    it(
      `a relay that never answers: status changes and a bulk of ${hung.bulk} answer at normal speed`,
      async () => {
        await hungRelay(hung);
      },
      hung.timeout,
    );
}

/** The demo recruiter of every unit (seed/accounts-seed.ts). */
const RECRUITER = ['recrutador@example.com', 'Recrutador-Portal-2026!'] as const;

/** The statuses as the subject of a pt-BR status mail names them ("Sua inscrição para …: Em análise"). */
const LABELS = {
  received: 'Recebida',
  in_review: 'Em análise',
  interview: 'Entrevista',
  approved: 'Aprovada',
  not_selected: 'Não selecionada',
} as const;
type Status = keyof typeof LABELS;
export const statusLabel = (status: string) => LABELS[status as Status];

/** The recruiter's path of an application: most go through review and interview, one in five is declined at once. */
function pathOf(index: number): Status[] {
  if (index % 5 === 0) return ['received', 'not_selected'];
  return ['received', 'in_review', 'interview', index % 2 ? 'approved' : 'not_selected'];
}

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

interface Attempt {
  token: string;
  applicationId: number;
  to: Status;
  round: number;
  outcome: 'pending' | 'acknowledged' | 'refused' | 'cut' | 'unexpected';
  detail?: string;
}

interface Tracked extends InsertedApplicant {
  path: Status[];
  /** What the test last learned of its status; undefined after a request cut by a kill (read it again). */
  status: Status | undefined;
  busy: boolean;
}

/** The token each status change carries in its message, and so in its mail's text. */
const TOKEN = /\b(chg-\d+-\d+)\b/;

/**
 * kill -9 amid status changes, `rounds` times: a server process on a database of its own, its mail going to `sink`;
 * the demo recruiter moves applications with 4 requests at a time; each round the process gets SIGKILL either right
 * after the n-th 200 (n random) or after a random delay with requests in flight, and the next round starts it again
 * on the same data. At the end every acknowledged change must be committed, every change committed (an
 * application_events row by the recruiter) must have its mail at the sink, to its candidate with its status, as one
 * message (one Message-ID) received once, or once more for each kill that caught it between the relay's acceptance
 * and the delete (the only duplicates decision 0060 allows); and no mail may exist for a change that is not committed.
 */
export async function killDuringStatusChanges(
  sink: SmtpSink,
  options: { rounds: number; applicants: number; perRound: number },
) {
  const database = await createProcessDatabase('portal-status-mail');
  const label = database.label;
  const log = (line: string) => console.log(`[reliability] status mail kill -9 ${label}: ${line}`);
  let server: ServerProcess | undefined;
  try {
    // The demo data and the applicants, written before the first start (the server then finds its data seeded).
    const started = Date.now();
    let db = await database.open();
    await db.migrate();
    await seedDemoData(db, pino({ level: 'silent' }));
    const inserted = await insertApplicants(db.db, options.applicants, { prefix: 'status-mail' });
    await db.close();
    log(`${inserted.length} applicants on demo vacancies, prepared in ${Date.now() - started} ms`);
    const tracked: Tracked[] = inserted.map((a, i) => ({
      ...a,
      path: pathOf(i),
      status: 'received',
      busy: false,
    }));
    const emailOf = new Map(tracked.map((a) => [a.id, a.email]));
    const env = { ...database.env, SMTP_URL: sink.url };
    // Every mail the sink receives from here on is this scenario's.
    const firstMail = sink.mails.length;

    const attempts: Attempt[] = [];
    let seq = 0;
    let authorization = '';
    let afterAckKills = 0;
    let timedKills = 0;
    const startTimes: number[] = [];
    /*
     * After each kill: the mails a killed worker had claimed keep their 5 min lease (decision 0060) and go out again
     * once it expires. The test moves those leases to now instead of waiting them out, and notes which of those claims
     * had delivered their mail (the sink has one more copy than at the row's last release): killed between the
     * relay's acceptance and the delete, they come again with the same Message-ID (decision 0060's documented
     * at-least-once), and only they may.
     */
    const deliveredAtKill = new Map<string, number>();
    const copiesAtRelease = new Map<string, number>();
    let leasedAtKills = 0;
    let waitingAtKills = 0;
    const releaseLeases = async () => {
      const opened = await database.open();
      try {
        const leased = await opened.db
          .update(mailOutbox)
          .set({ lockedUntil: sql`now()` })
          .where(sql`${mailOutbox.lockedUntil} > now()`)
          .returning({ messageId: mailOutbox.messageId });
        leasedAtKills += leased.length;
        waitingAtKills = Math.max(waitingAtKills, await outboxSize(opened.db));
        for (const { messageId } of leased) {
          // Delivered under this claim: the sink has a copy more than when the row was last released.
          const copies = sink.countOf(messageId);
          if (copies > (copiesAtRelease.get(messageId) ?? 0))
            deliveredAtKill.set(messageId, (deliveredAtKill.get(messageId) ?? 0) + 1);
          copiesAtRelease.set(messageId, copies);
        }
      } finally {
        await opened.close();
      }
    };

    for (let round = 1; round <= options.rounds; round++) {
      const t0 = Date.now();
      const current = await startServerProcess(env);
      server = current;
      startTimes.push(Date.now() - t0);
      // Sessions and signing keys live in the database: one sign-in serves every restart.
      if (!authorization) authorization = await signIn(current.url, ...RECRUITER);
      const headers = { authorization, 'content-type': 'application/json' };

      // Odd rounds: SIGKILL right after the n-th acknowledged change; even rounds: after a random delay.
      const afterAcks = round % 2 ? random(1, Math.max(1, options.perRound - 10)) : 0;
      let acks = 0;
      let issued = 0;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        current.child.kill('SIGKILL');
      };
      if (afterAcks) afterAckKills++;
      else timedKills++;
      const timer = afterAcks ? undefined : setTimeout(kill, random(100, 1200));

      const take = () => {
        const app = tracked.find((a) => !a.busy && a.status !== a.path.at(-1));
        if (app) app.busy = true;
        return app;
      };
      const worker = async () => {
        while (!killed && issued < options.perRound) {
          const app = take();
          if (!app) return;
          try {
            if (app.status === undefined) {
              const res = await fetch(`${current.url}${RECRUITING_API}/applications/${app.id}`, { headers });
              if (res.status !== 200) throw new Error(`GET application ${app.id}: ${res.status}`);
              app.status = (await res.json()).status as Status;
              if (app.status === app.path.at(-1)) continue;
            }
            const to = app.path[app.path.indexOf(app.status) + 1]!;
            const attempt: Attempt = {
              token: `chg-${round}-${++seq}`,
              applicationId: app.id,
              to,
              round,
              outcome: 'pending',
            };
            attempts.push(attempt);
            issued++;
            try {
              const res = await fetch(`${current.url}${RECRUITING_API}/applications/${app.id}/status`, {
                method: 'POST',
                headers,
                body: JSON.stringify({
                  from: app.status,
                  status: to,
                  ...(to === 'not_selected' ? { reason: 2 } : {}),
                  message: `Mensagem ${attempt.token} da equipe.`,
                }),
              });
              const body = await res.text();
              if (res.status === 200) {
                attempt.outcome = 'acknowledged';
                app.status = to;
                if (++acks === afterAcks) kill();
              } else if (res.status === 409) {
                attempt.outcome = 'refused';
                app.status = undefined;
              } else {
                attempt.outcome = 'unexpected';
                attempt.detail = `${res.status} ${body.slice(0, 200)}`;
                app.status = undefined;
              }
            } catch (error) {
              // The connection died with the server: this change may or may not have committed.
              attempt.outcome = 'cut';
              attempt.detail = String(error);
              app.status = undefined;
              return;
            }
          } catch {
            // The read of a status died with the server.
            return;
          } finally {
            app.busy = false;
          }
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      clearTimeout(timer);
      kill(); // every round ends with a SIGKILL, also when it ran out of changes to make first
      await current.exit;
      server = undefined;
      await sleep(300); // the sink finishes reading what the killed process had sent
      await releaseLeases();
    }

    const count = (outcome: Attempt['outcome']) => attempts.filter((a) => a.outcome === outcome).length;
    log(
      `${options.rounds} rounds (${afterAckKills} killed right after a 200, ${timedKills} at a random moment): ` +
        `${attempts.length} status changes sent, ${count('acknowledged')} acknowledged, ` +
        `${count('cut')} cut by the kill, ${count('refused')} refused (409)`,
    );
    log(`server start ${Math.min(...startTimes)}–${Math.max(...startTimes)} ms`);
    expect(attempts.filter((a) => a.outcome === 'unexpected')).toEqual([]);
    expect(count('acknowledged')).toBeGreaterThan(0);

    const resends = [...deliveredAtKill.values()].reduce((sum, n) => sum + n, 0);
    log(
      `after a kill up to ${waitingAtKills} mails waited in the outbox; ${leasedAtKills} claims of a killed worker ` +
        `released, ${resends} of which had delivered their mail (to be resent)`,
    );

    // What the database committed.
    db = await database.open();
    const ids = tracked.map((a) => a.id);
    const events = await db.db
      .select({
        applicationId: applicationEvents.applicationId,
        to: applicationEvents.toStatus,
        message: applicationEvents.message,
      })
      .from(applicationEvents)
      .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.actor, 'recruiter')));
    await db.close();
    log(`${events.length} changes committed`);

    const committed = new Map<string, { applicationId: number; to: string }>();
    for (const event of events) {
      const token = TOKEN.exec(event.message ?? '')?.[1];
      expect(token, `an event without a token: ${event.message}`).toBeDefined();
      committed.set(token!, { applicationId: event.applicationId, to: event.to });
    }
    // Every acknowledged change is committed, no refused one is; a cut one may be either.
    const lost = attempts.filter((a) => a.outcome === 'acknowledged' && !committed.has(a.token));
    expect(lost).toEqual([]);
    expect(attempts.filter((a) => a.outcome === 'refused' && committed.has(a.token))).toEqual([]);
    const cutCommitted = attempts.filter((a) => a.outcome === 'cut' && committed.has(a.token)).length;
    log(`${cutCommitted} of ${count('cut')} cut changes had committed before the kill`);

    // Restart once more and let the outbox drain.
    const t0 = Date.now();
    const last = await startServerProcess(env);
    server = last;
    const mailsOf = () => sink.mails.slice(firstMail);
    const deadline = Date.now() + 60_000;
    const hasMail = (token: string) => mailsOf().some((m) => TOKEN.exec(m.text)?.[1] === token);
    while (Date.now() < deadline && ![...committed.keys()].every(hasMail)) await sleep(200);
    log(`every committed change has its mail ${Date.now() - t0} ms after the last restart`);
    // A second or two more for any mail that would come twice.
    await sleep(2000);
    last.child.kill('SIGTERM');
    await last.exit;
    server = undefined;

    const byToken = new Map<string, ReceivedMail[]>();
    for (const mail of mailsOf()) {
      const token = TOKEN.exec(mail.text)?.[1] ?? `(no change: "${mail.subject}")`;
      byToken.set(token, [...(byToken.get(token) ?? []), mail]);
    }
    const problems: string[] = [];
    for (const [token, change] of committed) {
      const mails = byToken.get(token) ?? [];
      const distinct = new Set(mails.map((m) => m.messageId));
      // One message per change; it comes once, plus once for each kill that caught it delivered but not yet deleted.
      const expected = 1 + (deliveredAtKill.get(mails[0]?.messageId ?? '') ?? 0);
      if (mails.length !== expected || distinct.size !== 1)
        problems.push(`${token}: ${mails.length} mails (${distinct.size} Message-IDs), expected ${expected}`);
      for (const mail of mails) {
        if (mail.to.join() !== emailOf.get(change.applicationId))
          problems.push(`${token}: mailed to ${mail.to.join()}`);
        if (!mail.subject.endsWith(`: ${statusLabel(change.to)}`))
          problems.push(`${token}: subject "${mail.subject}" for ${change.to}`);
      }
    }
    for (const token of byToken.keys())
      if (!committed.has(token)) problems.push(`${token}: mailed, but the change never committed`);
    const messageIds = mailsOf().map((m) => m.messageId);
    const twice = messageIds.filter((id, i) => messageIds.indexOf(id) !== i);
    const copies = new Map<number, number>();
    for (const token of committed.keys()) {
      const n = byToken.get(token)?.length ?? 0;
      copies.set(n, (copies.get(n) ?? 0) + 1);
    }
    log(
      `${mailsOf().length} mails at the sink for ${committed.size} committed changes, ` +
        `${new Set(messageIds).size} distinct Message-IDs; ${twice.length} came again, all of them mails a kill ` +
        "caught between the relay's acceptance and the delete; changes by copies received: " +
        [...copies]
          .sort(([a], [b]) => a - b)
          .map(([n, changes]) => `${n} → ${changes}`)
          .join(', '),
    );
    expect(problems).toEqual([]);
    expect(twice.filter((id) => !deliveredAtKill.has(id))).toEqual([]);

    // Nothing is left behind in the outbox: no pending mail, none failed.
    db = await database.open();
    const left = await outboxSize(db.db);
    await db.close();
    expect(left).toBe(0);
  } finally {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exit;
    }
    await database.drop();
  }
}

/** Rows in the outbox, pending or failed. */
async function outboxSize(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::integer` }).from(mailOutbox);
  return Number(row!.n);
}

/** A raw TCP server that accepts connections and never says a word: an SMTP relay that hangs. */
async function startHungServer(): Promise<{
  url: string;
  /** Connections accepted so far. */
  readonly accepted: number;
  /** Connections still open (their client still waiting). */
  readonly open: number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get accepted() {
      return accepted;
    },
    get open() {
      return sockets.size;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Milliseconds as the figures print them: the slowest and the median. */
function timings(ms: number[]): { max: number; median: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    max: Math.round(sorted.at(-1) ?? 0),
    median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
  };
}

/** An in-process app whose mail goes to `smtpUrl`, a published vacancy of Betim and `count` applicants to it. */
async function appWithApplicants(smtpUrl: string, count: number, prefix: string) {
  const t = await createTestApp({ SMTP_URL: smtpUrl });
  try {
    const fixture = await recruitingFixture(t, {
      deadline: brasiliaDate(new Date(Date.now() + 30 * 86_400_000)),
    });
    const vacancyId = await fixture.publishedVacancy(fixture.betim, 'Eletricista de manutenção');
    const applicants = await insertApplicants(t.database.db, count, { prefix, vacancyIds: [vacancyId] });
    /** One status change by the recruiter, timed; it must answer 200. */
    const change = async (id: number, status: Status, message: string) => {
      const started = performance.now();
      const res = await fixture.move(id, { status, message });
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      return ms;
    };
    return { t, fixture, vacancyId, applicants, change };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * The relay answers 451 (try again later) for `outageMs`: the recruiter's status changes answer 200 at normal speed
 * meanwhile, the worker keeps being refused, and once the relay recovers every mail arrives (the backoff starts at
 * 5 s and doubles), none twice, and the outbox is empty.
 */
export async function smtpOutage(sink: SmtpSink, options: { outageMs: number; applicants: number }) {
  const log = (line: string) => console.log(`[reliability] status mail, relay answers 451: ${line}`);
  const { t, applicants, change } = await appWithApplicants(sink.url, options.applicants, 'outage');
  try {
    const refusedBefore = sink.rejections;
    sink.rejectWith = 451;
    const outageStarted = performance.now();
    // Every applicant goes to review; every other one then to an interview.
    const expected = new Map<string, { email: string; to: Status }>();
    const ms: number[] = [];
    let seq = 0;
    for (const [i, applicant] of applicants.entries()) {
      for (const to of i % 2 ? (['in_review'] as const) : (['in_review', 'interview'] as const)) {
        const token = `chg-451-${++seq}`;
        ms.push(await change(applicant.id, to, `Mensagem ${token} da equipe.`));
        expected.set(token, { email: applicant.email, to });
      }
    }
    const { max, median } = timings(ms);
    log(`${ms.length} status changes during the outage: median ${median} ms, slowest ${max} ms`);
    expect(max).toBeLessThan(2000);

    // The worker is at it and refused; nothing got through.
    const recipients = new Set(applicants.map((a) => a.email));
    const ours = () => sink.mails.filter((m) => m.to.some((to) => recipients.has(to)));
    const deadline = performance.now() + 5000;
    while (sink.rejections === refusedBefore && performance.now() < deadline) await sleep(50);
    expect(sink.rejections).toBeGreaterThan(refusedBefore);
    expect(ours()).toEqual([]);
    await sleep(Math.max(0, options.outageMs - (performance.now() - outageStarted)));
    const refused = sink.rejections - refusedBefore;
    expect(ours()).toEqual([]);
    sink.rejectWith = null;
    const recovered = performance.now();
    log(`relay refused ${refused} sends in ${Math.round(recovered - outageStarted)} ms, then recovered`);

    const waitUntil = recovered + 120_000;
    while (ours().length < expected.size && performance.now() < waitUntil) await sleep(200);
    log(
      `${ours().length} of ${expected.size} mails delivered ${Math.round(performance.now() - recovered)} ms after`,
    );
    await sleep(1000); // time for a mail that would come twice

    const problems: string[] = [];
    const seen = new Map<string, number>();
    for (const mail of ours()) {
      const token = TOKEN.exec(mail.text)?.[1] ?? '(none)';
      seen.set(token, (seen.get(token) ?? 0) + 1);
      const change = expected.get(token);
      if (!change) problems.push(`a mail for no change: ${mail.subject}`);
      else if (mail.to.join() !== change.email || !mail.subject.endsWith(`: ${statusLabel(change.to)}`))
        problems.push(`${token}: "${mail.subject}" to ${mail.to.join()}`);
    }
    for (const token of expected.keys())
      if (seen.get(token) !== 1) problems.push(`${token}: ${seen.get(token) ?? 0} mails`);
    const messageIds = ours().map((m) => m.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(problems).toEqual([]);
    expect(await outboxSize(t.database.db)).toBe(0);
  } finally {
    sink.rejectWith = null;
    await t.close();
  }
}

/**
 * The relay accepts connections and never answers: while the worker waits for its greeting, the recruiter's status
 * changes and a bulk 'not selected' of `bulk` applicants answer at normal speed, and every mail waits in the outbox.
 */
export async function hungRelay(options: { bulk: number }) {
  const log = (line: string) => console.log(`[reliability] status mail, relay hangs: ${line}`);
  const hung = await startHungServer();
  const singles = 10;
  const { t, fixture, vacancyId, applicants, change } = await appWithApplicants(
    hung.url,
    options.bulk + singles,
    'hung',
  );
  try {
    // The first change wakes the worker, which connects and waits for a greeting that never comes.
    const first = await change(applicants[0]!.id, 'in_review', 'Primeira mudança.');
    const deadline = performance.now() + 5000;
    while (hung.accepted === 0 && performance.now() < deadline) await sleep(20);
    expect(hung.accepted).toBeGreaterThan(0);

    const ms = [first];
    for (const applicant of applicants.slice(1, singles))
      ms.push(await change(applicant.id, 'in_review', 'Sua inscrição está em análise.'));
    const { max, median } = timings(ms);
    log(`${ms.length} status changes: median ${median} ms, slowest ${max} ms`);
    expect(max).toBeLessThan(2000);

    const ids = applicants.slice(singles).map((a) => a.id);
    const started = performance.now();
    const res = await fixture.call(
      'POST',
      `${RECRUITING_API}/vacancies/${vacancyId}/applications/not-selected`,
      fixture.recruiter,
      { application_ids: ids, message: 'Agradecemos a sua participação.', reason: 2 },
    );
    const bulkMs = Math.round(performance.now() - started);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toHaveLength(ids.length);
    log(`bulk 'not selected' of ${ids.length} applicants in ${bulkMs} ms`);
    expect(bulkMs).toBeLessThan(2000);

    // No mail went anywhere, none is lost: each change waits in the outbox, the worker still stuck on the relay.
    log(
      `${hung.accepted} connections to the relay, ${hung.open} still waiting for its greeting, ` +
        `${await outboxSize(t.database.db)} mails waiting in the outbox`,
    );
    expect(hung.open).toBeGreaterThan(0);
    expect(await outboxSize(t.database.db)).toBe(singles + ids.length);
  } finally {
    await hung.close();
    await t.close();
  }
}
