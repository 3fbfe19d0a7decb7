import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuEntry } from '#careers/features/identity/components/account-menu-dropdown';

/** The talent pool dialog, fetched when the candidate first opens it from the account menu. */
const TalentPoolDialog = lazy(async () => ({
  default: (await import('#careers/features/talent-pool/components/talent-pool-dialog')).TalentPoolDialog,
}));

/** The job alerts dialog, fetched when the candidate first opens it from the account menu. */
const MyAlertsDialog = lazy(async () => ({
  default: (await import('#careers/features/alerts/components/my-alerts-dialog')).MyAlertsDialog,
}));

/** What other features add to the account menu: the talent pool choice (decision 0070), the job alerts (0075). */
export function useAccountEntries(): AccountMenuEntry[] {
  const { t } = useTranslation('careers');
  const label = t('talentPool.menu');
  const alertsLabel = t('alerts.mine.menu');
  return useMemo(
    () => [
      {
        id: 'talent-pool',
        label,
        dialog: (props) => (
          <Suspense fallback={null}>
            <TalentPoolDialog {...props} />
          </Suspense>
        ),
      },
      {
        id: 'job-alerts',
        label: alertsLabel,
        dialog: (props) => (
          <Suspense fallback={null}>
            <MyAlertsDialog {...props} />
          </Suspense>
        ),
      },
    ],
    [label, alertsLabel],
  );
}
