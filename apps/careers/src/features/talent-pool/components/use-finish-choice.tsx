import { showToast } from '@portal/shell/toast/toast-store';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTalentPoolChoice, useTalentPoolChoice } from '../api/talent-pool-api';
import { confirmChoice } from './talent-pool-form';
import { TalentPoolOption } from './talent-pool-option';

/**
 * The talent pool choice at the resume's Finish (decision 0070): an unticked checkbox (ticked only when the candidate
 * already consents) shown beside Finish; `commit`, called once the resume is finished, saves a changed choice with
 * source `finish`. A failure does not undo the finish: the candidate is told to choose from the account menu.
 */
export function useFinishTalentPoolChoice(): { field: ReactNode; commit: () => Promise<void> } {
  const { t } = useTranslation('careers');
  const { data } = useTalentPoolChoice();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const saveTalentPoolChoice = useSaveTalentPoolChoice();
  const current = data?.opt_in ?? false;
  const field = <TalentPoolOption checked={chosen ?? current} onChange={setChosen} />;
  const commit = async () => {
    if (chosen === null || chosen === current) return;
    try {
      const saved = await saveTalentPoolChoice(chosen, 'finish');
      confirmChoice(t, saved.opt_in);
    } catch {
      showToast({ type: 'error', title: t('talentPool.title'), description: t('talentPool.finishFailed') });
    }
  };
  return { field, commit };
}
