import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type Scheduler } from './scheduler';

function capturedLog() {
  const lines: Array<{ level: number; msg: string; job?: string }> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** A job that counts its runs and the most runs it saw at once; each run lasts `ms`. */
function countingJob(ms = 0) {
  const job = { runs: 0, active: 0, maxActive: 0, signals: [] as AbortSignal[] };
  return Object.assign(job, {
    async run(signal: AbortSignal) {
      job.runs++;
      job.active++;
      job.maxActive = Math.max(job.maxActive, job.active);
      job.signals.push(signal);
      await sleep(ms);
      job.active--;
    },
  });
}

describe('scheduler', () => {
  let scheduler: Scheduler | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  it('runs an enabled job after its first delay, then every interval; nothing runs before start()', async () => {
    const { log } = capturedLog();
    scheduler = createScheduler(log);
    const job = countingJob();
    scheduler.add({ name: 'tick', enabled: true, intervalMs: 50, firstDelayMs: 10, run: job.run });
    await sleep(80);
    expect(job.runs).toBe(0);
    scheduler.start();
    await vi.waitFor(() => expect(job.runs).toBe(1));
    await vi.waitFor(() => expect(job.runs).toBeGreaterThanOrEqual(3));
  });

  it('never runs a disabled job, not even when woken', async () => {
    const { log } = capturedLog();
    scheduler = createScheduler(log);
    const job = countingJob();
    const handle = scheduler.add({
      name: 'off',
      enabled: false,
      intervalMs: 10,
      firstDelayMs: 0,
      run: job.run,
    });
    scheduler.start();
    handle.wake();
    handle.wake();
    await sleep(60);
    expect(job.runs).toBe(0);
  });

  it('coalesces wakes: many while idle give one run, many during a run give one more run, never two at once', async () => {
    const { log } = capturedLog();
    scheduler = createScheduler(log);
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    let release: () => void = () => {};
    const handle = scheduler.add({
      name: 'mail',
      enabled: true,
      intervalMs: 60_000,
      async run() {
        runs++;
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        active--;
      },
    });
    scheduler.start();
    for (let i = 0; i < 5; i++) handle.wake();
    await vi.waitFor(() => expect(active).toBe(1));
    await sleep(30);
    expect(runs).toBe(1);
    // During that run: three wakes → exactly one more run after it.
    for (let i = 0; i < 3; i++) handle.wake();
    release();
    await vi.waitFor(() => expect(runs).toBe(2));
    release();
    await vi.waitFor(() => expect(active).toBe(0));
    await sleep(50);
    expect(runs).toBe(2);
    expect(maxActive).toBe(1);
  });

  it('logs the error of a run and keeps the job scheduled', async () => {
    const { log, lines } = capturedLog();
    scheduler = createScheduler(log);
    let runs = 0;
    scheduler.add({
      name: 'flaky',
      enabled: true,
      intervalMs: 20,
      firstDelayMs: 0,
      async run() {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
    });
    scheduler.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ job: 'flaky', msg: 'background job failed' });
  });

  it('stop() aborts the signal, waits for the running job and leaves no run after it', async () => {
    const { log } = capturedLog();
    scheduler = createScheduler(log);
    const job = countingJob(200);
    const handle = scheduler.add({
      name: 'slow',
      enabled: true,
      intervalMs: 10,
      firstDelayMs: 0,
      run: job.run,
    });
    scheduler.start();
    await vi.waitFor(() => expect(job.active).toBe(1));
    await scheduler.stop();
    expect(job.active).toBe(0);
    expect(job.signals[0]!.aborted).toBe(true);
    const runs = job.runs;
    handle.wake();
    await sleep(50);
    expect(job.runs).toBe(runs);
  });
});
