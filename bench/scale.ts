// Scale benchmark (decision 0057): PostgreSQL holding 200,000 candidates with complete resumes, 2,000 listed
// vacancies and 1,000,000 applications with their timelines (generated in SQL, support/scale-data.ts), behind the
// real server (buildApp, every plugin, the server's own migrations and demo accounts).
//
// Measured at 10 concurrent clients (autocannon in a child process, support/load.ts), each budget p95 ≤ 50 ms
// and at most 1 ms of server CPU per request (decision 0069):
//  (a) the recruiter's applicants table, GET /api/recruiting/v1/vacancies/{id}/applications, on the vacancies with
//      the most applicants: a status filter + a name/city search + the next page (the cursor of the first); and a
//      search that matches almost nobody (every applicant of the vacancy is looked at, and counted per status);
//  (b) the candidate's own applications, GET /api/curriculum/vacancies/v1/user, with 200 candidates signed in;
//  (c) the public vacancy list with its own budgets (support/vacancy-list.ts, as bench/vacancies.ts holds them);
//  (d) the talent pool (decision 0073), most candidates consenting, as the demo recruiter: a page with three filters,
//      its total and facets (p95 ≤ 100 ms), the next page (p95 ≤ 50 ms) and a free-text search (p95 ≤ 100 ms),
//      each at most 1 ms of server CPU per request as well (issue 34).
// Prints the figures; exits 1 when a budget is missed.
//
// Environment: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, a role that may create
// databases), BENCH_SECONDS (default 10 per measured row), BENCH_CANDIDATES (default 200000). Each run creates its
// own database and drops it at the end; BENCH_DATABASE=<name> instead keeps that database and reuses its data on
// the next run (the generation takes minutes; migrations added since are applied). BENCH_ROWS=a,b,c (default all)
// measures only those rows, e.g. `BENCH_ROWS=a` under `node --cpu-prof` to profile the applicants table alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/core/passwords';
import { openDatabase } from '../apps/server/src/db/database';
import { type LoadResult, type LoadVariant, load } from './support/load';
import { loadAverage } from './support/machine';
import { budgetVerdict, runMain } from './support/run-main';
import {
  BENCH_CANDIDATE_PASSWORD,
  benchCandidateEmail,
  generateScaleData,
  generateTalentPool,
} from './support/scale-data';
import { table } from './support/table';
import { measureVacancyList, origin, seedListedVacancies } from './support/vacancy-list';

const SIZE = { candidates: Number(process.env.BENCH_CANDIDATES ?? 200_000), applicationsPerCandidate: 5 };
const LISTED_VACANCIES = 2000;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const P95_BUDGET_MS = 50;
/** Server CPU time per request of rows (a), (b) and (d) (decisions 0069, 0102): what noise on the machine moves least. */
const CPU_BUDGET_MS = 1;
const SIGNED_IN_CANDIDATES = 200;
/** The demo recruiter of every unit (DESIGN §2). */
const RECRUITER = { email: 'recrutador@example.com', password: 'Recrutador-Portal-2026!' };
/** The vacancies with the most applicants that the applicants table is measured on. */
const BUSIEST_VACANCIES = 5;
/** Status filter and search of the applicants table: common surnames, a first name, a city. */
const APPLICANT_SEARCHES = [
  { status: 'received', q: 'silva' },
  { status: 'in_review', q: 'maria' },
  { status: 'not_selected', q: 'joinville' },
  { status: 'received', q: 'santos' },
];
/** The applicants table's screening filter (issue 29 point 4): the flagged ones of every status, and of one. */
const SCREENING_FILTERS: Record<string, string>[] = [
  { screening: 'misses' },
  { status: 'received', screening: 'misses' },
  { screening: 'meets' },
];
const API_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'pt-BR' };

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEPT_DATABASE = process.env.BENCH_DATABASE;
const ROWS = new Set((process.env.BENCH_ROWS ?? 'a,b,c,d').split(','));

function log(line: string) {
  console.log(line);
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Signs in with e-mail and password through the API (as an API client does) and returns the access token. */
async function signIn(base: string, email: string, password: string, address: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/auth/v1/token`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
      // The sign-in is limited per address: each simulated person comes from their own (TRUST_PROXY=loopback).
      'x-forwarded-for': address,
    },
  });
  if (response.status !== 200) throw new Error(`signing in ${email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function getJson<T>(base: string, variant: LoadVariant): Promise<T> {
  const response = await fetch(`${base}${variant.path}`, { headers: { ...API_HEADERS, ...variant.headers } });
  if (response.status !== 200)
    throw new Error(`GET ${variant.path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Row {
  name: string;
  result: LoadResult;
  /** The p95 budget of the row, when not P95_BUDGET_MS. */
  p95BudgetMs?: number;
}

function measure(base: string, variants: LoadVariant[]): Promise<LoadResult> {
  return load({
    url: base,
    headers: API_HEADERS,
    variants,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
}

/** (b) The candidate's own list, 200 candidates signed in, each request another candidate's. */
async function candidateList(base: string, db: pg.Client): Promise<Row> {
  const { rows } = await db.query<{ n: number; count: number }>(
    `select n, (select count(*)::int from applications a join users u on u.id = a.user_id
                 where u.email_normalized = 'candidato' || n || '@bench.example.com') as count
       from generate_series(1, $1::int) as n where n % ($1::int / $2::int) = 7`,
    [SIZE.candidates, SIGNED_IN_CANDIDATES],
  );
  const variants: LoadVariant[] = [];
  for (const [index, row] of rows.entries()) {
    const token = await signIn(
      base,
      benchCandidateEmail(row.n),
      BENCH_CANDIDATE_PASSWORD,
      `10.20.${index >> 8}.${index & 255}`,
    );
    variants.push({
      path: '/api/curriculum/vacancies/v1/user',
      headers: { authorization: `Bearer ${token}` },
    });
  }
  const sample = await getJson<{ status: string; events: unknown[] }[]>(base, variants[0]!);
  if (sample.length !== rows[0]!.count || !sample.every((a) => a.events.length > 0))
    throw new Error(`candidate ${rows[0]!.n} sees ${sample.length} applications, not ${rows[0]!.count}`);
  log(`(b) ${variants.length} candidates signed in, ${SIZE.applicationsPerCandidate} applications each`);
  return {
    name: `(b) candidate's list, ${variants.length} candidates`,
    result: await measure(base, variants),
  };
}

interface ApplicantsPage {
  items: { candidate: { name: string } }[];
  next_cursor: string | null;
  counts: Record<string, number>;
}

/** (a) The applicants table of the busiest vacancies, as the demo recruiter of every unit. */
async function applicantsTable(base: string, db: pg.Client): Promise<Row[]> {
  const token = await signIn(base, RECRUITER.email, RECRUITER.password, '10.30.0.1');
  const authorization = { authorization: `Bearer ${token}` };
  const { rows: busiest } = await db.query<{ vacancy_id: number; n: number }>(
    `select vacancy_id, count(*)::int as n from applications group by vacancy_id order by n desc limit $1`,
    [BUSIEST_VACANCIES],
  );
  log(
    `(a) busiest vacancies: ${busiest.map((v) => `#${v.vacancy_id} ${v.n.toLocaleString('en-US')}`).join(', ')}`,
  );
  const path = (vacancyId: number, query: Record<string, string>) =>
    `/api/recruiting/v1/vacancies/${vacancyId}/applications?${new URLSearchParams(query)}`;

  /** The second page of each filter on each busiest vacancy (the first one read for its cursor). */
  const secondPages = async (filters: readonly Record<string, string>[]) => {
    const pages: LoadVariant[] = [];
    for (const { vacancy_id: vacancyId } of busiest) {
      for (const search of filters) {
        const first = await getJson<ApplicantsPage>(base, {
          path: path(vacancyId, search),
          headers: authorization,
        });
        if (!first.next_cursor)
          throw new Error(`vacancy ${vacancyId} ${JSON.stringify(search)} has one page only`);
        pages.push({
          path: path(vacancyId, { ...search, cursor: first.next_cursor }),
          headers: authorization,
        });
      }
    }
    return pages;
  };
  const nextPages = await secondPages(APPLICANT_SEARCHES);
  const screeningPages = await secondPages(SCREENING_FILTERS);
  const sample = await getJson<ApplicantsPage>(base, nextPages[0]!);
  log(
    `    e.g. ${nextPages[0]!.path.replace(/cursor=[^&]+/, 'cursor=…')} → ${sample.items.length} applicants, ` +
      `counts ${JSON.stringify(sample.counts)}`,
  );

  // A search that matches one or two applicants: an e-mail of one of them; every applicant is read and counted.
  const { rows: rare } = await db.query<{ vacancy_id: number; email: string }>(
    `select distinct on (a.vacancy_id) a.vacancy_id, u.email from applications a join users u on u.id = a.user_id
      where a.vacancy_id = any($1::int[]) and u.email like 'candidato%' order by a.vacancy_id, a.id`,
    [busiest.map((v) => v.vacancy_id)],
  );
  const rareSearches = rare.map((row) => ({
    path: path(row.vacancy_id, { status: 'received', q: row.email.split('@')[0]! }),
    headers: authorization,
  }));
  await getJson<ApplicantsPage>(base, rareSearches[0]!);

  return [
    {
      name: `(a) applicants: status + search, next page`,
      result: await measure(base, nextPages),
    },
    {
      name: `(a) applicants: search matching ~1`,
      result: await measure(base, rareSearches),
    },
    {
      name: `(a) applicants: screening filter, next page`,
      result: await measure(base, screeningPages),
    },
  ];
}

interface TalentPage {
  items: unknown[];
  next_cursor: string | null;
  total: number;
}

/** (d) The talent pool search, as the demo recruiter (every unit, the pool permission). */
async function talentPool(base: string): Promise<Row[]> {
  const token = await signIn(base, RECRUITER.email, RECRUITER.password, '10.40.0.1');
  const authorization = { authorization: `Bearer ${token}` };
  const path = (query: Record<string, string>) =>
    `/api/recruiting/v1/candidates?${new URLSearchParams(query)}`;
  // Three filters a plant's recruiter combines: a state, a work shift and an area of interest.
  const filtered = [1, 2, 3, 4].map((shift) => ({
    path: path({
      state: shift % 2 ? 'SC' : 'MG',
      workshift: String(shift),
      interest_area: String(shift),
    }),
    headers: authorization,
  }));
  const nextPages: LoadVariant[] = [];
  for (const variant of filtered) {
    const first = await getJson<TalentPage>(base, variant);
    if (!first.next_cursor) throw new Error(`${variant.path} has one page only`);
    nextPages.push({
      path: `${variant.path}&cursor=${encodeURIComponent(first.next_cursor)}`,
      headers: authorization,
    });
  }
  const sample = await getJson<TalentPage>(base, filtered[0]!);
  log(`(d) e.g. ${filtered[0]!.path} → total ${sample.total.toLocaleString('en-US')}`);
  const texts = ['silva', 'engenharia', 'joinville', 'tecnico'].map((q) => ({
    path: path({ q }),
    headers: authorization,
  }));
  await getJson<TalentPage>(base, texts[0]!);
  return [
    {
      name: '(d) pool: three filters, total, facets',
      result: await measure(base, filtered),
      p95BudgetMs: 100,
    },
    { name: '(d) pool: next page', result: await measure(base, nextPages) },
    { name: '(d) pool: free text', result: await measure(base, texts), p95BudgetMs: 100 },
  ];
}

async function main(): Promise<number> {
  const name = KEPT_DATABASE ?? `portal_bench_scale_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-scale-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl(name),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    RETENTION_JOB: 'false',
    APPLICATIONS_CLOSE_JOB: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  await admin(async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });
  const database = await openDatabase(config);
  const sql = new pg.Client({ connectionString: databaseUrl(name) });
  let app: FastifyInstance | undefined;
  try {
    await sql.connect();
    await database.migrate();
    const filled =
      (await sql.query(`select 1 from users where email_normalized = $1`, [benchCandidateEmail(1)]))
        .rowCount === 1;
    const now = new Date();
    if (!filled) await seedListedVacancies(database.db, now, LISTED_VACANCIES);
    app = await buildApp(config, { database, careersBuild: false }); // migrates, seeds the demo accounts
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = origin(app);
    if (!filled) {
      log(`Generating ${SIZE.candidates.toLocaleString('en-US')} candidates in database ${name}:`);
      const started = performance.now();
      await generateScaleData(databaseUrl(name), SIZE, await hashPassword(BENCH_CANDIDATE_PASSWORD), log);
      log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    } else log(`Reusing the data of database ${name}\n`);
    // The bench's candidates join the pool once (the demo data has pool members of its own).
    const pooled =
      (
        await sql.query(
          `select 1 from talent_pool_members m join users u on u.id = m.user_id
            where u.email_normalized like 'candidato%@bench.example.com' limit 1`,
        )
      ).rowCount === 1;
    if (!pooled) await generateTalentPool(databaseUrl(name), log);

    const { rows: counts } = await sql.query<Record<string, number>>(
      `select (select count(*)::int from candidates) as candidates,
              (select count(*)::int from resume_basic_information) as resumes,
              (select count(*)::int from vacancies where status = 'published'
                  and application_deadline >= current_date) as listed,
              (select count(*)::int from applications) as applications,
              (select count(*)::int from application_events) as events`,
    );
    const figures = counts[0]!;
    log(
      `Scale — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model}, ` +
        `${(await sql.query<{ v: string }>('select version() as v')).rows[0]!.v.split(' on ')[0]}`,
    );
    log(
      `${figures.candidates!.toLocaleString('en-US')} candidates (${figures.resumes!.toLocaleString('en-US')} ` +
        `resumes), ${figures.listed!.toLocaleString('en-US')} listed vacancies, ` +
        `${figures.applications!.toLocaleString('en-US')} applications, ` +
        `${figures.events!.toLocaleString('en-US')} timeline events\n`,
    );

    const misses: string[] = [];
    const loadBefore = loadAverage();
    const rows: Row[] = [];
    if (ROWS.has('b')) rows.push(await candidateList(base, sql));
    if (ROWS.has('a')) {
      try {
        rows.push(...(await applicantsTable(base, sql)));
      } catch (error) {
        misses.push(`(a) applicants table not measured: ${(error as Error).message}`);
      }
    }
    if (ROWS.has('d')) {
      try {
        rows.push(...(await talentPool(base)));
      } catch (error) {
        misses.push(`(d) talent pool not measured: ${(error as Error).message}`);
      }
    }

    for (const { name: target, result, p95BudgetMs = P95_BUDGET_MS } of rows) {
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed)
        misses.push(
          `${target}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`,
        );
      if (!(result.p95Ms <= p95BudgetMs))
        misses.push(`${target}: p95 ${result.p95Ms} ms (budget ≤ ${p95BudgetMs} ms)`);
      const cpuMs = (result.serverCpuSeconds * 1000) / result.requests;
      if (!(cpuMs <= CPU_BUDGET_MS))
        misses.push(`${target}: ${cpuMs.toFixed(3)} ms of server CPU per request (budget ≤ 1 ms)`);
    }
    log(
      `\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up; ` +
        `headers ${JSON.stringify(API_HEADERS)} and each request's own token\n`,
    );
    log(
      table([
        ['target', 'req/s', 'p50', 'p95', 'p99', 'budget', 'server CPU/request', 'failed'],
        ...rows.map(({ name: target, result, p95BudgetMs = P95_BUDGET_MS }) => [
          target,
          Math.round(result.requestsPerSecond).toLocaleString('en-US'),
          `${result.p50Ms} ms`,
          `${result.p95Ms} ms`,
          `${result.p99Ms} ms`,
          `p95 ≤ ${p95BudgetMs} ms, CPU ≤ ${CPU_BUDGET_MS} ms`,
          `${((result.serverCpuSeconds * 1000) / result.requests).toFixed(3)} ms`,
          String(result.non2xx + result.errors + result.timeouts),
        ]),
      ]),
    );
    log(
      '(server CPU/request: CPU time of this process, the server, per answered request; PostgreSQL runs apart)\n' +
        `load average before/after: ${loadBefore} / ${loadAverage()} (other work on the machine skews figures)\n`,
    );
    // Last: after its 50-connection load the same process spent up to 0.5 ms more CPU per request on rows (a), (b)
    // and (d) than when they ran first (decision 0102), so no row pays for the one before it.
    if (ROWS.has('c')) {
      log('(c) the public vacancy list with its own budgets:');
      misses.push(...(await measureVacancyList(app, LISTED_VACANCIES)));
    }
    return budgetVerdict(misses, 'scale', log);
  } finally {
    await app?.close();
    await database.close();
    await sql.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (!KEPT_DATABASE)
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
  }
}

runMain(main);
