// The vacancy list API's load measurement and budgets (DESIGN §5), shared by bench/vacancies.ts (embedded PGlite,
// 300 listed vacancies) and bench/scale.ts (PostgreSQL, 2,000 listed vacancies among a million applications).
//
// The server under test and a bare Fastify that serves the very same response bytes from memory run in this process;
// autocannon runs in a child process (load.ts) so the load generator and the servers do not share an event loop.
// Only one server is under load at a time. Every request carries the headers the careers app's requests carry
// (Accept-Encoding br/gzip as every browser sends it, Accept-Language), so both sides send the compressed bytes a
// visitor's browser receives; the reference sends the same bytes with the same headers. Budgets: unfiltered list
// ≥ 50 % of the reference's requests/s with p99 ≤ 30 ms, filtered search ≥ 25 % of its reference, and each at most
// 2 × its reference's server CPU time per request (the figure other work on the machine moves least, decision 0069;
// 2.5 × until issue 34). The targets are measured in alternating rounds and each ratio is the median of the rounds'
// ratios (decision 0102), so a burst of other work on the machine moves one round, not the verdict.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { TransactionRollbackError } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Db } from '../../apps/server/src/db/database';
import { vacanciesRepository } from '../../apps/server/src/modules/vacancies/vacancies.repository';
import { seedVacancies } from '../../apps/server/src/seed/vacancies-seed';
import { type LoadResult, load } from './load';
import { loadAverage } from './machine';
import { kib, table } from './table';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** Each target is measured in this many alternating rounds of SECONDS / ROUNDS, each after a short warm-up. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_WARMUP_SECONDS = 1;
const LIST_PATH = '/api/curriculum/vacancies/v1';
/** A search a visitor makes: accent-free text ('mecanico' finds 'Mecânico') in one city. */
const FILTERED_QUERY = `?q=mecanico&city=${encodeURIComponent('Jaraguá do Sul')}`;
const BUDGET = { unfilteredRatio: 0.5, unfilteredP99Ms: 30, filteredRatio: 0.25, cpuPerRequestTimes: 2 };

/** What a browser running the careers app sends with each list request. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'pt-BR' };

interface Response {
  status: number;
  contentType: string;
  contentEncoding: string | undefined;
  body: Buffer;
}

/** A GET with the headers the load generator will send. */
function get(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type']),
          contentEncoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export function origin(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Seeds the demo vacancies plus enough extra open ones that `listed` are listed. How many demo vacancies are
 * listed (some are closed or past their deadline) is learnt by seeding once in a rolled-back transaction.
 */
export async function seedListedVacancies(db: Db, now: Date, listed: number): Promise<void> {
  let demoListed = 0;
  try {
    await db.transaction(async (tx) => {
      const trial = tx as unknown as Db;
      await seedVacancies(trial, now);
      demoListed = (await vacanciesRepository(trial).search({ openOn: brasiliaDate(now) })).length;
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  await seedVacancies(db, now, { extraOpen: Math.max(0, listed - demoListed) });
}

/**
 * Measures the vacancy list of `app` (listening) against its reference, prints the figures and returns the budgets
 * missed (none: every budget met). Throws when fewer than `minListed` vacancies are listed.
 */
export async function measureVacancyList(app: FastifyInstance, minListed: number): Promise<string[]> {
  const unfiltered = await get(`${origin(app)}${LIST_PATH}`);
  const filtered = await get(`${origin(app)}${LIST_PATH}${FILTERED_QUERY}`);
  for (const response of [unfiltered, filtered]) {
    if (response.status !== 200) throw new Error(`the list answered ${response.status}`);
  }
  const listed = (JSON.parse(decoded(unfiltered).toString('utf8')) as unknown[]).length;
  const found = (JSON.parse(decoded(filtered).toString('utf8')) as unknown[]).length;
  if (listed < minListed) throw new Error(`only ${listed} vacancies are listed`);
  if (found === 0) throw new Error(`the search ${FILTERED_QUERY} found nothing`);

  // The reference: Fastify without plugins or hooks answering the same bytes with the same content headers.
  const reference = Fastify();
  try {
    const sendSame = (response: Response) => (_request: unknown, reply: FastifyReply) => {
      if (response.contentEncoding) reply.header('content-encoding', response.contentEncoding);
      return reply.type(response.contentType).send(response.body);
    };
    reference.get('/unfiltered', sendSame(unfiltered));
    reference.get('/filtered', sendSame(filtered));
    await reference.listen({ host: '127.0.0.1', port: 0 });

    console.log(
      `Vacancy list API — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model}`,
    );
    console.log(
      `${listed} listed vacancies: unfiltered body ${kib(decoded(unfiltered).length)} ` +
        `(${kib(unfiltered.body.length)} ${unfiltered.contentEncoding ?? 'uncompressed'}); ` +
        `filtered ${FILTERED_QUERY} → ${found} vacancies, ${kib(decoded(filtered).length)} ` +
        `(${kib(filtered.body.length)} ${filtered.contentEncoding ?? 'uncompressed'})`,
    );
    console.log(`request headers: ${JSON.stringify(BROWSER_HEADERS)}`);
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating rounds ` +
        `(after a ${WARMUP_SECONDS} s warm-up, then ${ROUND_WARMUP_SECONDS} s before each round)\n`,
    );

    const loadBefore = loadAverage();
    const targets = [
      { name: 'reference, unfiltered bytes', url: `${origin(reference)}/unfiltered` },
      { name: 'server, unfiltered list', url: `${origin(app)}${LIST_PATH}` },
      { name: 'reference, filtered bytes', url: `${origin(reference)}/filtered` },
      { name: 'server, filtered search', url: `${origin(app)}${LIST_PATH}${FILTERED_QUERY}` },
    ];
    // Alternating rounds (decision 0102): a burst of other work on the machine lands in one round of one target
    // instead of in a whole row, and each ratio is taken within a round, then the median over the rounds.
    const rounds: LoadResult[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, target] of targets.entries()) {
        rounds[index]!.push(
          await load({
            url: target.url,
            headers: BROWSER_HEADERS,
            connections: CONNECTIONS,
            seconds: SECONDS / ROUNDS,
            warmupSeconds: round === 0 ? WARMUP_SECONDS : ROUND_WARMUP_SECONDS,
          }),
        );
      }
    }
    const results = rounds.map(merged);
    const [refUnfiltered, unfilteredResult, refFiltered, filteredResult] = results as [
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
    ];
    /** The median over the rounds of `figure(server's round) / figure(reference's round)`. */
    const ratio = (server: number, reference: number, figure: (result: LoadResult) => number) =>
      median(rounds[server]!.map((result, round) => figure(result) / figure(rounds[reference]![round]!)));
    const unfilteredRatio = ratio(1, 0, perSecond);
    const filteredRatio = ratio(3, 2, perSecond);
    const misses: string[] = [];
    results.forEach((result, index) => {
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed)
        misses.push(
          `${targets[index]!.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`,
        );
    });
    if (unfilteredRatio < BUDGET.unfilteredRatio)
      misses.push(`unfiltered list at ${pct(unfilteredRatio)} of its reference (budget ≥ 50 %)`);
    if (unfilteredResult.p99Ms > BUDGET.unfilteredP99Ms)
      misses.push(`unfiltered list p99 ${unfilteredResult.p99Ms} ms (budget ≤ 30 ms)`);
    if (filteredRatio < BUDGET.filteredRatio)
      misses.push(`filtered search at ${pct(filteredRatio)} of its reference (budget ≥ 25 %)`);
    const unfilteredCpu = ratio(1, 0, cpuPerRequestMs);
    const filteredCpu = ratio(3, 2, cpuPerRequestMs);
    if (unfilteredCpu > BUDGET.cpuPerRequestTimes)
      misses.push(
        `unfiltered list CPU/request ${unfilteredCpu.toFixed(2)} × its reference's (budget ≤ ${BUDGET.cpuPerRequestTimes} ×)`,
      );
    if (filteredCpu > BUDGET.cpuPerRequestTimes)
      misses.push(
        `filtered search CPU/request ${filteredCpu.toFixed(2)} × its reference's (budget ≤ ${BUDGET.cpuPerRequestTimes} ×)`,
      );

    const row = (name: string, result: LoadResult, ratio: string, budget: string) => [
      name,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      `${result.p50Ms} ms`,
      `${result.p99Ms} ms`,
      ratio,
      budget,
      cpu(result.serverCpuSeconds, result.seconds),
      `${cpuPerRequestMs(result).toFixed(3)} ms`,
      cpu(result.cpuSeconds, result.seconds),
      String(result.non2xx + result.errors),
    ];
    /** The row of a server target: its share of the reference's throughput and its CPU per request against it. */
    const measuredRow = (name: string, result: LoadResult, ratio: number, cpuTimes: number, budget: string) =>
      row(name, result, `${pct(ratio)}, CPU ${cpuTimes.toFixed(2)} ×`, budget);
    console.log(
      table([
        [
          'target',
          'req/s',
          'p50',
          'p99',
          'of ref',
          'budget',
          'server CPU',
          'CPU/request',
          'autocannon CPU',
          'failed',
        ],
        row(targets[0]!.name, refUnfiltered, '', ''),
        measuredRow(
          targets[1]!.name,
          unfilteredResult,
          unfilteredRatio,
          unfilteredCpu,
          `≥ 50 %, p99 ≤ 30 ms, CPU ≤ ${BUDGET.cpuPerRequestTimes} ×`,
        ),
        row(targets[2]!.name, refFiltered, '', ''),
        measuredRow(
          targets[3]!.name,
          filteredResult,
          filteredRatio,
          filteredCpu,
          `≥ 25 %, CPU ≤ ${BUDGET.cpuPerRequestTimes} ×`,
        ),
      ]),
    );
    console.log(
      '(CPU: share of one core used while measuring by this process, which holds both servers, and by the load\n' +
        ' generator; near 100 % for autocannon means the client, not the server, set the pace of that row.\n' +
        ' CPU/request: server CPU time per answered request, the figure least moved by other work on the machine.)',
    );
    console.log(
      `load average before/after: ${loadBefore} / ${loadAverage()} (other work on the machine skews figures)\n`,
    );
    return misses;
  } finally {
    await reference.close();
  }
}

/** The JSON of an answer, whatever its content encoding. */
function decoded(response: Response): Buffer {
  if (response.contentEncoding === 'br') return brotliDecompressSync(response.body);
  if (response.contentEncoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

/** One target's rounds as one result: counts and times added, latencies the rounds' median. */
function merged(rounds: LoadResult[]): LoadResult {
  const sum = (figure: (result: LoadResult) => number) => rounds.reduce((total, r) => total + figure(r), 0);
  const seconds = sum((r) => r.seconds);
  return {
    requestsPerSecond: sum((r) => r.requests) / seconds,
    requests: sum((r) => r.requests),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p95Ms: median(rounds.map((r) => r.p95Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    bytesPerSecond: sum((r) => r.bytesPerSecond * r.seconds) / seconds,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    seconds,
    cpuSeconds: sum((r) => r.cpuSeconds),
    serverCpuSeconds: sum((r) => r.serverCpuSeconds),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Answered requests per second of measured time. */
function perSecond(result: LoadResult): number {
  return result.requests / result.seconds;
}

/** Server CPU time per answered request, in milliseconds. */
function cpuPerRequestMs(result: LoadResult): number {
  return (result.serverCpuSeconds * 1000) / result.requests;
}

/** CPU time as a share of one core over the measured time. */
function cpu(cpuSeconds: number, seconds: number): string {
  return pct(cpuSeconds / seconds);
}

function pct(ratio: number): string {
  return `${(ratio * 100).toFixed(1)} %`;
}
