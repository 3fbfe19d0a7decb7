import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One request of a rotation: its path (with the query) and the headers it adds (e.g. whose token it carries). */
export interface LoadVariant {
  path: string;
  headers?: Record<string, string>;
}

export interface LoadRequest {
  url: string;
  /** Request headers, the same on every request. */
  headers?: Record<string, string>;
  /**
   * When given, the requests take these paths and headers in turn across all connections (many users, many
   * pages) instead of `url`'s path; `url` then gives the origin only.
   */
  variants?: LoadVariant[];
  connections: number;
  seconds: number;
  /** A discarded run just before the measured one (JIT, caches, TCP connections). */
  warmupSeconds: number;
}

export interface LoadResult {
  /** Mean of the per-second request counts (autocannon's "Req/Sec Avg"). */
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  /** Of every response of the measured run, not one of autocannon's histogram's fixed percentiles (it has no p95). */
  p95Ms: number;
  p99Ms: number;
  bytesPerSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Measured wall time in seconds. */
  seconds: number;
  /** CPU time the load generator used while measuring. */
  cpuSeconds: number;
  /** CPU time this process (the servers under test) used while measuring. */
  serverCpuSeconds: number;
}

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url));

/**
 * Runs autocannon against `url` in a child process. The load generator is busy JavaScript too: in the process of
 * the server it would share one event loop with it and the figures would measure both at once. In its own process
 * it gets the machine's other core, as a real client would. The result also tells how much CPU each side used while
 * measuring, so a reader can see when the client, not the server, was the limit.
 */
export function load(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | undefined;
    let serverCpu = process.cpuUsage();
    child.on('message', (message) => {
      if (message === 'measuring') {
        serverCpu = process.cpuUsage();
        return;
      }
      const used = process.cpuUsage(serverCpu);
      result = {
        ...(message as Omit<LoadResult, 'serverCpuSeconds'>),
        serverCpuSeconds: (used.user + used.system) / 1e6,
      };
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`the load generator exited with code ${code} and no result`));
    });
    child.send(request);
  });
}
