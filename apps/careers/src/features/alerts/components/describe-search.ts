import { describeAlertFilters, type StoredAlertFilters } from '@portal/contracts/alerts';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An alert's search in words, as its mails say it ('mecânico · Betim · Aprendiz'). */
export function useDescribeSearch() {
  const { t, i18n } = useTranslation('careers');
  return useCallback(
    (filters: StoredAlertFilters) =>
      describeAlertFilters(filters, currentLocale(i18n), {
        program: (program) => t(`vacancies.filters.programs.${program}`),
        everything: t('alerts.everything'),
      }),
    [t, i18n],
  );
}
