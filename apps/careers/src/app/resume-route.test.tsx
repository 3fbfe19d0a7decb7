import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { deferred } from '@portal/shell/test/deferred';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { ResumeRoute } from './resume-route';

// The signed-in candidate's resume as the app composes it (issue 27): the talent pool box under every section is
// saved when ticked, and a finished resume never says how long filling it in takes.

const SETTLED = { timeout: 10_000 };
const TALENT_POOL = '/api/curriculum/candidates/v1/talent-pool';
const USER = '/api/curriculum/candidates/v1/user';
const OPT_IN = 'Quero que os recrutadores da empresa encontrem meu currículo para outras vagas e me convidem';

let server: TestServer;
let finished: boolean;
let choice: { opt_in: boolean; since: string | null };
let userAnswer: Promise<void> | undefined;

beforeEach(async () => {
  finished = false;
  choice = { opt_in: false, since: null };
  userAnswer = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: the readable session cookie the page checks, as the server sets it
  document.cookie = 'login_type=email; path=/';
  sessionStorage.setItem('careers.sessionStarted', '1');
  server = await startTestServer(async (request, response) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/curriculum/candidates/v1/exist-candidate-register')
      return sendJson(response, 200, { exists: true });
    if (path === USER) {
      if (userAnswer) await userAnswer;
      return sendJson(response, 200, {
        finished,
        seenPrivacyPolicy: true,
        name: 'Ana Souza',
        email: 'ana@example.com',
      });
    }
    if (path === TALENT_POOL) {
      if (request.method === 'PUT') {
        const { opt_in } = JSON.parse(request.body) as { opt_in: boolean };
        choice = { opt_in, since: opt_in ? '2026-11-25T14:30:00.000Z' : null };
      }
      return sendJson(response, 200, choice);
    }
    if (/^\/api\/curriculum\/(degrees|complements|languages|experiences)\/v1$/.test(path))
      return sendJson(response, 200, []);
    if (path === '/api/curriculum/vacancies/v1/user' || path === '/api/curriculum/invitations/v1')
      return sendJson(response, 200, []);
    if (path === '/api/curriculum/experiences/v1/first-job')
      return sendJson(response, 200, { first_job: null });
    if (path === '/api/dictionary/v1/number') return sendJson(response, 200, [{ id: 1, label: 'Opção' }]);
    if (path === '/api/geodata/locations/v1/countries')
      return sendJson(response, 200, [{ code: 'BR', name: 'Brasil' }]);
    // Sections not filled in yet.
    return sendJson(response, 200, null);
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's session cookie, set above
  document.cookie = 'login_type=; path=/; max-age=0';
  sessionStorage.clear();
  resetApiClient();
  await server.close();
});

function renderResume() {
  renderRouter(
    createMemoryRouter([{ path: '/curriculo', element: <ResumeRoute /> }], {
      initialEntries: ['/curriculo'],
    }),
    {
      toaster: true,
    },
  );
}

describe('the talent pool box of the resume', () => {
  it('ticked under a section, it is saved at once (source resume) with a toast, and a reload shows it ticked', async () => {
    renderResume();
    const box = await screen.findByRole('checkbox', { name: OPT_IN }, SETTLED);
    await waitFor(() => expect(box).toBeEnabled(), SETTLED);
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText('Você está no banco de talentos', {}, SETTLED)).toBeInTheDocument();
    expect(
      server
        .requestsTo(TALENT_POOL)
        .filter((r) => r.method === 'PUT')
        .map((r) => JSON.parse(r.body)),
    ).toEqual([{ opt_in: true, source: 'resume' }]);
    // No Finish was needed: the resume was never finished.
    expect(server.requestsTo('/api/curriculum/candidates/v1/finish')).toEqual([]);

    // Another section: the box is there, ticked.
    await userEvent.click(screen.getByRole('tab', { name: /Endereço/ }));
    expect(await screen.findByText('Etapa 2/8')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: OPT_IN })).toBeChecked();

    // A reload (a new page on the same account): ticked, as stored.
    cleanup();
    resetApiClient();
    configureApiClient({ baseUrl: server.origin });
    renderResume();
    const again = await screen.findByRole('checkbox', { name: OPT_IN }, SETTLED);
    await waitFor(() => expect(again).toBeChecked(), SETTLED);
  }, 20_000);
});

describe('the introduction of the resume', () => {
  it('a finished resume never says how long filling it in takes, not even while the account loads', async () => {
    finished = true;
    const answer = deferred();
    userAnswer = answer.promise;
    renderResume();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meu currículo' }, SETTLED),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo(USER)).toHaveLength(1), SETTLED);
    expect(screen.queryByText(/15 minutos/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Seu currículo está completo/)).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText(/^Seu currículo está completo/, {}, SETTLED)).toBeInTheDocument();
    expect(screen.queryByText(/15 minutos/)).not.toBeInTheDocument();
  });

  it('an unfinished one says it takes about 15 minutes', async () => {
    renderResume();
    const intro = await screen.findByText(/leva cerca de 15 minutos/, {}, SETTLED);
    expect(within(intro.parentElement!).queryByText(/Seu currículo está completo/)).not.toBeInTheDocument();
  });
});
