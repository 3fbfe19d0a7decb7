import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '#server-test/server-process';

// The real entry point in a child process: configuration errors, listening, graceful shutdown.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) => spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...env });

describe('server process', () => {
  it('refuses to start on invalid configuration, naming each bad field on its own line, exit code 1', async () => {
    const run = start({ PORT: 'eighty', SMTP_URL: 'not-a-url' });
    expect(await run.exit).toBe(1);
    const lines = run.output().split('\n');
    expect(lines.filter((l) => /^\s+PORT: /.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^\s+SMTP_URL: /.test(l))).toHaveLength(1);
  });

  it('listens, answers, and on SIGTERM finishes and exits 0', async () => {
    const run = start({ PORT: '0', LOG_LEVEL: 'info' });
    const deadline = Date.now() + 40_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /Intranet:\s+(http:\/\/\S+)\//.exec(run.output())?.[1];
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    expect(url, run.output()).toBeDefined();
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('shutting down');
  }, 60_000);
});
