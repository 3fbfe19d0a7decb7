import type { VacancyBodyInput } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { VACANCIES_PATH } from '#intranet/kit/recruiting/api/get-vacancy';

/** POST /api/recruiting/v1/vacancies: a new draft; answers its id. */
export async function createVacancy(body: VacancyBodyInput): Promise<number> {
  return (await apiFetch<{ id: number }>(VACANCIES_PATH, { method: 'POST', body })).id;
}
