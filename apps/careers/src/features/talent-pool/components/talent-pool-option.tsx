import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../talent-pool.css';

/**
 * The talent pool consent as one checkbox: its label says what the candidate allows, the line below (its
 * description) what that means and that it can be turned off at any time from the account menu.
 */
export function TalentPoolOption({
  checked,
  onChange,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('careers');
  const id = useId();
  return (
    <div className="talent-pool-option">
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
