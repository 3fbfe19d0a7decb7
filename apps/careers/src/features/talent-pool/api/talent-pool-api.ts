import type { TalentPoolChoice, TalentPoolSource } from '@portal/contracts/talent-pool';
import { apiFetch } from '@portal/shell/api/http-client';
import { useApi } from '@portal/shell/api/swr';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** DESIGN §2: the signed-in candidate's talent pool consent. */
export const TALENT_POOL_PATH = '/curriculum/candidates/v1/talent-pool';

/** The API client turns plain dates into Date objects (spec §7). */
export type TalentPoolChoiceView = Omit<TalentPoolChoice, 'since'> & { since: string | Date | null };

/** GET: the current choice and since when; null path (no session) asks nothing. */
export const useTalentPoolChoice = (enabled = true) =>
  useApi<TalentPoolChoiceView>(enabled ? TALENT_POOL_PATH : null);

/**
 * PUT: turns the consent on or off, telling where it was chosen; every view of the choice in this cache shows the
 * answer at once.
 */
export function useSaveTalentPoolChoice() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (optIn: boolean, source: TalentPoolSource) => {
      const choice = await apiFetch<TalentPoolChoiceView>(TALENT_POOL_PATH, {
        method: 'PUT',
        body: { opt_in: optIn, source },
      });
      await mutate((key) => Array.isArray(key) && key[0] === TALENT_POOL_PATH, choice, { revalidate: false });
      return choice;
    },
    [mutate],
  );
}
