import type { RecruitingVacancy } from '@portal/contracts/recruiting';
import { APPLICATION_STATUSES } from '@portal/contracts/vacancy-rules';

/** A vacancy as the recruiting API answers it: a draft of the Jaraguá do Sul plant unless `fields` say otherwise. */
export function sampleRecruitingVacancy(fields: Partial<RecruitingVacancy> = {}): RecruitingVacancy {
  return {
    id: 1,
    status: 'draft',
    title: { 'pt-BR': 'Eletricista' },
    unit: { id: 1, name: 'Fábrica Jaraguá do Sul' },
    city: 'Jaraguá do Sul',
    state: 'SC',
    modality: 'on_site',
    contract_type: 'clt',
    program: 'regular',
    pcd_exclusive: false,
    salary: null,
    interest_area: null,
    workshifts: [],
    application_deadline: '2030-12-31',
    published_at: null,
    closed_at: null,
    updated_at: '2026-11-01T12:00:00Z',
    created_at: '2026-11-01T12:00:00Z',
    applicants: Object.fromEntries(
      [...APPLICATION_STATUSES, 'total'].map((status) => [status, 0]),
    ) as RecruitingVacancy['applicants'],
    questions: [],
    duties: { 'pt-BR': 'Montar painéis' },
    working_day: { 'pt-BR': 'Segunda a sexta' },
    requirements: { 'pt-BR': 'Ensino médio' },
    observations: { 'pt-BR': '' },
    benefits: {
      health: true,
      social_legal_assistance: false,
      private_pension: false,
      citizen_company: false,
      education: false,
      profit_sharing: false,
      restaurant: true,
    },
    ...fields,
  };
}
