import { Button } from '@portal/shell/components/button';
import { useTranslation } from 'react-i18next';

/** The list or a vacancy could not be read: what went wrong and a retry button, busy while it reads again. */
export function LoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('careers');
  return (
    <div className="vacancy-state" role="alert">
      <p className="vacancy-state__title">{message}</p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {t('vacancies.list.retry')}
      </Button>
    </div>
  );
}
