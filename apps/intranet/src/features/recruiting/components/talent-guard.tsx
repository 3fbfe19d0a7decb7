import { useAuth } from '@portal/shell/auth/auth-provider';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { canSearchTalent } from '../recruiting-access';
import './recruiting.css';
import './talent-pool.css';

/**
 * The talent pool screens: only with `recruiting.talent_pool` (decision 0073), which a recruiter may have without
 * the vacancies' permissions; otherwise a clear 'no access' page (the API answers 403 anyway).
 */
export function TalentGuard() {
  const { t } = useTranslation('intranet');
  const { permissions } = useAuth();
  const allowed = canSearchTalent(permissions);
  useDocumentTitle(allowed ? undefined : t('documentTitle', { page: t('recruiting.noAccess.title') }));
  if (allowed) return <Outlet />;
  return (
    <div className="recruiting">
      <PageHeader title={t('recruiting.noAccess.title')} />
      <p className="recruiting__state">{t('recruiting.talent.noAccess')}</p>
      <p>
        <Link to="/home">{t('recruiting.noAccess.home')}</Link>
      </p>
    </div>
  );
}
