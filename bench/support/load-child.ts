// One autocannon run in its own process, driven by bench/support/load.ts over IPC: the parent sends a LoadRequest,
// this process warms the target up, measures it and sends back a LoadResult, then exits.
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './load';

function run(request: LoadRequest, seconds: number) {
  return autocannon({
    url: request.url,
    headers: request.headers ?? {},
    connections: request.connections,
    duration: seconds,
  });
}

process.once('message', async (request: LoadRequest) => {
  if (request.warmupSeconds > 0) await run(request, request.warmupSeconds);
  const before = process.cpuUsage();
  process.send?.('measuring');
  const result = await run(request, request.seconds);
  const used = process.cpuUsage(before);
  const summary: Omit<LoadResult, 'serverCpuSeconds'> = {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
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
