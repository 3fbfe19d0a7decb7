import type { FastifyBaseLogger } from 'fastify';

/** One background job of a process (decision 0060). */
export interface JobDefinition {
  /** For the logs. */
  name: string;
  /** False: the job never runs in this process (its wake is a no-op); another instance may run it. */
  enabled: boolean;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /** Pause between start() and the first run; intervalMs when not given. */
  firstDelayMs?: number;
  /** One run. Its errors are logged, never thrown; the signal is aborted by stop() (finish soon, leave work due). */
  run(signal: AbortSignal): Promise<unknown>;
}

export interface JobHandle {
  readonly name: string;
  /**
   * Runs the job soon (on the next turn of the event loop) instead of at its next interval. Wakes coalesce: any
   * number of them while the job waits gives one run; a wake while it runs gives one more run right after it.
   */
  wake(): void;
}

export interface Scheduler {
  /** Registers a job; after start() it is scheduled at once. */
  add(job: JobDefinition): JobHandle;
  /** Schedules every enabled job (its first run after firstDelayMs). */
  start(): void;
  /** Clears every timer and waits for the runs in progress (their signal aborted). No job runs afterwards. */
  stop(): Promise<void>;
}

/**
 * The one way a process runs background jobs: each job on its own timer, never two runs of one job at once in a
 * process, timers unref'd (they never keep the process alive), errors logged.
 */
export function createScheduler(log: FastifyBaseLogger): Scheduler {
  const jobs: Array<{ begin(): void; stop(): Promise<void> }> = [];
  const abort = new AbortController();
  let started = false;

  function add(job: JobDefinition): JobHandle {
    let timer: NodeJS.Timeout | undefined;
    /** The pending timer is a wake's (runs at once), not the interval's. */
    let soon = false;
    let running: Promise<void> | undefined;
    /** A wake came while the job ran: run once more right after. */
    let again = false;

    const schedule = (delayMs: number) => {
      if (!job.enabled || abort.signal.aborted) return;
      if (timer) clearTimeout(timer);
      soon = delayMs === 0;
      timer = setTimeout(tick, delayMs);
      timer.unref();
    };

    function tick() {
      timer = undefined;
      soon = false;
      if (abort.signal.aborted) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        try {
          await job.run(abort.signal);
        } catch (error) {
          log.error({ err: error, job: job.name }, 'background job failed');
        }
      })().finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(job.intervalMs);
      });
    }

    jobs.push({
      begin: () => schedule(job.firstDelayMs ?? job.intervalMs),
      async stop() {
        if (timer) clearTimeout(timer);
        timer = undefined;
        await running;
      },
    });
    if (started) schedule(job.firstDelayMs ?? job.intervalMs);

    return {
      name: job.name,
      wake() {
        if (!job.enabled || !started || abort.signal.aborted) return;
        if (running) again = true;
        else if (!(timer && soon)) schedule(0);
      },
    };
  }

  return {
    add,
    start() {
      if (started) return;
      started = true;
      for (const job of jobs) job.begin();
    },
    async stop() {
      abort.abort();
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
