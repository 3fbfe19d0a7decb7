import type { VacancyListItem } from '@portal/contracts/vacancies';

/** A published vacancy as the list's API gives it; a test overrides what it is about. */
export function sampleVacancy(overrides: Partial<VacancyListItem> = {}): VacancyListItem {
  return {
    id: 7,
    title: 'Técnico de Manutenção Mecânica',
    city: 'Betim',
    state: 'MG',
    unit: { id: 1, name: 'Fábrica Betim', city: 'Betim', state: 'MG' },
    modality: 'on_site',
    contract_type: 'clt',
    program: 'regular',
    pcd_exclusive: false,
    application_deadline: '2099-06-30',
    published_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}
