import type { TalentPoolSource } from '@portal/contracts/talent-pool';
import { apiFetch } from '@portal/shell/api/http-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { TALENT_POOL_PATH, type TalentPoolChoiceView } from './get-talent-pool-choice';

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
