import { describe } from 'vitest';
import { statusMailScenarios } from '#server-test/status-mail';

/*
 * The candidate's status mail is never lost nor doubled, and no request waits for it (decisions 0051, 0060), as an
 * operator would try it: kill -9 amid status changes, a relay that answers 451 for a while, a relay that hangs.
 * The long variants are in status-mail.slow.reliability.test.ts (`npm run test:reliability`).
 */

describe('status mails', () => {
  statusMailScenarios({
    kill: { rounds: 5, applicants: 120, perRound: 60, timeout: 300_000 },
    outage: { outageMs: 3000, applicants: 10, timeout: 60_000 },
    hung: { bulk: 200, timeout: 60_000 },
  });
});
