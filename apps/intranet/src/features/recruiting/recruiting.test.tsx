import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/api/test-server';
import { AuthProvider, useAuth } from '@portal/shell/auth/auth-provider';
import { mockViewportWidth, restoreMatchMedia } from '@portal/shell/test/browser-stubs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../app/root-layout';
import { RecruitingGuard } from './components/recruiting-guard';
import { VacancyEditorPage } from './components/vacancy-editor-page';
import { VacancyListPage } from './components/vacancy-list-page';

const INFO = {
  id: 'u-1',
  email: 'recrutador@example.com',
  name: 'Rita Recrutadora',
  avatar: null,
  company_id: 1,
  establishment_id: 10,
  section_id: 100,
  status: 'A',
  kind: 'employee',
  has_password: true,
};
const RECRUITER = {
  'notifications.create': false,
  'orders.create': false,
  'recruiting.vacancies': true,
  'recruiting.applications': true,
};
const NO_RECRUITING = { ...RECRUITER, 'recruiting.vacancies': false, 'recruiting.applications': false };

const UNITS = [
  { id: 1, name: 'Fábrica Jaraguá do Sul', city: 'Jaraguá do Sul', state: 'SC' },
  { id: 2, name: 'Fábrica Betim', city: 'Betim', state: 'MG' },
];
const COUNTS = { received: 3, in_review: 1, closed: 0, total: 4 };
const text = (pt: string, en?: string) => ({ 'pt-BR': pt, ...(en ? { 'en-US': en } : {}) });

function vacancy(id: number, status: 'draft' | 'published' | 'closed', title: string) {
  return {
    id,
    status,
    title: text(title),
    unit: { id: 1, name: UNITS[0]?.name ?? '' },
    city: 'Jaraguá do Sul',
    state: 'SC',
    modality: 'on_site',
    contract_type: 'clt',
    application_deadline: '2030-12-31',
    published_at: null,
    closed_at: null,
    updated_at: '2026-11-01T12:00:00Z',
    applicants: COUNTS,
    duties: text('Montar painéis'),
    working_day: text('Segunda a sexta'),
    requirements: text('Ensino médio'),
    observations: text(''),
    benefits: {
      health: true,
      social_legal_assistance: false,
      private_pension: false,
      citizen_company: false,
      education: false,
      profit_sharing: false,
      restaurant: true,
    },
    created_at: '2026-11-01T12:00:00Z',
  };
}

let server: TestServer | undefined;
afterEach(async () => {
  resetApiClient();
  await server?.close();
  server = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=; path=/; max-age=0';
  localStorage.clear();
  restoreMatchMedia();
});

type Handler = (path: string, request: { method: string; url: string; body: string }) => unknown;

/**
 * A signed-in session (the restore of AuthProvider) with `permissions`; `recruiting` answers the recruiting API
 * (return [status, body] or a body for 200). Anything else is an empty 200 list.
 */
async function startServer(permissions: object, recruiting: Handler = () => []) {
  server = await startTestServer((request, response) => {
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
  configureApiClient({ baseUrl: server.origin, loginTypeCookie: 'login_type' });
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=email; path=/';
  return server;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function SignedIn() {
  return useAuth().status === 'signedIn' ? <Outlet /> : null;
}

/** The intranet's routes as router.tsx has them (the shell's layout when `withShell`), signed in by restore. */
function renderAt(url: string, withShell = false) {
  const router = createMemoryRouter(
    [
      {
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
              {
                path: 'recrutamento',
                element: <RecruitingGuard />,
                children: [
                  { index: true, element: <VacancyListPage /> },
                  { path: 'vagas/nova', element: <VacancyEditorPage /> },
                  { path: 'vagas/:id', element: <VacancyEditorPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('the recruiting menu entry', () => {
  it('shows with a recruiting permission and leads to /recrutamento', async () => {
    mockViewportWidth(1280);
    await startServer(RECRUITER);
    renderAt('/home', true);
    const link = await screen.findByRole('link', { name: 'Recrutamento' });
    expect(link).toHaveAttribute('href', '/recrutamento');
  });

  it('is absent without one, and the route itself says there is no access (asking the API nothing)', async () => {
    mockViewportWidth(1280);
    const s = await startServer(NO_RECRUITING);
    renderAt('/recrutamento', true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sem acesso ao recrutamento' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recrutamento' })).not.toBeInTheDocument();
    expect(s.requests.filter((r) => r.url.startsWith('/api/recruiting'))).toHaveLength(0);
  });
});

describe('the vacancy list', () => {
  it('lists the vacancies with status, unit, applicants per status, each leading to its editor', async () => {
    const s = await startServer(RECRUITER, (path) => {
      if (path === '/units') return UNITS;
      return [vacancy(7, 'published', 'Eletricista de manutenção'), vacancy(8, 'draft', 'Analista fiscal')];
    });
    renderAt('/recrutamento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Eletricista de manutenção' });
    expect(link).toHaveAttribute('href', '/recrutamento/vagas/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Publicada')).toBeInTheDocument();
    expect(within(row).getByText('4 candidaturas')).toBeInTheDocument();
    expect(within(row).getByText('Recebidas: 3')).toBeInTheDocument();
    expect(within(row).getByText('Em análise: 1')).toBeInTheDocument();
    expect(within(row).getByText('31/12/2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova vaga' })).toHaveAttribute(
      'href',
      '/recrutamento/vagas/nova',
    );

    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'Rascunho');
    await waitFor(() =>
      expect(s.requestsTo('/api/recruiting/v1/vacancies').at(-1)?.url).toContain('status=draft'),
    );
    await screen.findByRole('option', { name: 'Fábrica Betim' });
    await userEvent.selectOptions(screen.getByLabelText('Unidade'), 'Fábrica Betim');
    await userEvent.type(screen.getByLabelText('Buscar por título, cidade ou unidade'), 'fiscal{Enter}');
    await waitFor(() => {
      const url = s.requestsTo('/api/recruiting/v1/vacancies').at(-1)?.url ?? '';
      expect(url).toContain('status=draft');
      expect(url).toContain('unit=2');
      expect(url).toContain('q=fiscal');
    });
  });
});

describe('the vacancy editor', () => {
  it('refuses an empty form with the schema’s messages on the fields, focused, and sends nothing', async () => {
    const s = await startServer(RECRUITER, (path) => (path === '/units' ? UNITS : []));
    renderAt('/recrutamento/vagas/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova vaga' });
    await userEvent.type(screen.getByLabelText(/Inscrições até/), '31022030');
    expect(screen.getByLabelText(/Inscrições até/)).toHaveValue('31/02/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const title = screen.getByLabelText('Título *');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(screen.getByLabelText('Unidade *')).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(screen.getByLabelText(/Inscrições até/)).toHaveAccessibleDescription(
      /A data informada é inválida/,
    );
    expect(s.requestsTo('/api/recruiting/v1/vacancies').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('saves a new vacancy in pt-BR and en-US (deadline typed as digits), then opens it and says so', async () => {
    const s = await startServer(RECRUITER, (path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies' && request.method === 'POST') return [201, { id: 42 }];
      if (path === '/vacancies/42') return vacancy(42, 'draft', 'Eletricista');
      return [];
    });
    renderAt('/recrutamento/vagas/nova');
    await screen.findByRole('option', { name: 'Fábrica Betim' });
    await userEvent.type(screen.getByLabelText('Título *'), 'Eletricista');
    await userEvent.type(screen.getByLabelText('Atribuições *'), 'Montar painéis');
    await userEvent.type(screen.getByLabelText('Jornada de trabalho *'), 'Segunda a sexta');
    await userEvent.type(screen.getByLabelText('Requisitos *'), 'Ensino médio');
    await userEvent.click(screen.getByRole('tab', { name: 'Inglês' }));
    await userEvent.type(screen.getByLabelText('Título'), 'Electrician');
    await userEvent.selectOptions(screen.getByLabelText('Unidade *'), 'Fábrica Betim');
    await userEvent.type(screen.getByLabelText('Cidade *'), 'Betim');
    await userEvent.selectOptions(screen.getByLabelText('Estado (UF) *'), 'MG');
    await userEvent.selectOptions(screen.getByLabelText('Modalidade *'), 'Híbrido');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de contrato *'), 'Estágio');
    await userEvent.type(screen.getByLabelText(/Inscrições até/), '31122030');
    await userEvent.click(screen.getByLabelText('Plano de saúde'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'));
    const [post] = s.requestsTo('/api/recruiting/v1/vacancies').filter((r) => r.method === 'POST');
    const body = JSON.parse(post?.body ?? '{}');
    expect(body).toMatchObject({
      title: { 'pt-BR': 'Eletricista', 'en-US': 'Electrician', 'es-ES': '' },
      unit_id: 2,
      city: 'Betim',
      state: 'MG',
      modality: 'hybrid',
      contract_type: 'internship',
      application_deadline: '2030-12-31',
      benefits: { health: true, restaurant: false },
    });
    const status = await screen.findByText('Vaga salva.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByText('Situação: Rascunho')).toBeInTheDocument();
  });

  it('a refused publish shows the server’s message on its field; a refused transition in the form’s alert', async () => {
    let publishes = 0;
    await startServer(RECRUITER, (path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9' && request.method === 'PUT') return vacancy(9, 'draft', 'Soldador');
      if (path === '/vacancies/9') return vacancy(9, 'draft', 'Soldador');
      if (path === '/vacancies/9/publish') {
        publishes++;
        return publishes === 1
          ? [
              400,
              {
                title: 'Dados inválidos',
                detail: 'Corrija os campos indicados.',
                status: 400,
                code: 'validation_failed',
                errors: [{ field: 'application_deadline', message: 'O prazo já passou' }],
              },
            ]
          : [
              409,
              {
                title: 'Conflito',
                detail: 'Esta vaga já foi publicada.',
                status: 409,
                code: 'invalid_transition',
              },
            ];
      }
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    await screen.findByRole('heading', { level: 1, name: 'Soldador' });
    // The stored values are drawn once the selects have their options.
    expect(screen.getByLabelText('Unidade *')).toHaveDisplayValue('Fábrica Jaraguá do Sul');
    expect(screen.getByLabelText(/Inscrições até/)).toHaveValue('31/12/2030');
    expect(screen.getByLabelText('Plano de saúde')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    const deadline = screen.getByLabelText(/Inscrições até/);
    await waitFor(() => expect(deadline).toHaveAccessibleDescription(/O prazo já passou/));
    expect(deadline).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta vaga já foi publicada.');
  });
});
