import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../talent-pool.css';

/**
 * The talent pool consent as one checkbox: its label says what the candidate allows, the line below (its
 * description) what that means and that it can be turned off at any time from the account menu. `busy` while a
 * change is saved: the box keeps the focus (it is not disabled, which would drop it) and says it is busy.
 */
export function TalentPoolOption({
  checked,
  onChange,
  disabled = false,
  busy = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation('careers');
  const id = useId();
  return (
    <div className="talent-pool-option" aria-busy={busy || undefined}>
      <label className="talent-pool-option__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-meaning`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('talentPool.optIn')}</span>
      </label>
      <p id={`${id}-meaning`} className="talent-pool-option__meaning">
        {t('talentPool.meaning')}
      </p>
    </div>
  );
}
