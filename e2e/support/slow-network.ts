import type { Page, Route } from '@playwright/test';

/**
 * Holds every request that `url` matches until `release()` is called: the slowest network there is, to see what a
 * page does before an answer or its scripts arrive. `held` lists the URLs held so far; `stop()` lets later
 * requests through untouched.
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  const hold = async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  };
  await page.route(url, hold);
  return { held, release, stop: () => page.unroute(url, hold) };
}
