import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { signInThroughApi } from '../support/accounts';
import { DEMO_RECRUITER, expect, test } from '../support/intranet';
import { text } from '../support/locales';

/**
 * Decision 0058: the intranet's first view sends at most 120 KiB gzip of JavaScript on /login and on
 * /recrutamento (signed in as a recruiter), and the recruiting screens are a chunk of their own (decision 0058).
 * The cheap guard that runs in CI; `npm run bench` measures the same pages with Lighthouse (performance ≥ 90).
 * The figure is gzip -9 of each script's body, as scripts/precompress.mjs writes it, so it does not depend on
 * what the server compresses; every script the page loads until the network is quiet counts.
 */
const BUDGET_BYTES = 120 * 1024;

interface Loaded {
  path: string;
  gzipBytes: number;
}

/** Opens `path` in a fresh page and returns every script it loaded for its first view. */
async function firstViewScripts(page: Page, path: string, heading: string): Promise<Loaded[]> {
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

function expectWithinBudget(scripts: Loaded[], page: string) {
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
    `first-view JavaScript of ${page}: ${(total / 1024).toFixed(1)} KiB gzip, budget 120 KiB\n${listing}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);
}

/** The recruiting screens' chunks (named after their modules: the guard, the vacancy list and editor). */
const recruitingChunk = (script: Loaded) => /recruiting-guard|vacancy-/.test(script.path);

for (const lng of ['pt-BR', 'en-US'] as const satisfies readonly Locale[]) {
  test(`first view of /login within 120 KiB of JavaScript, without the recruiting screens (${lng})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    const scripts = await firstViewScripts(page, '/login', text(lng, 'intranet', 'login.title'));
    expectWithinBudget(scripts, `/login (${lng})`);
    expect(scripts.filter(recruitingChunk)).toEqual([]);
  });

  test(`first view of /recrutamento for a recruiter within 120 KiB of JavaScript (${lng})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    await signInThroughApi(context.request, DEMO_RECRUITER.email, DEMO_RECRUITER.password);
    const scripts = await firstViewScripts(
      page,
      '/recrutamento',
      text(lng, 'intranet', 'recruiting.list.title'),
    );
    expectWithinBudget(scripts, `/recrutamento (${lng})`);
    // The recruiting screens are their own chunk: loaded here, and not on a signed-in page without them.
    expect(scripts.filter(recruitingChunk).length).toBeGreaterThan(0);
    const home = await firstViewScripts(
      await context.newPage(),
      '/home',
      text(lng, 'intranet', 'home.title'),
    );
    expect(home.filter(recruitingChunk)).toEqual([]);
  });
}
