import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A page's first-view JavaScript as the budgets of decisions 0058 and 0068 count it: gzip -9 of each script's body,
 * as scripts/precompress.mjs writes it (so it does not depend on what the server compresses); every script the page
 * loads until the network is quiet counts.
 */
export interface LoadedScript {
  path: string;
  gzipBytes: number;
}

/** Opens `path` in `page` (fresh) and returns every script it loaded for its first view. */
export async function firstViewScripts(page: Page, path: string, heading: string): Promise<LoadedScript[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return Promise.all(
    responses.map(async (response) => ({
      path: new URL(response.url()).pathname,
      gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
    })),
  );
}

/** Fails, listing the scripts largest first, when they weigh more than `budgetKiB` KiB gzip together. */
export function expectScriptsWithin(scripts: LoadedScript[], page: string, budgetKiB: number): void {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const listing = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KiB ${script.path}`)
    .join('\n');
  test
    .info()
    .annotations.push({ type: 'first-view JS', description: `${page}: ${(total / 1024).toFixed(1)} KiB` });
  expect(
    total,
    `first-view JavaScript of ${page}: ${(total / 1024).toFixed(1)} KiB gzip, budget ${budgetKiB} KiB\n${listing}`,
  ).toBeLessThanOrEqual(budgetKiB * 1024);
}
