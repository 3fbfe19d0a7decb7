import { describe } from 'vitest';
import { statusMailScenarios } from '#server-test/status-mail';

/*
 * The long variants of status-mail.reliability.test.ts: 20 rounds of kill -9 amid status changes, and a relay that
 * answers 451 for 30 s. Runs under `npm run test:reliability`, or alone with
 * `RELIABILITY_FULL=1 npx vitest run --project api-pglite apps/server/src/modules/applications/status-mail.slow`.
 */

describe('status mails, long runs', () => {
  statusMailScenarios({
    kill: { rounds: 20, applicants: 400, perRound: 80, timeout: 900_000 },
    outage: { outageMs: 30_000, applicants: 30, timeout: 180_000 },
  });
});
