import type { APIRequestContext, Page } from '@playwright/test';
import type { Application } from '@portal/contracts/vacancies';
import { CSRF_HEADER, signInThroughApi } from '../support/accounts';
import { DEMO_CANDIDATE, documentNotFoundLine } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { DEMO_RECRUITER } from '../support/intranet';

/**
 * Every route of both apps opened cold (a reload, a bookmark: the document itself, not a move inside the app) on a
 * phone, at 390 px and at 320 px (WCAG 1.4.10, reflow): once the page is quiet nothing may stick out sideways
 * (document.documentElement.scrollWidth ≤ the screen's width). A route that renders a component whose stylesheet only
 * another route loads fails here (decision 0068). The project's fixture fails any of these loads on a Content
 * Security Policy violation (support/fixtures.ts).
 */

const OPEN_VACANCY = 1;
const APPLICATIONS_API = '/api/curriculum/vacancies/v1';

/**
 * Opens `path` as a fresh document and returns how wide the page is once it is quiet. On a phone (Playwright's
 * isMobile) Chromium zooms out to fit a page that is too wide, and then reports the wider layout as innerWidth:
 * the page is compared with the screen's width instead.
 */
async function openCold(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBeLessThan(500);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Pictures and late fonts may still change the layout for a frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(() => ({
    path: location.pathname,
    scrollWidth: document.documentElement.scrollWidth,
  }));
}

/** Opens each path cold and fails, naming every route, when a page is wider than the screen. */
async function expectNoOverflow(page: Page, paths: string[]) {
  const width = page.viewportSize()!.width;
  const wide: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      const seen = await openCold(page, path);
      if (seen.scrollWidth > width)
        wide.push(`${path} (shown as ${seen.path}): ${seen.scrollWidth} px wide on a ${width} px screen`);
    });
  }
  expect(wide, 'pages wider than the screen').toEqual([]);
}

/** The demo candidate's application to the open vacancy (made if missing); `made` says whether this call made it. */
async function candidateApplication(candidate: APIRequestContext): Promise<{ id: number; made: boolean }> {
  const mine = async () => {
    const response = await candidate.get(`${APPLICATIONS_API}/user`);
    expect(response.status(), 'my applications').toBe(200);
    return ((await response.json()) as Application[]).find((a) => a.vacancy.id === OPEN_VACANCY);
  };
  const existing = await mine();
  if (existing) return { id: existing.id, made: false };
  const applied = await candidate.post(APPLICATIONS_API, {
    headers: CSRF_HEADER,
    data: { vacancy_id: OPEN_VACANCY },
  });
  expect(applied.ok(), `apply: ${applied.status()}`).toBe(true);
  const made = await mine();
  return { id: made!.id, made: true };
}

const CAREERS_PUBLIC = [
  '/carreiras',
  `/carreiras/vagas/${OPEN_VACANCY}`,
  '/carreiras/register',
  '/carreiras/cadastro-concluido',
  '/carreiras/politica-de-privacidade',
  '/carreiras/termos-de-uso',
  '/carreiras/dicas-de-privacidade',
  '/carreiras/nao-existe',
];
const CAREERS_CANDIDATE = ['/carreiras/minhas-inscricoes', '/carreiras/curriculo'];
const INTRANET_PUBLIC = ['/login', '/password-recovery', '/privacidade'];
const INTRANET_SIGNED_IN = [
  '/home',
  '/notifications',
  '/pedidos/novo',
  '/recrutamento',
  '/recrutamento/vagas/nova',
  `/recrutamento/vagas/${OPEN_VACANCY}`,
  `/recrutamento/vagas/${OPEN_VACANCY}/candidatos`,
  '/nao-existe',
];

for (const width of [390, 320]) {
  test.describe(`every route opened cold at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.setTimeout(120_000);

    test.describe('signed out', () => {
      // The server answers an unknown careers path with HTTP 404 (for search engines); Chromium logs that status.
      test.use({ expectedConsoleErrors: [documentNotFoundLine('/carreiras/nao-existe')] });

      test('the careers pages and the intranet sign-in pages', async ({ page }) => {
        await expectNoOverflow(page, [...CAREERS_PUBLIC, ...INTRANET_PUBLIC]);
      });
    });

    test('the pages of a signed-in candidate', async ({ page }) => {
      await signInThroughApi(page.request, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
      await expectNoOverflow(page, CAREERS_CANDIDATE);
    });

    test('the intranet pages of a signed-in recruiter', async ({ page, playwright, baseURL }) => {
      const candidate = await playwright.request.newContext({ baseURL });
      try {
        await signInThroughApi(candidate, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
        const application = await candidateApplication(candidate);
        try {
          await signInThroughApi(page.request, DEMO_RECRUITER.email, DEMO_RECRUITER.password);
          await expectNoOverflow(page, [
            ...INTRANET_SIGNED_IN,
            `/recrutamento/candidaturas/${application.id}`,
          ]);
        } finally {
          if (application.made)
            await candidate.delete(`${APPLICATIONS_API}/${OPEN_VACANCY}`, { headers: CSRF_HEADER });
        }
      } finally {
        await candidate.dispose();
      }
    });
  });
}

test('the built scripts name no source map, and none is served (decision 0068)', async ({ request }) => {
  for (const page of ['/carreiras', '/login']) {
    const html = await (await request.get(page)).text();
    const scripts = [
      ...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
    ].map((match) => match[1]!);
    expect(scripts.length, `scripts of ${page}`).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      expect(body, script).not.toContain('sourceMappingURL');
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
  }
});
