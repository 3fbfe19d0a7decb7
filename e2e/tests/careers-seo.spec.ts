import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '@portal/contracts/locales';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { COMPANY_NAME } from '../../packages/contracts/src/company';
import {
  documentNotFoundLine,
  listedVacancies,
  SEEDED_VACANCY,
  shownDay,
  UNACCENTED,
  vacancyDetails,
  vacancyListPage,
} from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text, translator } from '../support/locales';

const t = translator('pt-BR');
/** The values schema.org allows for JobPosting.employmentType. */
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

/** The JobPosting fields these tests read, as JSON.parse gives them (anything may be missing or wrong). */
interface JobPostingJson {
  '@context'?: unknown;
  '@type'?: unknown;
  title?: unknown;
  description?: unknown;
  datePosted?: unknown;
  validThrough?: unknown;
  employmentType?: unknown;
  hiringOrganization?: unknown;
  employmentUnit?: unknown;
  jobLocation?: { '@type'?: unknown; address?: Record<string, unknown> };
  identifier?: { name?: unknown; value?: unknown };
  jobBenefits?: unknown;
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<JobPostingJson[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JobPostingJson);
}

/** The page's hreflang links: language → absolute URL. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const entries = await links.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('hreflang') ?? '', element.getAttribute('href') ?? '']),
  );
  return Object.fromEntries(entries);
}

/**
 * What search engines and slow phones get: the server's HTML alone. The context runs no script at all, the way
 * `browser.newContext({ javaScriptEnabled: false })` makes it, with the project's fixtures (console errors fail).
 */
test.describe('careers without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list carries its vacancies in the first HTML, and the filter form filters on the server', async ({
    page,
    request,
  }) => {
    const all = await listedVacancies(request);
    const found = await listedVacancies(request, { q: UNACCENTED });
    const city = { city: 'Caxias do Sul', state: 'RS' };
    const foundInCity = await listedVacancies(request, { q: UNACCENTED, city: city.city });
    expect(found.length).toBeGreaterThan(foundInCity.length);
    expect(foundInCity.length).toBeGreaterThan(0);
    const list = vacancyListPage(page);

    await page.goto('/carreiras');
    await expect(list.heading).toHaveText(t('careers', 'vacancies.headline'));
    await list.expectVacancies(all);
    await expect(page).toHaveTitle(t('careers', 'seo.listTitle'));
    // The styles come inside the HTML (no render-blocking stylesheet request): the header has its 46 px already.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).height),
    ).toBe('46px');

    await list.search.fill(UNACCENTED);
    await list.submit.click();
    // The browser itself submitted the GET form (every field, the empty ones too) and the server filtered.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/carreiras' &&
        url.searchParams.get('q') === UNACCENTED &&
        url.searchParams.get('city') === '' &&
        url.searchParams.get('unit') === '',
    );
    await list.expectVacancies(found);
    await expect(list.cardTitles).toHaveText(found.map(() => /Mecânico/));
    await expect(list.search).toHaveValue(UNACCENTED);

    await list.city.selectOption({ label: t('careers', 'vacancies.facts.cityState', city) });
    await list.submit.click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('q') === UNACCENTED && url.searchParams.get('city') === city.city,
    );
    await list.expectVacancies(foundInCity);
    await expect(list.city).toHaveValue(city.city);

    await list.clear.click();
    await expect(page).toHaveURL((url) => url.pathname === '/carreiras' && url.search === '');
    await list.expectVacancies(all);

    // 'Show more' is a plain link too: the server renders the longer list.
    expect(all.length, 'the demo data has more than one page of vacancies').toBeGreaterThan(20);
    await list.showMore.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await list.expectVacancies(all, 2);
  });

  test('an open vacancy: title, description, valid JobPosting JSON-LD, canonical and hreflang links', async ({
    page,
    request,
    baseURL,
  }) => {
    const [listed] = await listedVacancies(request, { q: UNACCENTED });
    if (!listed) throw new Error('the demo data has no vacancy for the search');
    const vacancy = await vacancyDetails(request, listed.id);
    const path = `/carreiras/vagas/${vacancy.id}`;
    const place = { title: vacancy.title, city: vacancy.city, state: vacancy.state };

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title);
    await expect(page).toHaveTitle(t('careers', 'seo.vacancyTitle', place));
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      t('careers', 'seo.vacancyDescription', { ...place, unit: vacancy.unit.name }),
    );
    await expect(
      page.getByRole('region', { name: t('library', 'vacancyDetails.duties'), exact: true }),
    ).toBeVisible();

    await test.step('JobPosting JSON-LD', async () => {
      const blocks = await jsonLd(page);
      expect(blocks).toHaveLength(1);
      const posting = blocks[0] ?? {};
      expect(posting['@context']).toBe('https://schema.org');
      expect(posting['@type']).toBe('JobPosting');
      expect(posting.title).toBe(vacancy.title);

      // The description is HTML holding the duties and the requirements.
      const description = String(posting.description);
      expect(typeof posting.description).toBe('string');
      expect(description).toContain(t('library', 'vacancyDetails.duties'));
      expect(description).toContain(t('library', 'vacancyDetails.requirements'));
      const firstDuty = vacancy.duties.split('\n')[0]?.trim() ?? '';
      expect(firstDuty).not.toBe('');
      expect(description).toContain(firstDuty);

      const datePosted = String(posting.datePosted);
      expect(datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(datePosted.slice(0, 10)).toBe(vacancy.published_at.slice(0, 10));
      const validThrough = String(posting.validThrough);
      expect(validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/);
      expect(validThrough.slice(0, 10)).toBe(vacancy.application_deadline);
      expect(Date.parse(validThrough)).toBeGreaterThan(Date.now());

      const employmentTypes = [posting.employmentType].flat();
      expect(employmentTypes.length).toBeGreaterThan(0);
      for (const type of employmentTypes) expect(EMPLOYMENT_TYPES).toContain(type);

      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: COMPANY_NAME });
      expect(posting.employmentUnit).toMatchObject({ name: vacancy.unit.name });
      // The plant's postal address, as Google's job posting guide asks: street, city, state, CEP, country.
      expect(posting.jobLocation?.['@type']).toBe('Place');
      const address = posting.jobLocation?.address ?? {};
      expect(address['@type']).toBe('PostalAddress');
      const { streetAddress, addressLocality, addressRegion, postalCode, addressCountry } = address;
      expect(
        `${streetAddress}, ${addressLocality} - ${addressRegion}, ${postalCode}, ${addressCountry}`,
      ).toBe(`${vacancy.unit.street}, ${vacancy.city} - ${vacancy.state}, ${vacancy.unit.postal_code}, BR`);
      expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', value: String(vacancy.id) });
      expect(posting.identifier?.name).toBeTruthy();

      expect(vacancy.benefits.length).toBeGreaterThan(0);
      for (const benefit of vacancy.benefits)
        expect(String(posting.jobBenefits)).toContain(t('library', `vacancyDetails.benefits.${benefit}`));
    });

    await test.step('canonical and hreflang links', async () => {
      const canonical = `${baseURL}${path}`;
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
      const links = await alternates(page);
      expect(Object.keys(links).sort()).toEqual([...LOCALES, 'x-default'].sort());
      expect(links['pt-BR']).toBe(canonical);
      expect(links['x-default']).toBe(canonical);
      // Each language's URL serves the page in that language, declares itself canonical and links back.
      for (const lng of LOCALES.filter((locale) => locale !== 'pt-BR')) {
        const href = links[lng] ?? '';
        expect(href.startsWith(`${baseURL}${path}`), `${lng}: ${href}`).toBe(true);
        const translated = await vacancyDetails(request, vacancy.id, lng as Locale);
        await page.goto(href);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', href);
        expect(await alternates(page)).toEqual(links);
        const [posting] = await jsonLd(page);
        expect(posting?.title).toBe(translated.title);
        expect(text(lng, 'library', 'vacancyDetails.duties')).not.toBe(t('library', 'vacancyDetails.duties'));
        expect(String(posting?.description)).toContain(text(lng, 'library', 'vacancyDetails.duties'));
      }
    });
  });

  test("a vacancy's link preview: its Open Graph and Twitter tags pass an Open Graph parser, og:image is its card", async ({
    request,
    baseURL,
  }) => {
    const [listed] = await listedVacancies(request, { q: UNACCENTED });
    if (!listed) throw new Error('the demo data has no vacancy for the search');
    const lng: Locale = 'es-ES';
    const vacancy = await vacancyDetails(request, listed.id, lng);
    const url = `${baseURL}/carreiras/vagas/${vacancy.id}?lang=${lng}`;
    // What WhatsApp's or LinkedIn's crawler reads: the server's HTML, no script run.
    const html = await (await request.get(url)).text();
    const { result, error } = await ogs({ html });
    expect(error).toBe(false);
    const place = { title: vacancy.title, city: vacancy.city, state: vacancy.state };
    expect(result).toMatchObject({
      ogType: 'website',
      ogSiteName: text(lng, 'careers', 'seo.siteName'),
      ogTitle: text(lng, 'careers', 'seo.vacancyTitle', place),
      ogDescription: text(lng, 'careers', 'seo.vacancyDescription', { ...place, unit: vacancy.unit.name }),
      ogUrl: url,
      ogLocale: 'es_ES',
      twitterCard: 'summary_large_image',
    });
    expect(html).toContain('<meta property="og:locale:alternate" content="pt_BR" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
    const [image] = result.ogImage ?? [];
    expect(image).toMatchObject({
      url: `${baseURL}/api/curriculum/vacancies/v1/${vacancy.id}/card.png?lang=${lng}`,
      type: 'image/png',
      width: '1200',
      height: '630',
    });
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+" \/>/);

    const card = await request.get(image!.url);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await card.body()).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);

    // The JobPosting's company carries a real logo image.
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const logoUrl = (JSON.parse(ld ?? '{}') as { hiringOrganization?: { logo?: string } }).hiringOrganization
      ?.logo;
    expect(logoUrl).toBe(`${baseURL}/carreiras/logo.png`);
    const logo = await request.get(logoUrl!);
    expect(logo.headers()['content-type']).toBe('image/png');
    expect((await sharp(await logo.body()).metadata()).width).toBe(512);
  });

  test('a vacancy past its deadline has no JobPosting and says applications are closed', async ({
    page,
    request,
  }) => {
    const vacancy = await vacancyDetails(request, SEEDED_VACANCY.expired);
    expect(vacancy.deadline_passed).toBe(true);
    const response = await page.goto(`/carreiras/vagas/${vacancy.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(
      t('careers', 'vacancy.closedNotice', { date: shownDay(vacancy.application_deadline) }),
    );
    const confirm = page.getByRole('button', { name: t('careers', 'registration.confirm') });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(t('careers', 'registration.closedReason'));
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [documentNotFoundLine(`/carreiras/vagas/${SEEDED_VACANCY.closed}`)] });

    test('a closed vacancy answers 404 "no longer available", without JobPosting', async ({ page }) => {
      const response = await page.goto(`/carreiras/vagas/${SEEDED_VACANCY.closed}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('careers', 'vacancy.unavailable.title'),
      );
      await expect(page).toHaveTitle(t('careers', 'seo.vacancyGoneTitle'));
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    });
  });
});

/** Whether a robots.txt group for every user agent allows `path`: the longest matching rule wins (RFC 9309). */
function robotsAllow(rules: { allow: boolean; path: string }[], path: string): boolean {
  const matching = rules.filter((rule) => path.startsWith(rule.path));
  matching.sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

test.describe('careers for search engines: sitemap and robots', () => {
  test('/sitemap.xml lists the careers home and every open vacancy with lastmod and languages, not closed ones', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
    const xml = await response.text();

    // Parsed by the browser's XML parser: a malformed sitemap fails here.
    const urls = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0)
        throw new Error('sitemap.xml is not well-formed');
      const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      if (doc.documentElement.localName !== 'urlset' || doc.documentElement.namespaceURI !== ns)
        throw new Error('sitemap.xml has no sitemaps.org urlset');
      return [...doc.getElementsByTagNameNS(ns, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? '',
        hreflangs: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
          (link) => link.getAttribute('hreflang') ?? '',
        ),
      }));
    }, xml);

    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size, 'no URL twice').toBe(urls.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${baseURL}/carreiras`), url.loc).toBe(true);
      expect(Number.isNaN(Date.parse(url.lastmod)), `lastmod of ${url.loc}: ${url.lastmod}`).toBe(false);
      for (const lng of LOCALES) expect(url.hreflangs, url.loc).toContain(lng);
    }
    expect(byLoc.has(`${baseURL}/carreiras`)).toBe(true);
    const open = await listedVacancies(request);
    for (const vacancy of open)
      expect(byLoc.has(`${baseURL}/carreiras/vagas/${vacancy.id}`), vacancy.title).toBe(true);
    expect(byLoc.has(`${baseURL}/carreiras/vagas/${SEEDED_VACANCY.closed}`), 'a closed vacancy').toBe(false);

    // lastmod says when the vacancy last changed.
    const [first] = open;
    if (!first) throw new Error('the demo data has no open vacancy');
    const details = await vacancyDetails(request, first.id);
    const lastmod = byLoc.get(`${baseURL}/carreiras/vagas/${first.id}`)?.lastmod ?? '';
    expect(Date.parse(lastmod)).toBe(Date.parse(details.updated_at));
  });

  test('/robots.txt lets search engines read and render the careers pages, not the personal ones, and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const rules = lines
      .map((line) => /^(Allow|Disallow):\s*(\S*)$/i.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ allow: match[1]?.toLowerCase() === 'allow', path: match[2] ?? '' }));

    for (const path of [
      '/carreiras',
      '/carreiras?q=mecanico',
      '/carreiras/vagas/20',
      '/carreiras/vagas/20?lang=en-US',
      // What a rendering crawler loads with the page: without it, it renders the page unstyled.
      '/carreiras/favicon.svg',
      '/locales/pt-BR/careers.json',
      '/api/curriculum/vacancies/v1',
      // The share cards that link previews show (decision 0076).
      '/api/curriculum/vacancies/v1/20/card.png?lang=es-ES',
    ])
      expect(robotsAllow(rules, path), `${path} is allowed`).toBe(true);
    for (const path of [
      '/carreiras/minhas-inscricoes',
      '/carreiras/register',
      '/carreiras/curriculo',
      // The job alerts' pages only make sense with a mail's token.
      '/carreiras/alertas/gerenciar',
      '/home',
      '/login',
    ])
      expect(robotsAllow(rules, path), `${path} is disallowed`).toBe(false);
  });
});
