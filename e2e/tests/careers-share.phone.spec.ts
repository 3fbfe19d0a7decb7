import type { Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, listedVacancies } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { useLanguage } from '../support/phone';

/**
 * A vacancy passed on from a phone (decision 0077), in es-ES: 'Share' opens the phone's share sheet (the Web Share
 * API, recorded here: headless Chromium has none) with the page's address in the reader's language, whose preview
 * (Open Graph, the share card) careers-seo.spec.ts checks.
 */

const lng: Locale = 'es-ES';
const tc = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);

test("'Share' hands the phone's share sheet the vacancy's title and address", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, lng);
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const [vacancy] = await listedVacancies(request, {}, lng);
  if (!vacancy) throw new Error('the demo data has no open vacancy');
  await page.goto(`/carreiras/vagas/${vacancy.id}`);
  await expectHydrated(page, lng, vacancy.title);
  const region = page.getByRole('region', { name: tc('vacancy.share.title') });
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole('link')).toHaveCount(0);
  await region.getByRole('button', { name: tc('vacancy.share.button') }).tap();
  const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
  expect(shared).toEqual([
    {
      title: vacancy.title,
      text: tc('vacancy.share.text', { title: vacancy.title, city: vacancy.city, state: vacancy.state }),
      // Marked as a share: an application that follows it says so (issue 29).
      url: `${baseURL}/carreiras/vagas/${vacancy.id}?source=share&lang=${lng}`,
    },
  ]);
  await expectNoSeriousViolations(page);
});
