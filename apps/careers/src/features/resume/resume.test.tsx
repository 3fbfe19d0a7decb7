import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { ApiProvider } from '@portal/shell/api/swr';
import { AppRouter } from '@portal/shell/navigation/app-router';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext } from 'react';
import { createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
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

/** The server's answer to Finish while sections are missing: 409 `resume_incomplete` naming them. */
function resumeIncomplete(...errors: { field: string; message: string }[]) {
  return {
    status: 409,
    body: {
      title: 'Currículo incompleto',
      detail: 'Seu currículo ainda não está completo. Revise as seções indicadas.',
      status: 409,
      code: 'resume_incomplete',
      errors,
    },
  };
}
let basic: unknown;
let address: unknown;
let interests: unknown;
/** Milliseconds the countries list takes: the stored country must still show when it arrives late. */
let countriesDelay: number;

beforeEach(async () => {
  requests = [];
  basic = null;
  address = null;
  interests = null;
  countriesDelay = 0;
  basicAnswer = { status: 200, body: STORED_BASIC };
  finishAnswer = { status: 200, body: { finished: true } };
  server = await startTestServer(async (request, response) => {
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
    if (api === '/curriculum/address/v1') {
      return sendJson(response, 200, request.method === 'PUT' ? JSON.parse(request.body) : address);
    }
    if (api === '/curriculum/interests/v1') {
      return sendJson(response, 200, request.method === 'PUT' ? JSON.parse(request.body) : interests);
    }
    if (api === '/geodata/locations/v1/validate-postal-code') {
      const digits = (request.url.split('postal_code=')[1] ?? '').replace(/\D/g, '');
      return sendJson(
        response,
        200,
        digits.startsWith('89')
          ? { valid: true, state: 'SC', city: 'Jaraguá do Sul' }
          : { valid: false, state: null, city: null },
      );
    }
    if (api === '/geodata/locations/v1/countries/BR/states')
      return sendJson(response, 200, [{ code: 'SC', name: 'Santa Catarina' }]);
    if (api === '/curriculum/candidates/v1/finish') {
      const { status, body: answer } = finishAnswer;
      return sendJson(response, status, answer, status >= 400 ? 'application/problem+json' : undefined);
    }
    if (api === '/curriculum/experiences/v1/first-job') return sendJson(response, 200, { first_job: null });
    if (/^\/curriculum\/(degrees|complements|languages|experiences)\/v1$/.test(api)) {
      return sendJson(response, 200, []);
    }
    if (api === '/dictionary/v1/number') return sendJson(response, 200, [{ id: 1, label: 'Física' }]);
    if (api === '/geodata/locations/v1/countries') {
      await new Promise((resolve) => setTimeout(resolve, countriesDelay));
      return sendJson(response, 200, [
        { code: 'BR', name: 'Brasil' },
        { code: 'AF', name: 'Afeganistão' },
        { code: 'AR', name: 'Argentina' },
      ]);
    }
    return sendJson(response, 200, null);
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  resetApiClient();
  await server.close();
});

function renderResume(account?: { name: string; email: string }) {
  const page = (who?: { name: string; email: string }) => (
    <ResumePage vacancies={<p>Minhas inscrições</p>} {...(who ? { account: who } : {})} />
  );
  const router = createMemoryRouter(
    [
      { path: '/curriculo', element: page(account) },
      { path: '/cadastro-concluido', element: <h1>Cadastro concluído</h1> },
    ],
    { initialEntries: ['/curriculo'] },
  );
  renderRouter(router, { toaster: true });
  return router;
}

/** The page with an account whose name and e-mail can arrive later (as the account's data does). */
const AccountContext = createContext({ name: '', email: '' });
function PageWithAccount() {
  return <ResumePage vacancies={null} account={useContext(AccountContext)} />;
}
function renderResumeWithAccount(account: { name: string; email: string }) {
  const router = createMemoryRouter([{ path: '/curriculo', element: <PageWithAccount /> }], {
    initialEntries: ['/curriculo'],
  });
  const tree = (who: { name: string; email: string }) => (
    <ApiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AccountContext.Provider value={who}>
          <AppRouter router={router} />
        </AccountContext.Provider>
      </SWRConfig>
    </ApiProvider>
  );
  const result = render(tree(account));
  return { rerender: (who: { name: string; email: string }) => result.rerender(tree(who)) };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

// A whole page of forms against a local server: more than the default 5 s when the machine is busy.
describe('ResumePage', { timeout: 20_000 }, () => {
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
    // The focus is on the chosen tab, not lost on <body> with the section that went away.
    await waitFor(() => expect(tab(/Endereço/)).toHaveFocus());
  });

  it('focuses a summary naming the missing sections when the resume is incomplete, then finishes', async () => {
    finishAnswer = resumeIncomplete(
      { field: 'degrees', message: 'Adicione pelo menos uma formação para continuar' },
      { field: 'interests', message: 'Selecione pelo menos uma opção' },
    );
    const router = renderResume();
    await screen.findByText('Etapa 1/8');
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const summary = await screen.findByRole('alert', { name: 'Para finalizar, complete:' });
    expect(summary).toHaveTextContent('Formação: Adicione pelo menos uma formação para continuar');
    expect(summary).toHaveTextContent('Interesses: Selecione pelo menos uma opção');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(await screen.findByText('Etapa 3/8')).toBeInTheDocument();
    // An expected answer: no toast titled with a status text, nothing reported as a JavaScript error.
    expect(screen.queryByText('Conflito')).not.toBeInTheDocument();
    expect(screen.queryByText('Currículo incompleto')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('/system/v1/errors'))).toBe(false);
    await userEvent.click(within(summary).getByRole('button', { name: 'Interesses' }));
    expect(await screen.findByText('Etapa 7/8')).toBeInTheDocument();
    finishAnswer = { status: 200, body: { finished: true } };
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastro-concluido'));
  });

  it('shows the option the app composes with Finish and runs its follow-up only once the resume is finished', async () => {
    const followUps: string[] = [];
    finishAnswer = resumeIncomplete({
      field: 'degrees',
      message: 'Adicione pelo menos uma formação para continuar',
    });
    const router = createMemoryRouter(
      [
        {
          path: '/curriculo',
          element: (
            <ResumePage
              vacancies={null}
              finishOption={
                <label>
                  <input type="checkbox" /> Opção ao finalizar
                </label>
              }
              onFinished={async () => {
                followUps.push(router.state.location.pathname);
              }}
            />
          ),
        },
        { path: '/cadastro-concluido', element: <h1>Cadastro concluído</h1> },
      ],
      { initialEntries: ['/curriculo'] },
    );
    renderRouter(router, { toaster: true });
    expect(await screen.findByRole('checkbox', { name: 'Opção ao finalizar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await screen.findByRole('alert', { name: 'Para finalizar, complete:' });
    expect(followUps).toEqual([]);
    finishAnswer = { status: 200, body: { finished: true } };
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastro-concluido'));
    // Run once, before the final message.
    expect(followUps).toEqual(['/curriculo']);
  });

  it("fills 'Nome completo' with the account's name when it arrives after the form was drawn", async () => {
    const { rerender } = renderResumeWithAccount({ name: '', email: '' });
    const form = await screen.findByRole('form', { name: 'Informações básicas' });
    const name = within(form).getByLabelText('Nome completo');
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/basic-information/v1'))).toBe(true));
    expect(name).toHaveValue('');
    rerender({ name: 'Ana Atrasada', email: 'ana@example.com' });
    await waitFor(() => expect(name).toHaveValue('Ana Atrasada'));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('ana@example.com');
    // A field the person edited keeps what was typed when later data comes.
    await userEvent.type(within(form).getByLabelText('Nacionalidade'), 'Brasileira');
    rerender({ name: 'Ana Atrasada', email: 'ana@example.com' });
    expect(within(form).getByLabelText('Nacionalidade')).toHaveValue('Brasileira');
  });

  it('masks digits typed on a keypad and sends the birthdate unchanged as yyyy-MM-dd', async () => {
    basic = { ...STORED_BASIC, birthdate: null, cpf: '', phone: '' };
    renderResume();
    const form = await screen.findByRole('form', { name: 'Informações básicas' });
    const birthdate = within(form).getByLabelText('Data de nascimento');
    await waitFor(() => expect(within(form).getByLabelText('Nacionalidade')).toHaveValue('Brasileira'), {
      timeout: 4000,
    });
    await userEvent.type(birthdate, '12041998');
    expect(birthdate).toHaveValue('12/04/1998');
    const cpf = within(form).getByLabelText('CPF');
    await userEvent.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await userEvent.type(within(form).getByLabelText('Telefone'), '4732764000');
    expect(within(form).getByLabelText('Telefone')).toHaveValue('(47) 3276-4000');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = JSON.parse(requests.find((r) => r.method === 'PUT')!.body);
    expect(put).toMatchObject({ birthdate: '1998-04-12', cpf: '529.982.247-25', phone: '(47) 3276-4000' });
    // After the save the focus is on the section's heading, not on <body>.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Informações básicas' })).toHaveFocus());
    // Saved: nothing is left unsaved, so another section opens without asking.
    await userEvent.click(tab(/Endereço/));
    expect(await screen.findByText('Etapa 2/8')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a CPF of another account on the CPF field (cpf_in_use), without a toast or an error report', async () => {
    basic = STORED_BASIC;
    basicAnswer = {
      status: 409,
      body: {
        title: 'CPF já cadastrado',
        detail: 'Este CPF já está cadastrado em outra conta.',
        status: 409,
        code: 'cpf_in_use',
        errors: [{ field: 'cpf', message: 'Este CPF já está cadastrado em outra conta' }],
      },
    };
    renderResume();
    const form = await screen.findByRole('form', { name: 'Informações básicas' });
    const cpf = within(form).getByLabelText('CPF');
    await waitFor(() => expect(cpf).toHaveValue('529.982.247-25'), { timeout: 4000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Este CPF já está cadastrado em outra conta')).toBeInTheDocument();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(cpf).toHaveFocus());
    expect(screen.queryByText('CPF já cadastrado')).not.toBeInTheDocument();
    expect(screen.queryByText('Erro desconhecido')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('/system/v1/errors'))).toBe(false);
  });

  it('shows the stored country even when the list arrives late; a CEP fills state and city and keeps its mask', async () => {
    countriesDelay = 600;
    address = {
      country: 'BR',
      postal_code: '89251000',
      state: 'SC',
      city: 'Jaraguá do Sul',
      district: 'Centro',
      street: 'Rua Marechal Deodoro',
      number: '100',
      complement: '',
    };
    renderResume();
    await userEvent.click(await screen.findByRole('tab', { name: /Endereço/ }));
    const form = await screen.findByRole('form', { name: 'Endereço' });
    const postal = within(form).getByLabelText('CEP');
    await waitFor(() => expect(postal).toHaveValue('89251-000'), { timeout: 4000 });
    const country = within(form).getByLabelText('País');
    await waitFor(() =>
      expect(within(country).getByRole('option', { name: 'Afeganistão' })).toBeInTheDocument(),
    );
    expect(country).toHaveValue('BR');
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Brasil');
    // Choosing Brasil again keeps the state.
    await userEvent.selectOptions(country, 'BR');
    expect(within(form).getByLabelText(/Estado/)).toHaveValue('SC');
    // A new CEP: state and city come from it; street and district stay for the person.
    const city = within(form).getByLabelText('Cidade');
    await userEvent.clear(city);
    await userEvent.clear(within(form).getByLabelText(/Estado/));
    await userEvent.clear(postal);
    await userEvent.type(postal, '89259565');
    expect(postal).toHaveValue('89259-565');
    await waitFor(() => expect(city).toHaveValue('Jaraguá do Sul'));
    expect(within(form).getByLabelText(/Estado/)).toHaveValue('SC');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(JSON.parse(requests.find((r) => r.method === 'PUT')!.body)).toMatchObject({
      country: 'BR',
      postal_code: '89259-565',
      state: 'SC',
      city: 'Jaraguá do Sul',
    });
  });

  it('says why young apprentice does not fit the age, next to the box, which stays as ticked', async () => {
    basic = { ...STORED_BASIC, birthdate: '1990-01-10' };
    renderResume();
    await userEvent.click(await screen.findByRole('tab', { name: /Interesses/ }));
    const form = await screen.findByRole('form', { name: 'Interesses' });
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/basic-information/v1'))).toBe(true));
    const apprentice = within(form).getByRole('checkbox', { name: 'Jovem aprendiz' });
    await userEvent.click(apprentice);
    const message = await within(form).findByText(
      'Você precisa ter entre 14 e 24 anos para selecionar esta opção',
    );
    expect(apprentice).toBeChecked();
    expect(apprentice).toHaveAttribute('aria-invalid', 'true');
    expect(apprentice.getAttribute('aria-describedby')).toBe(message.id);
    await userEvent.click(apprentice);
    await waitFor(() => expect(message).not.toBeInTheDocument());
  });

  it("lists young apprentice and internship under 'Programas', apart from the work shifts", async () => {
    renderResume();
    await userEvent.click(await screen.findByRole('tab', { name: /Interesses/ }));
    const form = await screen.findByRole('form', { name: 'Interesses' });
    const programs = within(form).getByRole('group', { name: 'Programas' });
    expect(
      within(programs)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Jovem aprendiz', 'Estágio']);
    const shifts = within(form).getByRole('group', { name: 'Turnos de trabalho' });
    expect(within(shifts).queryByRole('checkbox', { name: 'Jovem aprendiz' })).not.toBeInTheDocument();
    expect(within(shifts).queryByRole('checkbox', { name: 'Estágio' })).not.toBeInTheDocument();
  });

  it('a finished resume says it is complete and offers to check it, not to finish it', async () => {
    const router = createMemoryRouter(
      [{ path: '/curriculo', element: <ResumePage vacancies={null} finished /> }],
      { initialEntries: ['/curriculo'] },
    );
    renderRouter(router, { toaster: true });
    expect(await screen.findByText(/Seu currículo está completo/)).toBeInTheDocument();
    expect(screen.queryByText(/Preencha as seções abaixo/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar currículo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
  });
});
