// One autocannon run in its own process, driven by bench/support/load.ts over IPC: the parent sends a LoadRequest,
// this process warms the target up, measures it and sends back a LoadResult, then exits.
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './load';

/** Every response time (ms) of the run being measured, for percentiles autocannon does not report. */
let durations: number[] | undefined;
/** The next variant, shared by all connections so they spread over every user and page. */
let nextVariant = 0;

function run(request: LoadRequest, seconds: number): Promise<autocannon.Result> {
  const variants = request.variants;
  const options: autocannon.Options = {
    url: request.url,
    headers: request.headers ?? {},
    connections: request.connections,
    duration: seconds,
    ...(variants?.length
      ? {
          requests: [
            {
              setupRequest: (current: autocannon.Request) => {
                const variant = variants[nextVariant++ % variants.length]!;
                return {
                  ...current,
                  path: variant.path,
                  headers: { ...request.headers, ...variant.headers },
                };
              },
            },
          ],
        }
      : {}),
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, responseTime) => durations?.push(responseTime));
  });
}

function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

process.once('message', async (request: LoadRequest) => {
  if (request.warmupSeconds > 0) await run(request, request.warmupSeconds);
  const before = process.cpuUsage();
  process.send?.('measuring');
  durations = [];
  const result = await run(request, request.seconds);
  const used = process.cpuUsage(before);
  const summary: Omit<LoadResult, 'serverCpuSeconds'> = {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p95Ms: Math.round(percentile(durations, 95) * 10) / 10,
    p99Ms: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuSeconds: (used.user + used.system) / 1e6,
    seconds: result.duration,
  };
  process.send?.(summary, () => process.exit(0));
});
