import { sampleEmployeeInfo } from '@portal/contracts/test/sample-user';
import { sampleRecruitingVacancy } from '@portal/contracts/test/sample-vacancy';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { AuthProvider, useAuth } from '@portal/shell/auth/auth-provider';
import { contributedRoutes } from '@portal/shell/layout/contributions';
import { AppRouter } from '@portal/shell/navigation/app-router';
import { useLocation } from '@portal/shell/navigation/navigation';
import { mockViewportWidth, restoreMatchMedia } from '@portal/shell/test/browser-stubs';
import {
  type ReceivedRequest,
  sendJson,
  startTestServer,
  type TestServer,
} from '@portal/shell/test/test-server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, expect, vi } from 'vitest';
import { CONTRIBUTIONS } from '#intranet/app/contributions';
import { RootLayout } from '#intranet/app/root-layout';

/**
 * What the recruiting screens' component tests share: a signed-in recruiter, the fake API on a real HTTP server
 * (the shell's test server) and the intranet's recruiting routes in a memory router.
 */

/** The routes of the recruiters' areas (vacancies, applicants, talent pool, quotas) as the intranet mounts them. */
const RECRUITING_ROUTES = contributedRoutes(CONTRIBUTIONS);

/** The signed-in employee (the auth service's information). */
export const INFO = sampleEmployeeInfo('recrutador@example.com', 'Rita Recrutadora');
/** Both recruiting permissions, every unit. */
export const RECRUITER = {
  'notifications.create': false,
  'orders.create': false,
  'recruiting.vacancies': true,
  'recruiting.applications': true,
};
export const UNITS = [
  { id: 1, name: 'Fábrica Jaraguá do Sul', city: 'Jaraguá do Sul', state: 'SC' },
  { id: 2, name: 'Fábrica Betim', city: 'Betim', state: 'MG' },
];

/** A vacancy as the recruiting API answers it: a draft of the Jaraguá do Sul plant unless `fields` say otherwise. */
export function storedVacancy(fields: object = {}) {
  return { ...sampleRecruitingVacancy(), ...fields };
}

/** Answers a request below /api/recruiting/v1 (`path` without that prefix): a body for 200, or [status, body]. */
export type RecruitingHandler = (path: string, request: ReceivedRequest) => unknown;

let server: TestServer | undefined;

/** Every lazy screen of `routes`, loaded (each import runs once; later calls find the module loaded). */
async function loadScreens(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      await loadScreens(route.children ?? []);
    }),
  );
}

/**
 * A signed-in session (the restore of AuthProvider) with `permissions`; `recruiting` answers the recruiting API
 * (problem+json from status 400). Anything else is an empty 200 list, or nothing unread for the bell's summary.
 */
export async function startServer(
  recruiting: RecruitingHandler = () => [],
  { permissions = RECRUITER }: { permissions?: object } = {},
): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/users/information/v1') return sendJson(response, 200, INFO);
    if (path === '/api/users/information/v1/permissions') return sendJson(response, 200, permissions);
    if (path.startsWith('/api/recruiting/v1/')) {
      const answer = recruiting(path.slice('/api/recruiting/v1'.length), request);
      if (Array.isArray(answer) && typeof answer[0] === 'number') {
        const [status, body] = answer as [number, object];
        return sendJson(response, status, body, status >= 400 ? 'application/problem+json' : undefined);
      }
      return sendJson(response, 200, answer);
    }
    return sendJson(response, 200, path.includes('summary') ? { total: 0, unread: 0 } : []);
  });
  server = started;
  // The screens are lazy routes, as in the app: loaded before the test renders, so that a test's waits measure the
  // screen and not the first import of its module.
  await loadScreens(RECRUITING_ROUTES);
  configureApiClient({ baseUrl: started.origin, loginTypeCookie: 'login_type' });
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=email; path=/';
  return started;
}

/** Stops the server and forgets the session. */
async function stopServer(): Promise<void> {
  resetApiClient();
  await server?.close();
  server = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=; path=/; max-age=0';
  localStorage.clear();
}

// Every test of a file that imports the kit ends alike (as Testing Library's own cleanup, registered on import):
// the server stopped and the session forgotten, the viewport's matchMedia and the language back to their defaults.
afterEach(async () => {
  await stopServer();
  restoreMatchMedia();
  await act(() => i18next.changeLanguage('pt-BR'));
});

/** The router's location (path and query), for asserting where a screen leads. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function SignedIn() {
  return useAuth().status === 'signedIn' ? <Outlet /> : null;
}

/**
 * Renders `url` in the intranet's recruiting routes as the app mounts them (the areas' contributions), signed in by restore; inside the
 * shell's layout (menu, bell) with `withShell`, else the bare page once signed in.
 */
export function renderAt(url: string, { withShell = false }: { withShell?: boolean } = {}): void {
  const router = createMemoryRouter(
    [
      {
        // As in the app's router: nothing while the first page's lazy screen loads.
        HydrateFallback: () => null,
        element: (
          <AuthProvider loginUrl="/login" navigate={vi.fn()} assignLocation={vi.fn()}>
            <Outlet />
            <Where />
          </AuthProvider>
        ),
        children: [
          {
            path: '/',
            element: withShell ? <RootLayout /> : <SignedIn />,
            children: [
              { path: 'home', element: <p>Início</p> },
              // The recruiting routes exactly as the intranet mounts them (lazy screens, the guards).
              ...RECRUITING_ROUTES,
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppRouter router={router} />
    </SWRConfig>,
  );
}

/**
 * Opens `url` inside the shell's layout on a wide screen (the menu shown) for a user with `permissions`, the
 * recruiting API answered by `recruiting`: for the menu's entries and the guards' 'no access' pages.
 */
export async function openInShell(
  url: string,
  permissions: object,
  recruiting?: RecruitingHandler,
): Promise<TestServer> {
  mockViewportWidth(1280);
  const started = await startServer(recruiting, { permissions });
  renderAt(url, { withShell: true });
  return started;
}

/** The requests a screen sent to the recruiting API. */
export function recruitingRequests(started: TestServer): TestServer['requests'] {
  return started.requests.filter((r) => r.url.startsWith('/api/recruiting'));
}

/** The API behind a new vacancy's editor: the units, and a save that creates vacancy 42, read back as `saved`. */
export function startNewVacancyServer(saved: object = storedVacancy({ id: 42 })): Promise<TestServer> {
  return startServer((path, request) => {
    if (path === '/units') return UNITS;
    if (path === '/vacancies' && request.method === 'POST') return [201, { id: 42 }];
    if (path === '/vacancies/42') return saved;
    return [];
  });
}

/** Opens a new vacancy's editor and waits for its units (the Betim plant among them) to be offered. */
export async function openNewVacancyEditor(): Promise<void> {
  renderAt('/recrutamento/vagas/nova');
  await screen.findByRole('option', { name: 'Fábrica Betim' });
}

/** The Portuguese texts a new vacancy needs, typed into the editor as a recruiter types them. */
export async function typeVacancyTexts(texts: {
  title: string;
  duties: string;
  workingDay: string;
  requirements: string;
}): Promise<void> {
  await userEvent.type(screen.getByLabelText('Título *'), texts.title);
  await userEvent.type(screen.getByLabelText('Atribuições *'), texts.duties);
  await userEvent.type(screen.getByLabelText('Jornada de trabalho *'), texts.workingDay);
  await userEvent.type(screen.getByLabelText('Requisitos *'), texts.requirements);
}

/**
 * The details of a new vacancy at the Betim plant, chosen in the editor (its city and state, Betim MG, come with
 * it); the deadline typed as digits.
 */
export async function chooseBetimDetails(
  details: { modality: string; deadlineDigits: string } & (
    | { contract: string; program?: undefined }
    | { program: string; contract?: undefined }
  ),
): Promise<void> {
  await userEvent.selectOptions(screen.getByLabelText('Unidade *'), 'Fábrica Betim');
  expect(screen.getByLabelText('Cidade')).toHaveValue('Betim');
  expect(screen.getByLabelText('Estado (UF)')).toHaveValue('MG');
  await userEvent.selectOptions(screen.getByLabelText('Modalidade *'), details.modality);
  // A regular vacancy's contract is chosen; an apprentice or internship program brings its own (decision 0088).
  if (details.program) await userEvent.selectOptions(screen.getByLabelText('Programa'), details.program);
  else await userEvent.selectOptions(screen.getByLabelText('Tipo de contrato *'), details.contract ?? '');
  await userEvent.type(screen.getByLabelText(/Inscrições até/), details.deadlineDigits);
}

/** A recruiter of the talent pool (decision 0073), without the PcD data. */
export const TALENT_RECRUITER = {
  ...RECRUITER,
  'recruiting.talent_pool': true,
  'recruiting.sensitive': false,
};
/** The id of the talent pool candidate the samples speak of. */
export const TALENT_ID = '0b6f0b8e-3c55-4a38-9a57-5b1f3f1a0c01';

/** The resume of a pool candidate as GET /api/recruiting/v1/candidates/{id} gives it; a test adds the candidate. */
export const TALENT_RESUME = {
  basic_information: {
    picture: null,
    name: 'Candidato 1',
    birthdate: '2004-05-17',
    nationality: 'Brasileira',
    sex: 'female',
    cpf: '52998224725',
    email: 'c1@example.com',
    phone: '31999887766',
    secondary_phone: '',
  },
  address: null,
  degrees: [],
  complements: [],
  languages: [],
  experiences: [],
  first_job: true,
  interests: { workshifts: [3], young_apprentice: true, internship: false, interest_areas: [] },
};
