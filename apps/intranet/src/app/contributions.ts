import type { AreaContribution } from '@portal/shell/layout/contributions';
import { applicantsContribution } from '#intranet/features/applicants/applicants-contribution';
import { quotasContribution } from '#intranet/features/quotas/quotas-contribution';
import { talentPoolContribution } from '#intranet/features/talent-pool/talent-pool-contribution';
import { vacanciesContribution } from '#intranet/features/vacancies/vacancies-contribution';

/**
 * The areas that contribute their pages and menu entries to the signed-in intranet (DESIGN §6, Backstage): the
 * router mounts their routes and the sidebar shows their entries, in this order, after the intranet's own. The
 * recruiters' areas share what they have in common through `src/kit/recruiting` (decision 0093), never each other.
 */
export const CONTRIBUTIONS: readonly AreaContribution[] = [
  vacanciesContribution,
  applicantsContribution,
  talentPoolContribution,
  quotasContribution,
];
