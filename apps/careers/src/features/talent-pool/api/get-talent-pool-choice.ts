import type { TalentPoolChoice } from '@portal/contracts/talent-pool';
import { useApi } from '@portal/shell/api/swr';

/** DESIGN §2: the signed-in candidate's talent pool consent. */
export const TALENT_POOL_PATH = '/curriculum/candidates/v1/talent-pool';

/** The API client turns plain dates into Date objects (spec §7). */
export type TalentPoolChoiceView = Omit<TalentPoolChoice, 'since'> & { since: string | Date | null };

/** GET: the current choice and since when; null path (no session) asks nothing. */
export const useTalentPoolChoice = (enabled = true) =>
  useApi<TalentPoolChoiceView>(enabled ? TALENT_POOL_PATH : null);
