import type { VacancyDetail, VacancyListItem } from '@portal/contracts/vacancies';

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
    salary: null,
    application_deadline: '2099-06-30',
    published_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** The same vacancy as its page's API gives it; a test overrides what it is about. */
export function sampleVacancyDetail(overrides: Partial<VacancyDetail> = {}): VacancyDetail {
  const item = sampleVacancy();
  return {
    ...item,
    unit: {
      ...item.unit,
      street: 'Av. das Indústrias, 1000',
      district: 'Distrito Industrial',
      postal_code: '32600-000',
    },
    duties: 'Executar manutenção preventiva e corretiva\nDiagnosticar falhas em máquinas operatrizes',
    working_day: 'Segunda a sexta, das 7h às 16h48',
    requirements: '- Curso técnico em Mecânica\n\n- Experiência com tornos CNC',
    observations: '',
    benefits: ['health', 'restaurant'],
    interest_area: null,
    workshifts: [],
    status: 'open',
    deadline_passed: false,
    updated_at: '2026-01-11T12:00:00.000Z',
    questions: [],
    ...overrides,
  };
}
