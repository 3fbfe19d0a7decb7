import { Button } from '@portal/shell/components/button';
import { useTranslation } from 'react-i18next';

/** What the retry needs of a read (an SWR answer): whether it is reading again, and how to read again. */
interface Retryable {
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** The list or a vacancy could not be read: what went wrong and a retry button, busy while it reads again. */
export function LoadError({ message, source }: { message: string; source: Retryable }) {
  const { t } = useTranslation('careers');
  return (
    <div className="vacancy-state" role="alert">
      <p className="vacancy-state__title">{message}</p>
      <Button variant="secondary" loading={source.isValidating} onClick={() => void source.mutate()}>
        {t('vacancies.list.retry')}
      </Button>
    </div>
  );
}
