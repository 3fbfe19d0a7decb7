import { formatDate } from '@portal/contracts/dates';
import type { TalentPoolSource } from '@portal/contracts/talent-pool';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { showToast } from '@portal/shell/toast/toast-store';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TalentPoolChoiceView,
  useSaveTalentPoolChoice,
  useTalentPoolChoice,
} from '../api/talent-pool-api';
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

/**
 * The current talent pool choice with its date, the checkbox to change it and a save button (`actions` renders the
 * buttons, so a dialog puts them in its footer): the account menu's dialog and the careers page's path use it.
 */
export function TalentPoolForm({
  id,
  source,
  onSaved,
  actions,
}: {
  id: string;
  source: TalentPoolSource;
  onSaved?: (optIn: boolean) => void;
  actions: (state: { busy: boolean; ready: boolean }) => ReactNode;
}) {
  const { t } = useTranslation('careers');
  const { data, error, mutate } = useTalentPoolChoice();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const saveTalentPoolChoice = useSaveTalentPoolChoice();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || busy) return;
    setBusy(true);
    try {
      const saved = await saveTalentPoolChoice(chosen ?? data.opt_in, source);
      setChosen(null);
      confirmChoice(t, saved.opt_in);
      onSaved?.(saved.opt_in);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500)
        showToast({ type: 'error', title: failure.title, description: failure.description });
      else handleError(failure);
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (data)
    body = (
      <>
        <ChoiceStatus choice={data} />
        <TalentPoolOption checked={chosen ?? data.opt_in} onChange={setChosen} disabled={busy} />
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

  return (
    <form id={id} className="talent-pool-form" noValidate onSubmit={submit} aria-busy={busy}>
      {body}
      {actions({ busy, ready: Boolean(data) })}
    </form>
  );
}
