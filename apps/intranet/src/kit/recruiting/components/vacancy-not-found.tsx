import { Link } from '@portal/shell/navigation/navigation';
import { useTranslation } from 'react-i18next';
import { RECRUITING_PATH } from '#intranet/kit/recruiting/recruiting-access';
import { PageFailure } from './page-state';

/**
 * The page for a vacancy that could not be read: it does not exist or belongs to a unit outside the recruiter's
 * access (the server answers both alike). Every page under a vacancy (editor, applicants) shows this same page.
 */
export function VacancyNotFound() {
  const { t } = useTranslation('intranet');
  return (
    <PageFailure
      title={t('recruiting.editor.notFoundTitle')}
      backTo={RECRUITING_PATH}
      back={<Link to={RECRUITING_PATH}>{t('recruiting.editor.backToList')}</Link>}
    >
      {t('recruiting.editor.loadError')}
    </PageFailure>
  );
}
