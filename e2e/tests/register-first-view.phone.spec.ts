import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expectScriptsWithin, firstViewScripts } from '../support/first-view';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';

/**
 * Decision 0068: /carreiras/register, where most candidates first arrive from a vacancy, on a phone: at most 90 KiB
 * gzip of JavaScript until the network is quiet (support/first-view.ts counts it as the intranet's budget does), and
 * a cumulative layout shift of at most 0.1 (Core Web Vitals' 'good'), measured by the browser's own layout-shift
 * entries from the first paint until the page is quiet, on a throttled network.
 */
const BUDGET_KIB = 90;
const MAX_LAYOUT_SHIFT = 0.1;

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  test(`/carreiras/register opened on a phone: first-view JavaScript within ${BUDGET_KIB} KiB, layout shift within ${MAX_LAYOUT_SHIFT} (${lng})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    // A phone's network, as Lighthouse's mobile preset has it (150 ms round trips, 1.6 Mbit/s): what arrives after
    // the server's markup is painted (a late stylesheet, a late chunk) arrives late enough to show as a shift.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);
          });
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts = await firstViewScripts(
      page,
      '/carreiras/register',
      text(lng, 'careers', 'register.pageTitle'),
    );

    // A moment after the network is quiet, for a late font or a late stylesheet.
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: 'layout shift', description: `${lng}: ${total.toFixed(3)}` });
    expect(total, `layout shift ${total.toFixed(3)}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(
      MAX_LAYOUT_SHIFT,
    );
    expectScriptsWithin(scripts, `/carreiras/register (${lng})`, BUDGET_KIB);
  });
}
