// Prints where a `npm run test:all` spent its time: each phase's wall and CPU time, the run's total wall time (phases
// may run at once, so it is not their sum), then the 10 slowest test files of the unit/API projects (vitest's JSON
// report) and of the e2e run (Playwright's). Usage: node scripts/timing-table.mjs DIR, DIR holding `phases.tsv` (name,
// wall seconds, CPU seconds, exit code per line), `vitest.json` and `e2e*.json` when those phases ran; the run's start
// (`$EPOCHREALTIME`) in TEST_ALL_STARTED.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/timing-table.mjs DIR');
const root = new URL('..', import.meta.url).pathname;

const seconds = (s) => `${s.toFixed(1).padStart(7)} s`;
const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;

const lines = ['', '=== where the time went ==='];
const phasesFile = join(dir, 'phases.tsv');
const phases = existsSync(phasesFile)
  ? readFileSync(phasesFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, wall, cpu, code] = line.split('\t');
        return { name, wall: Number(wall), cpu: Number(cpu), code: Number(code) };
      })
  : [];
const started = Number(process.env.TEST_ALL_STARTED);
const total = started ? Date.now() / 1000 - started : phases.reduce((sum, p) => sum + p.wall, 0);
lines.push(`${'phase'.padEnd(60)} wall time   CPU time`);
for (const p of phases)
  lines.push(
    `${p.name.padEnd(60)} ${seconds(p.wall)} ${seconds(p.cpu)}${p.code ? `  (exit ${p.code})` : ''}`,
  );
lines.push(`${'total'.padEnd(60)} ${seconds(total)}  (${minutes(total)})`);

/** Test files with their wall time: [label, seconds]. */
const files = [];
const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  for (const result of report.testResults ?? []) {
    // A file of the API suite runs once per database: each run is its own line.
    files.push([`vitest ${relative(root, result.name)}`, (result.endTime - result.startTime) / 1000]);
  }
}
// One JSON report per e2e shard (scripts/e2e-shards.sh), or one for a single run.
for (const e2eFile of readdirSync(dir).filter((name) => /^e2e.*\.json$/.test(name))) {
  const report = JSON.parse(readFileSync(join(dir, e2eFile), 'utf8'));
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const run of test.results ?? [])
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (run.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const [file, wall] of byFile) files.push([`e2e ${file}`, wall]);
}
if (files.length) {
  lines.push('', 'the 10 slowest test files                 wall time');
  for (const [label, wall] of files.sort((a, b) => b[1] - a[1]).slice(0, 10))
    lines.push(`${label.padEnd(70)} ${seconds(wall)}`);
}
console.log(lines.join('\n'));
