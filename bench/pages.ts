// Page benchmark of the careers list and a vacancy page, the careers register page, and the intranet's /login and
// /recrutamento: Lighthouse 12 with its default mobile preset (Moto G Power-class screen, simulated slow 4G and 4× CPU
// slowdown) in Debian's Chromium, against the built server.
//
// Needs `npm run build` first. Starts apps/server/dist/server.js in a child process on a free port, on a fresh
// embedded database with the demo data, and runs Lighthouse on /carreiras, /carreiras/vagas/{id},
// /carreiras/register, /login, and /recrutamento signed in as the demo recruiter: BENCH_LIGHTHOUSE_RUNS runs a page
// (default 5), each in a fresh Chromium. The performance score and the figures of that run are the run of median
// performance (as Lighthouse's documentation advises on a noisy machine); Total Blocking Time and main-thread work
// are the median of each over the runs.
//
// The reference, so that the time budgets hold on any machine: the careers list and the vacancy page are measured
// beside their own server-rendered HTML with every script removed (no <script> element, no modulepreload link), the
// physical limit of a server-rendered design. A small proxy in the bench (support/script-free-proxy.ts) strips the
// page's HTML as the server renders it and forwards every other request (CSS, fonts, images) to the real server, so
// the reference loads the same styles and assets; it gets the same Lighthouse settings and number of runs, in turn
// with the page's runs.
//
// Budgets — the list and the vacancy page: performance ≥ 95, accessibility 100, SEO 100, Total Blocking Time
// ≤ 150 ms, main-thread work (Lighthouse's mainthread-work-breakdown) ≤ 2 × the reference's in the same run;
// /carreiras/register (decision 0068): performance ≥ 95, accessibility 100, JavaScript ≤ 90 KiB, layout shift ≤ 0.1;
// /login and /recrutamento (decision 0058): performance ≥ 90, JavaScript ≤ 100 KiB; the careers list and vacancy
// page: JavaScript ≤ 60 KiB (issue 34; decision 0104). JavaScript is what the first view sends, gzip, counted both
// as Lighthouse saw it on the wire and as gzip -9 of the script bodies (the figure that does not depend on whether
// the server compresses).
//
// Prints a table with each figure beside its budget (✓ met, ✗ missed) and the reference's figures below its page,
// then per page the runs, metrics, largest scripts and the findings of each missed budget, the folder of the
// Lighthouse reports, and the load average before and after; exits 1 when a budget is missed.
// `BENCH_PAGES=list,detail` runs only those pages (with their references); an unknown name is an error.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { loadAverage } from './support/machine';
import { budgetVerdict, runMain } from './support/run-main';
import { type ScriptFreeProxy, startScriptFreeProxy } from './support/script-free-proxy';
import { kib, table } from './support/table';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER = join(ROOT, 'apps/server/dist/server.js');
const CAREERS_INDEX = join(ROOT, 'apps/careers/dist/index.html');
const INTRANET_INDEX = join(ROOT, 'apps/intranet/dist/index.html');
/**
 * A Brazilian visitor's browser: a first visit's language follows Accept-Language (decision 0083), and this machine's
 * Chromium would ask for en-US, so the pages measured stay the pt-BR ones of the recorded figures.
 */
const CHROME_FLAGS = ['--headless=new', '--accept-lang=pt-BR', ...CHROMIUM_FLAGS];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
interface Budget {
  performance: number;
  accessibility?: number;
  seo?: number;
  javascriptBytes: number;
  /** Cumulative layout shift, as Lighthouse measured it. */
  layoutShift?: number;
  /** Total Blocking Time in milliseconds (median of the runs). */
  totalBlockingTimeMs?: number;
  /**
   * Main-thread work (Lighthouse's `mainthread-work-breakdown`, median of the runs) at most this many times that of
   * the same page with its scripts removed, measured in the same run: a ratio holds on any machine.
   */
  mainThreadOfReference?: number;
}
/**
 * The careers list and a vacancy page, rendered on the server: besides the scores and the JavaScript sent, what the
 * scripts cost the phone's main thread, both as Total Blocking Time and against the script-free reference.
 */
const CAREERS_BUDGET: Budget = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  // The first view without the router (decision 0104): the page's own code, the shell, Preact, i18next and SWR.
  javascriptBytes: 60 * 1024,
  totalBlockingTimeMs: 150,
  mainThreadOfReference: 2,
};
/**
 * The register page, where candidates arrive from a vacancy, sends at most 90 KiB of JavaScript for its first view
 * (tightened from decision 0068's 100 KiB) and shifts its layout by at most 0.1. Search engines are kept out of it
 * (robots.txt), so no SEO budget.
 */
const REGISTER_BUDGET: Budget = {
  performance: 95,
  accessibility: 100,
  javascriptBytes: 90 * 1024,
  layoutShift: 0.1,
};
/** `BENCH_PAGES=list,register` runs only those pages (names of the table's first column). */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/**
 * Decision 0058: the intranet's first view, its JavaScript tightened from 120 to 100 KiB (its accessibility is held
 * by the e2e axe checks).
 */
const INTRANET_BUDGET: Budget = { performance: 90, javascriptBytes: 100 * 1024 };
/** The demo recruiter (DESIGN §2), for /recrutamento. */
const RECRUITER = { email: 'recrutador@example.com', password: 'Recrutador-Portal-2026!' };

interface Credentials {
  email: string;
  password: string;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server on a fresh database with demo data, with only the environment it needs (no .env, no PUBLIC_URL). */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // An empty PostgreSQL database instead of PGlite (whose start can outlast the server's plugin timeout on a
      // busy machine); the pages and their budgets are the same.
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await get(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server was not ready within 60 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface Script {
  url: string;
  /** Bytes on the wire as Lighthouse saw them (body as sent, plus headers). */
  transferSize: number;
  /** Uncompressed body. */
  bytes: number;
  /** gzip -9 of the body, as scripts/precompress.mjs writes it. */
  gzipBytes: number;
  /** What the server answers to a browser's Accept-Encoding. */
  contentEncoding: string;
}

async function scriptsOf(lhr: Result): Promise<Script[]> {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const requests = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return Promise.all(
    requests.map(async (item) => {
      const raw = await get(item.url, { 'accept-encoding': 'identity' });
      const compressed = await get(item.url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      return {
        url: item.url,
        transferSize: item.transferSize ?? 0,
        bytes: raw.body.length,
        gzipBytes: gzipSync(raw.body, { level: 9 }).length,
        contentEncoding: String(compressed.headers['content-encoding'] ?? 'none'),
      };
    }),
  );
}

/**
 * Signs in through the token endpoint from a page of the portal's origin that loads no script (the API's readiness
 * answer), so the browser holds the session cookies (HttpOnly tokens and the readable login-type cookie) as after a
 * sign-in at /login, and its cache holds none of the pages' scripts.
 */
async function signIn(port: number, origin: string, credentials: Credentials) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/ready`);
    const basic = Buffer.from(`${credentials.email}:${credentials.password}`).toString('base64');
    const status = await page.evaluate(
      async (authorization) =>
        (await fetch('/api/auth/auth/v1/token', { headers: { Authorization: authorization } })).status,
      `Basic ${basic}`,
    );
    if (status !== 200) throw new Error(`the sign-in of ${credentials.email} answered ${status}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse run in a fresh Chromium (no cache, no state from an earlier run); with `credentials`, the browser
 * signs in first and Lighthouse keeps its storage (cookies) — the cache is empty all the same. A run whose trace
 * Lighthouse could not record (NO_NAVSTART and the like: Lighthouse itself says to run again) is retried once.
 */
async function audit(url: string, credentials?: Credentials, attempt = 1): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  let lhr: Result | undefined;
  try {
    if (credentials) await signIn(chrome.port, new URL(url).origin, credentials);
    lhr = (
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: credentials !== undefined,
      })
    )?.lhr;
  } finally {
    chrome.kill();
  }
  if (lhr && !lhr.runtimeError) return lhr;
  const reason = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
  if (attempt < 2) {
    console.log(`  (Lighthouse run on ${url} failed, ${reason}; running it again)`);
    return audit(url, credentials, attempt + 1);
  }
  throw new Error(`Lighthouse failed on ${url}: ${reason}`);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits of a category that did not get full marks (weighted ones first), with Lighthouse's figure. */
function findings(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < (category === 'performance' ? 0.9 : 1) &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(
      ({ ref, audit }) =>
        `${audit!.title}${audit!.displayValue ? ` — ${audit!.displayValue}` : ''} (score ${Math.round(
          (audit!.score ?? 0) * 100,
        )}, weight ${ref.weight})`,
    );
}

/** Performance opportunities with an estimated saving, largest first. */
function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .map((audit) => ({ audit, ms: audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0 }))
    .filter(({ audit, ms }) => ms > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6)
    .map(
      ({ audit, ms }) => `${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''} (~${ms} ms)`,
    );
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The middle value of the runs (the upper one of an even count, as the median run is picked). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const figure = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;

interface Page {
  name: string;
  path: string;
  budget: Budget;
  credentials?: Credentials;
}

/** A page's runs and the figures kept from them. */
interface Measured {
  runs: Result[];
  /** The run of median performance: its scores, LCP, layout shift and scripts are reported, and its report kept. */
  lhr: Result;
  /** Median over the runs, in milliseconds. */
  totalBlockingTime: number;
  /** Median over the runs of Lighthouse's `mainthread-work-breakdown`, in milliseconds. */
  mainThread: number;
  scripts: Script[];
  wire: number;
  gzip: number;
  raw: number;
}

async function measured(runs: Result[]): Promise<Measured> {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const lhr = sorted[Math.floor(sorted.length / 2)]!;
  const scripts = await scriptsOf(lhr);
  return {
    runs: sorted,
    lhr,
    totalBlockingTime: median(runs.map((run) => figure(run, 'total-blocking-time'))),
    mainThread: median(runs.map((run) => figure(run, 'mainthread-work-breakdown'))),
    scripts,
    wire: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    raw: scripts.reduce((sum, s) => sum + s.bytes, 0),
  };
}

/** One budget of a page: the table's column it is printed in, beside the figure, and the line of a miss. */
interface Check {
  column: string;
  budget: string;
  met: boolean;
  label: string;
  details: () => string[];
}

/** Main-thread work of a run by kind (script evaluation, style and layout…), largest first. */
function mainThreadKinds(lhr: Result): string {
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    | { items?: { groupLabel?: string; group?: string; duration?: number }[] }
    | undefined;
  return (details?.items ?? [])
    .filter((item) => (item.duration ?? 0) >= 1)
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration ?? 0)}`)
    .join('; ');
}

/** The scripts that kept the main thread busiest in a run (Lighthouse's JavaScript execution time). */
function busiestScripts(lhr: Result): string[] {
  const details = lhr.audits['bootup-time']?.details as
    | { items?: { url?: string; total?: number; scripting?: number; scriptParseCompile?: number }[] }
    | undefined;
  return (details?.items ?? []).slice(0, 5).map((item) => {
    const url = item.url ?? '';
    const name = url.startsWith('http') ? new URL(url).pathname : url;
    return `${name}: ${ms(item.total ?? 0)} in all, ${ms(item.scripting ?? 0)} evaluating, ${ms(
      item.scriptParseCompile ?? 0,
    )} parsing and compiling`;
  });
}

function checksOf(budget: Budget, page: Measured, reference: Measured | undefined): Check[] {
  const { lhr } = page;
  const performance = score(lhr, 'performance');
  const shift = figure(lhr, 'cumulative-layout-shift');
  const checks: Check[] = [
    {
      column: 'perf',
      budget: `≥ ${budget.performance}`,
      met: performance >= budget.performance,
      label: `performance ${performance} (budget ≥ ${budget.performance})`,
      details: () => [...findings(lhr, 'performance'), ...opportunities(lhr).map((o) => `opportunity: ${o}`)],
    },
  ];
  for (const category of ['accessibility', 'seo'] as const) {
    const min = budget[category];
    if (min === undefined) continue;
    checks.push({
      column: category === 'seo' ? 'SEO' : 'a11y',
      budget: `≥ ${min}`,
      met: score(lhr, category) >= min,
      label: `${category === 'seo' ? 'SEO' : category} ${score(lhr, category)} (budget ${min})`,
      details: () => findings(lhr, category),
    });
  }
  if (budget.layoutShift !== undefined)
    checks.push({
      column: 'CLS',
      budget: `≤ ${budget.layoutShift}`,
      met: shift <= budget.layoutShift,
      label: `layout shift ${shift.toFixed(3)} (budget ≤ ${budget.layoutShift})`,
      details: () => [],
    });
  checks.push(
    {
      column: 'JS wire',
      budget: `≤ ${kib(budget.javascriptBytes)}`,
      met: page.wire <= budget.javascriptBytes,
      label: `JavaScript on the wire ${kib(page.wire)} (budget ≤ ${kib(budget.javascriptBytes)})`,
      details: () => [],
    },
    {
      column: 'JS gzip -9',
      budget: `≤ ${kib(budget.javascriptBytes)}`,
      met: page.gzip <= budget.javascriptBytes,
      label: `JavaScript gzip -9 ${kib(page.gzip)} (budget ≤ ${kib(budget.javascriptBytes)})`,
      details: () => [],
    },
  );
  if (budget.totalBlockingTimeMs !== undefined)
    checks.push({
      column: 'TBT',
      budget: `≤ ${ms(budget.totalBlockingTimeMs)}`,
      met: page.totalBlockingTime <= budget.totalBlockingTimeMs,
      label: `Total Blocking Time ${ms(page.totalBlockingTime)} (budget ≤ ${ms(budget.totalBlockingTimeMs)})`,
      details: () => busiestScripts(lhr).map((line) => `in the run of median performance, ${line}`),
    });
  if (budget.mainThreadOfReference !== undefined && reference) {
    const limit = budget.mainThreadOfReference * reference.mainThread;
    checks.push({
      column: 'main thread',
      budget: `≤ ${ms(limit)} = ${budget.mainThreadOfReference} × ref`,
      met: page.mainThread <= limit,
      label: `main-thread work ${ms(page.mainThread)}, ${(page.mainThread / reference.mainThread).toFixed(
        2,
      )} × the script-free reference's ${ms(reference.mainThread)} (budget ≤ ${budget.mainThreadOfReference} ×)`,
      details: () => [
        `page, run of median performance: ${mainThreadKinds(lhr)}`,
        `reference, run of median performance: ${mainThreadKinds(reference.lhr)}`,
      ],
    });
  }
  return checks;
}

const COLUMNS = [
  'page',
  'perf',
  'a11y',
  'SEO',
  'best pr.',
  'JS wire',
  'JS gzip -9',
  'JS raw',
  'scripts',
  'LCP',
  'TBT',
  'CLS',
  'main thread',
];

/** A row of the table: each figure, and beside it its budget with ✓ (met) or ✗ (missed) when it has one. */
function row(name: string, page: Measured, checks: Check[]): string[] {
  const { lhr } = page;
  const figures: Record<string, string> = {
    page: name,
    perf: String(score(lhr, 'performance')),
    a11y: String(score(lhr, 'accessibility')),
    SEO: String(score(lhr, 'seo')),
    'best pr.': String(score(lhr, 'best-practices')),
    'JS wire': kib(page.wire),
    'JS gzip -9': kib(page.gzip),
    'JS raw': kib(page.raw),
    scripts: String(page.scripts.length),
    LCP: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
    TBT: ms(page.totalBlockingTime),
    CLS: figure(lhr, 'cumulative-layout-shift').toFixed(3),
    'main thread': ms(page.mainThread),
  };
  return COLUMNS.map((column) => {
    const check = checks.find((c) => c.column === column);
    return check ? `${figures[column]} (${check.budget}) ${check.met ? '✓' : '✗'}` : figures[column]!;
  });
}

/** The notes of a page: its runs, metrics and largest scripts. */
function notesOf(title: string, page: Measured): string[] {
  const { lhr, runs } = page;
  const lines = [
    `${title} (performance of the ${runs.length} runs: ${runs.map((r) => score(r, 'performance')).join(', ')}; ` +
      `Total Blocking Time: ${runs.map((r) => ms(figure(r, 'total-blocking-time'))).join(', ')}; ` +
      `main-thread work: ${runs.map((r) => ms(figure(r, 'mainthread-work-breakdown'))).join(', ')})`,
    `  metrics: ${METRICS.map((id) => `${lhr.audits[id]?.title} ${lhr.audits[id]?.displayValue ?? '?'}`).join('; ')}`,
    `  main-thread work of the run of median performance: ${mainThreadKinds(lhr)}`,
  ];
  if (page.scripts.length) lines.push('  largest scripts (wire / gzip -9 / raw, content-encoding):');
  for (const script of [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8)) {
    lines.push(
      `    ${kib(script.transferSize)} / ${kib(script.gzipBytes)} / ${kib(script.bytes)}, ${script.contentEncoding}  ${new URL(script.url).pathname}`,
    );
  }
  const uncompressed = page.scripts.filter((s) => s.contentEncoding === 'none' && s.bytes > 1024);
  if (uncompressed.length)
    lines.push(
      `  NOT COMPRESSED by the server: ${uncompressed.map((s) => new URL(s.url).pathname).join(', ')}`,
    );
  return lines;
}

async function main(): Promise<number> {
  if (!existsSync(SERVER) || !existsSync(CAREERS_INDEX) || !existsSync(INTRANET_INDEX)) {
    console.error('The build is missing: run `npm run build` first.');
    return 1;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'));
  const reportDir = join(tmpdir(), `portal-lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(reportDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  let proxy: ScriptFreeProxy | undefined;
  try {
    const list = await get(`${origin}/api/curriculum/vacancies/v1`);
    const [first] = JSON.parse(list.body.toString('utf8')) as { id: number }[];
    if (!first) throw new Error('no open vacancy is listed');
    const pages: Page[] = [
      { name: 'list', path: '/carreiras', budget: CAREERS_BUDGET },
      { name: 'detail', path: `/carreiras/vagas/${first.id}`, budget: CAREERS_BUDGET },
      { name: 'register', path: '/carreiras/register', budget: REGISTER_BUDGET },
      { name: 'login', path: '/login', budget: INTRANET_BUDGET },
      { name: 'recruiting', path: '/recrutamento', budget: INTRANET_BUDGET, credentials: RECRUITER },
    ];
    const unknown = ONLY?.filter((name) => !pages.some((page) => page.name === name)) ?? [];
    if (unknown.length) {
      console.error(
        `BENCH_PAGES: no page ${unknown.join(', ')} (pages: ${pages.map((p) => p.name).join(', ')})`,
      );
      return 1;
    }
    if (ONLY) pages.splice(0, pages.length, ...pages.filter((page) => ONLY.includes(page.name)));
    const referenced = pages.filter((page) => page.budget.mainThreadOfReference !== undefined);
    proxy = await startScriptFreeProxy(
      origin,
      referenced.map((page) => page.path),
    );

    console.log(
      `Careers and intranet pages — ${new Date().toISOString()}, Lighthouse 12 mobile preset, ${RUNS} run${RUNS === 1 ? '' : 's'} a page`,
    );
    const loadBefore = loadAverage();
    const rows: string[][] = [COLUMNS];
    const misses: string[] = [];
    const notes: string[] = [];
    for (const page of pages) {
      const withReference = referenced.includes(page);
      const pageRuns: Result[] = [];
      const referenceRuns: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        pageRuns.push(await audit(`${origin}${page.path}`, page.credentials));
        // The reference in turn with the page, so that both meet the same load on the machine.
        if (withReference) referenceRuns.push(await audit(`${proxy.origin}${page.path}`));
      }
      const result = await measured(pageRuns);
      const reference = withReference ? await measured(referenceRuns) : undefined;
      writeFileSync(join(reportDir, `${page.name}.html`), generateReport(result.lhr, 'html'));
      writeFileSync(join(reportDir, `${page.name}.json`), JSON.stringify(result.lhr));
      if (reference) {
        writeFileSync(join(reportDir, `${page.name}-reference.html`), generateReport(reference.lhr, 'html'));
        writeFileSync(join(reportDir, `${page.name}-reference.json`), JSON.stringify(reference.lhr));
      }

      const checks = checksOf(page.budget, result, reference);
      rows.push(row(`${page.name} ${page.path}`, result, checks));
      const pageNotes = notesOf(`${page.name} ${page.path}`, result);
      for (const check of checks) {
        if (check.met) continue;
        misses.push(`${page.name}: ${check.label}`);
        pageNotes.push(`  MISSED ${check.label}`);
        for (const line of check.details()) pageNotes.push(`    - ${line}`);
      }
      const practices = findings(result.lhr, 'best-practices');
      if (practices.length) pageNotes.push(`  best practices (not a budget): ${practices.join('; ')}`);
      notes.push(pageNotes.join('\n'));

      if (reference) {
        const name = `${page.name} reference`;
        rows.push(row(`${name} (no scripts)`, reference, []));
        const stripped = proxy.stripped.get(page.path);
        notes.push(
          [
            ...notesOf(`${name} ${page.path}, the same HTML with its scripts removed`, reference),
            stripped
              ? `  removed ${plural(stripped.scripts, 'script element')} and ${plural(stripped.preloads, 'script preload')}: ` +
                `HTML ${kib(stripped.htmlBytes)} → ${kib(stripped.strippedBytes)}`
              : '  (the proxy saw no answer to strip)',
          ].join('\n'),
        );
      }
    }

    console.log(`\n${table(rows)}\n`);
    console.log(notes.join('\n\n'));
    console.log(`\nLighthouse reports (median runs): ${reportDir}`);
    console.log(
      `load average before/after: ${loadBefore} / ${loadAverage()} (other work on the machine skews figures)\n`,
    );
    return budgetVerdict(misses, 'page');
  } finally {
    await proxy?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
