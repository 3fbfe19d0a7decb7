import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { ApiProvider } from '@portal/shell/api/swr';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/api/test-server';
import { Toaster } from '@portal/shell/components/toaster';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResumePage } from './components/resume-page';

const PICTURE = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
const STORED_BASIC = {
  picture: PICTURE,
  name: 'Clara Currículo',
  birthdate: '2001-05-20',
  nationality: 'Brasileira',
  sex: 'female',
  cpf: '529.982.247-25',
  email: 'clara@example.com',
  phone: '47998765432',
  secondary_phone: '',
  pcd: null,
  disability_type: null,
};

let server: TestServer;
let requests: { method: string; path: string; body: string }[];
let basicAnswer: { status: number; body: unknown };
let finishAnswer: { status: number; body: unknown };
let basic: unknown;

beforeEach(async () => {
  requests = [];
  basic = null;
  basicAnswer = { status: 200, body: STORED_BASIC };
  finishAnswer = { status: 200, body: { finished: true } };
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    requests.push({ method: request.method, path, body: request.body });
    const api = path.replace(/^\/api/, '');
    if (api === '/curriculum/basic-information/v1') {
      if (request.method === 'PUT') {
        const { status, body: answer } = basicAnswer;
        return sendJson(response, status, answer, status >= 400 ? 'application/problem+json' : undefined);
      }
      return sendJson(response, 200, basic);
    }
    if (api === '/curriculum/candidates/v1/finish') {
      const { status, body: answer } = finishAnswer;
      return sendJson(response, status, answer, status >= 400 ? 'application/problem+json' : undefined);
    }
    if (api === '/curriculum/experiences/v1/first-job') return sendJson(response, 200, { first_job: null });
    if (/^\/curriculum\/(degrees|complements|languages|experiences)\/v1$/.test(api)) {
      return sendJson(response, 200, []);
    }
    if (api === '/dictionary/v1/number') return sendJson(response, 200, [{ id: 1, label: 'Física' }]);
    if (api === '/geodata/locations/v1/countries')
      return sendJson(response, 200, [{ code: 'BR', name: 'Brasil' }]);
    return sendJson(response, 200, null);
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  resetApiClient();
  await server.close();
});

function renderResume() {
  const router = createMemoryRouter(
    [
      { path: '/curriculo', element: <ResumePage vacancies={<p>Minhas inscrições</p>} /> },
      { path: '/cadastro-concluido', element: <h1>Cadastro concluído</h1> },
    ],
    { initialEntries: ['/curriculo'] },
  );
  render(
    <ApiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
        <Toaster />
      </SWRConfig>
    </ApiProvider>,
  );
  return router;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('ResumePage', () => {
  it('shows the eight sections as steps, with a badge on each required section still empty', async () => {
    renderResume();
    expect(await screen.findByText('Etapa 1/8')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/^\d/, ''))).toEqual([
          'Informações básicas 1',
          'Endereço 1',
          'Formação 1',
          'Cursos complementares',
          'Idiomas',
          'Experiências 1',
          'Interesses 1',
          'Vagas',
        ]),
      { timeout: 4000 },
    );
    await userEvent.click(screen.getByRole('button', { name: /Próximo|Próxima/ }));
    expect(await screen.findByText('Etapa 2/8')).toBeInTheDocument();
  });

  it('checks the basic information with the spec messages before anything is sent', async () => {
    renderResume();
    const form = await screen.findByRole('form', { name: 'Informações básicas' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Escolha uma foto para continuar')).toBeInTheDocument();
    expect(within(form).getByText('Informe uma data de nascimento válida')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Telefone'), '47998765432');
    await userEvent.type(within(form).getByLabelText('Telefone secundário (opcional)'), '47998765432');
    expect(within(form).getByLabelText('Telefone')).toHaveValue('(47) 99876-5432');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('O telefone secundário não pode ser igual ao telefone principal'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'Sim' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByLabelText('Tipo de deficiência')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('keeps the form as typed and says why when the save fails (413: the image is too large)', async () => {
    basic = STORED_BASIC;
    basicAnswer = {
      status: 413,
      body: { title: 'Arquivo muito grande', detail: 'x', status: 413, code: 'payload_too_large' },
    };
    renderResume();
    const form = await screen.findByRole('form', { name: 'Informações básicas' });
    const nationality = within(form).getByLabelText('Nacionalidade');
    await waitFor(() => expect(nationality).toHaveValue('Brasileira'), { timeout: 4000 });
    await userEvent.clear(nationality);
    await userEvent.type(nationality, 'Argentina');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A imagem selecionada excede o tamanho limite (8 MB)',
    );
    expect(nationality).toHaveValue('Argentina');
    const put = requests.find((r) => r.method === 'PUT');
    // pcd was never answered: it is not sent; the stored picture is not sent back.
    expect(JSON.parse(put!.body)).not.toHaveProperty('pcd');
    expect(JSON.parse(put!.body)).not.toHaveProperty('picture');
    expect(JSON.parse(put!.body)).toMatchObject({ birthdate: '2001-05-20', nationality: 'Argentina' });
  });

  it('asks before leaving a section with unsaved changes', async () => {
    basic = STORED_BASIC;
    renderResume();
    const form = await screen.findByRole('form', { name: 'Informações básicas' });
    const nationality = within(form).getByLabelText('Nacionalidade');
    await waitFor(() => expect(nationality).toHaveValue('Brasileira'), { timeout: 4000 });
    await userEvent.type(nationality, ' nata');
    await userEvent.click(tab(/Endereço/));
    const dialog = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByText('Etapa 1/8')).toBeInTheDocument();
    expect(nationality).toHaveValue('Brasileira nata');
    await userEvent.click(tab(/Endereço/));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Alterações não salvas' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    expect(await screen.findByText('Etapa 2/8')).toBeInTheDocument();
  });

  it('lists what is missing when the server refuses to finish, and goes to the final message when it finishes', async () => {
    finishAnswer = {
      status: 409,
      body: {
        title: 'Conflito',
        detail: 'Seu currículo ainda não está completo.',
        status: 409,
        code: 'conflict',
        errors: [{ field: 'degrees', message: 'Adicione pelo menos uma formação para continuar' }],
      },
    };
    const router = renderResume();
    await screen.findByText('Etapa 1/8');
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const alert = await screen.findByText(/Formação: Adicione pelo menos uma formação/);
    expect(alert).toBeInTheDocument();
    expect(await screen.findByText('Etapa 3/8')).toBeInTheDocument();
    finishAnswer = { status: 200, body: { finished: true } };
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastro-concluido'));
  });
});
