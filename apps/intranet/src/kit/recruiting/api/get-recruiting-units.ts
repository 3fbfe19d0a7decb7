import type { recruitingUnitsSchema } from '@portal/contracts/recruiting';
import { useApi } from '@portal/shell/api/swr';
import type { z } from 'zod';

/** GET /api/recruiting/v1/units: the units the recruiter works for (the unit selects' options). */
const UNITS_PATH = '/recruiting/v1/units';

export type RecruitingUnits = z.infer<typeof recruitingUnitsSchema>;

/** The recruiter's units; nothing is fetched while `enabled` is false (a reader without the vacancies' permissions). */
export function useRecruitingUnits(enabled = true) {
  return useApi<RecruitingUnits>(enabled ? UNITS_PATH : null);
}
