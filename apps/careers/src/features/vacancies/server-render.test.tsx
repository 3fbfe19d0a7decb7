import type { VacancyFilters } from '@portal/contracts/vacancies';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { ApiProvider, apiKey } from '@portal/shell/api/swr';
import { FirstViewNavigation } from '@portal/shell/navigation/first-view-navigation';
import { RouterNavigation } from '@portal/shell/navigation/router-navigation';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstViewPage } from '#careers/app/first-view-pages';
import { sampleVacancy, sampleVacancyDetail } from '#careers/test/sample-vacancy';
import { vacancyFiltersRequest, vacancyListRequest } from './api/get-vacancies';
import { vacancyRequest } from './api/get-vacancy';
import { VacanciesPage } from './components/vacancies-page';
import { VacancyPage } from './components/vacancy-page';

const item = sampleVacancy();
const detail = sampleVacancyDetail({
  duties: 'Executar manutenção preventiva\nDiagnosticar falhas',
  working_day: 'Segunda a sexta',
  requirements: 'Curso técnico em Mecânica',
  observations: 'Vaga também para PcD',
  benefits: ['health', 'education'],
});
const filters: VacancyFilters = {
  cities: [{ city: 'Betim', state: 'MG' }],
  units: [{ id: 1, name: 'Fábrica Betim', cities: ['Betim'] }],
};

const routes: RouteObject[] = [
  { path: '/', Component: VacanciesPage },
  { path: '/vagas/:id', Component: VacancyPage },
];

let server: TestServer;
let root: Root | undefined;

beforeEach(async () => {
  // The browser revalidates after hydration; it gets the same data.
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/vacancies/v1/filters') return sendJson(response, 200, filters);
    if (path === '/api/curriculum/vacancies/v1') return sendJson(response, 200, [item]);
    if (path === '/api/curriculum/vacancies/v1/7/exist-user')
      return sendJson(response, 200, { exists: true });
    if (path === '/api/curriculum/vacancies/v1/7') return sendJson(response, 200, detail);
    sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=; max-age=0; path=/';
  resetApiClient();
  await server.close();
});

function providers(fallback: Record<string, unknown>, children: ReactNode) {
  return (
    <ApiProvider fallback={fallback}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </ApiProvider>
  );
}

/**
 * Renders `url` to HTML as the server does (a first view, data handed over in the cache as plain JSON), then
 * hydrates that HTML in the browser. Returns the server's HTML and the hydration errors React reported.
 */
async function serverRenderThenHydrate(
  url: string,
  fallback: Record<string, unknown>,
  /** What only the browser has (e.g. its cookies), set after the server render. */
  inBrowser: () => void = () => {},
) {
  // As the server renders a list or a vacancy (entry-server.tsx): without the router, as the browser hydrates it.
  const page = firstViewPage(new URL(url, 'http://localhost').pathname);
  const Page = matchRoutes(routes, url)?.at(-1)?.route.Component;
  if (!page || !Page) throw new Error(`${url} is not a first-view page`);
  const html = renderToString(
    providers(
      fallback,
      <FirstViewNavigation
        basename="/"
        params={page.params}
        url={new URL(url, 'http://localhost')}
        onLeave={async () => {}}
      >
        <Page />
      </FirstViewNavigation>,
    ),
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  inBrowser();

  const errors: unknown[] = [];
  // The browser hydrates a list or a vacancy without the router, at the document's URL (decision 0104).
  window.history.replaceState(null, '', url);
  await act(async () => {
    root = hydrateRoot(
      container,
      providers(
        fallback,
        <FirstViewNavigation basename="/" params={page.params} onLeave={async () => {}}>
          <Page />
        </FirstViewNavigation>,
      ),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { html, errors };
}

describe('server rendering', () => {
  it('the list carries its content in the HTML and hydrates without a mismatch', async () => {
    const search = new URLSearchParams('q=t%C3%A9cnico&city=Betim');
    const list = vacancyListRequest(search);
    const options = vacancyFiltersRequest();
    const { html, errors } = await serverRenderThenHydrate('/?q=t%C3%A9cnico&city=Betim', {
      [apiKey(list.path, list.params, 'pt-BR')]: [item],
      [apiKey(options.path, options.params, 'pt-BR')]: filters,
    });

    expect(html).toContain('Técnico de Manutenção Mecânica');
    expect(html).toContain('href="/vagas/7"');
    expect(html).toContain('30/06/2099');
    expect(html).toMatch(/<option value="Betim" selected="">/);
    expect(html).not.toMatch(/<title|<meta/);
    expect(errors).toEqual([]);
    expect(screen.getByRole('searchbox')).toHaveValue('técnico');
  });

  it('the details page hydrates without a mismatch although the browser has a session the server never saw', async () => {
    const read = vacancyRequest('7');
    const { html, errors } = await serverRenderThenHydrate(
      '/vagas/7',
      { [apiKey(read.path, read.params, 'pt-BR')]: detail },
      () => {
        // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
        document.cookie = 'login_type=email; path=/';
      },
    );

    expect(html).toContain('Técnico de Manutenção Mecânica');
    expect(html).toContain('Diagnosticar falhas');
    expect(html).toContain('Incentivo à educação');
    // Signed out on the server: a link that works without JavaScript.
    expect(html).toContain('href="/register?next=/vagas/7"');
    expect(errors).toEqual([]);
    // Then the browser finds the session and the application.
    expect(await screen.findByRole('button', { name: 'Cancelar inscrição' })).toBeInTheDocument();
    expect(document.title).toBe('Técnico de Manutenção Mecânica | Trabalhe conosco');
  });
});
