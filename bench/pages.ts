// Page benchmark of the careers list and a vacancy page, and of the intranet's /login and /recrutamento: Lighthouse
// 12 with its default mobile preset (Moto G Power-class screen, simulated slow 4G and 4× CPU slowdown) in Debian's
// Chromium, against the built server.
//
// Needs `npm run build` first. Starts apps/server/dist/server.js in a child process on a free port, on a fresh
// embedded database with the demo data, runs Lighthouse on /carreiras and /carreiras/vagas/{id}, /login, and
// /recrutamento signed in as the demo recruiter (several runs per page, the median by performance score is
// reported, as Lighthouse's documentation advises on a noisy machine) and checks the budgets. Careers pages:
// performance ≥ 95, accessibility 100, SEO 100; /carreiras/register (decision 0068): performance ≥ 95,
// JavaScript ≤ 100 KiB, layout shift ≤ 0.1; intranet pages (decision 0058): performance ≥ 90; all:
// JavaScript sent for the first view ≤ 120 KiB gzip — both as Lighthouse saw it on the wire and as gzip -9 of the
// script bodies (the figure that does not depend on whether the server compresses). Prints its figures and the
// findings; exits 1 when a budget is missed.
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
import { budgetVerdict, runMain } from './support/run-main';
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
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
interface Budget {
  performance: number;
  accessibility?: number;
  seo?: number;
  javascriptBytes: number;
  /** Cumulative layout shift, as Lighthouse measured it. */
  layoutShift?: number;
}
const CAREERS_BUDGET: Budget = { performance: 95, accessibility: 100, seo: 100, javascriptBytes: 120 * 1024 };
/**
 * Decision 0068: the register page, where candidates arrive from a vacancy, sends at most 100 KiB of JavaScript for
 * its first view and shifts its layout by at most 0.1. Search engines are kept out of it (robots.txt), so no SEO
 * budget.
 */
const REGISTER_BUDGET: Budget = {
  performance: 95,
  accessibility: 100,
  javascriptBytes: 100 * 1024,
  layoutShift: 0.1,
};
/** `BENCH_PAGES=list,register` runs only those pages (names of the table's first column). */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/** Decision 0058: the intranet's first view (its accessibility is held by the e2e axe checks). */
const INTRANET_BUDGET: Budget = { performance: 90, javascriptBytes: 120 * 1024 };
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
  try {
    const list = await get(`${origin}/api/curriculum/vacancies/v1`);
    const [first] = JSON.parse(list.body.toString('utf8')) as { id: number }[];
    if (!first) throw new Error('no open vacancy is listed');
    const pages: { name: string; path: string; budget: Budget; credentials?: Credentials }[] = [
      { name: 'list', path: '/carreiras', budget: CAREERS_BUDGET },
      { name: 'detail', path: `/carreiras/vagas/${first.id}`, budget: CAREERS_BUDGET },
      { name: 'register', path: '/carreiras/register', budget: REGISTER_BUDGET },
      { name: 'login', path: '/login', budget: INTRANET_BUDGET },
      { name: 'recruiting', path: '/recrutamento', budget: INTRANET_BUDGET, credentials: RECRUITER },
    ];

    console.log(
      `Careers and intranet pages — ${new Date().toISOString()}, Lighthouse 12 mobile preset, ${RUNS} run${RUNS === 1 ? '' : 's'} a page`,
    );
    if (ONLY) pages.splice(0, pages.length, ...pages.filter((page) => ONLY.includes(page.name)));
    const rows: string[][] = [
      ['page', 'perf', 'a11y', 'SEO', 'best pr.', 'JS wire', 'JS gzip -9', 'JS raw', 'scripts', 'LCP', 'TBT'],
    ];
    const misses: string[] = [];
    const notes: string[] = [];
    for (const page of pages) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await audit(`${origin}${page.path}`, page.credentials));
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      writeFileSync(join(reportDir, `${page.name}.html`), generateReport(lhr, 'html'));
      writeFileSync(join(reportDir, `${page.name}.json`), JSON.stringify(lhr));

      const scripts = await scriptsOf(lhr);
      const wire = scripts.reduce((sum, s) => sum + s.transferSize, 0);
      const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
      rows.push([
        `${page.name} ${page.path}`,
        String(score(lhr, 'performance')),
        String(score(lhr, 'accessibility')),
        String(score(lhr, 'seo')),
        String(score(lhr, 'best-practices')),
        kib(wire),
        kib(gzip),
        kib(raw),
        String(scripts.length),
        lhr.audits['largest-contentful-paint']?.displayValue ?? '',
        lhr.audits['total-blocking-time']?.displayValue ?? '',
      ]);

      const pageNotes = [
        `${page.name} ${page.path} (performance of the ${RUNS} runs: ${runs.map((r) => score(r, 'performance')).join(', ')})`,
      ];
      pageNotes.push(
        `  metrics: ${METRICS.map((id) => `${lhr.audits[id]?.title} ${lhr.audits[id]?.displayValue ?? '?'}`).join('; ')}`,
      );
      pageNotes.push('  largest scripts (wire / gzip -9 / raw, content-encoding):');
      for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8)) {
        pageNotes.push(
          `    ${kib(script.transferSize)} / ${kib(script.gzipBytes)} / ${kib(script.bytes)}, ${script.contentEncoding}  ${new URL(script.url).pathname}`,
        );
      }
      const uncompressed = scripts.filter((s) => s.contentEncoding === 'none' && s.bytes > 1024);
      if (uncompressed.length)
        pageNotes.push(
          `  NOT COMPRESSED by the server: ${uncompressed.map((s) => new URL(s.url).pathname).join(', ')}`,
        );

      const budget = page.budget;
      const shift = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY;
      const checks: [string, boolean, () => string[]][] = [
        [
          `performance ${score(lhr, 'performance')} (budget ≥ ${budget.performance})`,
          score(lhr, 'performance') >= budget.performance,
          () => [...findings(lhr, 'performance'), ...opportunities(lhr).map((o) => `opportunity: ${o}`)],
        ],
        ...(['accessibility', 'seo'] as const).flatMap((category): [string, boolean, () => string[]][] => {
          const min = budget[category];
          if (min === undefined) return [];
          const name = category === 'seo' ? 'SEO' : category;
          return [
            [
              `${name} ${score(lhr, category)} (budget ${min})`,
              score(lhr, category) >= min,
              () => findings(lhr, category),
            ],
          ];
        }),
        ...(budget.layoutShift === undefined
          ? []
          : [
              [
                `layout shift ${shift.toFixed(3)} (budget ≤ ${budget.layoutShift})`,
                shift <= budget.layoutShift,
                () => [],
              ] as [string, boolean, () => string[]],
            ]),
        [
          `JavaScript on the wire ${kib(wire)} (budget ≤ ${kib(budget.javascriptBytes)})`,
          wire <= budget.javascriptBytes,
          () => [],
        ],
        [
          `JavaScript gzip -9 ${kib(gzip)} (budget ≤ ${kib(budget.javascriptBytes)})`,
          gzip <= budget.javascriptBytes,
          () => [],
        ],
      ];
      for (const [label, met, details] of checks) {
        if (met) continue;
        misses.push(`${page.name}: ${label}`);
        pageNotes.push(`  MISSED ${label}`);
        for (const line of details()) pageNotes.push(`    - ${line}`);
      }
      const practices = findings(lhr, 'best-practices');
      if (practices.length) pageNotes.push(`  best practices (not a budget): ${practices.join('; ')}`);
      notes.push(pageNotes.join('\n'));
    }

    console.log(`\n${table(rows)}\n`);
    console.log(notes.join('\n\n'));
    console.log(`\nLighthouse reports (median runs): ${reportDir}\n`);
    return budgetVerdict(misses, 'page');
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
