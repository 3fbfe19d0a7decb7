import type { FastifyBaseLogger } from 'fastify';
import type { PipelineService } from './pipeline.service';

const HOUR_MS = 3_600_000;

/**
 * Runs the closing rule of stale applications every hour (first run one minute after start), so an application
 * gets its answer within an hour of its day. Every instance may run it (decision 0051). `stop()` on close.
 */
export function startApplicationsCloseJob(
  service: PipelineService,
  days: number,
  log: FastifyBaseLogger,
): { stop(): void } {
  const run = () =>
    service
      .closeStale(days)
      .then((ended) => {
        if (ended) log.info({ ended }, 'stale applications answered as not selected');
      })
      .catch((error: unknown) => log.error({ err: error }, 'applications closing job failed'));
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, HOUR_MS);
  first.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
