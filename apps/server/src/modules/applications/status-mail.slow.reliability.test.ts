import { afterAll, beforeAll, describe, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { killDuringStatusChanges, smtpOutage } from '../../../test/status-mail';

/*
 * The long variants of status-mail.reliability.test.ts: 15 rounds of kill -9 amid status changes, and a relay that
 * answers 451 for 30 s. Runs under `npm run test:reliability`, or alone with
 * `RELIABILITY_FULL=1 npx vitest run --project api-pglite apps/server/src/modules/applications/status-mail.slow`.
 */

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

describe('status mails, long runs', () => {
  it('15 rounds of SIGKILL amid status changes: every committed change is mailed as one message, no other is', async () => {
    await killDuringStatusChanges(sink, { rounds: 15, applicants: 400, perRound: 80 });
  }, 600_000);

  it('the relay answers 451 for 30 s: changes answer at once, every mail arrives after it recovers, none twice', async () => {
    await smtpOutage(sink, { outageMs: 30_000, applicants: 30 });
  }, 180_000);
});
