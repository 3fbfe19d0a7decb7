import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { signInThroughApi } from '../support/accounts';
import { expectScriptsWithin, firstViewScripts, type LoadedScript } from '../support/first-view';
import { DEMO_RECRUITER, expect, test } from '../support/intranet';
import { text } from '../support/locales';

/**
 * Decisions 0058 and 0104: the intranet's first view sends at most 100 KiB gzip of JavaScript on /login and on
 * /recrutamento (signed in as a recruiter), and the recruiting screens are a chunk of their own (decision 0058).
 * The cheap guard that runs in CI; `npm run bench` measures the same pages with Lighthouse (performance ≥ 90).
 * The figure is support/first-view.ts's: gzip -9 of every script the page loads until the network is quiet.
 */
const BUDGET_KIB = 100;

/** The recruiting screens' chunks (named after their modules: the guard, the vacancy list and editor). */
const recruitingChunk = (script: LoadedScript) => /recruiting-guard|vacancy-/.test(script.path);

for (const lng of ['pt-BR', 'en-US'] as const satisfies readonly Locale[]) {
  test(`first view of /login within 120 KiB of JavaScript, without the recruiting screens (${lng})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    const scripts = await firstViewScripts(page, '/login', text(lng, 'intranet', 'login.title'));
    expectScriptsWithin(scripts, `/login (${lng})`, BUDGET_KIB);
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
    expectScriptsWithin(scripts, `/recrutamento (${lng})`, BUDGET_KIB);
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
