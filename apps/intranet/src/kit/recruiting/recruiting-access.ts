import type { Permissions } from '@portal/contracts/users';

/** The recruiting screens open with either recruiting permission (decision 0050: the vacancy reads accept both). */
export function canRecruit(permissions: Permissions | null | undefined): boolean {
  return Boolean(permissions?.['recruiting.vacancies'] || permissions?.['recruiting.applications']);
}

export const RECRUITING_PATH = '/recrutamento';
export const newVacancyPath = `${RECRUITING_PATH}/vagas/nova`;
export const vacancyPath = (id: number) => `${RECRUITING_PATH}/vagas/${id}`;
/** The query parameter of a new vacancy prefilled from another ('Duplicate'). */
export const DUPLICATE_PARAM = 'duplicar';
export const duplicateVacancyPath = (id: number) => `${newVacancyPath}?${DUPLICATE_PARAM}=${id}`;
/** The public page of a published vacancy on the careers site (same origin). */
export const publicVacancyPath = (id: number) => `/carreiras/vagas/${id}`;
/** A vacancy's applicants table (its filters in the query string). */
export const applicantsPath = (vacancyId: number) => `${RECRUITING_PATH}/vagas/${vacancyId}/candidatos`;
/** One application: the candidate's resume, the timeline and the status change. */
export const applicationPath = (id: number) => `${RECRUITING_PATH}/candidaturas/${id}`;

/** The talent pool search opens with `recruiting.talent_pool` (decision 0073), whatever the other permissions. */
export function canSearchTalent(permissions: Permissions | null | undefined): boolean {
  return Boolean(permissions?.['recruiting.talent_pool']);
}

/** PcD filters and fields of the talent pool need `recruiting.sensitive` as well (LGPD art. 11, decision 0073). */
export function canSeeSensitive(permissions: Permissions | null | undefined): boolean {
  return Boolean(permissions?.['recruiting.talent_pool'] && permissions['recruiting.sensitive']);
}

/** The talent pool search (its filters in the query string, so a search is a link). */
export const talentPoolPath = `${RECRUITING_PATH}/talentos`;
/** One candidate of the talent pool; `search` (the list's query string) keeps the search for the way back. */
export const talentCandidatePath = (id: string, search = '') => `${talentPoolPath}/${id}${search}`;

/** The legal quotas page (decision 0072) reads with any recruiting permission, as its API. */
export function canReadQuotas(permissions: Permissions | null | undefined): boolean {
  return Boolean(
    canRecruit(permissions) || permissions?.['recruiting.talent_pool'] || permissions?.['recruiting.quotas'],
  );
}

/** Recording the quotas' figures is the administrator's (`recruiting.quotas`). */
export function canRecordQuotas(permissions: Permissions | null | undefined): boolean {
  return Boolean(permissions?.['recruiting.quotas']);
}

export const quotasPath = `${RECRUITING_PATH}/cotas`;

/** The talent pool search for an apprentice gap of a plant (state left out when unknown), or for the PcD gap. */
export function apprenticeSearchPath(city: string, state: string | undefined): string {
  const params = new URLSearchParams({ apprentice_eligible: 'true' });
  if (state) params.set('state', state);
  params.set('city', city);
  return `${talentPoolPath}?${params.toString()}`;
}
export const pcdSearchPath = `${talentPoolPath}?pcd=true`;
