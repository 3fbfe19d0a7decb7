// Where the main thread goes during a page's first view: loads a page in Chromium with a 4× CPU slowdown (as
// Lighthouse's mobile preset assumes), records a performance trace and a sampled JavaScript profile until the
// network is quiet, and prints every task of the renderer's main thread longer than 50 ms with what it did (script
// evaluation, function calls, parsing, style, layout, garbage collection) and the functions with the most self time.
//
// Not part of CI. Against a running server: `node --import tsx trace-first-view.ts http://127.0.0.1:3000/carreiras`;
// `TRACE_SIGN_IN=recruiter` signs in as the demo recruiter first; `TRACE_RUNS=3` loads the page that many times
// (a fresh browser each time); `TRACE_OUT=dir` keeps the raw traces.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type CDPSession } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const SIGN_IN: Record<string, { email: string; password: string }> = {
  recruiter: { email: 'recrutador@example.com', password: 'Recrutador-Portal-2026!' },
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

async function traceOnce(url: string, run: number) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const who = process.env.TRACE_SIGN_IN;
    if (who) {
      const credentials = SIGN_IN[who];
      if (!credentials) throw new Error(`unknown TRACE_SIGN_IN ${who}`);
      await page.goto(`${new URL(url).origin}/api/ready`);
      const basic = Buffer.from(`${credentials.email}:${credentials.password}`).toString('base64');
      const status = await page.evaluate(
        async (authorization) =>
          (await fetch('/api/auth/auth/v1/token', { headers: { Authorization: authorization } })).status,
        `Basic ${basic}`,
      );
      if (status !== 200) throw new Error(`sign-in answered ${status}`);
    }
    const cdp: CDPSession = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const buffer = await page.tracing.stop();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const trace = JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    if (process.env.TRACE_OUT) {
      mkdirSync(process.env.TRACE_OUT, { recursive: true });
      writeFileSync(join(process.env.TRACE_OUT, `trace-${run}.json`), JSON.stringify(trace));
      writeFileSync(join(process.env.TRACE_OUT, `profile-${run}.cpuprofile`), JSON.stringify(profile));
    }
    return { events: trace.traceEvents, profile };
  } finally {
    await browser.close();
  }
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const consumers = new Map<string, SourceMapConsumer | null>();

/** The original place of a built script's position, when the build wrote source maps (`SOURCEMAP=1 npm run build`). */
function original(url: string, line: number, column: number): string | undefined {
  const name = basename(new URL(url, 'http://x').pathname);
  if (!consumers.has(name)) {
    const file = ['careers', 'intranet']
      .map((app) => join(ROOT, 'apps', app, 'dist/assets', `${name}.map`))
      .find((candidate) => existsSync(candidate));
    consumers.set(name, file ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const consumer = consumers.get(name);
  if (!consumer) return undefined;
  const place = consumer.originalPositionFor({ line: line + 1, column });
  if (!place.source) return undefined;
  return `${place.name ?? ''} ${place.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')}:${place.line}`;
}

const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(inline)';

function describe(url: string, events: TraceEvent[], profile: Profile) {
  // The renderer that navigated to the page (headless Chromium runs other renderers of its own, chrome:// pages).
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL === url &&
      e.args?.data?.isLoadingMainFrame,
  );
  if (!navigation) throw new Error('no navigation to the page in the trace');
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation.pid,
  );
  if (!mainThread) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X');
  const origin = navigation.ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= origin && (e.dur ?? 0) > 0);
  const marks = events
    .filter((e) => e.cat.includes('blink.user_timing') && e.pid === mainThread.pid && e.ts >= origin)
    .map((e) => `${e.name}@${ms(e.ts - origin)}`);
  const long = tasks.filter((t) => (t.dur ?? 0) > 50_000);
  const blocking = long.reduce((sum, t) => sum + (t.dur ?? 0) - 50_000, 0);
  const total = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  console.log(
    `  main-thread task time ${ms(total)}; ${long.length} tasks > 50 ms; blocking time (sum over 50 ms) ${ms(blocking)}`,
  );
  console.log(`  marks: ${[...new Set(marks)].join(', ')}`);

  // Sampled self time per function, for attributing a task's script time.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n);
  const labelOf = (node: ProfileNode) => {
    const f = node.callFrame;
    return (
      (f.url && original(f.url, f.lineNumber, f.columnNumber)) ||
      `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    );
  };
  const samples: { ts: number; node: ProfileNode }[] = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (node) samples.push({ ts, node });
  });

  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task);
    const parts = new Map<string, number>();
    for (const e of inside) {
      if (
        ![
          'EvaluateScript',
          'FunctionCall',
          'v8.compile',
          'v8.compileModule',
          'v8.evaluateModule',
          'ParseHTML',
          'ParseAuthorStyleSheet',
          'UpdateLayoutTree',
          'Layout',
          'MajorGC',
          'MinorGC',
          'V8.GC_MARK_COMPACTOR',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'XHRReadyStateChange',
          'Paint',
          'PrePaint',
          'HitTest',
          'ResourceReceivedData',
          'V8.RunMicrotasks',
          'RunMicrotasks',
        ].includes(e.name)
      )
        continue;
      const data = e.args?.data ?? {};
      const label = `${e.name}${data.url ? ` ${short(data.url)}` : ''}${data.functionName ? ` ${String(data.functionName)}` : ''}${data.type ? ` ${String(data.type)}` : ''}`;
      parts.set(label, (parts.get(label) ?? 0) + (e.dur ?? 0));
    }
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    within.forEach((s, i) => {
      const next = within[i + 1]?.ts ?? Math.min(end, s.ts + 200);
      const label = labelOf(s.node);
      self.set(label, (self.get(label) ?? 0) + (next - s.ts));
      // Inclusive time of the app's own functions (not node_modules), once per sample however deep the recursion.
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = s.node; n; n = parentOf.get(n.id)) {
        const l = labelOf(n);
        if (!/ (src|packages)\//.test(l) || seen.has(l)) continue;
        seen.add(l);
        inclusive.set(l, (inclusive.get(l) ?? 0) + (next - s.ts));
      }
    });
    console.log(`  task @${ms(task.ts - origin)} ${ms(task.dur ?? 0)}`);
    for (const [label, dur] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      if (dur >= 3000) console.log(`      ${ms(dur).padStart(7)}  ${label}`);
    }
    for (const [label, dur] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      if (dur >= 2000) console.log(`      self ${ms(dur).padStart(6)}  ${label}`);
    }
    for (const [label, dur] of [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TRACE_TOP ?? 12))) {
      if (dur >= 4000) console.log(`      incl ${ms(dur).padStart(6)}  ${label}`);
    }
  }
}

const url = process.argv[2];
if (!url) throw new Error('usage: trace-first-view.ts <url>');
const runs = Number(process.env.TRACE_RUNS ?? 1);
for (let run = 0; run < runs; run++) {
  console.log(`${url} — run ${run + 1}`);
  const { events, profile } = await traceOnce(url, run);
  describe(url, events, profile);
}
