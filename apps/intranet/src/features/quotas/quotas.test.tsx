import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { mockViewportWidth } from '@portal/shell/test/browser-stubs';
import type { ReceivedRequest } from '@portal/shell/test/test-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { RECRUITER, renderAt, startServer, UNITS } from '#intranet/test/recruiting-kit';

/** The administrator: recruiting of every unit, the talent pool with its PcD data, and the quotas' figures. */
const ADMIN = {
  ...RECRUITER,
  'recruiting.talent_pool': true,
  'recruiting.sensitive': true,
  'recruiting.quotas': true,
};

/** The quotas as the API answers them (decision 0072): Betim short of apprentices, Jaraguá do Sul covered. */
const QUOTAS = {
  company: {
    headcount: 1250,
    pcd_employed: 50,
    pcd_rate: 5,
    pcd_required: 63,
    pcd_hired: 3,
    pcd_gap: 10,
    figures_date: '2026-11-20',
  },
  units: [
    {
      unit_id: 1,
      name: 'Fábrica Jaraguá do Sul',
      city: 'Jaraguá do Sul',
      headcount: 900,
      apprentice_base: 400,
      apprentices_employed: 20,
      apprentice_min: 20,
      apprentice_max: 60,
      apprentice_hired: 1,
      apprentice_gap: 0,
      figures_date: '2026-11-20',
    },
    {
      unit_id: 2,
      name: 'Fábrica Betim',
      city: 'Betim',
      headcount: 350,
      apprentice_base: 201,
      apprentices_employed: 6,
      apprentice_min: 11,
      apprentice_max: 30,
      apprentice_hired: 2,
      apprentice_gap: 3,
      figures_date: '2026-11-18',
    },
  ],
  updated_at: '2026-11-20T12:00:00Z',
};

/** The quotas API (and the units, for their states); `put` answers a PUT. */
const api =
  (put: (request: ReceivedRequest) => unknown = () => QUOTAS) =>
  (path: string, request: ReceivedRequest): unknown => {
    if (path === '/units') return UNITS;
    if (path === '/quotas') return request.method === 'PUT' ? put(request) : QUOTAS;
    return [];
  };

describe('the legal quotas page', () => {
  it('shows the PcD figures, each plant as a bar with its numbers in text, the table and the gaps as links', async () => {
    await startServer(api(), { permissions: ADMIN });
    renderAt('/recrutamento/cotas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotas legais' })).toBeVisible();
    expect(await screen.findByText('Dados atualizados em 20/11/2026')).toBeVisible();
    const pcd = screen.getByRole('region', { name: /Cota de pessoas com deficiência/ });
    expect(within(pcd).getByText('Empregados da empresa').nextSibling).toHaveTextContent('1.250');
    expect(within(pcd).getByText('Percentual exigido').nextSibling).toHaveTextContent('5 %');
    expect(within(pcd).getByText('Mínimo exigido').nextSibling).toHaveTextContent('63');
    expect(within(pcd).getByText('Faltam').nextSibling).toHaveTextContent('10');
    expect(within(pcd).getByRole('link', { name: /Buscar candidatos PcD/ })).toHaveAttribute(
      'href',
      '/recrutamento/talentos?pcd=true',
    );

    expect(
      screen.getByText('Aprendizes empregados: 6; contratados pelo portal: 2; mínimo 11, máximo 30'),
    ).toBeVisible();
    expect(screen.getByText('Cota mínima atingida')).toBeVisible();
    // The state comes with the units' answer, a request of its own: waited for, not read at once.
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Faltam 3 aprendizes: buscar candidatos em Betim' }),
      ).toHaveAttribute('href', '/recrutamento/talentos?apprentice_eligible=true&state=MG&city=Betim'),
    );
    const table = screen.getByRole('table', { name: 'Cota de aprendizes por unidade' });
    const betim = within(table).getByRole('row', { name: /Fábrica Betim/ });
    expect(betim).toHaveTextContent('11–30');
    expect(within(betim).getAllByRole('cell').at(-1)).toHaveTextContent('3');
  });

  it('links with the city only when the state is unknown, hides the PcD link and the form without permission', async () => {
    const reader = { 'recruiting.talent_pool': true, 'recruiting.sensitive': false };
    const s = await startServer(api(), { permissions: reader });
    renderAt('/recrutamento/cotas');
    const link = await screen.findByRole('link', { name: /buscar candidatos em Betim/ });
    expect(link).toHaveAttribute('href', '/recrutamento/talentos?apprentice_eligible=true&city=Betim');
    expect(screen.queryByRole('link', { name: /Buscar candidatos PcD/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registrar os números' })).not.toBeInTheDocument();
    expect(s.requests.some((request) => request.url.startsWith('/api/recruiting/v1/units'))).toBe(false);
  });

  it('records the figures: refuses what is not a whole number, then sends the body and shows the answer', async () => {
    const saved = {
      ...QUOTAS,
      company: { ...QUOTAS.company, headcount: 1300 },
      updated_at: '2026-11-27T12:00:00Z',
    };
    const s = await startServer(
      api(() => saved),
      { permissions: ADMIN },
    );
    renderAt('/recrutamento/cotas');
    const headcount = await screen.findByRole('textbox', { name: 'Empregados da empresa' });
    expect(headcount).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(headcount);
    await userEvent.type(headcount, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar números' }));
    expect(headcount).toHaveAccessibleDescription('Informe um número inteiro.');
    expect(headcount).toHaveFocus();
    expect(s.requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(headcount);
    await userEvent.type(headcount, '1300');
    const betim = screen.getByRole('group', { name: 'Fábrica Betim' });
    const employed = within(betim).getByRole('textbox', { name: 'Aprendizes empregados' });
    await userEvent.clear(employed);
    await userEvent.type(employed, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar números' }));

    expect(await screen.findByText('Números salvos.')).toBeVisible();
    const put = s.requests.find((request) => request.method === 'PUT');
    // With the day the figures are from: today's unless typed otherwise (decision 0088).
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      figures_date: brasiliaDate(),
      company: { headcount: 1300, pcd_employed: 50 },
      units: [
        { unit_id: 1, headcount: 900, apprentice_base: 400, apprentices_employed: 20 },
        { unit_id: 2, headcount: 350, apprentice_base: 201, apprentices_employed: 7 },
      ],
    });
    await waitFor(() => expect(screen.getByText('Dados atualizados em 27/11/2026')).toBeVisible());
    const pcd = screen.getByRole('region', { name: /Cota de pessoas com deficiência/ });
    expect(within(pcd).getByText('Empregados da empresa').nextSibling).toHaveTextContent('1.300');
  });

  it('says why a save was refused, by the problem code', async () => {
    await startServer(
      api(() => [403, { title: 'Forbidden', detail: 'x', status: 403, code: 'forbidden' }]),
      { permissions: ADMIN },
    );
    renderAt('/recrutamento/cotas');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar números' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Só quem recruta para todas as unidades pode registrar os números.',
    );
  });

  it('reads in Spanish, with the menu entry', async () => {
    mockViewportWidth(1280);
    await startServer(api(), { permissions: ADMIN });
    await act(() => i18next.changeLanguage('es-ES'));
    renderAt('/recrutamento/cotas', { withShell: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuotas legales' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cuotas legales' })).toHaveAttribute(
      'href',
      '/recrutamento/cotas',
    );
    expect(await screen.findByText('Datos actualizados el 20/11/2026')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Empleados de la empresa' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar cifras' })).toBeVisible();
    expect(
      screen.getByText('Aprendices empleados: 6; contratados por el portal: 2; mínimo 11, máximo 30'),
    ).toBeVisible();
  });
});

describe('the figures’ day and the plants without figures (issue 27 points 8 and 19)', () => {
  /** The quotas with a third plant whose figures were never recorded, though the portal hired an apprentice there. */
  const WITH_UNRECORDED = {
    ...QUOTAS,
    units: [
      {
        unit_id: 3,
        name: 'Centro de Distribuição Itajaí',
        city: 'Itajaí',
        headcount: 0,
        apprentice_base: 0,
        apprentices_employed: 0,
        apprentice_min: 0,
        apprentice_max: 0,
        apprentice_hired: 1,
        apprentice_gap: 0,
        figures_date: null,
      },
      ...QUOTAS.units,
    ],
  };

  it('says which day the figures are from and how hires through the portal are added', async () => {
    await startServer(api(), { permissions: ADMIN });
    renderAt('/recrutamento/cotas');
    expect(
      await screen.findByText(
        /As contratações aprovadas pelo portal a partir dessa data são somadas a eles, até que novos números/,
      ),
    ).toBeVisible();
    const pcd = screen.getByRole('region', { name: /Cota de pessoas com deficiência/ });
    expect(
      within(pcd).getByText(
        'Números de 20/11/2026: as PcD contratadas pelo portal desde essa data são somadas às empregadas.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Números de 18/11/2026')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Cota de aprendizes por unidade' });
    expect(within(table).getByRole('columnheader', { name: 'Data dos números' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Fábrica Betim/ })).toHaveTextContent('18/11/2026');
  });

  it('lists the plants without figures apart, after the recorded ones, with the portal’s hires there', async () => {
    await startServer((path) => (path === '/units' ? UNITS : path === '/quotas' ? WITH_UNRECORDED : []), {
      permissions: ADMIN,
    });
    renderAt('/recrutamento/cotas');
    const apprentices = await screen.findByRole('region', { name: 'Cota de aprendizes por unidade' });
    const bars = within(apprentices).getAllByRole('listitem');
    // The chart's bars: the two plants with figures only.
    expect(bars.slice(0, 2).map((bar) => bar.querySelector('.quotas-chart__name')?.textContent)).toEqual([
      'Fábrica Jaraguá do Sul',
      'Fábrica Betim',
    ]);
    const table = within(apprentices).getByRole('table', { name: 'Cota de aprendizes por unidade' });
    expect(within(table).queryByRole('row', { name: /Itajaí/ })).not.toBeInTheDocument();
    const apart = within(apprentices).getByRole('heading', {
      level: 3,
      name: 'Unidades sem números registrados',
    });
    const group = apart.parentElement!;
    expect(within(group).getByRole('listitem')).toHaveTextContent(
      'Centro de Distribuição Itajaí · 1 aprendiz contratado pelo portal',
    );
    // In the form a plant without figures starts blank and says so.
    const itajai = screen.getByRole('group', { name: 'Centro de Distribuição Itajaí' });
    expect(within(itajai).getByText('Ainda sem números. Deixe em branco para continuar sem.')).toBeVisible();
    for (const box of within(itajai).getAllByRole('textbox')) expect(box).toHaveValue('');
  });

  it('names every landmark apart (no two regions of one name)', async () => {
    await startServer(api(), { permissions: ADMIN });
    renderAt('/recrutamento/cotas');
    await screen.findByRole('table', { name: 'Cota de aprendizes por unidade' });
    const names = screen.getAllByRole('region').map((region) => {
      const labelledBy = region.getAttribute('aria-labelledby');
      return labelledBy
        ? document.getElementById(labelledBy)?.textContent
        : region.getAttribute('aria-label');
    });
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Tabela com os números de aprendizes das unidades');
  });

  it('takes the figures’ day typed as digits, refuses a day after today, leaves a blank plant out and says which hires the day takes in', async () => {
    const saved = {
      ...WITH_UNRECORDED,
      company: { ...QUOTAS.company, pcd_hired: 1, figures_date: '2026-11-10' },
      units: WITH_UNRECORDED.units.map((unit) =>
        unit.unit_id === 2 ? { ...unit, apprentice_hired: 0, figures_date: '2026-11-10' } : unit,
      ),
      updated_at: '2026-11-27T12:00:00Z',
    };
    const s = await startServer(
      (path, request) =>
        path === '/units'
          ? UNITS
          : path === '/quotas'
            ? request.method === 'PUT'
              ? saved
              : WITH_UNRECORDED
            : [],
      { permissions: ADMIN },
    );
    renderAt('/recrutamento/cotas');
    const date = await screen.findByRole('textbox', { name: 'Data dos números *' });
    expect(date).toHaveAttribute('inputmode', 'numeric');
    expect(date).toHaveAccessibleDescription(/A data do relatório do RH de onde vêm os números/);
    const [year, month, day] = brasiliaDate().split('-');
    expect(date).toHaveValue(`${day}/${month}/${year}`);

    // A day after today is refused on the field, nothing sent.
    await userEvent.clear(date);
    await userEvent.type(date, `0101${Number(year) + 1}`);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar números' }));
    expect(date).toHaveAccessibleDescription(/A data não pode ser posterior a hoje\./);
    expect(date).toHaveFocus();

    // A plant begun but not finished says to fill all three or none.
    const itajai = screen.getByRole('group', { name: 'Centro de Distribuição Itajaí' });
    await userEvent.type(within(itajai).getByRole('textbox', { name: 'Empregados' }), '80');
    await userEvent.clear(date);
    await userEvent.type(date, '10112026');
    expect(date).toHaveValue('10/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar números' }));
    const base = within(itajai).getByRole('textbox', { name: /Base de aprendizes/ });
    expect(base).toHaveAccessibleDescription(
      'Preencha os três números da unidade, ou deixe os três em branco.',
    );
    expect(base).toHaveFocus();
    expect(s.requests.some((request) => request.method === 'PUT')).toBe(false);

    // Left blank again, the plant is not sent; the others go with the day typed.
    await userEvent.clear(within(itajai).getByRole('textbox', { name: 'Empregados' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar números' }));
    expect(await screen.findByText('Números salvos.')).toBeVisible();
    const put = s.requests.find((request) => request.method === 'PUT');
    const body = JSON.parse(put?.body ?? '{}');
    expect(body.figures_date).toBe('2026-11-10');
    expect(body.units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([1, 2]);
    // Betim's two hires and two of the company's PcD hires are now in the figures: the page says so.
    expect(
      screen.getByText(
        'As contratações pelo portal aprovadas antes de 10/11/2026 passam a contar como parte dos números informados: PcD da empresa (2), Fábrica Betim (2).',
      ),
    ).toBeVisible();
  });
});
