import { formatDate } from '@portal/contracts/dates';
import type { TalentPoolSource } from '@portal/contracts/talent-pool';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { showToast } from '@portal/shell/toast/toast-store';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TalentPoolChoiceView, useTalentPoolChoice } from '../api/get-talent-pool-choice';
import { useSaveTalentPoolChoice } from '../api/save-talent-pool-choice';
import { TalentPoolOption } from './talent-pool-option';

/** The confirmation toast of a saved choice. */
export function confirmChoice(t: TFunction<'careers'>, optIn: boolean) {
  const key = optIn ? 'talentPool.savedOn' : 'talentPool.savedOff';
  showToast({ type: 'success', title: t(`${key}.title`), description: t(`${key}.text`) });
}

/** 'On since 25 November 2026.' or what off means. */
function ChoiceStatus({ choice }: { choice: TalentPoolChoiceView }) {
  const { t, i18n } = useTranslation('careers');
  return (
    <p className="talent-pool-form__status">
      {choice.opt_in && choice.since
        ? t('talentPool.statusOn', { date: formatDate(choice.since, currentLocale(i18n), 'long') })
        : t('talentPool.statusOff')}
    </p>
  );
}

/** Where the talent pool choice is made (told to the server), and what to do once a change is saved. */
interface ChoiceProps {
  source: TalentPoolSource;
  onSaved?: (optIn: boolean) => void;
}

/**
 * The talent pool consent as one checkbox that is saved when it is ticked or unticked (decision 0086), with the
 * toast that says what was saved; a refusal or a failure says so and the box shows the stored choice again. Until the
 * stored choice is known the box cannot be used, so it never shows a choice that is not the candidate's.
 * `source` tells the server where the choice was made.
 */
export function TalentPoolSwitch({ source, onSaved }: ChoiceProps) {
  const { t } = useTranslation('careers');
  const { data } = useTalentPoolChoice();
  const saveTalentPoolChoice = useSaveTalentPoolChoice();
  /**
   * The choice made here: shown at once, while it is saved and until the shared answer shows it too (the API
   * client hands new data over up to 500 ms later, spec §7).
   */
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const stored = data?.opt_in;
  useEffect(() => {
    if (!busy && chosen !== null && stored === chosen) setChosen(null);
  }, [busy, chosen, stored]);

  const choose = async (optIn: boolean) => {
    // One change at a time: a tap while one is saved changes nothing (the box keeps showing the one on its way).
    if (stored === undefined || busy || optIn === (chosen ?? stored)) return;
    setChosen(optIn);
    setBusy(true);
    try {
      const saved = await saveTalentPoolChoice(optIn, source);
      setChosen(saved.opt_in);
      confirmChoice(t, saved.opt_in);
      onSaved?.(saved.opt_in);
    } catch (failure) {
      setChosen(null);
      if (failure instanceof ApiError && failure.status < 500)
        showToast({ type: 'error', title: failure.title, description: failure.description });
      else handleError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TalentPoolOption
      checked={chosen ?? stored ?? false}
      onChange={(optIn) => void choose(optIn)}
      disabled={stored === undefined}
      busy={busy}
    />
  );
}

/**
 * The current talent pool choice with its date and the checkbox that changes it (saved when ticked): the account
 * menu's dialog and the careers page's path use it. While the choice loads it says so; a failed load offers a retry.
 */
export function TalentPoolChoiceEditor({ source, onSaved }: ChoiceProps) {
  const { t } = useTranslation('careers');
  const { data, error, mutate } = useTalentPoolChoice();

  let body: ReactNode;
  if (data)
    body = (
      <>
        <ChoiceStatus choice={data} />
        <TalentPoolSwitch source={source} onSaved={onSaved} />
      </>
    );
  else if (error)
    body = (
      <div className="talent-pool-form__error" role="alert">
        <p>{t('talentPool.loadError')}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('talentPool.retry')}
        </Button>
      </div>
    );
  else body = <p role="status">{t('talentPool.loading')}</p>;

  return <div className="talent-pool-form">{body}</div>;
}
