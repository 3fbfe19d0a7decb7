import type { FastifyBaseLogger } from 'fastify';
import type { CandidatesService } from './candidates.service';

const DAY_MS = 24 * 3_600_000;

/**
 * Runs the retention rule once a day (first run one minute after start). Every instance may run it: deleting an
 * already deleted candidate does nothing. `stop()` on close.
 */
export function startRetentionJob(
  service: CandidatesService,
  months: number,
  log: FastifyBaseLogger,
): { stop(): void } {
  const run = () =>
    service
      .deleteInactive(months)
      .catch((error: unknown) => log.error({ err: error }, 'retention job failed'));
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
