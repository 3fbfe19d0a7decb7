import type { VacancyFilters, VacancyListItem } from '@portal/contracts/vacancies';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { apiKey } from '@portal/shell/api/swr';
import { optionTexts } from '@portal/shell/test/queries';
import { sendJson, sendProblem, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { vacancyFiltersRequest, vacancyListRequest } from './api/get-vacancies';
import { VacanciesPage } from './components/vacancies-page';

const unit = (id: number, name: string, city: string, state: string) => ({ id, name, city, state });
const BETIM = unit(1, 'Fábrica Betim', 'Betim', 'MG');
const JARAGUA = unit(2, 'Fábrica Jaraguá do Sul', 'Jaraguá do Sul', 'SC');

const welder: VacancyListItem = {
  id: 11,
  title: 'Soldador MIG/MAG',
  city: 'Betim',
  state: 'MG',
  unit: BETIM,
  modality: 'on_site',
  contract_type: 'clt',
  program: 'regular',
  pcd_exclusive: false,
  salary: null,
  application_deadline: '2099-03-05',
  published_at: '2026-01-10T12:00:00.000Z',
};
const analyst: VacancyListItem = {
  id: 12,
  title: 'Analista de Qualidade',
  city: 'Jaraguá do Sul',
  state: 'SC',
  unit: JARAGUA,
  modality: 'hybrid',
  contract_type: 'internship',
  program: 'internship',
  pcd_exclusive: false,
  salary: null,
  application_deadline: '2099-11-20',
  published_at: '2026-01-09T12:00:00.000Z',
};
const filters: VacancyFilters = {
  cities: [
    { city: 'Betim', state: 'MG' },
    { city: 'Jaraguá do Sul', state: 'SC' },
  ],
  units: [
    { id: 1, name: 'Fábrica Betim', cities: ['Betim'] },
    { id: 2, name: 'Fábrica Jaraguá do Sul', cities: ['Jaraguá do Sul'] },
    { id: 3, name: 'Escritório Regional', cities: ['Betim', 'Jaraguá do Sul'] },
  ],
};

let server: TestServer | undefined;
/** What the API answers for the list, by query string ('' for no filter). */
let listAnswers: Record<string, VacancyListItem[] | 'fail'> = {};
/** Answers held back until their promise settles, by query string. */
let listHolds: Record<string, Promise<void>> = {};

beforeEach(async () => {
  listAnswers = { '': [welder, analyst] };
  listHolds = {};
  server = await startTestServer(async (request, response) => {
    const [path, query = ''] = request.url.split('?');
    if (path === '/api/curriculum/vacancies/v1/filters') return sendJson(response, 200, filters);
    if (path === '/api/curriculum/vacancies/v1') {
      await listHolds[query];
      const answer = listAnswers[query];
      if (answer === 'fail' || answer === undefined) {
        return sendProblem(response, 503, {
          code: 'internal_error',
          title: 'Serviço indisponível',
          detail: 'Tente mais tarde',
        });
      }
      return sendJson(response, 200, answer);
    }
    sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  resetApiClient();
  await server?.close();
  server = undefined;
});

/** Cache entries as the server render hands them over (plain JSON: dates still strings). */
function handedOver(search: string, list: VacancyListItem[]) {
  const listRead = vacancyListRequest(new URLSearchParams(search));
  const filtersRead = vacancyFiltersRequest();
  return {
    [apiKey(listRead.path, listRead.params, 'pt-BR')]: list,
    [apiKey(filtersRead.path, filtersRead.params, 'pt-BR')]: filters,
  };
}

/** The list page at `path` (basename-free), with the cache pre-filled like a server-rendered page. */
function renderList(path: string, fallback: Record<string, unknown> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: VacanciesPage },
      { path: '/vagas/:id', Component: () => <h1>Detalhes</h1> },
      { path: '/register', Component: () => <h1>Cadastro</h1> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router, { fallback });
  return router;
}

/** The facts of a card as term → definition, as assistive technology reads the description list. */
function facts(element: HTMLElement): Record<string, string> {
  const terms = within(element).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

/** Long enough for a fetch plus the spec's 500 ms display delay on a busy machine. */
const SETTLED = { timeout: 3000 };

const list = () => screen.getByRole('region', { name: /Vagas disponíveis/ });
const cards = () => within(list()).queryAllByRole('listitem');

describe('vacancyListRequest', () => {
  it('maps the URL filters to API params: trimmed, empty ones dropped, unit as a number', () => {
    expect(vacancyListRequest(new URLSearchParams('q=%20mecânico%20&city=Betim&unit=3'))).toEqual({
      path: '/curriculum/vacancies/v1',
      params: { q: 'mecânico', city: 'Betim', unit: 3 },
    });
    expect(vacancyListRequest(new URLSearchParams('q=&city=&unit='))).toEqual({
      path: '/curriculum/vacancies/v1',
      params: {},
    });
    expect(vacancyListRequest(new URLSearchParams('q=%20%20&unit=abc')).params).toEqual({});
    expect(vacancyListRequest(new URLSearchParams('unit=-2')).params).toEqual({});
  });
});

describe('vacancy list (careers screen 1)', () => {
  it('renders the handed-over vacancies as cards with their count, facts and links, before any fetch', () => {
    renderList('/', handedOver('', [welder, analyst]));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Venha construir o futuro com a gente',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vagas disponíveis (2)' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);

    const [first] = cards();
    const link = within(first!).getByRole('link', { name: 'Soldador MIG/MAG' });
    expect(link).toHaveAttribute('href', '/vagas/11');
    expect(facts(first!)).toEqual({
      Local: 'Betim – MG',
      Unidade: 'Fábrica Betim',
      Modalidade: 'Presencial',
      Contrato: 'Efetivo (CLT)',
      'Inscrições até': '05/03/2099',
    });
    expect(within(first!).getByText('05/03/2099')).toHaveAttribute('datetime', '2099-03-05');
    expect(facts(cards()[1]!)).toMatchObject({ Modalidade: 'Híbrido', Contrato: 'Estágio' });

    // Screen 1's other pieces.
    expect(screen.getByRole('link', { name: 'Acesso do candidato' })).toHaveAttribute('href', '/register');
    expect(
      screen.getByRole('link', { name: 'Cadastre seu currículo para oportunidades futuras' }),
    ).toHaveAttribute('href', `/register?next=${encodeURIComponent('/banco-de-talentos?origem=carreiras')}`);
    // The call explains the talent pool it leads to.
    expect(screen.getByText(/banco de talentos: com a sua autorização/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Conheça o site da empresa/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('is a plain GET form with fields q, city and unit, so it filters without JavaScript', () => {
    renderList('/?q=solda&city=Betim&unit=1', handedOver('q=solda&city=Betim&unit=1', [welder]));
    const form = screen.getByRole('search', { name: 'Filtrar vagas' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/');
    expect(within(form).getByRole('searchbox', { name: 'Pesquise uma vaga' })).toHaveAttribute('name', 'q');
    for (const [name, field] of [
      ['Selecione uma cidade', 'city'],
      ['Selecione uma unidade', 'unit'],
    ]) {
      expect(within(form).getByRole('combobox', { name })).toHaveAttribute('name', field);
    }
    // The form shows the filters of the URL.
    expect(form).toHaveFormValues({ q: 'solda', city: 'Betim', unit: '1' });
    expect(within(form).getByRole('option', { name: 'Jaraguá do Sul – SC' })).toHaveValue('Jaraguá do Sul');
  });

  it("folds its fields behind one control (a phone's first screen): 'Filtros' with the count of active filters", async () => {
    renderList('/?q=solda&city=Betim&pcd=true', handedOver('q=solda&city=Betim&pcd=true', [welder]));
    const form = screen.getByRole('search', { name: 'Filtrar vagas' });
    const toggle = form.querySelector('details > summary') as HTMLElement;
    // Seen as 'Filtros (3)'; heard as 'Filtros (3 ativos)'.
    expect(toggle.textContent?.replace(/\(3 ativos\)/, '')).toBe('Filtros (3)');
    expect(within(toggle).getByText('(3)')).toHaveAttribute('aria-hidden', 'true');
    expect(within(toggle).getByText('(3 ativos)')).toHaveClass('sr-only');
    // Every field and button of the form is inside the fold (the stylesheet shows them from 768 px).
    const fold = toggle.parentElement!;
    const controls = form.querySelectorAll('input, select, button, a');
    expect(controls.length).toBeGreaterThanOrEqual(7);
    for (const control of controls) expect(fold).toContainElement(control as HTMLElement);
    // A filter chosen from the fold counts at once.
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Selecione um programa' }),
      'internship',
    );
    await waitFor(() => expect(toggle.textContent).toMatch(/^Filtros \(4\)/));
  });

  it("says just 'Filtros' with no filter active, and '1 ativo' for one", () => {
    renderList('/', handedOver('', [welder]));
    expect(screen.getByRole('search').querySelector('summary')).toHaveTextContent(/^Filtros$/);
    cleanup();
    renderList('/?city=Betim', handedOver('city=Betim', [welder]));
    expect(screen.getByRole('search').querySelector('summary')).toHaveTextContent('Filtros (1)(1 ativo)');
  });

  it('puts the submitted filters in the URL, shows what the API answers for them, and Back restores them', async () => {
    listAnswers['q=analista&city=Jaragu%C3%A1+do+Sul'] = [analyst];
    const router = renderList('/', handedOver('', [welder, analyst]));
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Pesquise uma vaga' }), '  analista ');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Selecione uma cidade' }),
      'Jaraguá do Sul',
    );
    // Changing a select already filters, with the text typed so far.
    expect(router.state.location.search).toBe('?q=analista&city=Jaragu%C3%A1+do+Sul');
    await waitFor(() => expect(cards()).toHaveLength(1), SETTLED);
    expect(screen.getByRole('heading', { level: 2, name: 'Vagas disponíveis (1)' })).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent('Analista de Qualidade');
    expect(server?.requestsTo('/api/curriculum/vacancies/v1').map((r) => r.url)).toContain(
      '/api/curriculum/vacancies/v1?q=analista&city=Jaragu%C3%A1+do+Sul',
    );

    listAnswers['q=soldador&city=Jaragu%C3%A1+do+Sul'] = [];
    const search = screen.getByRole('searchbox', { name: 'Pesquise uma vaga' });
    await user.clear(search);
    await user.type(search, 'soldador{Enter}');
    expect(router.state.location.search).toBe('?q=soldador&city=Jaragu%C3%A1+do+Sul');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=analista&city=Jaragu%C3%A1+do+Sul');
    expect(screen.getByRole('search')).toHaveFormValues({ q: 'analista', city: 'Jaraguá do Sul', unit: '' });
  });

  it('offers only the units of the chosen city, and a new city drops a unit that has no vacancy there', async () => {
    listAnswers['unit=2'] = [analyst];
    listAnswers['city=Betim'] = [welder];
    const router = renderList('/', handedOver('', [welder, analyst]));
    const user = userEvent.setup();
    const city = screen.getByRole('combobox', { name: 'Selecione uma cidade' });
    const unit = screen.getByRole('combobox', { name: 'Selecione uma unidade' });
    const unitOptions = () => optionTexts(unit);
    expect(unitOptions()).toEqual([
      'Todas as unidades',
      'Fábrica Betim',
      'Fábrica Jaraguá do Sul',
      'Escritório Regional',
    ]);

    await user.selectOptions(unit, '2');
    expect(router.state.location.search).toBe('?unit=2');
    await user.selectOptions(city, 'Betim');
    // Jaraguá's plant has no vacancy in Betim: the unit filter goes, the select offers Betim's units only.
    expect(router.state.location.search).toBe('?city=Betim');
    expect(unitOptions()).toEqual(['Todas as unidades', 'Fábrica Betim', 'Escritório Regional']);
    expect(unit).toHaveValue('');

    // A unit with vacancies in the chosen city stays chosen when the city changes.
    await user.selectOptions(unit, '3');
    expect(router.state.location.search).toBe('?city=Betim&unit=3');
    await user.selectOptions(city, 'Jaraguá do Sul');
    expect(router.state.location.search).toBe('?city=Jaragu%C3%A1+do+Sul&unit=3');
    expect(unitOptions()).toEqual(['Todas as unidades', 'Fábrica Jaraguá do Sul', 'Escritório Regional']);
  });

  it('marks the previous results as outdated and busy while a new search runs, then shows the new ones', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    listAnswers['q=analista'] = [analyst];
    const router = renderList('/', handedOver('', [welder, analyst]));
    const user = userEvent.setup();
    // Hold the answer to the new search until the test has looked at the page in between.
    listHolds['q=analista'] = released;
    await user.type(screen.getByRole('searchbox', { name: 'Pesquise uma vaga' }), 'analista{Enter}');
    expect(router.state.location.search).toBe('?q=analista');

    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(within(list()).getByRole('status')).toHaveTextContent('Carregando vagas…');
    expect(screen.getByRole('heading', { level: 2, name: 'Vagas disponíveis' })).toBeInTheDocument();
    // The old cards stay in place, faded, marked outdated and out of reach (inert: no focus, no click, not read).
    const outdated = list().querySelector('[data-outdated="true"]');
    expect(outdated).toHaveAttribute('inert');
    expect(outdated?.querySelectorAll('li')).toHaveLength(2);

    release();
    await waitFor(() => expect(cards()).toHaveLength(1), SETTLED);
    expect(list()).toHaveAttribute('aria-busy', 'false');
    expect(list().querySelector('[data-outdated]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Vagas disponíveis (1)' })).toBeInTheDocument();
  });

  it("says 'No vacancies found' when nothing matches", async () => {
    listAnswers['unit=2'] = [];
    renderList('/?unit=2', handedOver('unit=2', []));
    expect(screen.getByRole('heading', { level: 2, name: 'Vagas disponíveis (0)' })).toBeInTheDocument();
    expect(within(list()).getByText('Nenhuma vaga encontrada')).toBeInTheDocument();
    expect(within(list()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('clears the filters: the URL loses them and the form is empty again', async () => {
    listAnswers['q=solda&unit=1'] = [welder];
    const router = renderList('/?q=solda&unit=1', handedOver('q=solda&unit=1', [welder]));
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquise uma vaga' }), 'dor');

    await user.click(screen.getByRole('link', { name: 'Limpar filtros' }));

    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('search')).toHaveFormValues({ q: '', city: '', unit: '' });
    await waitFor(() => expect(cards()).toHaveLength(2), SETTLED);
  });

  it('shows a loading state, then the list fetched from the API', async () => {
    renderList('/');
    expect(within(list()).getByRole('status')).toHaveTextContent('Carregando vagas…');
    await waitFor(() => expect(cards()).toHaveLength(2), SETTLED);
    expect(within(list()).getByText('05/03/2099')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    listAnswers[''] = 'fail';
    renderList('/');
    const alert = await within(list()).findByRole('alert', {}, SETTLED);
    expect(alert).toHaveTextContent('Não foi possível carregar as vagas.');

    listAnswers[''] = [welder];
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cards()).toHaveLength(1), SETTLED);
    expect(within(list()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 20 vacancies, then 20 more with each 'show more' (kept in the URL), moving focus to the first new one", async () => {
    const many: VacancyListItem[] = Array.from({ length: 45 }, (_, i) => ({
      ...welder,
      id: 100 + i,
      title: `Vaga ${i + 1}`,
    }));
    const router = renderList('/?city=Betim', handedOver('city=Betim', many));
    const user = userEvent.setup();
    const titles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

    expect(screen.getByRole('heading', { level: 2, name: 'Vagas disponíveis (45)' })).toBeInTheDocument();
    expect(titles()).toEqual(many.slice(0, 20).map((v) => v.title));
    expect(within(list()).getByText('Mostrando 20 de 45 vagas')).toBeInTheDocument();

    const more = within(list()).getByRole('link', { name: 'Mostrar mais vagas' });
    // A plain link: without JavaScript the server renders the longer list.
    expect(more).toHaveAttribute('href', '/?city=Betim&page=2');
    await user.click(more);
    expect(router.state.location.search).toBe('?city=Betim&page=2');
    expect(titles()).toEqual(many.slice(0, 40).map((v) => v.title));
    await waitFor(() => expect(within(list()).getByRole('link', { name: 'Vaga 21' })).toHaveFocus());

    await user.click(within(list()).getByRole('link', { name: 'Mostrar mais vagas' }));
    expect(titles()).toHaveLength(45);
    expect(within(list()).queryByRole('link', { name: 'Mostrar mais vagas' })).not.toBeInTheDocument();
    expect(within(list()).queryByText(/^Mostrando/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(list()).getByRole('link', { name: 'Vaga 41' })).toHaveFocus());

    // The way back shows fewer again; a new search starts from the first 20.
    await act(() => router.navigate(-1));
    expect(titles()).toHaveLength(40);
    listAnswers['q=vaga&city=Betim'] = many;
    await user.type(screen.getByRole('searchbox', { name: 'Pesquise uma vaga' }), 'vaga{Enter}');
    expect(router.state.location.search).toBe('?q=vaga&city=Betim');
    await waitFor(() => expect(titles()).toHaveLength(20), SETTLED);
  }, 20_000);

  it('ignores a page number that is not a whole number above 1', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...welder, id: 200 + i, title: `Vaga ${i + 1}` }));
    for (const page of ['0', '-3', 'abc', '1.5']) {
      renderList(`/?page=${page}`, handedOver('', many));
      expect(cards()).toHaveLength(20);
      cleanup();
    }
  });
});

describe('program and PcD filters', () => {
  const apprentice: VacancyListItem = {
    ...welder,
    id: 13,
    title: 'Jovem Aprendiz — Produção',
    contract_type: 'apprentice',
    program: 'apprentice',
    pcd_exclusive: true,
    salary: null,
  };

  it('maps ?program= and ?pcd=true to the API, and drops any other value of them', () => {
    expect(vacancyListRequest(new URLSearchParams('pcd=true&program=apprentice&q=x')).params).toEqual({
      q: 'x',
      program: 'apprentice',
      pcd: 'true',
    });
    expect(vacancyListRequest(new URLSearchParams('program=internship')).params).toEqual({
      program: 'internship',
    });
    expect(vacancyListRequest(new URLSearchParams('program=trainee&pcd=false')).params).toEqual({});
    expect(vacancyListRequest(new URLSearchParams('program=&pcd=1')).params).toEqual({});
  });

  it('are a program select and a box of the GET form, showing the URL’s filters', () => {
    renderList('/?program=apprentice&pcd=true', handedOver('program=apprentice&pcd=true', [apprentice]));
    const form = screen.getByRole('search', { name: 'Filtrar vagas' });
    const program = within(form).getByRole('combobox', { name: 'Selecione um programa' });
    expect(program).toHaveAttribute('name', 'program');
    expect(optionTexts(program)).toEqual(['Todos os programas', 'Jovem aprendiz', 'Estágio']);
    const pcd = within(form).getByRole('checkbox', { name: 'Vagas para PcD' });
    expect(pcd).toHaveAttribute('name', 'pcd');
    expect(pcd).toHaveAttribute('value', 'true');
    expect(pcd).toBeChecked();
    expect(form).toHaveFormValues({ program: 'apprentice', pcd: true });
  });

  it('filter at once when chosen, kept in the URL; Back and clear filters restore the list', async () => {
    listAnswers['program=apprentice'] = [apprentice];
    listAnswers['program=apprentice&pcd=true'] = [apprentice];
    listAnswers['pcd=true'] = [apprentice];
    const router = renderList('/', handedOver('', [welder, analyst, apprentice]));
    const user = userEvent.setup();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Selecione um programa' }),
      'Jovem aprendiz',
    );
    expect(router.state.location.search).toBe('?program=apprentice');
    await waitFor(() => expect(cards()).toHaveLength(1), SETTLED);
    expect(cards()[0]).toHaveTextContent('Jovem Aprendiz — Produção');

    // By keyboard: Tab to the box, Space checks it.
    screen.getByRole('combobox', { name: 'Selecione um programa' }).focus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Vagas para PcD' })).toHaveFocus();
    await user.keyboard(' ');
    expect(router.state.location.search).toBe('?program=apprentice&pcd=true');
    expect(server?.requestsTo('/api/curriculum/vacancies/v1').map((r) => r.url)).toContain(
      '/api/curriculum/vacancies/v1?program=apprentice&pcd=true',
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Selecione um programa' }),
      'Todos os programas',
    );
    expect(router.state.location.search).toBe('?pcd=true');

    await act(() => router.navigate(-1));
    expect(screen.getByRole('search')).toHaveFormValues({ program: 'apprentice', pcd: true });

    await user.click(screen.getByRole('link', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Vagas para PcD' })).not.toBeChecked();
    await waitFor(() => expect(cards()).toHaveLength(3), SETTLED);
  });

  it('show the program and PcD badges on a card, none on a regular one', () => {
    renderList('/', handedOver('', [welder, apprentice, { ...analyst, program: 'internship' }]));
    const [regular, young, intern] = cards();
    expect(within(regular!).queryByText('Jovem aprendiz')).not.toBeInTheDocument();
    expect(within(regular!).queryByText('Exclusiva para PcD')).not.toBeInTheDocument();
    expect(within(young!).getByText('Jovem aprendiz', { selector: '.vacancy-badge' })).toBeInTheDocument();
    expect(within(young!).getByText('Exclusiva para PcD')).toBeInTheDocument();
    expect(within(intern!).getByText('Estágio', { selector: '.vacancy-badge' })).toBeInTheDocument();
  });

  it.each([
    [
      'en-US',
      'Select a program',
      ['All programs', 'Young apprentice', 'Internship'],
      'Jobs for people with disabilities',
    ],
    [
      'es-ES',
      'Selecciona un programa',
      ['Todos los programas', 'Aprendiz', 'Prácticas'],
      'Vacantes para personas con discapacidad',
    ],
  ] as const)('are labelled in %s', async (locale, label, options, pcd) => {
    renderList('/', handedOver('', [welder]));
    await act(() => i18next.changeLanguage(locale));
    try {
      const program = screen.getByRole('combobox', { name: label });
      expect(optionTexts(program)).toEqual(options);
      expect(screen.getByRole('checkbox', { name: pcd })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('pt-BR'));
    }
  });
});
