import type { RecruitingApplication } from '@portal/contracts/recruiting';
import { useApi } from '@portal/shell/api/swr';

/** /api/recruiting/v1/applications/{id}: one application with the candidate's resume and its timeline. */
export const applicationApiPath = (id: number) => `/recruiting/v1/applications/${id}`;

/** One application (404 problem outside the recruiter's units). */
export function useApplication(id: number) {
  return useApi<RecruitingApplication>(applicationApiPath(id));
}
