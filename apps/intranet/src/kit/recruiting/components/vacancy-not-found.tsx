import { StateMessage } from '@portal/shell/components/state-message';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECRUITING_PATH } from '#intranet/kit/recruiting/recruiting-access';

/**
 * The page for a vacancy that could not be read: it does not exist or belongs to a unit outside the recruiter's
 * access (the server answers both alike). Every page under a vacancy (editor, applicants) shows this same page.
 */
export function VacancyNotFound() {
  const { t } = useTranslation('intranet');
  return (
    <div className="recruiting">
      <PageHeader title={t('recruiting.editor.notFoundTitle')} backTo={RECRUITING_PATH} />
      <StateMessage block="recruiting__state" failed>
        {t('recruiting.editor.loadError')}
      </StateMessage>
      <Link to={RECRUITING_PATH}>{t('recruiting.editor.backToList')}</Link>
    </div>
  );
}
