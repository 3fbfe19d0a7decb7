import { dictionaryOptions } from '@portal/contracts/dictionaries';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useTranslation } from 'react-i18next';

/** The 'any' choice of each optional filter an alert adds to the search. */
const ANY = {
  interest_area: 'alerts.subscribe.anyInterestArea',
  workshift: 'alerts.subscribe.anyWorkshift',
} as const;

/**
 * The `<option>`s of an alert's optional filter (area of interest, work shift): 'any' first, then the dictionary's
 * options in the page's language. The subscription form and the manage page offer the same choices.
 */
export function AlertFilterOptions({ attribute }: { attribute: keyof typeof ANY }) {
  const { t, i18n } = useTranslation('careers');
  return (
    <>
      <option value="">{t(ANY[attribute])}</option>
      {dictionaryOptions(attribute, currentLocale(i18n)).map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** The `<option>`s of how often an alert mails. */
export function AlertFrequencyOptions() {
  const { t } = useTranslation('careers');
  return (
    <>
      <option value="daily">{t('alerts.subscribe.daily')}</option>
      <option value="weekly">{t('alerts.subscribe.weekly')}</option>
    </>
  );
}
