import { afterAll, beforeAll, describe, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { hungRelay, killDuringStatusChanges, smtpOutage } from '../../../test/status-mail';

/*
 * The candidate's status mail is never lost nor doubled, and no request waits for it (decisions 0051, 0060), as an
 * operator would try it: kill -9 amid status changes, a relay that answers 451 for a while, a relay that hangs.
 * The long variants are in status-mail.slow.reliability.test.ts (`npm run test:reliability`).
 */

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

describe('status mails', () => {
  it('5 rounds of SIGKILL amid status changes: every committed change is mailed as one message, no other is', async () => {
    await killDuringStatusChanges(sink, { rounds: 5, applicants: 120, perRound: 60 });
  }, 150_000);

  it('the relay answers 451 for 3 s: changes answer at once, every mail arrives after it recovers, none twice', async () => {
    await smtpOutage(sink, { outageMs: 3000, applicants: 10 });
  }, 60_000);

  it('a relay that never answers: status changes and a bulk of 200 answer at normal speed', async () => {
    await hungRelay({ bulk: 200 });
  }, 60_000);
});
